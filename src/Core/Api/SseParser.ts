/**
 * Splits server-sent-event text into event payloads, whatever the chunking.
 *
 * Why: a raw stream delivers arbitrary slices (a line may be split across chunks, events may
 * share a chunk), servers send keep-alive comment lines (":" ...), and line ends may be CRLF.
 * Studio's SSE client may hand over either the payload or the raw event text (UNCONFIRMED),
 * so `classify` tells the two apart.
 *
 * One field outside the event-stream standard is read: llama.cpp's server (builds through 2025)
 * reports a failure mid-stream as an `error:` line holding the error object, then `data: [DONE]`
 * (recorded in tests/fixtures/recorded/llamacpp_stream_error_field.json). Ignored as the standard
 * says, the stream read as an empty answer and the server's reason was lost; it is handed on as
 * the `{"error": ...}` payload other servers send.
 */
import { decodeJson, encodeJson } from "Shared/Json";

export class SseParser {
	private buffer = "";
	private data = new Array<string>();
	private started = false;

	/** Feeds raw text; returns the payloads of every event completed by it. */
	push(chunk: string): string[] {
		this.buffer += chunk;
		if (!this.started && this.buffer.size() >= 3) {
			this.started = true;
			// A UTF-8 byte-order mark before the first line is not part of a field name.
			if (string.byte(this.buffer, 1)[0] === 0xef) this.buffer = string.sub(this.buffer, 4);
		}
		const events = new Array<string>();
		// Lines end in CRLF, LF or a lone CR (the event-stream format allows all three).
		let from = 1;
		for (;;) {
			const [at] = string.find(this.buffer, "[\r\n]", from);
			if (at === undefined) break;
			let after = at + 1;
			if (string.sub(this.buffer, at, at) === "\r") {
				// A CR at the very end may be the first half of a CRLF split across chunks.
				if (at === this.buffer.size()) break;
				if (string.sub(this.buffer, at + 1, at + 1) === "\n") after = at + 2;
			}
			this.line(string.sub(this.buffer, from, at - 1), events);
			from = after;
		}
		this.buffer = string.sub(this.buffer, from);
		return events;
	}

	/** Ends the input: a last event without its blank line still counts. */
	finish(): string[] {
		const events = new Array<string>();
		let rest = this.buffer;
		this.buffer = "";
		if (string.sub(rest, -1) === "\r") rest = string.sub(rest, 1, -2);
		if (rest !== "") this.line(rest, events);
		this.line("", events);
		return events;
	}

	private line(line: string, events: string[]): void {
		if (line === "") {
			if (this.data.size() > 0) events.push(this.data.join("\n"));
			this.data = [];
			return;
		}
		if (string.sub(line, 1, 1) === ":") return;
		if (string.sub(line, 1, 5) === "data:") {
			this.data.push(fieldValue(line, 6));
		} else if (string.sub(line, 1, 6) === "error:") {
			events.push(errorPayload(fieldValue(line, 7)));
		}
		// Other fields (event:, id:, retry:) carry nothing chat completions use.
	}
}

/** A field's value: the text after its colon, less one leading space. */
function fieldValue(line: string, from: number): string {
	const value = string.sub(line, from);
	return string.sub(value, 1, 1) === " " ? string.sub(value, 2) : value;
}

/** An `error:` field as the payload `{"error": object}`; a value that is no JSON object is its message. */
function errorPayload(value: string): string {
	const decoded = decodeJson(value);
	const problem = decoded.ok && typeIs(decoded.value, "table") ? decoded.value : { message: value };
	return encodeJson({ error: problem });
}

/**
 * True when text begins like event-stream text (a field or comment line, or a prefix of one)
 * rather than a bare JSON payload. Leading whitespace and a byte-order mark are skipped.
 */
export function looksLikeEventText(text: string): boolean {
	let [start] = string.find(text, "[^%s]");
	if (start === undefined) return false;
	// A UTF-8 byte-order mark (EF BB BF) before the first field.
	if (string.byte(text, start)[0] === 0xef) [start] = string.find(text, "[^%s]", start + 3);
	if (start === undefined) return false;
	const first = string.sub(text, start, start);
	return first !== "{" && first !== "[";
}

/** True when an SSE-mode message is raw event text rather than a bare payload. */
export function looksLikeRawEvent(message: string): boolean {
	return looksLikeEventText(message);
}
