/**
 * Live panel states while Lux works or after it talked (for `npm run snapshots` and
 * PanelReadability): thinking, a streaming reply, a real tool running (a playtest), a plan in
 * review and in progress, a long real diff, a conversation with the next message being typed,
 * and a long conversation scrolled up. Each is reached by the user's typing and clicks against
 * the scripted model server, with real Tools on the SamplePlace.
 *
 * Why live: the status line, the plan card and the diff show what the loop, the planner and
 * Tools produced, so a picture cannot show a progress line or a diff the code never draws.
 */
import { HttpService } from "@rbxts/services";
import { TaskPlanner } from "Planning";
import { PlaytestSettings } from "../Tools/Run/PlaytestSettings";
import { hasText, press, sim, waitFor } from "./PanelHarness";
import { buttonLabelled, card, drive, GAME_LOOP, idle, LiveState, mountLive, send, shot, usage } from "./LiveDrive";

const PET_SYSTEM = "Build a pet system with eggs, an inventory UI and saving to the datastore";
const PLAN =
	"My plan:\n1. Create PetService with egg odds\n2. Add a HatchEgg RemoteFunction\n3. Build the pet inventory UI in StarterGui\n4. Save owned pets with PlayerData";

/** An SSE chunk as OpenRouter streams it. */
function chunk(delta: object, finish?: string): string {
	const body = {
		id: "gen-live",
		object: "chat.completion.chunk",
		choices: [{ index: 0, delta, finish_reason: finish }],
	};
	return `data: ${HttpService.JSONEncode(body)}\n\n`;
}

/** A long real edit: Util's 11 lines become a 40-line module (the card collapses it). */
function longUtil(): string {
	const lines = ["local Util = {}", ""];
	for (const [name, body] of [
		["clamp", "return math.max(lo, math.min(hi, x))"],
		["round", "return math.floor(x + 0.5)"],
		["lerp", "return lo + (hi - lo) * x"],
		["sign", 'return if x > 0 then 1 elseif x < 0 then -1 else 0 -- "sign" of a number'],
		["wrap", "return lo + (x - lo) % (hi - lo)"],
		["approach", "return if x < hi then math.min(x + lo, hi) else math.max(x - lo, hi)"],
		["snap", "return math.floor(x / lo + 0.5) * lo"],
	]) {
		lines.push(`--- ${name}: used by the round timer and the shop's price rounding.`);
		lines.push(`function Util.${name}(x: number, lo: number, hi: number): number`);
		lines.push(`\t${body}`);
		lines.push("end", "");
	}
	lines.push("return Util");
	return lines.join("\n");
}

const LONG_EDIT = {
	name: "edit_script_lines",
	arguments: {
		path: "ReplicatedStorage.Shared.Util",
		start_line: 1,
		end_line: 11,
		expected_old_text:
			"local Util = {}\n\nfunction Util.clamp(x, lo, hi)\n\treturn math.max(lo, math.min(hi, x))\nend\n\nfunction Util.round(x)\n\treturn math.floor(x + 0.5)\nend\n\nreturn Util",
		new_text: longUtil(),
	},
};

const READ_LOOP = { name: "get_script", arguments: { path: GAME_LOOP } };

const ANSWER =
	"## How the game loop runs\n`GameLoop` counts rounds forever:\n\n- `round` starts at **0**\n- each pass waits `Config.ROUND_LENGTH` seconds\n\n```lua\nwhile true do\n\tround += 1\n\ttask.wait(Config.ROUND_LENGTH)\nend\n```\nSee [task.wait](https://create.roblox.com/docs/reference/engine/libraries/task) for timing.";

