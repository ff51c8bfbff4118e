/**
 * Builds one ModelReply from streamed chat-completion chunks: text deltas, tool-call pieces
 * keyed by index, the finish reason and the usage of the last chunk.
 *
 * Why: tool calls arrive as fragments (id and name first, arguments in pieces); a chunk may
 * carry `error` or finish with "error" mid-stream, which must fail the stream, not end it.
 */
import { ApiError, makeApiError } from "./ApiError";
import { errorObject, mapBodyError } from "./ErrorMapper";
import { decodeJson } from "./Json";
import { AssistantToolCall, ModelReply } from "./ModelReply";
import { parseUsage, Usage } from "./Usage";

interface PartialCall {
	id?: string;
	name: string;
	args: string;
}

export class StreamAssembler {
	private text = "";
	private calls = new Map<number, PartialCall>();
	private finishReason?: string;
	private usage?: Usage;
	private model?: string;
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
		const chunk = decoded.value as { choices?: unknown; usage?: unknown; model?: unknown };
		const bodyError = errorObject(decoded.value);
		if (bodyError !== undefined) {
			this.failure = mapBodyError(bodyError, this.secret);
			return;
		}
		if (typeIs(chunk.model, "string")) this.model = chunk.model;
		const usage = parseUsage(chunk.usage);
		if (usage !== undefined) this.usage = usage;
		const choices = typeIs(chunk.choices, "table") ? (chunk.choices as unknown[]) : [];
		const choice = choices[0] as { delta?: unknown; finish_reason?: unknown } | undefined;
		if (!typeIs(choice, "table")) return;
		if (choice.finish_reason === "error") {
			this.failure = mapBodyError(
				errorObject(choice) ?? { message: "the model stopped with an error" },
				this.secret,
			);
			return;
		}
		if (typeIs(choice.finish_reason, "string")) this.finishReason = choice.finish_reason;
		if (typeIs(choice.delta, "table")) this.delta(choice.delta as { content?: unknown; tool_calls?: unknown });
	}

	private delta(delta: { content?: unknown; tool_calls?: unknown }): void {
		if (typeIs(delta.content, "string") && delta.content !== "") {
			this.text += delta.content;
			this.onDelta?.(delta.content);
		}
		if (!typeIs(delta.tool_calls, "table")) return;
		(delta.tool_calls as defined[]).forEach((raw, position) => {
			if (!typeIs(raw, "table")) return;
			const piece = raw as { index?: unknown; id?: unknown; function?: { name?: unknown; arguments?: unknown } };
			const index = typeIs(piece.index, "number") ? piece.index : position;
			const call = this.calls.get(index) ?? { name: "", args: "" };
			if (typeIs(piece.id, "string")) call.id = piece.id;
			const fn = typeIs(piece.function, "table") ? piece.function : {};
			if (typeIs(fn.name, "string")) call.name += fn.name;
			if (typeIs(fn.arguments, "string")) call.args += fn.arguments;
			this.calls.set(index, call);
		});
	}

	/** The reply, once the stream ended with [DONE] (or closed after a finish reason). */
	reply(): ModelReply {
		const indices = new Array<number>();
		this.calls.forEach((_, index) => indices.push(index));
		indices.sort((a, b) => a < b);
		const toolCalls = indices.map((index): AssistantToolCall => {
			const call = this.calls.get(index)!;
			return {
				id: call.id ?? `stream_call_${index}`,
				name: call.name,
				rawArguments: call.args === "" ? "{}" : call.args,
			};
		});
		return {
			text: this.text,
			toolCalls,
			finishReason: this.finishReason ?? (toolCalls.size() > 0 ? "tool_calls" : "stop"),
			usage: this.usage,
			model: this.model,
		};
	}

	/** Whether the stream said how it finished (a close after that is a clean end). */
	hasFinished(): boolean {
		return this.finishReason !== undefined;
	}
}
