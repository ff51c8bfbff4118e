/**
 * The Luau side of `npm run bench:context`: index a loaded place, run each labelled query
 * through the ContextSelector, and return rankings, token costs and recall as JSON.
 *
 * Why in the spec tree: it must run the compiled plugin modules inside the simulator, like
 * the scenario driver; the Node CLI only loads the place and prints.
 */
import { HttpService } from "@rbxts/services";
import { ContextSelector, DEFAULT_CONTEXT_BUDGET, ScriptIndex } from "Context";
import { StudioClockHost } from "App/Studio";
import { PlaceIndexHost } from "./PlaceIndexHost";

interface Query {
	readonly query: string;
	readonly selection?: ReadonlyArray<string>;
	readonly relevant?: ReadonlyArray<string>;
}

function recallAt(ranked: ReadonlyArray<string>, relevant: ReadonlyArray<string>, k: number): number {
	if (relevant.size() === 0) return 0;
	let hits = 0;
	for (const path of relevant) {
		const i = ranked.indexOf(path);
		if (i >= 0 && i < k) hits += 1;
	}
	return hits / relevant.size();
}

export function runContextBench(placeRoot: Instance, queriesJson: string, budget?: number): string {
	const host = new PlaceIndexHost(placeRoot);
	const clock = new StudioClockHost();
	const index = new ScriptIndex(host, clock);
	const started = clock.now();
	index.build();
	const buildSeconds = clock.now() - started;
	const selector = new ContextSelector(index);
	const queries = HttpService.JSONDecode(queriesJson) as Query[];
	const missing: string[] = [];
	const results = queries.map((q) => {
		const selection: Instance[] = [];
		for (const p of q.selection ?? []) {
			const found = host.find(p);
			if (found !== undefined) selection.push(found);
			else missing.push(p);
		}
		// Labels are compared in the index's own spelling of each path, so a label written with
		// a leading `game`, Luau lookups or a name's plain dots still counts.
		const relevant: string[] = [];
		for (const p of q.relevant ?? []) {
			const found = host.find(p);
			const entry = found !== undefined && found.IsA("LuaSourceContainer") ? index.get(found) : undefined;
			if (entry !== undefined) relevant.push(entry.path);
			else {
				// Still a miss in every recall: a label the place lacks must not raise the score.
				relevant.push(p);
				missing.push(p);
			}
		}
		const result = selector.selectRelevantScripts(
			{ message: q.query, selection },
			{ budgetTokens: budget ?? DEFAULT_CONTEXT_BUDGET },
		);
		const ranked = result.ranked.map((r) => r.entry.path);
		// Where each labelled script landed (1-based; 0 when not ranked at all), to see how far a miss is.
		const ranks = relevant.map((p) => ranked.indexOf(p) + 1);
		const scores = relevant.map((p) => result.ranked.find((r) => r.entry.path === p)?.score ?? 0);
		return {
			ranks,
			scores,
			topScores: result.ranked.filter((_, i) => i < 8).map((r) => r.score),
			query: q.query,
			tokens: result.tokens,
			items: result.items.map((i) => ({ path: i.entry.path, tier: i.tier, tokens: i.tokens })),
			top: ranked.filter((_, i) => i < 8),
			recall3: relevant.size() > 0 ? recallAt(ranked, relevant, 3) : undefined,
			recall5: relevant.size() > 0 ? recallAt(ranked, relevant, 5) : undefined,
			relevant,
		};
	});
	return HttpService.JSONEncode({ scripts: index.size(), buildSeconds, results, missing });
}
