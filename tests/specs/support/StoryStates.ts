/**
 * Hand-written panel data for the component specs (Stories/*): the settings, the Activity and
 * Project memory pages' contents, and a plan draft.
 *
 * Why only these: every panel picture and readability check is drawn from a live state
 * (support/LiveStates) reached through the real loop and tools; a component spec mounts one
 * view alone and needs fixed data to compare against.
 */
import { OPENROUTER_BASE_URL } from "Core";
import { labelActivity } from "Conversation/ActivityLabels";
import type { ActionEntry } from "Tools/ApprovalQueue/ActionLog";
import { ActivityEntry, ChatItem, DEFAULT_AUTO_APPROVE, MemoryView, PanelSettings } from "UI/Store";

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
const ACTIONS: ReadonlyArray<ActionEntry> = [
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

/** The log's entries as the Conversation hands them to the view (each tool in words). */
export const STORY_ACTIVITY: ReadonlyArray<ActivityEntry> = ACTIONS.map(labelActivity);

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
