/**
 * Fake panel states for stories, specs and `npm run snapshots`: first run, empty chat, a
 * conversation with Markdown and code, a pending script diff, a pending creation, decided
 * outcomes, an error card, the settings page, the project memory page.
 *
 * Why one module: the pictures and the specs show the same states, so a picture that looks
 * wrong points at a state a spec also mounts.
 */
import { OPENROUTER_BASE_URL } from "Core";
import {
	ActivityEntry,
	ChatItem,
	DEFAULT_AUTO_APPROVE,
	initialPanelState,
	MemoryView,
	PanelSettings,
	PanelState,
} from "UI/Store";
import { PLAYTEST_FAILED, PLAYTEST_PASSED, RUN_CODE_APPLIED, RUN_CODE_CARD } from "./RunStoryItems";

export const STORY_SETTINGS: PanelSettings = {
	baseUrl: OPENROUTER_BASE_URL,
	model: "anthropic/claude-sonnet-4",
	streaming: true,
	maxIterations: 8,
	costCap: 0.5,
	autoApprove: DEFAULT_AUTO_APPROVE,
	autoApproveServices: ["ServerStorage"],
	summariseWithModel: false,
};

/** The activity view: one operation applied then undone, one rejected with a reason, one stale. */
export const STORY_ACTIVITY: ReadonlyArray<ActivityEntry> = [
	{
		time: 1,
		tool: "edit_script_lines",
		target: "ServerScriptService.LavaKill",
		outcome: "proposed",
		operationId: "op1",
		detail: "",
	},
	{
		time: 2,
		tool: "edit_script_lines",
		target: "ServerScriptService.LavaKill",
		outcome: "approved",
		operationId: "op1",
		detail: "Edit LavaKill lines 4-6",
	},
	{
		time: 3,
		tool: "edit_script_lines",
		target: "ServerScriptService.LavaKill",
		outcome: "applied",
		operationId: "op1",
		detail: "Lux: Edit LavaKill lines 4-6",
	},
	{
		time: 4,
		tool: "delete_instance",
		target: "Workspace.Map.OldSpawn",
		outcome: "rejected",
		operationId: "op2",
		detail: "Keep the old spawn for now.",
	},
	{
		time: 5,
		tool: "set_properties",
		target: "Workspace.Map.Lava",
		outcome: "stale",
		operationId: "op3",
		detail: "Workspace.Map.Lava changed since the preview.",
	},
	{ time: 6, tool: "turn", target: "Turn 3", outcome: "undone", operationId: "turn3", detail: "" },
];

/** The Project memory page: one section of each author, a few task patterns, the last save. */
export const STORY_MEMORY: MemoryView = {
	available: true,
	sections: [
		{
			section: "conventions",
			text: "Coins are saved only by PlayerData.\nServices are ModuleScripts under ServerScriptService.Services.",
			source: "user",
		},
		{ section: "decisions", text: "The shop validates prices on the server (ShopConfig).", source: "model" },
		{
			section: "entry points",
			text: "2 server Scripts: ServerScriptService.GameLoop, ServerScriptService.PlayerData.\n1 LocalScripts: StarterPlayer.StarterPlayerScripts.HudController.",
			source: "discovery",
		},
	],
	patterns: 4,
	note: { ok: true, text: 'Saved "conventions".' },
};

const CONVERSATION: ChatItem[] = [
	{ kind: "user", id: "u1", text: "How do players get their starting coins?" },
	{
		kind: "tool",
		id: "t1",
		summary: "Read ServerScriptService.PlayerData (120 lines)",
		detail: 'local Players = game:GetService("Players")\nlocal START_COINS = 10\n...',
		isError: false,
	},
	{
		kind: "assistant",
		id: "a1",
		text: "## Starting coins\nNew players get **10 coins** from `PlayerData`:\n\n- `PlayerAdded` creates the *leaderstats* folder\n- `START_COINS` sets the value\n\n```lua\nlocal START_COINS = 10\nleaderstats.Coins.Value = START_COINS\n```\nSee [the docs](https://create.roblox.com/docs) for leaderstats.",
	},
];

