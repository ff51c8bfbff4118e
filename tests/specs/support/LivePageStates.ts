/**
 * Live panel states of the pages and the first run (for `npm run snapshots` and
 * PanelReadability): an empty chat, the setup dialog after a real key check (a valid key with
 * the endpoint's model list, and a refused key), the card for an account out of credits (a
 * real 402), run-code cards (one applied by the real snippet runner, one waiting), Settings,
 * Activity after a real approve and undo, and the Chats list with its delete question.
 *
 * Why live: the key verdict, the model lines, the error card's words and the activity rows
 * are what Core and Tools made of real answers, not text typed into a story.
 */
import { SETTING_KEYS } from "Core";
import { MemorySettings } from "./MemorySettings";
import { hasText, loadTurns, press, sim, waitFor } from "./PanelHarness";
import { buttonLabelled, card, drive, GAME_LOOP, idle, LiveState, mountLive, send, shot, usage } from "./LiveDrive";

/** Four tool-capable models in OpenRouter's /models shape (prices: USD per token, as text). */
export const MODELS = {
	data: [
		["anthropic/claude-sonnet-4", "Anthropic: Claude Sonnet 4", 200000, "0.000003", "0.000015"],
		["openai/gpt-4.1-mini", "OpenAI: GPT-4.1 Mini", 1047576, "0.0000004", "0.0000016"],
		["google/gemini-2.5-flash", "Google: Gemini 2.5 Flash", 1048576, "0.0000003", "0.0000025"],
		["qwen/qwen3-coder:free", "Qwen: Qwen3 Coder (free)", 262144, "0", "0"],
	].map(([id, name, context_length, prompt, completion]) => ({
		id,
		name,
		context_length,
		pricing: { prompt, completion },
		supported_parameters: ["tools", "tool_choice"],
	})),
};

/** The first run: no key saved yet; the user picks the scripted server as a custom URL. */
export function setupWith(w: number, h: number, endpoints: object, key: string) {
	const settings = new MemorySettings();
	settings.set(SETTING_KEYS.model, "anthropic/claude-sonnet-4");
	const { lux, p } = mountLive(w, h, [], { settings });
	loadTurns({ turns: [], endpoints });
	press(buttonLabelled(p, "Custom URL"));
	const base = sim().findByName(p.screen, "BaseUrl") as TextBox;
	base.Text = "";
	sim().typeInto(base, `${sim().modelServerUrl()}/api/v1`);
	sim().typeInto(sim().findByName(p.screen, "Key") as TextBox, key);
	press(buttonLabelled(p, "Check key"));
	return { lux, p };
}

const RUN_ANCHOR = {
	name: "run_luau",
	arguments: {
		purpose: "Anchor every loose part under Workspace.Map",
		code: 'local count = 0\nfor _, part in workspace.Map:GetDescendants() do\n\tif part:IsA("BasePart") and not part.Anchored then\n\t\tpart.Anchored = true\n\t\tcount += 1\n\tend\nend\nreturn count',
	},
};

const RUN_GLOW = {
	name: "run_luau",
	arguments: {
		purpose: "Make the lava glow",
		code: 'workspace.Map.LavaPit.Material = Enum.Material.Neon\nprint("lava glows")\nreturn workspace.Map.LavaPit.Material.Name',
	},
};

const EDIT_ROUND = {
	name: "edit_script_lines",
	arguments: {
		path: GAME_LOOP,
		start_line: 3,
		end_line: 3,
		expected_old_text: "local round = 0",
		new_text: "local round = 1 -- rounds count from one",
	},
};

function toChats(w: number, h: number) {
	const { lux, p } = drive(
		w,
		h,
		[{ reply: { content: "The round length is `Config.ROUND_LENGTH` (ReplicatedStorage.Shared.Config)." } }],
		"Where is the round length set?",
		(panel) => hasText(panel, "ReplicatedStorage.Shared.Config") && idle(panel),
	);
	press(buttonLabelled(p, "New chat"));
	send(p, "Add a lobby countdown", idle);
	press(buttonLabelled(p, "Chats"));
	waitFor("the Chats page", () => hasText(p, "Where is the round length set?"));
	return { lux, p };
}

