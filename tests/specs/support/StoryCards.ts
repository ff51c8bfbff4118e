/**
 * Approval cards for the card's own specs (Stories/ApprovalCard): a script diff, a creation,
 * a property change, a new script, a long diff from the real differ, and the three outcomes.
 *
 * Why hand-written here: these specs test the card alone (its layout at a width, its buttons'
 * calls) against exact text; the pictures and the readability checks use live states instead
 * (support/LiveStates), reached through the real loop and tools.
 */
import { hunksOf } from "Conversation/DiffHunks";
import { ApprovalItem } from "UI/Approvals";
import { ChatItem } from "UI/Store";
import { diffStats, unifiedDiff } from "Shared/UnifiedDiff";

export const DIFF_CARD: ChatItem = {
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

export const CREATE_CARD: ChatItem = {
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

export const PROPERTY_CARD: ChatItem = {
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

const NEW_SCRIPT_SOURCE = [
	"-- Counts down each round and announces the winner.",
	"local ROUND_SECONDS = 90",
	'local Players = game:GetService("Players")',
	"",
	"local function announce(text: string)",
	'\tprint("[Round] " .. text)',
	"end",
	"",
	"while true do",
	"\ttask.wait(ROUND_SECONDS)",
	"\tannounce(`{#Players:GetPlayers()} players finished the round`)",
	"end",
];

export const NEW_SCRIPT_CARD: ChatItem = {
	kind: "approval",
	id: "c5",
	operationId: "op_5",
	turnId: 5,
	toolName: "create_script",
	summary: "Create ServerScriptService.RoundTimer",
	state: "pending",
	preview: {
		kind: "subtree",
		action: "create",
		path: "ServerScriptService.RoundTimer",
		// The outline as Tools' nodeOutline writes it for create_script.
		lines: ["RoundTimer (Script)", "  . Source:", ...NEW_SCRIPT_SOURCE.map((l) => `    ${l}`)],
	},
	target: { path: "ServerScriptService", isScript: false },
};

function longEdit(): { before: string; after: string } {
	const before = new Array<string>();
	const after = new Array<string>();
	before.push('local DataStoreService = game:GetService("DataStoreService")');
	after.push('local DataStoreService = game:GetService("DataStoreService")');
	after.push('local RunService = game:GetService("RunService")');
	for (let i = 1; i <= 40; i++) {
		before.push(`local function save${i}(player) store:SetAsync(player.UserId .. "_${i}", data[player]) end`);
		after.push(
			`local function save${i}(player: Player) -- retried with backoff\n\tretry(function() return store:UpdateAsync(player.UserId .. "_${i}", merge) end, 3)\nend`,
		);
	}
	return { before: before.join("\n"), after: after.join("\n") };
}

export function longDiffCard(): ChatItem {
	const { before, after } = longEdit();
	const stats = diffStats(before, after);
	const path = "ServerScriptService.PlayerData";
	return {
		kind: "approval",
		id: "c6",
		operationId: "op_6",
		turnId: 6,
		toolName: "edit_script",
		summary: `Edit ${path}`,
		state: "pending",
		preview: { kind: "diff", path, hunks: hunksOf(unifiedDiff(before, after, path)), ...stats },
		target: { path, isScript: true, line: 2 },
	};
}

/** Applied, rejected with a reason, and not applied because the target changed. */
export const OUTCOME_CARDS = [
	{ ...DIFF_CARD, state: "applied", detail: "Edited ServerScriptService.PlayerData (lines 2-3)" },
	{ ...CREATE_CARD, state: "rejected", reason: "Use the existing Arena model in ServerStorage" },
	{ ...PROPERTY_CARD, state: "stale", detail: "Baseplate was edited after the preview" },
] as ApprovalItem[];
