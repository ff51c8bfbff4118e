/** The system prompt (byte-stable) and the per-request context message. */
export {
	buildContext,
	buildPrompt,
	buildSystemPrompt,
	BuiltPrompt,
	CONTEXT_HEADER,
	LUX_ROLE,
	LUX_RULES,
	LUX_TOOL_GUIDANCE,
	PromptParts,
} from "./PromptBuilder";