const DIFF_CARD: ChatItem = {
	kind: "approval",
	id: "c1",
	operationId: "op_1",
	turnId: 2,
	toolName: "edit_script",
	summary: "Edit ServerScriptService.PlayerData",
	state: "pending",
	preview: {
		kind: "diff",
		path: "ServerScriptService.PlayerData",
		hunks: [
			{
				oldStart: 1,
				newStart: 1,
				lines: [
					{ kind: "context", oldLine: 1, newLine: 1, text: 'local Players = game:GetService("Players")' },
					{ kind: "remove", oldLine: 2, text: "local START_COINS = 10" },
					{ kind: "add", newLine: 2, text: "local START_COINS = 50" },
					{ kind: "add", newLine: 3, text: "local BONUS_COINS = 5 -- first-day bonus for new players" },
					{ kind: "context", oldLine: 3, newLine: 4, text: "" },
				],
			},
		],
		added: 2,
		removed: 1,
	},
	target: { path: "ServerScriptService.PlayerData", isScript: true, line: 2 },
};

const CREATE_CARD: ChatItem = {
	kind: "approval",
	id: "c2",
	operationId: "op_2",
	turnId: 3,
	toolName: "create_instance",
	summary: "Create Workspace.Arena",
	state: "pending",
	preview: {
		kind: "subtree",
		action: "create",
		path: "Workspace.Arena",
		lines: ["Model Arena", "  Part Floor", "  Part SpawnPad", "  Script RoundTimer"],
	},
	target: { path: "Workspace.Arena", isScript: false },
};

const PROPERTY_CARD: ChatItem = {
	kind: "approval",
	id: "c3",
	operationId: "op_3",
	turnId: 3,
	toolName: "set_properties",
	summary: "Set 2 properties of Workspace.Baseplate",
	state: "pending",
	preview: {
		kind: "properties",
		path: "Workspace.Baseplate",
		rows: [
			{ name: "Color", before: "91, 93, 105", after: "40, 127, 71" },
			{ name: "Material", before: "Plastic", after: "Grass" },
		],
	},
};

const PLAN_STEPS = [
	"Create PetService in ServerScriptService with egg odds",
	"Add a HatchEgg RemoteFunction in ReplicatedStorage",
	"Build the pet inventory UI in StarterGui",
	"Save owned pets with PlayerData",
];

export const PLAN_DRAFT: ChatItem = {
	kind: "plan",
	id: "p1",
	turnId: 4,
	state: "draft",
	steps: PLAN_STEPS.map((text) => ({ text, done: false })),
};

export function base(page: PanelState["page"], items: ChatItem[], overrides: Partial<PanelState> = {}): PanelState {
	return { ...initialPanelState(STORY_SETTINGS, true), page, items, ...overrides };
}

