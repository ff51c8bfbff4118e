/**
 * More panel states for issue 18's review (and `npm run snapshots`): a new script with its
 * source, a long diff built by the real differ, a streaming reply, thinking, a tool running,
 * an invalid key on the setup page, and the states that need an interaction first (reject
 * reason, undo confirmation, a focused box, a hovered button, a scrolled list).
 *
 * Why the real differ: the long diff's hunks and "+N −M" come from Shared/UnifiedDiff and the
 * panel's own parser, as an edit_script card gets them, not from hand-written rows.
 */
import { hunksOf } from "Conversation/DiffHunks";
import { ChatItem, PanelState } from "UI/Store";
import { diffStats, unifiedDiff } from "Shared/UnifiedDiff";
import { base, STORY_STATES } from "./StoryStates";

/** What a story does after mounting, before the picture is taken (the root is the panel's ScreenGui). */
export type StoryAct = (root: ScreenGui) => void;

export interface StoryState {
	readonly name: string;
	readonly state: PanelState;
	readonly act?: StoryAct;
}

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

function longDiffCard(): ChatItem {
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

const running = (tool: string | undefined, iteration = 2) => ({
	running: true,
	progress: { iteration, maxIterations: 8, tool, startedAt: 0 },
	meters: { lastReply: { tokens: 1830, cost: 0.0061 }, conversation: { tokens: 6240, cost: 0.0213 }, costCap: 0.5 },
});

export const REVIEW_STATES: ReadonlyArray<StoryState> = [
	{
		name: "new-script",
		state: base(
			"chat",
			[{ kind: "user", id: "u5", text: "Add a round timer." }, NEW_SCRIPT_CARD],
			running(undefined, 3),
		),
	},
	{
		name: "long-diff",
		state: base(
			"chat",
			[{ kind: "user", id: "u6", text: "Make saving retry with backoff." }, longDiffCard()],
			running(undefined, 4),
		),
	},
	{
		name: "streaming",
		state: base(
			"chat",
			[
				{ kind: "user", id: "u7", text: "Why do players lose coins on rejoin?" },
				{
					kind: "assistant",
					id: "a7",
					text: "`PlayerData` saves on `PlayerRemoving`, but the",
					streaming: true,
				},
			],
			running(undefined, 2),
		),
	},
	{
		name: "thinking",
		state: base("chat", [{ kind: "user", id: "u8", text: "Add a daily reward." }], running(undefined, 1)),
	},
	{
		name: "tool-running",
		state: base(
			"chat",
			[
				{ kind: "user", id: "u9", text: "Where is the shop price check?" },
				{
					kind: "tool",
					id: "t9",
					summary: 'Searched scripts for "price" (4 matches)',
					detail: "",
					isError: false,
				},
			],
			running("get_script", 3),
		),
	},
];

/** The Conversations page: the open one, a long title that wraps, one from last week. */
const LISTED_AT = 1800000000;
const CONVERSATIONS: PanelState["conversations"] = [
	{
		id: "c3",
		title: "Add a lobby countdown",
		updated: LISTED_AT - 120,
		messages: 6,
		size: 4200,
		spent: { tokens: 6240, cost: 0.0213 },
		open: true,
	},
	{
		id: "c2",
		title: "Why do players lose coins when they rejoin during a round in the second map?",
		updated: LISTED_AT - 3 * 3600,
		messages: 14,
		size: 18000,
		open: false,
	},
	{
		id: "c1",
		title: "Fix the shop price check",
		updated: LISTED_AT - 9 * 86400,
		messages: 1,
		size: 900,
		open: false,
	},
];

const find = (name: string) => STORY_STATES.find((s) => s.name === name)!.state;

function press(root: ScreenGui, label: string) {
	for (const d of root.GetDescendants())
		if (d.IsA("TextButton") && d.Text === label) {
			LuxSim!.click(d);
			return;
		}
	error(`no button "${label}"`);
}

const LONG_CHAT: ChatItem[] = [];
for (let i = 1; i <= 8; i++) {
	LONG_CHAT.push({
		kind: "user",
		id: `lu${i}`,
		text: `Question ${i}: where is the shop's price check for item ${i}?`,
	});
	LONG_CHAT.push({
		kind: "assistant",
		id: `la${i}`,
		text: `Item ${i}'s price is checked in **ShopService.validate** before the purchase is charged; the client only shows it.`,
	});
}

/** States that need a click or a keystroke before the picture. */
export const INTERACTION_STATES: ReadonlyArray<StoryState> = [
	{
		name: "reject-reason",
		state: find("pending-diff"),
		act: (root) => {
			press(root, "Reject");
			LuxSim!.typeInto(LuxSim!.findByName(root, "Reason") as TextBox, "Keep 10 coins; only add the bonus");
		},
	},
	{
		name: "undo-confirm",
		state: base("chat", [
			{ kind: "user", id: "u10", text: "Make the lava deadly." },
			{ kind: "assistant", id: "a10", text: "Done: lava parts now kill on touch." },
			{
				kind: "turnEnd",
				id: "e10",
				turnId: 10,
				undoable: true,
				confirm:
					"You edited Workspace.Lava.KillScript after this turn. Undoing puts back Lux's before-state and loses your edit.",
			},
		]),
	},
	{
		name: "conversations",
		state: base("conversations", [], { conversations: CONVERSATIONS, conversationsAt: LISTED_AT }),
	},
	{
		name: "conversations-delete-confirm",
		state: base("conversations", [], { conversations: CONVERSATIONS, conversationsAt: LISTED_AT }),
		act: (root) => press(root, "Delete…"),
	},
	{
		name: "invalid-key",
		state: base("setup", [], {
			hasKey: false,
			keyCheck: { state: "invalid", message: "OpenRouter rejected this key (401). Check it was copied whole." },
		}),
	},
	{
		name: "focused-input",
		state: find("conversation"),
		act: (root) =>
			LuxSim!.typeInto(LuxSim!.findByName(root, "MessageBox") as TextBox, "Now give VIPs double coins"),
	},
	{
		name: "scrolled",
		state: base("chat", LONG_CHAT),
		act: (root) => {
			const list = root.GetDescendants().find((d) => d.IsA("ScrollingFrame")) as ScrollingFrame;
			list.CanvasPosition = new Vector2(0, math.floor(list.AbsoluteCanvasSize.Y / 3));
		},
	},
];

/** Every state the pictures and the readability checks walk. */
export const ALL_STATES: ReadonlyArray<StoryState> = [...STORY_STATES, ...REVIEW_STATES, ...INTERACTION_STATES];
