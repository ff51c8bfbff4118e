/**
 * Turns whatever a web stream delivers into event payloads for the StreamAssembler, so any
 * chunking in either mode gives the same answer.
 *
 * Why: Roblox documents only that SSE-mode messages follow the event-stream format
 * (creator-docs WebStreamClient.yaml, MessageReceived: "The format differs based on the
 * Enum.WebStreamClientType"); it does not promise one whole event's data per message. A
 * message may be a whole payload, a piece of one, raw event text or a piece of that, and a
 * server that ignores `stream` sends one JSON body in pieces. The first visible character
 * decides: `{` or `[` means payloads (joined until they decode), anything else event text
 * (parsed incrementally).
 */
import { decodeJson } from "Shared/Json";
import { looksLikeEventText, SseParser } from "./SseParser";

export class StreamReader {
	private mode?: "payload" | "events";
	private parser = new SseParser();
	private pending = "";

	/** Feeds one delivered message; returns the payloads it completes. */
	push(message: string): string[] {
		if (this.mode === undefined) {
			if (string.find(message, "[^%s]")[0] === undefined) return [];
			this.mode = looksLikeEventText(this.pending + message) ? "events" : "payload";
		}
		if (this.mode === "events") return this.parser.push(message);
		this.pending += message;
		return this.completePayload();
	}

	/** Ends the input: a last event without its blank line, or a last payload, still counts. */
	finish(): string[] {
		if (this.mode === "events") return this.parser.finish();
		const rest = this.pending;
		this.pending = "";
		return string.find(rest, "[^%s]")[0] !== undefined ? [rest] : [];
	}

	/** Whether any delivered text is still waiting to complete a payload or event. */
	hasPending(): boolean {
		return this.pending !== "";
	}

	private completePayload(): string[] {
		const [trimmed] = string.gsub(this.pending, "^%s+", "");
		const [body] = string.gsub(trimmed, "%s+$", "");
		if (body === "[DONE]") {
			this.pending = "";
			return [body];
		}
		const last = string.sub(body, -1);
		if (last !== "}" && last !== "]") return [];
		if (!decodeJson(body).ok) return [];
		this.pending = "";
		return [body];
	}
}