export const STORY_STATES: ReadonlyArray<{ readonly name: string; readonly state: PanelState }> = [
	{
		name: "plan-draft",
		state: base("chat", [
			{ kind: "user", id: "u4", text: "Add a pet system with eggs, an inventory UI and saving." },
			PLAN_DRAFT,
		]),
	},
	{
		name: "plan-progress",
		state: base(
			"chat",
			[
				{ ...PLAN_DRAFT, state: "approved", steps: PLAN_STEPS.map((text, i) => ({ text, done: i < 2 })) },
				{ kind: "tool", id: "t5", summary: "Plan step 2 of 4 done", detail: "", isError: false },
			],
			{ running: true, progress: { iteration: 5, maxIterations: 12, tool: "get_script", startedAt: 0 } },
		),
	},
	{
		name: "setup",
		state: {
			...initialPanelState(STORY_SETTINGS, false),
			keyCheck: { state: "valid", label: "Lux laptop", remaining: 9.42 },
			models: [
				{
					id: "anthropic/claude-sonnet-4",
					name: "Claude Sonnet 4",
					contextLength: 200000,
					promptPrice: 3,
					completionPrice: 15,
				},
				{
					id: "openai/gpt-4.1-mini",
					name: "GPT-4.1 mini",
					contextLength: 1047576,
					promptPrice: 0.4,
					completionPrice: 1.6,
				},
				{
					id: "qwen/qwen3-coder:free",
					name: "Qwen3 Coder (free)",
					contextLength: 262144,
					promptPrice: 0,
					completionPrice: 0,
				},
			],
		},
	},
	{ name: "empty-chat", state: base("chat", []) },
	{
		name: "conversation",
		state: base("chat", CONVERSATION, {
			meters: {
				lastReply: { tokens: 2140, cost: 0.0071 },
				conversation: { tokens: 5310, cost: 0.0182 },
				costCap: 0.5,
			},
		}),
	},
	{
		name: "pending-diff",
		state: base(
			"chat",
			[{ kind: "user", id: "u2", text: "Start new players with 50 coins and a small bonus." }, DIFF_CARD],
			{
				running: true,
				progress: { iteration: 2, maxIterations: 8, tool: "waiting for your approval", startedAt: 0 },
			},
		),
	},
	{
		name: "pending-create",
		state: base(
			"chat",
			[
				{ kind: "user", id: "u3", text: "Build a small arena and make the baseplate grass." },
				CREATE_CARD,
				PROPERTY_CARD,
			],
			{
				running: true,
				progress: { iteration: 3, maxIterations: 8, tool: "waiting for your approval", startedAt: 0 },
			},
		),
	},
	{
		name: "outcomes",
		state: base(
			"chat",
			[
				{
					...DIFF_CARD,
					state: "applied",
					detail: "Edited ServerScriptService.PlayerData (lines 2-3)",
				} as ChatItem,
				{
					...CREATE_CARD,
					state: "rejected",
					reason: "Use the existing Arena model in ServerStorage",
				} as ChatItem,
				{ ...PROPERTY_CARD, state: "stale", detail: "Baseplate was edited after the preview" } as ChatItem,
				{ kind: "assistant", id: "a2", text: "Coins updated. I left the arena alone as you asked." },
				{ kind: "turnEnd", id: "e1", turnId: 3, undoable: true },
			],
			{
				meters: {
					lastReply: { tokens: 980, cost: 0.0034 },
					conversation: { tokens: 41200, cost: 0.421 },
					costCap: 0.5,
				},
			},
		),
	},
	{
		name: "error",
		state: base("chat", [
			{ kind: "user", id: "u4", text: "Add a shop GUI" },
			{
				kind: "error",
				id: "x1",
				title: "Out of OpenRouter credits — add credits or switch to a free model",
				message:
					"The account behind this API key is out of credits (402). Add credits at openrouter.ai/settings/credits, or choose a free model.",
				action: "key",
			},
		]),
	},
	{
		name: "run-code",
		state: base(
			"chat",
			[
				{ kind: "user", id: "u5", text: "Make the checkpoints glow, then anchor everything loose in the map." },
				RUN_CODE_APPLIED,
				RUN_CODE_CARD,
			],
			{
				running: true,
				progress: { iteration: 2, maxIterations: 8, tool: "waiting for your approval", startedAt: 0 },
			},
		),
	},
	{
		name: "playtest-result",
		state: base("chat", [
			{ kind: "user", id: "u6", text: "The lava doesn't kill players, fix it." },
			PLAYTEST_FAILED,
			{
				kind: "assistant",
				id: "a6",
				text: "LavaKill looks for Workspace.Map.Lava; the part is LavaPit. Patched it.",
			},
			PLAYTEST_PASSED,
		]),
	},
	{ name: "settings", state: base("settings", []) },
	{ name: "project-memory", state: base("memory", [], { memory: STORY_MEMORY }) },
	{ name: "activity", state: base("activity", [], { activity: STORY_ACTIVITY }) },
];
