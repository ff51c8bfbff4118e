/**
 * Live panel states after decisions and results (for `npm run snapshots` and
 * PanelReadability): one change applied, one rejected with a reason and one not applied
 * because the user edited its target first; a playtest that fails, the approved patch and the
 * playtest that passes; and the Project memory page after a task wrote to it.
 *
 * Why live: "Not applied" must be what Tools decided about a real edit, the playtest result
 * what the collector inside a real session saw, and the notes what the tools saved.
 */
import { ProjectContext } from "Memory";
import { placeKeyOf } from "Shared/SettingKeys";
import { PlaytestSettings } from "../Tools/Run/PlaytestSettings";
import { MemorySettings } from "./MemorySettings";
import { hasText, Panel, press, sim, waitFor } from "./PanelHarness";
import { buttonLabelled, card, chord, drive, GAME_LOOP, idle, LiveState, shot, usage } from "./LiveDrive";

const EDIT_ROUND = {
	name: "edit_script_lines",
	arguments: {
		path: GAME_LOOP,
		start_line: 3,
		end_line: 3,
		expected_old_text: "local round = 0",
		new_text: "local round = 0 -- counted by the lobby too",
	},
};

const ARENA = {
	name: "create_instance",
	arguments: {
		parent: "Workspace",
		class_name: "Model",
		name: "Arena",
		children: [
			{ class_name: "Part", name: "Floor", properties: { Anchored: true, Size: [60, 1, 60] } },
			{ class_name: "SpawnLocation", name: "SpawnPad", properties: { Anchored: true } },
		],
	},
};

const LAVA_LOOK = {
	name: "set_properties",
	arguments: {
		path: "Workspace.Map.LavaPit",
		properties: { Color: [255, 85, 0], Material: "Neon" },
	},
};

const BROKEN_LAVA = 'local lava = workspace.Map.Lava\nlava.Touched:Connect(function() end)\nprint("lava ready")';
const PATCH_LAVA = {
	name: "patch_script",
	arguments: {
		path: "ServerScriptService.LavaKill",
		search: "workspace.Map.Lava\n",
		replace: "workspace.Map.LavaPit\n",
	},
};

function messageBox(): TextBox {
	return sim().findByName(game.GetService("StarterGui"), "MessageBox") as TextBox;
}

function cardsWaiting(p: Panel): number {
	return p.store
		.getState()
		.items.filter((i) => i.kind === "approval" && i.state === "pending")
		.size();
}

export const LIVE_RESULT_STATES: ReadonlyArray<LiveState> = [
	{
		name: "live-outcomes",
		run: (w, h) => {
			const { lux, p } = drive(
				w,
				h,
				[
					{ reply: { tool_calls: [EDIT_ROUND, ARENA, LAVA_LOOK], usage: usage(2600, 240, 0.0114) } },
					{
						reply: {
							content: "Noted the round counter; I left the arena out as you asked.",
							usage: usage(2900, 30, 0.0092),
						},
					},
				],
				"Note the lobby in GameLoop, build an arena and make the lava glow",
				card,
			);
			sim().typeInto(messageBox(), "");
			chord("Return");
			waitFor("the arena's card", () => cardsWaiting(p) === 1 && hasText(p, "Arena"), 20);
			sim().typeInto(messageBox(), "");
			chord("Backspace");
			sim().typeInto(sim().focusedTextBox()!, "Use the arena in ServerStorage", true);
			waitFor("the lava's card", () => cardsWaiting(p) === 1 && hasText(p, "LavaPit"), 20);
			// The user changes the lava by hand before deciding on Lux's change to it.
			const lava = game.GetService("Workspace").FindFirstChild("Map")!.FindFirstChild("LavaPit") as Part;
			sim().userEdit("Tint lava", () => (lava.Transparency = 0.3));
			sim().typeInto(messageBox(), "");
			chord("Return");
			waitFor("the answer", () => hasText(p, "left the arena out") && idle(p), 20);
			return shot(lux, p);
		},
	},
	{
		name: "live-playtest-result",
		run: (w, h) => {
			const lavaKill = new Instance("Script");
			lavaKill.Name = "LavaKill";
			(lavaKill as unknown as { Source: string }).Source = BROKEN_LAVA;
			lavaKill.Parent = game.GetService("ServerScriptService");
			sim().installPlaytestPlugin(game.GetService("ReplicatedStorage").FindFirstChild("Lux")!);
			const { lux, p } = drive(
				w,
				h,
				[
					{ reply: { tool_calls: [{ name: "playtest", arguments: { duration: 2 } }] } },
					{ reply: { tool_calls: [PATCH_LAVA] } },
					{ reply: { tool_calls: [{ name: "playtest", arguments: { duration: 2 } }] } },
					{ reply: { content: "Fixed: LavaKill now finds **LavaPit**; the playtest shows no errors." } },
				],
				"The lava doesn't kill players, fix it.",
				card,
				{ toolSettings: new PlaytestSettings() },
			);
			press(buttonLabelled(p, "Approve"));
			waitFor("the answer", () => hasText(p, "the playtest shows no errors") && idle(p), 30);
			return shot(lux, p, () => {
				sim().uninstallPlaytestPlugins();
				lavaKill.Destroy();
			});
		},
	},
	{
		name: "live-project-memory",
		run: (w, h) => {
			// The user wrote one note in an earlier session; this task discovers the place and adds a decision.
			const project = new ProjectContext(new MemorySettings(), placeKeyOf(game));
			project.update("conventions", "Coins are saved only by PlayerData.", "user");
			const decision = {
				name: "update_project_context",
				arguments: { section: "decisions", text: "Rounds are counted by GameLoop only; the lobby reads them." },
			};
			const { lux, p } = drive(
				w,
				h,
				[
					{ reply: { tool_calls: [{ name: "discover_project", arguments: {} }] } },
					{ reply: { tool_calls: [decision] } },
					{ reply: { content: "Saved the decision to the project notes." } },
				],
				"Remember that only GameLoop counts rounds",
				card,
				{ project },
			);
			press(buttonLabelled(p, "Approve"));
			waitFor("the answer", () => hasText(p, "Saved the decision") && idle(p), 20);
			press(buttonLabelled(p, "Settings"));
			press(buttonLabelled(p, "Project memory…"));
			waitFor("the Project memory page", () => hasText(p, "Rounds are counted by GameLoop"));
			return shot(lux, p);
		},
	},
];
