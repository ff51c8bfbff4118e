/**
 * The battery's context steps (RealPlaceBattery): a context query per labelled request, one
 * with the whole place selected, and one with the largest indexed script pasted into the
 * message, which must rank that script first.
 *
 * Why apart: the tool calls and the context queries are two halves of the battery; the second
 * needs only the built index and the battery's step recorder.
 */
import { HttpService } from "@rbxts/services";
import { ContextSelector, DEFAULT_CONTEXT_BUDGET, ScriptIndex } from "Context";

export interface ContextStepInput {
	readonly step: (label: string, target: string, fn: () => boolean | string) => void;
	readonly index: ScriptIndex;
	readonly placeRoot: Instance;
	readonly scripts: ReadonlyArray<LuaSourceContainer>;
	/** The place's scripts, largest first. */
	readonly bySize: ReadonlyArray<LuaSourceContainer>;
	readonly pathIn: (instance: Instance) => string;
	readonly queriesJson: string;
	readonly budget?: number;
}

function sourceOf(s: LuaSourceContainer): string {
	return (s as unknown as { Source: string }).Source;
}

export function contextSteps(input: ContextStepInput): void {
	const { step, index, placeRoot, scripts, bySize, pathIn, queriesJson, budget } = input;
	const selector = new ContextSelector(index);
	const queries = HttpService.JSONDecode(queriesJson) as { query: string; relevant?: string[] }[];
	for (const q of queries) {
		step("context", q.query.sub(1, 60), () => {
			const result = selector.selectRelevantScripts(
				{ message: q.query, selection: [] },
				{ budgetTokens: budget ?? DEFAULT_CONTEXT_BUDGET },
			);
			return result.tokens <= (budget ?? DEFAULT_CONTEXT_BUDGET) ? true : `over budget: ${result.tokens} tokens`;
		});
	}
	// A user selects everything (Ctrl+A in the Explorer) and asks: the Selection is read for
	// every script, so its size must not freeze Studio.
	const everything = placeRoot.GetDescendants();
	step("context", `selection of ${everything.size()} instances`, () => {
		const result = selector.selectRelevantScripts({ message: "what does this do?", selection: everything });
		return result.ranked.size() > 0 || scripts.size() === 0 ? true : "nothing ranked";
	});
	// A user pastes a script into the message (its first 50,000 characters): ranking must stay
	// quick (Selection/TermBudget) and rank the pasted script's own source first.
	const pasted = bySize.find((s) => index.get(s) !== undefined);
	if (pasted) {
		step("context", `pasted ${pathIn(pasted)}`, () => {
			const message = `This breaks, fix it:\n${sourceOf(pasted).sub(1, 50000)}`;
			const first = selector.selectRelevantScripts({ message, selection: [] }).ranked[0];
			return first?.entry.target === pasted ? true : `ranked first: ${first?.entry.path ?? "nothing"}`;
		});
	}
}
