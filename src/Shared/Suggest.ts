/**
 * "Did you mean": the candidates closest to a misspelt name.
 *
 * Why: the validator, the path resolver and the class checks all answer a hallucinated
 * name with the nearest real ones, so the model corrects itself in one step instead of
 * guessing again. Case-insensitive edit distance, with prefix/substring matches ranked first.
 */

/** Edit distance counting a swap of neighbours as one edit (byte-wise, case-insensitive). */
export function editDistance(a: string, b: string): number {
	const x = a.lower();
	const y = b.lower();
	const n = x.size();
	const m = y.size();
	if (n === 0) return m;
	if (m === 0) return n;
	let before: number[] = [];
	let previous: number[] = [];
	for (let j = 0; j <= m; j++) previous.push(j);
	for (let i = 1; i <= n; i++) {
		const current: number[] = [i];
		const ci = x.byte(i)[0];
		for (let j = 1; j <= m; j++) {
			const cost = ci === y.byte(j)[0] ? 0 : 1;
			let best = math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
			if (i > 1 && j > 1 && ci === y.byte(j - 1)[0] && x.byte(i - 1)[0] === y.byte(j)[0])
				best = math.min(best, before[j - 2] + 1);
			current.push(best);
		}
		before = previous;
		previous = current;
	}
	return previous[m];
}

/**
 * Up to `limit` candidates close enough to `name` to be a plausible intent, best first.
 * A candidate differing only in case, or containing the name (or contained in it), ranks first.
 */
export function closestNames(name: string, candidates: ReadonlyArray<string>, limit = 3): string[] {
	const lowered = name.lower();
	const scored: { candidate: string; score: number }[] = [];
	const seen = new Set<string>();
	for (const candidate of candidates) {
		if (seen.has(candidate)) continue;
		seen.add(candidate);
		const other = candidate.lower();
		let score: number;
		if (other === lowered) score = 0;
		else {
			const allowed = math.max(2, math.floor(math.max(lowered.size(), other.size()) * 0.4));
			const contains =
				math.min(lowered.size(), other.size()) >= 3 &&
				(other.find(lowered, 1, true)[0] !== undefined || lowered.find(other, 1, true)[0] !== undefined);
			// The distance is at least the difference in length: past `allowed`, it is not
			// computed (a 20,000-character name against each of 30 services took 5 s of Studio).
			const apart = math.abs(lowered.size() - other.size()) > allowed;
			if (apart && !contains) continue;
			const distance = apart ? math.huge : editDistance(lowered, other);
			// A containing name ("PlayerData" for "Data") is plausible even when far in edits.
			const containScore = contains ? 1 + math.abs(other.size() - lowered.size()) / 4 : math.huge;
			if (distance > allowed && !contains) continue;
			score = math.min(distance, containScore);
		}
		scored.push({ candidate, score });
	}
	scored.sort((p, q) => (p.score === q.score ? p.candidate < q.candidate : p.score < q.score));
	const out: string[] = [];
	for (const entry of scored) {
		if (out.size() >= limit) break;
		out.push(entry.candidate);
	}
	return out;
}

/** " Did you mean X or Y?" or the empty string. */
export function didYouMean(name: string, candidates: ReadonlyArray<string>, limit = 3): string {
	const close = closestNames(name, candidates, limit);
	if (close.size() === 0) return "";
	return ` Did you mean ${close.map((c) => `"${c}"`).join(" or ")}?`;
}
