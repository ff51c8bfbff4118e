/**
 * The one place where a server's wording becomes Lux's: which choice is the answer, message
 * content (a string or a list of parts, Mistral's thinking parts included), reasoning (`reasoning_content`, `reasoning`,
 * `reasoning_details`), tool-call ids (empty means none) and arguments (a JSON string, or an
 * object some servers send instead).
 *
 * Why one module: the plain parser and the stream assembler read the same shapes; when both
 * call these, a server quirk handled in one is handled in both.
 */
import { encodeJson } from "Shared/Json";

export function str(value: unknown): string | undefined {
	return typeIs(value, "string") ? value : undefined;
}

export function tbl(value: unknown): Record<string, unknown> {
	return typeIs(value, "table") ? (value as Record<string, unknown>) : {};
}

function list(value: unknown): defined[] {
	return typeIs(value, "table") ? (value as defined[]) : [];
}

/**
 * The answer's choice: the one whose `index` is `at` (a choice without an index counts as 0),
 * or, without `at`, the one of lowest index. With n > 1 a stream interleaves the choices, one
 * per chunk, each naming its place by `index`, so a chunk's first element is not always the
 * answer's; the others are alternatives Lux never asked for. A single choice numbered other
 * than 0 (a proxy renumbering) is still the answer: the caller follows the index it met first.
 */
export function answerChoice(choices: unknown, at?: number): Record<string, unknown> {
	let best: Record<string, unknown> | undefined;
	let bestIndex = math.huge;
	for (const raw of list(choices)) {
		if (!typeIs(raw, "table")) continue;
		const choice = raw as Record<string, unknown>;
		const index = choiceIndex(choice);
		if (at !== undefined ? index === at : index < bestIndex) {
			best = choice;
			bestIndex = index;
			if (at !== undefined) break;
		}
	}
	return best ?? {};
}

/** The `index` of a choice as answerChoice reads it. */
export function choiceIndex(choice: Record<string, unknown>): number {
	return typeIs(choice.index, "number") ? choice.index : 0;
}

/** A tool-call id, or undefined when missing or empty (Qwen/DashScope and Gemini send ""). */
export function callIdOf(value: unknown): string | undefined {
	return typeIs(value, "string") && value !== "" ? value : undefined;
}

/** Arguments as text: a string as sent; an object (Ollama, some proxies) encoded as JSON. */
export function argumentsText(value: unknown): string | undefined {
	if (typeIs(value, "string")) return value;
	if (typeIs(value, "table")) {
		// An empty Luau table encodes as "[]": arguments are an object.
		return next(value as object)[0] === undefined ? "{}" : encodeJson(value);
	}
	return undefined;
}

/** Text of a thinking part's `thinking` (a string or a list of text parts). */
function thinkingText(value: unknown): string {
	if (typeIs(value, "string")) return value;
	return list(value)
		.map((part) => str(tbl(part).text) ?? "")
		.join("");
}

/** `content` as answer text and thinking text: a string, or a list of typed parts. */
export function contentParts(content: unknown): { text: string; thinking: string } {
	if (typeIs(content, "string")) return { text: content, thinking: "" };
	let text = "";
	let thinking = "";
	for (const raw of list(content)) {
		if (typeIs(raw, "string")) {
			text += raw;
			continue;
		}
		const part = tbl(raw);
		const kind = str(part.type);
		if (kind === "thinking" || kind === "reasoning") {
			thinking += thinkingText(part.thinking ?? part.reasoning ?? part.text);
		} else if (kind === undefined || kind === "text" || kind === "output_text") {
			text += str(part.text) ?? "";
		}
	}
	return { text, thinking };
}

/** Readable text of OpenRouter `reasoning_details` entries (text or summary; encrypted has none). */
export function detailsText(details: ReadonlyArray<unknown>): string {
	return (details as ReadonlyArray<defined>)
		.map((entry) => str(tbl(entry).text) ?? str(tbl(entry).summary) ?? "")
		.join("");
}

/** The reasoning fields of a message or delta: text pieces and which field carried them. */
export function reasoningPiece(source: Record<string, unknown>): {
	text: string;
	field?: "reasoning_content" | "reasoning";
	details?: unknown[];
} {
	const content = str(source.reasoning_content);
	const plain = str(source.reasoning);
	const details = typeIs(source.reasoning_details, "table") ? list(source.reasoning_details) : undefined;
	if (content !== undefined && content !== "") return { text: content, field: "reasoning_content", details };
	if (plain !== undefined && plain !== "") return { text: plain, field: "reasoning", details };
	return { text: "", details };
}

/**
 * Merges streamed `reasoning_details` pieces: entries with the same index and type are one
 * entry whose text, summary, data and signature arrive in parts.
 */
export function mergeDetails(into: Record<string, unknown>[], pieces: ReadonlyArray<unknown>): void {
	for (const raw of pieces) {
		if (!typeIs(raw, "table")) continue;
		const piece = raw as Record<string, unknown>;
		const last = into[into.size() - 1];
		const same =
			last !== undefined && last.type === piece.type && (piece.index === undefined || last.index === piece.index);
		if (!same) {
			const copy: Record<string, unknown> = {};
			for (const [key, value] of pairs(piece)) copy[key as string] = value;
			into.push(copy);
			continue;
		}
		for (const [key, value] of pairs(piece)) {
			const name = key as string;
			const joinable = name === "text" || name === "summary" || name === "data" || name === "signature";
			if (joinable && typeIs(value, "string") && typeIs(last[name], "string")) {
				last[name] = (last[name] as string) + value;
			} else if (value !== undefined) {
				last[name] = value;
			}
		}
	}
}
