/**
 * Builds a script's index entry in bounded pieces of work.
 *
 * Why: one real script can be 150 KB to 2 MB (an admin system's command table, a vendored
 * library). Outlining and splitting it into words in one go took tens of milliseconds, far
 * past the index's time slice, and an edit to it had to pay that again. The builder reads
 * the text a chunk of lines at a time (the outline patterns and identifiers are line-local,
 * so chunks cut at line ends see what the whole text would; a text without line ends is cut
 * between identifiers), then splits the collected
 * identifiers a batch at a time; `ScriptIndex.step` calls `advance` once per unit of work and
 * stops at its deadline. A script of at most WHOLE_BYTES is read whole, in one unit.
 */
import { estimateTokens } from "Shared/Tokens";
import { keywords } from "Shared/Words";
import { isBarrel } from "./OutlineScan";
import { DefinedNames } from "./DefinedNames";
import { Outline, outlineItems, outlineOf } from "./ScriptOutline";
import { RemoteResolver, remoteLocalResolver } from "./RemoteLocals";
import type { ScriptEntry } from "./ScriptEntry";
import { termSetsOf } from "./TermStats";
import { MemberCalls } from "./MemberCalls";
import { ConfigShape } from "./ConfigShape";
import { StringShare } from "./StringShare";

/** A script of at most this many bytes is read whole, in one unit (the whole-text scan). */
export const WHOLE_BYTES = 6 * 1024;
/**
 * Bytes of a larger script's text per unit of work (plus up to 2 KB to end at a line end).
 * Why 2 KB: a unit always runs once a slice starts it, and 6 KB units took about 4 ms of CPU
 * in the simulator's WebAssembly Luau (bench:index), over the index's 3 ms slice; a 2 KB
 * unit takes about a third of that and allocates a third as much, so the collector's steps
 * paid inside it are smaller too.
 */
export const CHUNK_BYTES = 2 * 1024;
/** Distinct identifiers split into words per unit of work. */
const TOKENS_PER_BATCH = 400;
const MAX_ITEMS = 40;
/** Larger scripts are never only re-exports. */
const BARREL_BYTES = 2048;
const MAX_BODY_TERMS = 400;
/**
 * A large script keeps more of its words: a 250 KB command table defines hundreds of things
 * by name (one command each), and a cap made for a 3 KB module dropped most of them.
 */
function bodyTermCap(size: number): number {
	return math.clamp(math.floor(size / 60), MAX_BODY_TERMS, 4000);
}

function merge(into: string[], seen: Set<string>, items: ReadonlyArray<string>) {
	for (const item of items) {
		if (into.size() >= MAX_ITEMS) return;
		if (item === "" || seen.has(item)) continue;
		seen.add(item);
		into.push(item);
	}
}

export class EntryBuilder {
	private at = 1;
	private readonly functions: string[] = [];
	private readonly fSeen = new Set<string>();
	private readonly requires: string[] = [];
	private readonly rSeen = new Set<string>();
	private readonly remotes: string[] = [];
	private readonly eSeen = new Set<string>();
	/** Names a remote module is called with, from every piece: added to `remotes` after the rest. */
	private readonly called: string[] = [];
	private readonly calledSeen = new Set<string>();
	private readonly addCalled = (name: string) => {
		if (this.called.size() < MAX_ITEMS && !this.calledSeen.has(name)) {
			this.calledSeen.add(name);
			this.called.push(name);
		}
	};
	private readonly tables: string[] = [];
	private readonly tSeen = new Set<string>();
	private readonly tokenSet = new Set<string>();
	private readonly names = new DefinedNames();
	private readonly calls = new MemberCalls();
	private readonly shape = new ConfigShape();
	private readonly strings = new StringShare();
	private lastToken?: string;
	private tokensDone = false;
	private readonly words: string[] = [];
	private readonly wordSeen = new Set<string>();
	/** A remote's local resolved over the whole text: the pieces after the first use locals it sets. */
	private resolveLocal?: RemoteResolver;
	private single?: Outline;
	private result?: ScriptEntry;

	constructor(
		readonly target: LuaSourceContainer,
		private readonly source: string,
		private readonly path: string,
		private readonly docTerms: (source: string) => string[],
	) {}

	/** The entry, once `advance` has returned true. */
	entry(): ScriptEntry | undefined {
		return this.result;
	}

