/**
 * Builds one ModelReply from streamed chat-completion chunks: text and reasoning deltas,
 * tool-call pieces, the finish reason and the usage of the last chunk that had one.
 *
 * Why: tool calls arrive as fragments (id and name first, arguments in pieces), but servers
 * differ: Ollama sends every call whole at index 0, Qwen and Gemini send empty ids, some send
 * arguments as an object. A piece that starts a different call (a new id, or a name after a
 * call already complete) starts a new call even at a reused index; a legacy `function_call`
 * delta (deprecated for tool_calls) is one more call, and a refusal is answer text. A chunk may carry `error`
 * or finish with "error" mid-stream, which fails the stream; an error after the stream
 * already said how it finished ends it instead (the answer stands, the error is a notice).
 */
import { ApiError, makeApiError } from "./ApiError";
import { errorObject, mapBodyError } from "./ErrorMapper";
import { decodeJson } from "Shared/Json";
import { AssistantToolCall, ModelReply, Reasoning } from "./ModelReply";
import {
	answerChoice,
	choiceIndex,
	argumentsText,
	callIdOf,
	contentParts,
	detailsText,
	mergeDetails,
	reasoningPiece,
	str,
	tbl,
} from "./Normalise";
import { Usage, usageOf } from "./Usage";

/** The slot of a legacy `function_call` (deprecated for tool_calls): stream indexes start at 0. */
const LEGACY_SLOT = -1;

interface PartialCall {
	id?: string;
	name: string;
	args: string;
}

/** Whether a delta carries text, reasoning or a tool call. */
function carriesAnything(delta: Record<string, unknown>): boolean {
	const parts = contentParts(delta.content);
	const piece = reasoningPiece(delta);
	const calls =
		(typeIs(delta.tool_calls, "table") && next(delta.tool_calls as object)[0] !== undefined) ||
		typeIs(delta.function_call, "table");
	const refusal = typeIs(delta.refusal, "string") && delta.refusal !== "";
	return (
		parts.text !== "" ||
		refusal ||
		parts.thinking !== "" ||
		piece.text !== "" ||
		piece.details !== undefined ||
		calls
	);
}

function completeJson(text: string): boolean {
	if (text === "") return false;
	const decoded = decodeJson(text);
	return decoded.ok && typeIs(decoded.value, "table");
}

export class StreamAssembler {
	private text = "";
	private reasoningText = "";
	private reasoningField?: Reasoning["field"];
	private details = new Array<Record<string, unknown>>();
	private calls = new Array<PartialCall>();
	/** Stream index -> position in `calls` of the call that index currently feeds. */
	private slots = new Map<number, number>();
	private finishReason?: string;
	private usage?: Usage;
	private model?: string;
	private notice?: string;
	private chunks = 0;
	/** The choice this stream's answer is: the first one met (answerChoice). */
	private answerIndex?: number;
	done = false;
	failure?: ApiError;

	constructor(
		private readonly secret: string | undefined,
		private readonly onDelta?: (text: string) => void,
	) {}

	/** Takes one event payload. */
	push(payload: string): void {
		if (this.done || this.failure) return;
		if (payload === "[DONE]") {
			this.done = true;
			return;
		}
		const decoded = decodeJson(payload);
		if (!decoded.ok) {
			this.failure = makeApiError("badResponse", { serverMessage: "a stream chunk was not JSON" });
			return;
		}
		this.chunks += 1;
		const bodyError = errorObject(decoded.value);
		if (bodyError !== undefined) {
			this.fail(mapBodyError(bodyError, this.secret));
			return;
		}
		const chunk = tbl(decoded.value);
		if (typeIs(chunk.model, "string")) this.model = chunk.model;
		const usage = usageOf(chunk);
		if (usage !== undefined) this.usage = usage;
		const choice = answerChoice(chunk.choices, this.answerIndex);
		if (this.answerIndex === undefined && next(choice)[0] !== undefined) this.answerIndex = choiceIndex(choice);
		if (choice.finish_reason === "error") {
			this.fail(mapBodyError(errorObject(choice) ?? { message: "the model stopped with an error" }, this.secret));
			return;
		}
		// A whole `message` (a server that ignored `stream`) reads like a delta. Perplexity sends
		// both, `message` cumulative: it counts only when the delta is empty and nothing came yet.
		const delta = tbl(choice.delta);
		const useMessage = typeIs(choice.message, "table") && !this.hasContent() && !carriesAnything(delta);
		if (useMessage) this.delta(choice.message as Record<string, unknown>);
		else if (typeIs(choice.delta, "table")) this.delta(delta);
		if (typeIs(choice.finish_reason, "string")) this.finishReason = choice.finish_reason;
	}

