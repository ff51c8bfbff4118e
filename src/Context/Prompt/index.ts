/** The system prompt: stable prefix first for provider caches, variable parts last. */
export { buildPrompt, PromptParts, BuiltPrompt, VARIABLE_MARKER, LUX_ROLE, LUX_RULES } from "./PromptBuilder";
