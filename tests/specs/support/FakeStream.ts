/**
 * A WebStreamHost that plays a script of stream events for each stream opened, in order, and
 * records the requests.
 *
 * Why: how Studio's WebStreamClient reports a refused stream is not documented beyond its
 * events' parameters (Opened(status, headers), Error(status, message)); the specs play each
 * possible order here, without sockets, on a FakeClock.
 */
import { HttpRequest } from "Shared/Hosts";
import { StreamHandle, StreamHandlers, StreamMode, WebStreamHost } from "Core";

export type StreamEvent =
	| { readonly opened: number; readonly headers?: Record<string, string> }
	| { readonly message: string }
	| { readonly error: number; readonly text: string }
	| { readonly closed: true };

export class FakeStream implements WebStreamHost {
	readonly mode: StreamMode = "RawStream";
	readonly requests = new Array<HttpRequest>();
	private played = 0;

	constructor(private readonly scripts: ReadonlyArray<ReadonlyArray<StreamEvent>>) {}

	isAvailable(): boolean {
		return true;
	}

	open(request: HttpRequest, handlers: StreamHandlers): StreamHandle | string {
		this.requests.push(request);
		const events = this.scripts[this.played++];
		if (events === undefined) return "FakeStream: no scripted stream left";
		for (const event of events) {
			if ("opened" in event) handlers.onOpened(event.opened, event.headers ?? {});
			else if ("message" in event) handlers.onMessage(event.message);
			else if ("error" in event) handlers.onError(event.error, event.text);
			else handlers.onClosed();
		}
		return { close: () => {} };
	}
}
