/**
 * What compaction may drop and what it must keep. Dropped: tool results the model can get
 * again (a script's text, a listing, a search), most of all a script read again since (its
 * old text is stale). Kept: small results (a decision, a rejection reason), the last error
 * (what the model is fixing), and in the pinned message the task, the plan, the notes, the
 * open approvals and that last error.
 *
 * Why separate from HistoryCompression: these are the rules a reviewer checks against the
 * issue; the compressor is only the mechanism that applies them without breaking the cache.
 */
import { estimateTokens } from "Shared/Tokens";
import { CompressibleMessage, PinnedContext } from "./CompressibleMessage";

type ToolResult = Extract<CompressibleMessage, { kind: "toolResult" }>;

/** The tool whose result is a script's text. */
export const SCRIPT_READ = "get_script";
/** Results smaller than this are kept whole: the line replacing them would save little. */
const MIN_DROP_TOKENS = 60;

export const DROPPED_PREFIX = "[Old tool result removed to save context";

export function tokensOf(m: CompressibleMessage): number {
	switch (m.kind) {
		case "user":
			return estimateTokens(m.text) + 4;
		case "assistant": {
			let t = estimateTokens(m.text) + 4;
			for (const c of m.toolCalls) t += estimateTokens(c.rawArguments) + estimateTokens(c.name) + 8;
			return t;
		}
		case "toolResult":
			return estimateTokens(m.content) + 8;
		default:
			return 0;
	}
}

function pathArgument(raw: string): string | undefined {
	const [path] = raw.match('"path"%s*:%s*"([^"]*)"');
	return path !== undefined ? (path as string) : undefined;
}

/** The last tool result that was an error, if any. */
export function lastError(messages: ReadonlyArray<CompressibleMessage>): ToolResult | undefined {
	for (let i = messages.size() - 1; i >= 0; i--) {
		const m = messages[i];
		if (m.kind === "toolResult" && m.isError) return m;
	}
	return undefined;
}

/** A result compaction keeps as it is. */
export function keptWhole(m: ToolResult, messages: ReadonlyArray<CompressibleMessage>): boolean {
	return estimateTokens(m.content) < MIN_DROP_TOKENS || lastError(messages)?.callId === m.callId;
}

/** Script reads whose script was read or changed again later: call id -> path. */
export function supersededReads(messages: ReadonlyArray<CompressibleMessage>): Map<string, string> {
	const lastTouch = new Map<string, number>();
	const reads: { id: string; path: string; at: number }[] = [];
	messages.forEach((m, i) => {
		if (m.kind !== "assistant") return;
		for (const call of m.toolCalls) {
			const path = pathArgument(call.rawArguments);
			if (path === undefined) continue;
			lastTouch.set(path, i);
			if (call.name === SCRIPT_READ) reads.push({ id: call.id, path, at: i });
		}
	});
	const out = new Map<string, string>();
	for (const r of reads) if ((lastTouch.get(r.path) ?? r.at) > r.at) out.set(r.id, r.path);
	return out;
}

function oneLine(text: string, chars: number): string {
	const flat = text.gsub("%s+", " ")[0];
	return flat.size() <= chars ? flat : flat.sub(1, chars) + "…";
}

/** The line that replaces a dropped result: what it was, and how to get it again. */
export function describeDrop(m: ToolResult, supersededPath?: string): string {
	if (supersededPath !== undefined)
		return `${DROPPED_PREFIX}: ${supersededPath} as read earlier; it was read or changed again later.]`;
	const gist = m.summary !== "" ? m.summary : oneLine(m.content, 100);
	const again = m.toolName === SCRIPT_READ ? " Read it again with get_script if needed." : "";
	return `${DROPPED_PREFIX}; ${m.toolName} returned: ${gist}.${again}]`;
}

/** The pinned message: task, plan, notes, open approvals and the last error. */
export function pinnedText(
	pinned: PinnedContext,
	messages: ReadonlyArray<CompressibleMessage>,
	header = "[Context note: older tool results were shortened to fit the context budget.]",
): string {
	const head: string[] = [header];
	if (pinned.task !== undefined && pinned.task !== "") head.push(`Task: ${pinned.task}`);
	if (pinned.plan !== undefined && pinned.plan !== "") head.push(`Plan:\n${pinned.plan}`);
	if (pinned.notes !== undefined && pinned.notes !== "") head.push(pinned.notes);
	const open: string[] = [];
	for (const m of messages) if (m.kind === "approval" && m.state === "pending") open.push(m.summary ?? "a change");
	if (open.size() > 0) head.push(`Waiting for the user's approval: ${open.join("; ")}`);
	const failed = lastError(messages);
	if (failed !== undefined) head.push(`Last error (${failed.toolName}): ${oneLine(failed.content, 300)}`);
	return head.join("\n");
}
