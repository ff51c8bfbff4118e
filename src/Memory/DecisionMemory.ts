/**
 * Persisted patterns of past tasks: which tool sequences succeeded for which kinds of
 * request, offered as hints when a similar request comes.
 *
 * Why bounded and keyword-matched: the hints must be cheap (a few lines in the prompt) and
 * the store must not grow forever; the least recently used pattern goes first. Matching on
 * request keywords is crude but predictable, and the model treats hints as hints. A change
 * of the patterns is signalled (onChanged), so a page showing their number refreshes only then.
 */
import Signal from "@rbxts/lemon-signal";
import { SETTINGS } from "Shared/SettingKeys";
import { t } from "@rbxts/t";
import { ClockHost, SettingsHost } from "Shared/Hosts";
import { keywords } from "Shared/Words";
import { DocumentSpec, erase, loadDocument, save } from "./PersistedDocument";

export const DECISION_MEMORY_KEY = SETTINGS.decisionMemory.key;
export const DECISION_MEMORY_VERSION = 1;
export const MAX_PATTERNS = 40;
const MAX_BYTES = 24_000;
const MAX_TOOLS_PER_PATTERN = 12;

export interface DecisionPattern {
	readonly keywords: string[];
	readonly tools: string[];
	readonly successes: number;
	readonly failures: number;
	readonly lastUsed: number;
	readonly summary: string;
}

interface DecisionDocument {
	patterns: DecisionPattern[];
}

const isDocument = t.strictInterface({
	patterns: t.array(
		t.strictInterface({
			keywords: t.array(t.string),
			tools: t.array(t.string),
			successes: t.number,
			failures: t.number,
			lastUsed: t.number,
			summary: t.string,
		}),
	),
}) as (v: unknown) => v is DecisionDocument;

const SPEC: DocumentSpec<DecisionDocument> = {
	key: DECISION_MEMORY_KEY,
	version: DECISION_MEMORY_VERSION,
	maxBytes: MAX_BYTES,
	check: isDocument,
	empty: () => ({ patterns: [] }),
};

interface Sequence {
	readonly request: string;
	readonly tools: string[];
}

export interface Suggestion {
	readonly tools: ReadonlyArray<string>;
	readonly similarity: number;
	readonly successes: number;
	readonly summary: string;
}

function similarity(a: ReadonlyArray<string>, b: ReadonlyArray<string>): number {
	if (a.size() === 0 || b.size() === 0) return 0;
	const set = new Set(a);
	let shared = 0;
	for (const w of b) if (set.has(w)) shared += 1;
	return shared / (a.size() + b.size() - shared);
}

export class DecisionMemory {
	private document: DecisionDocument;
	private current: Sequence | undefined;
	readonly loadNotice: string | undefined;
	private tick = 0;
	private readonly changed = new Signal<() => void>();

	constructor(
		private readonly settings: SettingsHost,
		private readonly clock?: ClockHost,
	) {
		const loaded = loadDocument(settings, SPEC);
		this.document = loaded.value;
		this.loadNotice = loaded.notice;
	}

	startSequence(request: string): void {
		this.current = { request, tools: [] };
	}

	recordTool(name: string, success: boolean): void {
		const seq = this.current;
		if (seq === undefined || !success) return;
		if (seq.tools.size() < MAX_TOOLS_PER_PATTERN && seq.tools[seq.tools.size() - 1] !== name) {
			seq.tools.push(name);
		}
	}

	/** Ends the task; a successful one with at least one tool becomes (or reinforces) a pattern. */
	endSequence(success: boolean, summary: string): void {
		const seq = this.current;
		this.current = undefined;
		if (seq === undefined || seq.tools.size() === 0) return;
		const words = keywords(seq.request);
		if (words.size() === 0) return;
		const now = this.now();
		const patterns = [...this.document.patterns];
		const toolKey = seq.tools.join(">");
		const index = patterns.findIndex((p) => p.tools.join(">") === toolKey && similarity(p.keywords, words) >= 0.5);
		// A task that succeeded after a failed call still teaches its successful calls (failed ones are not in the sequence).
		const ok = success;
		if (index >= 0) {
			const p = patterns[index];
			patterns[index] = {
				...p,
				successes: p.successes + (ok ? 1 : 0),
				failures: p.failures + (ok ? 0 : 1),
				lastUsed: now,
			};
		} else if (ok) {
			patterns.push({
				keywords: words,
				tools: seq.tools,
				successes: 1,
				failures: 0,
				lastUsed: now,
				summary: summary.sub(1, 160),
			});
		} else return;
		patterns.sort((a, b) => a.lastUsed > b.lastUsed);
		while (patterns.size() > MAX_PATTERNS) patterns.pop();
		this.document = { patterns };
		while (!save(this.settings, SPEC, this.document) && this.document.patterns.size() > 0) {
			const fewer = [...this.document.patterns];
			fewer.pop();
			this.document = { patterns: fewer };
		}
		this.changed.Fire();
	}

	/** Calls `listener` after every change of the patterns; returns the function that unsubscribes. */
	onChanged(listener: () => void): () => void {
		const connection = this.changed.Connect(listener);
		return () => connection.Disconnect();
	}

	getSuggestionsFor(request: string, limit = 3): Suggestion[] {
		const words = keywords(request);
		const scored = this.document.patterns
			.filter((p) => p.successes > p.failures)
			.map((p) => ({ p, s: similarity(p.keywords, words) }))
			.filter((x) => x.s >= 0.2);
		scored.sort((a, b) => (a.s !== b.s ? a.s > b.s : a.p.successes > b.p.successes));
		const out: Suggestion[] = [];
		for (const x of scored) {
			if (out.size() >= limit) break;
			out.push({ tools: x.p.tools, similarity: x.s, successes: x.p.successes, summary: x.p.summary });
		}
		return out;
	}

	formatForPrompt(request: string): string {
		const suggestions = this.getSuggestionsFor(request);
		if (suggestions.size() === 0) return "";
		const lines = ["## Hints from similar past tasks"];
		for (const s of suggestions) lines.push(`- ${s.tools.join(" -> ")} (worked ${s.successes}x): ${s.summary}`);
		return lines.join("\n");
	}

	patterns(): ReadonlyArray<DecisionPattern> {
		return this.document.patterns;
	}

	clear(): void {
		this.document = { patterns: [] };
		erase(this.settings, SPEC as DocumentSpec<unknown>);
		this.changed.Fire();
	}

	private now(): number {
		// A counter breaks ties when the clock is absent or coarse, so LRU order stays defined.
		this.tick += 1;
		return (this.clock?.now() ?? 0) + this.tick * 1e-6;
	}
}
