/**
 * The shape of a scenario file (tests/README.md, "A scenario file"), the summary a run
 * produces, and how a conversation message reads in the transcript.
 *
 * Why apart from the driver: the driver, the follow-up check and the expectation check all
 * read these; one definition keeps them in step with the documented format.
 */
import { Message } from "Core";
import { ScenarioExpect } from "./ScenarioExpect";
import { SummaryMessage } from "./ScenarioConversation";
import { ScenarioTool } from "./ScenarioToolRunner";
import { StudioFault } from "./StudioFaultHost";

export interface ScenarioSettings {
	readonly model?: string;
	readonly apiKey?: string;
	readonly streaming?: boolean;
	readonly streamMode?: "SSE" | "RawStream";
	/** SSE mode: the simulator delivers one event's data per message ("events") or raw pieces. */
	readonly sseDelivery?: "events" | "pieces";
	readonly timeoutSeconds?: number;
	readonly maxAttempts?: number;
	readonly baseBackoffSeconds?: number;
	readonly maxIterations?: number;
	readonly maxCostPerRequest?: number;
	readonly maxPromptTokens?: number;
	readonly expectedCompletionTokens?: number;
	readonly pricing?: { prompt: number; completion: number; cacheRead?: number; cacheWrite?: number };
	readonly systemPrompt?: string;
}

/** A further user message after the main run, in the same conversation (see tests/README.md). */
export interface ScenarioFollowUp {
	readonly user: string;
	readonly turns: ReadonlyArray<{
		readonly reply?: { readonly tool_calls?: unknown[] };
		readonly raw?: { readonly body: string };
		readonly optional?: boolean;
	}>;
	readonly answerContains?: string;
}

export interface Scenario {
	readonly name: string;
	readonly settings?: ScenarioSettings;
	readonly tools?: ScenarioTool[];
	readonly user: string[];
	readonly approvals?: Array<{ approve: boolean; reason?: string }>;
	readonly cancel?: { afterSeconds?: number; atApproval?: boolean };
	readonly studio?: StudioFault;
	readonly followUp?: ScenarioFollowUp;
	readonly expect: ScenarioExpect;
}

export interface ScenarioSummary {
	readonly scenario: string;
	readonly outcome: string;
	readonly stopReason?: string;
	readonly errorKind?: string;
	readonly iterations: number;
	readonly requests: number;
	readonly tokens: { prompt: number; completion: number; cached: number; reasoning: number };
	readonly cost: number;
	readonly errors: string[];
	readonly changes: string[];
	/** The follow-up's outcome and answer, when the scenario has one. */
	readonly followUp?: { readonly outcome: string; readonly answer?: string; readonly requests: number };
	readonly failures: string[];
	/** Every message of the conversation as data (main run and follow-up). */
	readonly conversation: SummaryMessage[];
	/** Index in `conversation` of the follow-up's user message (undefined without a follow-up). */
	readonly followUpStart?: number;
	/** All text that arrived streamed, in order. */
	readonly streamedText: string;
	readonly transcript: string[];
	/** The last error message the user saw, if any. */
	readonly error?: string;
}

export function transcriptLine(message: Message): string {
	switch (message.kind) {
		case "user":
			return `user: ${message.text}`;
		case "assistant": {
			const calls = message.toolCalls.map((c) => `${c.name}#${c.id}(${c.rawArguments})`).join(", ");
			const thought = message.reasoning !== undefined ? ` [reasoning: ${message.reasoning.text}]` : "";
			return `assistant: ${message.text}${calls !== "" ? ` [tool calls: ${calls}]` : ""}${thought}`;
		}
		case "toolResult":
			return `tool ${message.toolName}${message.isError ? " (error)" : ""}: ${message.content}`;
		case "approval":
			return `approval ${message.operationId} ${message.toolName}: ${message.state}${message.reason !== undefined ? ` (${message.reason})` : ""}`;
		case "error":
			return `error [${message.errorKind}]: ${message.text}`;
		case "notice":
			return `notice: ${message.text}`;
	}
}