export const LIVE_PAGE_STATES: ReadonlyArray<LiveState> = [
	{
		name: "live-empty-chat",
		run: (w, h) => {
			const { lux, p } = mountLive(w, h, []);
			return shot(lux, p);
		},
	},
	{
		name: "live-setup",
		run: (w, h) => {
			const key = { status: 200, body: { data: { label: "Lux laptop", limit: 20, limit_remaining: 9.42 } } };
			const { lux, p } = setupWith(w, h, { key, models: { status: 200, body: MODELS } }, "sk-or-v1-0123456789");
			waitFor("the key verdict", () => hasText(p, "Valid key"));
			press(buttonLabelled(p, "List tool-capable models"));
			waitFor("the model list", () => hasText(p, "qwen/qwen3-coder:free"));
			return shot(lux, p);
		},
	},
	{
		name: "live-setup-invalid-key",
		run: (w, h) => {
			const key = { status: 401, body: { error: { code: 401, message: "No auth credentials found" } } };
			const { lux, p } = setupWith(w, h, { key }, "sk-or-v1-wrong");
			waitFor("the key verdict", () => hasText(p, "Invalid key"));
			return shot(lux, p);
		},
	},
	{
		name: "live-no-credits",
		run: (w, h) => {
			const { lux, p } = drive(
				w,
				h,
				[{ status: 402, body: { error: { code: 402, message: "Insufficient credits" } } }],
				"Add a shop GUI",
				(panel) => idle(panel) && hasText(panel, "credits"),
			);
			return shot(lux, p);
		},
	},
	{
		name: "live-run-code",
		run: (w, h) => {
			const { lux, p } = drive(
				w,
				h,
				[
					{ reply: { tool_calls: [RUN_GLOW], usage: usage(1950, 60, 0.0067) } },
					{ reply: { tool_calls: [RUN_ANCHOR], usage: usage(2200, 90, 0.0079) } },
				],
				"Make the lava glow, then anchor everything loose in the map.",
				card,
			);
			press(buttonLabelled(p, "Approve"));
			waitFor("the second card", () => hasText(p, "Anchor every loose part") && card(p), 20);
			return shot(lux, p);
		},
	},
	{
		name: "live-settings",
		run: (w, h) => {
			const { lux, p } = mountLive(w, h, []);
			press(buttonLabelled(p, "Settings"));
			waitFor("the Settings page", () => hasText(p, "Approve without asking"));
			return shot(lux, p);
		},
	},
	{
		name: "live-activity",
		run: (w, h) => {
			const { lux, p } = drive(
				w,
				h,
				[{ reply: { tool_calls: [EDIT_ROUND] } }, { reply: { content: "Rounds now count from one." } }],
				"Count rounds from one",
				card,
			);
			press(buttonLabelled(p, "Approve"));
			waitFor("the answer", () => hasText(p, "count from one.") && idle(p), 20);
			press(buttonLabelled(p, "Undo this turn"));
			waitFor("the undo", () => hasText(p, "Turn undone"), 20);
			press(buttonLabelled(p, "Settings"));
			press(buttonLabelled(p, "Activity…"));
			waitFor("the Activity page", () => hasText(p, "GameLoop"));
			return shot(lux, p);
		},
	},
	{
		name: "live-conversations",
		run: (w, h) => {
			const { lux, p } = toChats(w, h);
			return shot(lux, p);
		},
	},
	{
		name: "live-conversations-delete-confirm",
		run: (w, h) => {
			const { lux, p } = toChats(w, h);
			press(buttonLabelled(p, "Delete…"));
			return shot(lux, p);
		},
	},
];