	/** A stream error: fatal before the stream said how it finished, a notice after. */
	private fail(problem: ApiError): void {
		if (this.finishReason !== undefined) {
			this.notice = `After the answer finished, the server reported an error: ${problem.message}`;
			this.done = true;
			return;
		}
		this.failure = problem;
	}

	private delta(delta: Record<string, unknown>): void {
		const parts = contentParts(delta.content);
		// A refusal piece (OpenAI's delta.refusal, content null) is answer text the user must see.
		const text = parts.text + (str(delta.refusal) ?? "");
		if (text !== "") {
			this.text += text;
			this.onDelta?.(text);
		}
		const piece = reasoningPiece(delta);
		if (piece.text !== "") {
			this.reasoningText += piece.text;
			this.reasoningField = this.reasoningField ?? piece.field;
		} else if (parts.thinking !== "") {
			this.reasoningText += parts.thinking;
			this.reasoningField = this.reasoningField ?? "content";
		}
		if (piece.details !== undefined) mergeDetails(this.details, piece.details);
		if (typeIs(delta.tool_calls, "table")) {
			(delta.tool_calls as defined[]).forEach((raw, position) => this.callPiece(tbl(raw), position));
		}
		// A legacy `function_call` piece feeds the one call it names (a slot no index uses).
		if (typeIs(delta.function_call, "table"))
			this.callPiece({ index: LEGACY_SLOT, function: delta.function_call }, 0);
	}

	private callPiece(piece: Record<string, unknown>, position: number): void {
		const index = typeIs(piece.index, "number") ? piece.index : position;
		const id = callIdOf(piece.id);
		const fn = tbl(piece.function);
		const name = str(fn.name) ?? "";
		const slot = this.slots.get(index);
		let call = slot !== undefined ? this.calls[slot] : undefined;
		const startsAnother =
			call !== undefined &&
			((id !== undefined && call.id !== undefined && id !== call.id) ||
				(!(id !== undefined && id === call.id) && name !== "" && call.name !== "" && completeJson(call.args)));
		if (call === undefined || startsAnother) {
			call = { name: "", args: "" };
			this.calls.push(call);
			this.slots.set(index, this.calls.size() - 1);
		}
		if (id !== undefined) call.id = id;
		if (name !== "" && call.name !== name) call.name += name;
		const args = argumentsText(fn.arguments);
		if (args !== undefined) call.args += args;
	}

	/**
	 * The stream closed cleanly with neither a finish reason nor [DONE]: the answer stands (some
	 * servers send neither), but the user is told it may have been cut off by a proxy or a drop.
	 */
	closedUnfinished(): void {
		if (this.done || this.finishReason !== undefined) return;
		this.notice ??=
			"The stream closed before the server said the answer was complete (no finish reason, no [DONE]): it may be incomplete.";
	}

	/** Whether anything of an answer arrived (text, reasoning or a call). */
	hasContent(): boolean {
		return this.text !== "" || this.reasoningText !== "" || this.calls.size() > 0;
	}

	/** The reply, once the stream ended with [DONE] (or closed after a finish reason). */
	reply(): ModelReply {
		const toolCalls = this.calls.map((call): AssistantToolCall => ({
			id: call.id ?? "",
			name: call.name,
			rawArguments: call.args === "" ? "{}" : call.args,
		}));
		const details = this.details.size() > 0 ? this.details : undefined;
		let reasoning: Reasoning | undefined;
		if (this.reasoningField !== undefined) {
			reasoning = { text: this.reasoningText, field: this.reasoningField, details };
		} else if (details !== undefined) {
			reasoning = { text: detailsText(details), field: "reasoning", details };
		}
		return {
			text: this.text,
			toolCalls,
			finishReason: this.finishReason ?? (toolCalls.size() > 0 ? "tool_calls" : "stop"),
			usage: this.usage,
			model: this.model,
			reasoning,
			notice: this.notice,
		};
	}

	/** Whether the stream said how it finished (a close after that is a clean end). */
	hasFinished(): boolean {
		return this.finishReason !== undefined;
	}
}
