/**
 * Drives one user message through the panel as the plugin wires it, for the path trace
 * (tests/harness/pathtrace): `prepare` mounts the panel and scripts the model; `send` types
 * the message and presses Enter, then waits until the reply is on screen and the run ended.
 * The trace records only between the two, and ignores calls made from this file (its waits).
 *
 * Why a driver of its own: the figure "files one message passes through" must come from
 * the same panel a user sees, not from a hand-count of the code.
 */
import { LuxPanel } from "./LuxPanel";
import { hasText, loadTurns, Panel, sendMessage, waitFor } from "./PanelHarness";

const ANSWER = "The spawn is at the centre of the map.";

/** The scripted replies: a plain answer, or one read-only tool call and then the answer. */
const TURNS: Record<string, object[]> = {
	plain: [{ reply: { content: ANSWER } }],
	tool: [
		{ reply: { tool_calls: [{ name: "list_children", arguments: { path: "Workspace" } }] } },
		{ reply: { content: ANSWER } },
	],
};

const lux = new LuxPanel();
let panel: Panel | undefined;

export function prepare(kind: string): void {
	const turns = TURNS[kind];
	assert(turns !== undefined, `no path-trace kind ${kind}`);
	panel = lux.mount();
	loadTurns({ turns });
}

/** True once the answer is shown and the turn's footer closed the run. */
function ended(p: Panel): boolean {
	return hasText(p, ANSWER) && !p.store.getState().running;
}

export function send(): void {
	const p = panel!;
	sendMessage(p, "Where is the spawn?");
	waitFor("the answer", () => ended(p));
}

export function finish(): void {
	lux.unmount();
	panel = undefined;
}
