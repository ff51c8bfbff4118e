/**
 * Panel states reached through the real loop (for `npm run snapshots` and PanelReadability):
 * the plugin's modules over real Tools on the SamplePlace, the scripted model server answering,
 * and the user's clicks and keys. The cards show what Tools previewed (a real diff of
 * GameLoop, the LavaPit's real property values, a new script's outline), the error card what
 * Core made of a real 401, the meter what the server billed.
 *
 * Why beside the hand-written stories: a story can only show what its author typed; these
 * show what the code produces, so a picture cannot hide a defect of the previews.
 */
import { hasText, press, reveal, sim, waitFor } from "./PanelHarness";
import { buttonLabelled, card, chord, drive, GAME_LOOP, LiveState, shot, usage } from "./LiveDrive";
import { LIVE_PAGE_STATES } from "./LivePageStates";
import { LIVE_RESULT_STATES } from "./LiveResultStates";
import { LIVE_RUN_STATES } from "./LiveRunStates";

export type { LiveShot, LiveState } from "./LiveDrive";

const EDIT_ROUND = {
	name: "edit_script_lines",
	arguments: {
		path: GAME_LOOP,
		start_line: 3,
		end_line: 4,
		expected_old_text: "local round = 0\nwhile true do",
		new_text: "local round = 0\nlocal MAX_ROUNDS = 20 -- stop after a full session\nwhile round < MAX_ROUNDS do",
	},
};

const NEW_SCRIPT = {
	name: "create_script",
	arguments: {
		parent: "ServerScriptService",
		name: "RoundTimer",
		class_name: "Script",
		source: [
			"-- Announces the time left in each round.",
			'local Players = game:GetService("Players")',
			"local ROUND_SECONDS = 90",
			"",
			"while true do",
			"\tfor left = ROUND_SECONDS, 1, -1 do",
			"\t\tif left % 30 == 0 then print(`{left} s left, {#Players:GetPlayers()} players`) end",
			"\t\ttask.wait(1)",
			"\tend",
			"end",
		].join("\n"),
	},
};

const LAVA_LOOK = {
	name: "set_properties",
	arguments: {
		path: "Workspace.Map.LavaPit",
		properties: { Color: [255, 85, 0], Transparency: 0.15, Material: "Neon" },
	},
};

const UTIL_BEFORE =
	"local Util = {}\n\nfunction Util.clamp(x, lo, hi)\n\treturn math.max(lo, math.min(hi, x))\nend\n\nfunction Util.round(x)\n\treturn math.floor(x + 0.5)\nend\n\nreturn Util";

/** Two separate changes to Util: the card offers each to be left out. */
const TWO_CHANGES = {
	name: "edit_script_lines",
	arguments: {
		path: "ReplicatedStorage.Shared.Util",
		start_line: 1,
		end_line: 11,
		expected_old_text: UTIL_BEFORE,
		new_text: `local Util = {} -- number helpers${UTIL_BEFORE.sub(16, -12)}return table.freeze(Util)`,
	},
};

const LIVE_APPROVAL_STATES: ReadonlyArray<LiveState> = [
	{
		name: "live-edit-part",
		run: (w, h) => {
			const { lux, p } = drive(
				w,
				h,
				[{ reply: { tool_calls: [TWO_CHANGES] } }],
				"Document Util and freeze it",
				card,
			);
			press(buttonLabelled(p, "Leave out change 2"));
			return shot(lux, p);
		},
	},
	{
		name: "live-edit",
		run: (w, h) => {
			const { lux, p } = drive(
				w,
				h,
				[{ reply: { tool_calls: [EDIT_ROUND], usage: usage(2140, 96, 0.0071) } }],
				"Stop the game loop after 20 rounds",
				card,
			);
			return shot(lux, p);
		},
	},
	{
		name: "live-edit-hover",
		run: (w, h) => {
			const { lux, p } = drive(
				w,
				h,
				[{ reply: { tool_calls: [EDIT_ROUND], usage: usage(2140, 96, 0.0071) } }],
				"Stop the game loop after 20 rounds",
				card,
			);
			const approve = buttonLabelled(p, "Approve");
			reveal(approve);
			sim().hover(approve);
			return shot(lux, p);
		},
	},
	{
		name: "live-new-script",
		run: (w, h) => {
			const { lux, p } = drive(w, h, [{ reply: { tool_calls: [NEW_SCRIPT] } }], "Add a round timer", card);
			return shot(lux, p);
		},
	},
	{
		name: "live-properties",
		run: (w, h) => {
			const { lux, p } = drive(w, h, [{ reply: { tool_calls: [LAVA_LOOK] } }], "Make the lava glow orange", card);
			return shot(lux, p);
		},
	},
	{
		name: "live-applied",
		run: (w, h) => {
			const { lux, p } = drive(
				w,
				h,
				[
					{ reply: { tool_calls: [EDIT_ROUND], usage: usage(2140, 96, 0.0071) } },
					{
						reply: {
							content: "Done: the loop now stops after **20** rounds.",
							usage: usage(2410, 18, 0.0074),
						},
					},
				],
				"Stop the game loop after 20 rounds",
				card,
			);
			chord("Return");
			waitFor("the answer", () => hasText(p, "stops after"), 20);
			waitFor("the loop to finish", () => !p.store.getState().running, 20);
			return shot(lux, p);
		},
	},
	{
		name: "live-reject-reason",
		run: (w, h) => {
			const { lux, p } = drive(
				w,
				h,
				[{ reply: { tool_calls: [EDIT_ROUND] } }],
				"Stop the game loop after 20 rounds",
				card,
			);
			chord("Backspace");
			sim().typeInto(sim().focusedTextBox()!, "Keep it endless; add a vote instead");
			return shot(lux, p);
		},
	},
	{
		name: "live-invalid-key",
		run: (w, h) => {
			const { lux, p } = drive(
				w,
				h,
				[{ status: 401, body: { error: { code: 401, message: "No auth credentials found" } } }],
				"Stop the game loop after 20 rounds",
				(panel) => hasText(panel, "The API key was rejected"),
			);
			return shot(lux, p);
		},
	},
	{
		name: "live-undo-confirm",
		run: (w, h) => {
			const { lux, p } = drive(
				w,
				h,
				[
					{ reply: { tool_calls: [EDIT_ROUND], usage: usage(2140, 96, 0.0071) } },
					{ reply: { content: "Done: the loop stops after 20 rounds.", usage: usage(2410, 18, 0.0074) } },
				],
				"Stop the game loop after 20 rounds",
				card,
			);
			press(buttonLabelled(p, "Approve"));
			waitFor("the loop to finish", () => !p.store.getState().running, 20);
			// The user edits the same script in Studio; undoing the turn must ask first.
			const gameLoop = game.GetService("ServerScriptService").FindFirstChild("GameLoop") as Script;
			sim().userEdit("Edit GameLoop", () => {
				game.GetService("ScriptEditorService").UpdateSourceAsync(gameLoop, (old) => `${old}\n-- tuned by hand`);
			});
			press(buttonLabelled(p, "Undo this turn"));
			waitFor("the warning", () => hasText(p, "Undo anyway"), 20);
			return shot(lux, p);
		},
	},
];

/** Every live state, for the pictures and the readability checks. */
export const LIVE_STATES: ReadonlyArray<LiveState> = [
	...LIVE_APPROVAL_STATES,
	...LIVE_RUN_STATES,
	...LIVE_PAGE_STATES,
	...LIVE_RESULT_STATES,
];
