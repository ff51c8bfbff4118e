/**
 * Lux's internal message model: everything the conversation shows, of which only some is
 * sent to the model (user text, assistant text and tool calls, tool results).
 *
 * Why not store OpenAI messages: approvals, errors and notices belong in the conversation
 * the user sees and survives, yet must never reach the model as if it had said them.
 */
import { AssistantToolCall, Reasoning } from "../Api/ModelReply";
import { Usage } from "../Api/Usage";
import { ApiErrorKind } from "../Api/ApiError";
import type { ToolView } from "Tools/Core/ToolView";
import type { Resolution } from "Tools/ToolProtocol";

export type Message =
	| { readonly kind: "user"; readonly text: string }
	| {
			readonly kind: "assistant";
			readonly text: string;
			readonly toolCalls: ReadonlyArray<AssistantToolCall>;
			readonly usage?: Usage;
			/** Shown collapsed, never answer text; passed back as the provider asks (Api/ChatWire). */
			readonly reasoning?: Reasoning;
			/** The user stopped this reply while it streamed: `text` is what had arrived. */
			readonly stopped?: boolean;
	  }
	| {
			readonly kind: "toolResult";
			readonly callId: string;
			readonly toolName: string;
			readonly content: string;
			readonly isError: boolean;
			readonly summary: string;
			/** The tool's typed result for the panel; not sent to the model. */
			readonly view?: ToolView;
			/**
			 * What became of a decided write (applied, stale, failed), typed: a restored
			 * conversation's card shows it without the approval queue, which did not survive the reload.
			 */
			readonly resolution?: Resolution;
	  }
	| {
			readonly kind: "approval";
			readonly callId: string;
			readonly operationId: string;
			readonly toolName: string;
			readonly summary: string;
			readonly state: "pending" | "approved" | "rejected";
			readonly reason?: string;
	  }
	| { readonly kind: "error"; readonly errorKind: ApiErrorKind | "loop"; readonly text: string }
	| { readonly kind: "notice"; readonly text: string };

export type MessageKind = Message["kind"];
