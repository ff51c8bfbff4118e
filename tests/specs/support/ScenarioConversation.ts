/**
 * The conversation as plain data for the scenario summary (tests/README.md, "The JSON
 * summary"): every message with its role, text, reasoning, tool calls (id, name, raw
 * arguments) and usage.
 *
 * Why: outside checks (and the recorded-response corpus) compare what Lux understood with
 * what the server sent; they need the conversation itself, not transcript text.
 */
import { Message, Usage } from "Core";

export interface SummaryUsage {
	readonly prompt: number;
	readonly completion: number;
	readonly cached: number;
	readonly cacheWrite: number;
	readonly reasoning: number;
	readonly cost?: number;
}

export interface SummaryMessage {
	readonly role: "user" | "assistant" | "tool" | "approval" | "error" | "notice";
	readonly text: string;
	readonly reasoning?: string;
	readonly toolCalls?: Array<{ id: string; name: string; arguments: string }>;
	readonly usage?: SummaryUsage;
	readonly callId?: string;
	readonly name?: string;
	readonly isError?: boolean;
	readonly kind?: string;
	readonly state?: string;
}

export function summaryUsage(usage: Usage): SummaryUsage {
	return {
		prompt: usage.promptTokens,
		completion: usage.completionTokens,
		cached: usage.cachedTokens,
		cacheWrite: usage.cacheWriteTokens ?? 0,
		reasoning: usage.reasoningTokens,
		cost: usage.cost,
	};
}

export function summaryMessage(message: Message): SummaryMessage {
	switch (message.kind) {
		case "user":
			return { role: "user", text: message.text };
		case "assistant":
			return {
				role: "assistant",
				text: message.text,
				reasoning: message.reasoning?.text,
				toolCalls: message.toolCalls.map((c) => ({ id: c.id, name: c.name, arguments: c.rawArguments })),
				usage: message.usage !== undefined ? summaryUsage(message.usage) : undefined,
			};
		case "toolResult":
			return {
				role: "tool",
				text: message.content,
				callId: message.callId,
				name: message.toolName,
				isError: message.isError,
			};
		case "approval":
			return {
				role: "approval",
				text: message.summary,
				callId: message.callId,
				name: message.toolName,
				state: message.state,
			};
		case "error":
			return { role: "error", text: message.text, kind: message.errorKind };
		case "notice":
			return { role: "notice", text: message.text };
	}
}
