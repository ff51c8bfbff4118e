/**
 * The scripts holding code the message quotes: a developer pastes the lines they mean ("this
 * never runs: if Core.DataStore and not Core.GetData(...) then") and the script they came from
 * is the one to read.
 *
 * Why exact lines: the quoted code's words (DataStore, GetData) are the words of every script
 * using the same API, and the module defining them outranks the one quoted; on the real admin
 * system a quoted line's script ranked 21st. A line of code is rarely written twice, so finding
 * it is nearly proof. Only scripts whose words include every word of a quoted line are read,
 * the best-scored first, plus the first by score (a large script's word set is capped): a
 * vendored package or a story file, which ranks low by its kind, is still found when quoted.
 * That bounds the cost on a large place. A line found in many of them names none.
 */
import { keywords } from "Shared/Words";
import { ScriptEntry } from "../Index/ScriptEntry";
import { ScriptIndex } from "../Index/ScriptIndex";

/** A quoted line shorter than this says too little to point at one script. */
const MIN_LINE = 12;
const MAX_LINES = 8;
/** How many of the best-scored scripts are read for the quoted lines, whatever their words. */
const TOP_READ = 60;
/** How many scripts holding every word of a quoted line are read, best-scored first. */
const WORDS_READ = 100;
/** A line found in more of the candidates than this is common code, not a quotation. */
const MAX_HOLDERS = 3;

function trimmed(text: string): string {
	return text.gsub("^%s+", "")[0].gsub("%s+$", "")[0];
}

/** Whether a line of the message looks like code: letters with an operator, call or bracket. */
export function looksLikeCode(raw: string): boolean {
	const line = trimmed(raw);
	return line.size() >= MIN_LINE && line.find("%a")[0] !== undefined && line.find("[=%(%){}%[%]]")[0] !== undefined;
}

/** Lines of the message that look like code, trimmed; inline code in backticks is its span alone. */
export function quotedLines(message: string): string[] {
	const out: string[] = [];
	const consider = (raw: string) => {
		const line = trimmed(raw);
		if (looksLikeCode(line) && !out.includes(line)) out.push(line);
	};
	for (const [line] of message.gmatch("[^\n]+")) {
		// A line with inline code in backticks, as chat messages quote it, is its spans.
		if ((line as string).find("`[^`]+`")[0] !== undefined) {
			for (const [span] of (line as string).gmatch("`([^`]+)`")) consider(span as string);
		} else consider(line as string);
	}
	out.sort((a, b) => a.size() > b.size());
	while (out.size() > MAX_LINES) out.pop();
	return out;
}

function holdsWords(entry: ScriptEntry, words: ReadonlyArray<string>): boolean {
	const t = entry.terms;
	return words.every((w) => t.body.has(w) || t.outline.has(w) || t.own.has(w) || t.path.has(w) || t.doc.has(w));
}

/** The scripts to read: the first by score, and those holding every word of a quoted line. */
function candidatesFor(
	index: ScriptIndex,
	scores: ReadonlyMap<ScriptEntry, number>,
	lines: ReadonlyArray<string>,
): ScriptEntry[] {
	const lineWords = lines.map((line) => keywords(line)).filter((words) => words.size() > 0);
	const byScore = (a: ScriptEntry, b: ScriptEntry) => (scores.get(a) ?? 0) > (scores.get(b) ?? 0);
	const scored: ScriptEntry[] = [];
	for (const [entry] of scores) scored.push(entry);
	scored.sort(byScore);
	const worded: ScriptEntry[] = [];
	for (const entry of index.each()) if (lineWords.some((words) => holdsWords(entry, words))) worded.push(entry);
	worded.sort(byScore);
	const out = new Set<ScriptEntry>();
	for (let i = 0; i < math.min(TOP_READ, scored.size()); i++) out.add(scored[i]);
	for (let i = 0; i < math.min(WORDS_READ, worded.size()); i++) out.add(worded[i]);
	const list: ScriptEntry[] = [];
	for (const entry of out) list.push(entry);
	return list;
}

/** Each script holding some quoted line, with the share of the (distinctive) lines it holds. */
export function scriptsQuoting(
	index: ScriptIndex,
	scores: ReadonlyMap<ScriptEntry, number>,
	lines: ReadonlyArray<string>,
): Map<ScriptEntry, number> {
	const candidates = candidatesFor(index, scores, lines);
	const holders = new Map<string, ScriptEntry[]>();
	for (const entry of candidates) {
		const source = index.source(entry);
		for (const line of lines) {
			if (string.find(source, line, 1, true)[0] === undefined) continue;
			const list = holders.get(line) ?? [];
			list.push(entry);
			holders.set(line, list);
		}
	}
	// A share of the lines some script holds: prose with a bracket, or a line typed from memory,
	// that no script holds does not dilute the lines that were found.
	const distinctive: ScriptEntry[][] = [];
	for (const [, list] of holders) if (list.size() <= MAX_HOLDERS) distinctive.push(list);
	const out = new Map<ScriptEntry, number>();
	for (const list of distinctive)
		for (const entry of list) out.set(entry, (out.get(entry) ?? 0) + 1 / distinctive.size());
	return out;
}