export const LIVE_RUN_STATES: ReadonlyArray<LiveState> = [
	{
		name: "live-thinking",
		run: (w, h) => {
			// The model takes 3 s to answer: the panel shows that Lux is waiting, and the meter.
			const { lux, p } = drive(
				w,
				h,
				[{ delay: 3, reply: { content: "Late answer." } }],
				"Why do players lose coins on rejoin?",
				(panel) => panel.store.getState().running,
			);
			return shot(lux, p);
		},
	},
	{
		name: "live-streaming",
		run: (w, h) => {
			// Two pieces arrive at once, the rest 5 s later: the picture is taken mid-reply.
			const first = chunk({ role: "assistant", content: "`GameLoop` waits `Config.ROUND_LENGTH` seconds " });
			const second = chunk({ content: "between rounds, and never stops: the " });
			const rest = `${chunk({ content: "loop has no exit." }, "stop")}data: [DONE]\n\n`;
			const { lux, p } = drive(
				w,
				h,
				[{ raw: { status: 200, chunks: [first + second, rest], delayMs: 5000 }, when: "stream" }],
				"Why does the round never end?",
				(panel) => hasText(panel, "between rounds, and never stops: the"),
				{ streaming: true },
			);
			return shot(lux, p);
		},
	},
	{
		name: "live-tool-running",
		run: (w, h) => {
			sim().installPlaytestPlugin(game.GetService("ReplicatedStorage").FindFirstChild("Lux")!);
			const { lux, p } = drive(
				w,
				h,
				[
					{ reply: { tool_calls: [READ_LOOP], usage: usage(1830, 40, 0.0061) } },
					{ reply: { tool_calls: [{ name: "playtest", arguments: { duration: 2 } }] } },
					{ reply: { content: "The playtest shows no errors." } },
				],
				"Does the game loop error when it runs?",
				(panel) => panel.store.getState().progress?.tool === "playtest",
				{ toolSettings: new PlaytestSettings() },
			);
			return shot(lux, p, () => {
				waitFor("the playtest to end", () => idle(p), 30);
				sim().uninstallPlaytestPlugins();
			});
		},
	},
	{
		name: "live-plan-draft",
		run: (w, h) => {
			const { lux, p } = drive(
				w,
				h,
				[{ reply: { content: PLAN } }],
				PET_SYSTEM,
				(panel) => hasText(panel, "Plan: review it before Lux changes anything"),
				{ planner: new TaskPlanner() },
			);
			return shot(lux, p);
		},
	},
	{
		name: "live-plan-progress",
		run: (w, h) => {
			const { lux, p } = drive(
				w,
				h,
				[
					{ reply: { content: PLAN } },
					{ reply: { tool_calls: [READ_LOOP] } },
					{ reply: { tool_calls: [{ name: "mark_plan_step", arguments: { step: 1 } }] } },
					{ reply: { tool_calls: [{ name: "mark_plan_step", arguments: { step: 2 } }] } },
					{ delay: 3, reply: { content: "Steps one and two are in place." } },
				],
				PET_SYSTEM,
				(panel) => hasText(panel, "Plan: review it before Lux changes anything"),
				{ planner: new TaskPlanner() },
			);
			press(buttonLabelled(p, "Approve plan"));
			waitFor("two steps done", () => hasText(p, "Plan: 2 of 4 steps done") && !idle(p), 20);
			return shot(lux, p);
		},
	},
	{
		name: "live-long-diff",
		run: (w, h) => {
			const { lux, p } = drive(
				w,
				h,
				[{ reply: { tool_calls: [LONG_EDIT], usage: usage(3120, 610, 0.0185) } }],
				"Give Util more number helpers",
				card,
			);
			return shot(lux, p);
		},
	},
	{
		name: "live-conversation",
		run: (w, h) => {
			// A read, a Markdown answer with code, the meter; then the user types the next message.
			const { lux, p } = drive(
				w,
				h,
				[
					{ reply: { tool_calls: [READ_LOOP], usage: usage(2140, 30, 0.0066) } },
					{ reply: { content: ANSWER, usage: usage(2390, 120, 0.0089) } },
				],
				"How does the game loop work?",
				(panel) => hasText(panel, "How the game loop runs") && idle(panel),
			);
			sim().typeInto(sim().findByName(p.screen, "MessageBox") as TextBox, "Now stop it after 20 rounds");
			return shot(lux, p);
		},
	},
	{
		name: "live-scrolled",
		run: (w, h) => {
			const questions = ["Where is the round length set?", "Who saves coins?", "What does the HUD show?"];
			const answers = [
				"In **ReplicatedStorage.Shared.Config**: `ROUND_LENGTH`, read by `GameLoop` each round.",
				"**PlayerData** under ServerScriptService: it creates `leaderstats` when a player joins.",
				"**HudController** sets the `CoinsLabel` text in StarterGui.Hud from the player's coins.",
			];
			const { lux, p } = mountLive(
				w,
				h,
				answers.map((content) => ({ reply: { content } })),
			);
			const plain = ["read by", "when a player joins", "from the player's coins"];
			questions.forEach((q, i) => send(p, q, (panel) => hasText(panel, plain[i]) && idle(panel)));
			const list = p.screen.GetDescendants().find((d) => d.IsA("ScrollingFrame")) as ScrollingFrame;
			list.CanvasPosition = new Vector2(0, math.floor(list.AbsoluteCanvasSize.Y / 3));
			sim().flush();
			return shot(lux, p);
		},
	},
];