	/** Does one unit of work; true when the entry is ready. */
	advance(): boolean {
		if (this.result !== undefined) return true;
		const size = this.source.size();
		if (this.at === 1 && size <= WHOLE_BYTES) {
			// One chunk: the whole-text scan, unchanged (its words in the usual order).
			this.single = outlineOf(this.source);
			this.collectDefined("\n" + this.source);
			this.strings.scan(this.source);
			const all = keywords(this.source);
			this.finish(this.single, all.size() > MAX_BODY_TERMS ? all.filter((_, i) => i < MAX_BODY_TERMS) : all);
			return true;
		}
		if (this.at <= size) {
			this.scanChunk(size);
			return false;
		}
		const cap = bodyTermCap(size);
		if (!this.tokensDone && this.words.size() < cap) {
			// A batch of distinct identifiers, walked with `next` from where the last batch
			// stopped: no list of all of them (tens of thousands in a data dump) is made.
			const set = this.tokenSet as unknown as Map<string, true>;
			const batch: string[] = [];
			let key = this.lastToken;
			for (let i = 0; i < TOKENS_PER_BATCH; i++) {
				const [nextKey] = next(set, key);
				if (nextKey === undefined) {
					this.tokensDone = true;
					break;
				}
				key = nextKey;
				batch.push(nextKey);
			}
			this.lastToken = key;
			for (const word of keywords(batch.join(" "))) {
				if (this.words.size() >= cap) break;
				if (this.wordSeen.has(word)) continue;
				this.wordSeen.add(word);
				this.words.push(word);
			}
			return false;
		}
		this.finish(
			{
				functions: this.functions.join("\n"),
				requires: this.requires,
				remotes: this.remotesWithCalled(),
				tables: this.tables,
			},
			this.words,
		);
		return true;
	}

	/** Bytes of the text read so far (specs check how much one unit reads). */
	bytesRead(): number {
		return this.result !== undefined ? this.source.size() : this.at - 1;
	}

	private remotesWithCalled(): string[] {
		merge(this.remotes, this.eSeen, this.called);
		return this.remotes;
	}

	/** Runs to the end (a synchronous refresh). */
	finishNow(): ScriptEntry {
		while (!this.advance());
		return this.result!;
	}

	/** One chunk of whole lines from `at`: its outline merged, its identifiers collected. */
	private scanChunk(size: number) {
		let stop = math.min(size, this.at + CHUNK_BYTES - 1);
		if (stop < size) {
			// End at a line end within the next 2 KB; a text of very long lines (a data dump
			// on one line) ends at a non-identifier byte instead, so no identifier is cut.
			const window = this.source.sub(stop, stop + 2047);
			const [newline] = window.find("\n", 1, true);
			const [other] = newline === undefined ? window.find("[^%w_]") : [undefined];
			stop = stop + (newline ?? other ?? window.size()) - 1;
		}
		const chunk = this.source.sub(this.at, stop);
		const offset = this.at - 1;
		this.at = stop + 1;
		this.resolveLocal ??= remoteLocalResolver(this.source);
		const part = outlineOf(chunk, this.addCalled, this.resolveLocal, offset);
		merge(this.functions, this.fSeen, outlineItems(part.functions));
		merge(this.requires, this.rSeen, part.requires);
		merge(this.remotes, this.eSeen, part.remotes);
		merge(this.tables, this.tSeen, part.tables);
		for (const [token] of chunk.gmatch("[%w_]+")) this.tokenSet.add(token as string);
		this.collectDefined("\n" + chunk);
		// The piece as it is: a line cut between pieces must stay one line to the string scan.
		this.strings.scan(chunk);
	}

	private collectDefined(text: string) {
		this.calls.scan(text);
		this.shape.scan(text);
		this.names.scan(text);
	}

	private finish(outline: Outline, bodyTerms: ReadonlyArray<string>) {
		const parts = {
			target: this.target,
			path: this.path,
			name: this.target.Name,
			className: this.target.ClassName,
			size: this.source.size(),
			outline,
			tokens: estimateTokens(this.source),
			nameTerms: keywords(this.path),
			bodyTerms,
			defined: this.names.defined,
			imports: this.names.imports,
			callReceivers: this.calls.receivers,
			callMembers: this.calls.members,
			provides: this.calls.provides,
			nested: this.names.nested,
			barrel: this.source.size() <= BARREL_BYTES && isBarrel(this.source) ? (true as const) : undefined,
			docTerms: this.docTerms(this.source),
			config: this.shape.isConfig() ? (true as const) : undefined,
			prose: this.strings.isProse() ? (true as const) : undefined,
		};
		this.result = { ...parts, terms: termSetsOf(parts) };
	}
}
