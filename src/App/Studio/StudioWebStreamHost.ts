/**
 * WebStreamHost over HttpService:CreateWebStreamClient (SSE or RawStream mode).
 *
 * Why defensive: the API is new; older builds lack it (indexing a missing member throws),
 * and creating a client may fail (at most 6 at a time). Every failure is a value, so the
 * client falls back to RequestAsync.
 */
import { HttpService } from "@rbxts/services";
import { HttpRequest } from "Shared/Hosts";
import { decodeJson } from "Shared/Json";
import { StreamHandle, StreamHandlers, StreamMode, WebStreamHost } from "Core/Hosts/WebStreamHost";

/**
 * Opened's `headers` string as a table with lower-cased names. The docs do not give its
 * format: a JSON object (what the simulator passes; a value may be a list) or "Name: value"
 * lines are both read; anything else gives no headers.
 */
export function headerTable(text: unknown): Record<string, string> {
	const out: Record<string, string> = {};
	if (!typeIs(text, "string")) return out;
	const decoded = decodeJson(text);
	if (decoded.ok && typeIs(decoded.value, "table")) {
		for (const [name, value] of pairs(decoded.value as Record<string, unknown>)) {
			const first = typeIs(value, "table") ? (value as unknown[])[0] : value;
			if (typeIs(name, "string") && (typeIs(first, "string") || typeIs(first, "number")))
				out[string.lower(name)] = tostring(first);
		}
		return out;
	}
	for (const [name, value] of text.gmatch("([%w%-]+):%s*([^\r\n]*)")) {
		out[string.lower(name as string)] = value as string;
	}
	return out;
}

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
			client.Opened.Connect((status, headers) => handlers.onOpened(status, headerTable(headers))),
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
