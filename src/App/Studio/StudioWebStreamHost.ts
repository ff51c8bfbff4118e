/**
 * WebStreamHost over HttpService:CreateWebStreamClient (SSE or RawStream mode).
 *
 * Why defensive: the API is new; older builds lack it (indexing a missing member throws),
 * and creating a client may fail (at most 6 at a time). Every failure is a value, so the
 * client falls back to RequestAsync.
 */
import { HttpService } from "@rbxts/services";
import { HttpRequest } from "Shared/Hosts";
import { StreamHandle, StreamHandlers, StreamMode, WebStreamHost } from "Core/Hosts/WebStreamHost";

export class StudioWebStreamHost implements WebStreamHost {
	constructor(readonly mode: StreamMode = "SSE") {}

	isAvailable(): boolean {
		const [success, member] = pcall(
			() => (HttpService as unknown as { CreateWebStreamClient: unknown }).CreateWebStreamClient,
		);
		return success && member !== undefined;
	}

	open(request: HttpRequest, handlers: StreamHandlers): StreamHandle | string {
		const clientType = this.mode === "SSE" ? Enum.WebStreamClientType.SSE : Enum.WebStreamClientType.RawStream;
		const [success, client] = pcall(() =>
			HttpService.CreateWebStreamClient(clientType, {
				Url: request.url,
				Method: request.method,
				Headers: request.headers,
				Body: request.body,
			}),
		);
		if (!success) return tostring(client);
		const connections = [
			client.Opened.Connect(() => handlers.onOpened()),
			client.MessageReceived.Connect((message) => handlers.onMessage(message)),
			client.Error.Connect((status, message) => handlers.onError(status, message)),
			client.Closed.Connect(() => handlers.onClosed()),
		];
		return {
			close: () => {
				for (const connection of connections) connection.Disconnect();
				pcall(() => client.Close());
			},
		};
	}
}
