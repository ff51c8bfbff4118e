/** Context selection: ranking scripts for a message and fitting them into a token budget. */
export {
	ContextSelector,
	ContextSelection,
	SelectedScript,
	SelectOptions,
	DEFAULT_CONTEXT_BUDGET,
} from "./ContextSelector";
export { Ranking, RankInput, Ranked } from "./Ranking";
export { identifiersIn } from "./MessageTerms";
export { Freshness } from "./Freshness";
export { DEFAULT_THRESHOLDS, RelevanceThresholds, isSmallTalk } from "./ContextGate";
