/**
 * What the live panel states share (support/LiveStates, LiveRunStates, LivePageStates): mount
 * the plugin's panel over real Tools on the SamplePlace, load the scripted model server's
 * turns, act as the user, and hand the drawn ScreenGui to the caller.
 *
 * Why one driver: every live picture must be reached the same way a user reaches it (typing,
 * clicking, keys), so no state can slip back into hand-written panel data.
 */
import { hasText, loadTurns, Panel, sim, waitFor } from "./PanelHarness";
import { TextSizeChoice } from "Shared";
import { LuxPanel, LuxPanelOptions } from "./LuxPanel";

export interface LiveShot {
	readonly screen: ScreenGui;
	readonly done: () => void;
}

export interface LiveState {
	readonly name: string;
	/** Drives the panel to the state; the caller dumps `screen`, then calls `done`. */
	readonly run: (width: number, height: number) => LiveShot;
}

export const GAME_LOOP = "ServerScriptService.GameLoop";

export function usage(prompt: number, completion: number, cost: number) {
	return { prompt_tokens: prompt, completion_tokens: completion, cost };
}

let textSize: TextSizeChoice | undefined;

/** Runs `fn` with every live panel mounted at Settings > Text size `size` (chosen earlier by the user). */
export function withTextSize<T>(size: TextSizeChoice, fn: () => T): T {
	textSize = size;
	const [ok, result] = pcall(fn);
	textSize = undefined;
	if (!ok) error(result, 0);
	return result as T;
}

/** Mounts the plugin's panel (with `options`), loads `turns`, and returns it before anything is sent. */
export function mountLive(width: number, height: number, turns: object[], options: LuxPanelOptions = {}) {
	const lux = new LuxPanel();
	const p = lux.mount({ textSize, ...options, width, height });
	loadTurns({ turns });
	return { lux, p };
}

/** Mounts the plugin's panel, sends `message` against `turns`, and waits for `ready`. */
export function drive(
	width: number,
	height: number,
	turns: object[],
	message: string,
	ready: (p: Panel) => boolean,
	options: LuxPanelOptions = {},
) {
	const { lux, p } = mountLive(width, height, turns, options);
	send(p, message, ready);
	return { lux, p };
}

/** The user types `message`, presses Enter, and waits for `ready`. */
export function send(p: Panel, message: string, ready: (p: Panel) => boolean) {
	sim().typeInto(sim().findByName(p.screen, "MessageBox") as TextBox, message, true);
	const [ok, problem] = pcall(() => waitFor(`the live state after "${message}"`, () => ready(p), 20));
	if (!ok) error(`${problem}; the panel shows: ${itemsOf(p)}`);
}

/** What the conversation holds, for a state that never came. */
function itemsOf(p: Panel): string {
	return p.store
		.getState()
		.items.map((i) => `${i.kind}: ${game.GetService("HttpService").JSONEncode(i).sub(1, 300)}`)
		.join(" | ");
}

export function shot(lux: LuxPanel, p: Panel, before?: () => void): LiveShot {
	return {
		screen: p.screen,
		done: () => {
			before?.();
			lux.unmount();
		},
	};
}

export function card(p: Panel) {
	return hasText(p, "Waiting for your approval");
}

export function idle(p: Panel) {
	return !p.store.getState().running;
}

export function buttonLabelled(p: Panel, label: string): TextButton {
	for (const d of p.screen.GetDescendants()) if (d.IsA("TextButton") && d.Text === label && d.Visible) return d;
	error(`no button "${label}"`);
}

/** Ctrl held while `key` is pressed (the panel's own shortcuts: approve, reject). */
export function chord(key: string) {
	sim().holdKey("LeftControl");
	sim().pressKey(key);
	sim().releaseKey("LeftControl");
}
