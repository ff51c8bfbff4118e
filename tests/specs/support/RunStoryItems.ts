/**
 * Story items for run_luau's card (pending and applied) and playtest results, used by the
 * snapshot states (StoryStates.ts).
 *
 * Why apart: StoryStates holds every panel state; these items are long and belong to one feature.
 */
import { ChatItem } from "UI/Store";

export const RUN_CODE_CARD: ChatItem = {
	kind: "approval",
	id: "c4",
	operationId: "op_4",
	turnId: 4,
	toolName: "run_luau",
	summary: "Waiting for approval: run snippet: Anchor every loose part under Workspace.Map",
	state: "pending",
	preview: {
		kind: "code",
		purpose: "Anchor every loose part under Workspace.Map",
		code: 'local count = 0\nfor _, part in workspace.Map:GetDescendants() do\n\tif part:IsA("BasePart") and not part.Anchored then\n\t\tpart.Anchored = true\n\t\tcount += 1\n\tend\nend\nreturn count',
		lines: 8,
	},
};

export const RUN_CODE_APPLIED: ChatItem = {
	kind: "approval",
	id: "c5",
	operationId: "op_5",
	turnId: 4,
	toolName: "run_luau",
	summary: "run snippet: Count the checkpoints and make them glow",
	state: "applied",
	detail: 'Applied: run snippet: Count the checkpoints and make them glow (one undo step, "Lux: run snippet: ...").',
	view: {
		kind: "run",
		changed: ["changed Workspace.Checkpoints.CP1 (Material)", "changed Workspace.Checkpoints.CP2 (Material)"],
		output: ["2 checkpoints"],
		returned: "2",
	},
};

export const PLAYTEST_FAILED: ChatItem = {
	kind: "tool",
	id: "t5",
	summary: "Playtest failed (1 errors)",
	detail: "Playtest (play, 10 s): Lux ended it after 10 s.\nErrors (1): ...",
	isError: false,
	view: {
		kind: "playtest",
		passed: false,
		ending: "Playtest (play, 10 s): Lux ended it after 10 s.",
		errors: [
			'ServerScriptService.LavaKill:2: Lava is not a valid member of Folder "Workspace.Map" (script ServerScriptService.LavaKill, line 2)',
		],
		warnings: [],
		checks: [
			{ name: "Workspace.Map.LavaPit exists", passed: true },
			{ name: "no errors in Output", passed: false },
		],
	},
	undoTurnId: 5,
};

export const PLAYTEST_PASSED: ChatItem = {
	kind: "tool",
	id: "t6",
	summary: "Playtest passed",
	detail: "Playtest (play, 10 s): Lux ended it after 10 s.\nErrors: none",
	isError: false,
	view: {
		kind: "playtest",
		passed: true,
		ending: "Playtest (play, 10 s): Lux ended it after 10 s.",
		errors: [],
		warnings: ["Infinite yield possible on 'Workspace:WaitForChild('Doors')'"],
		checks: [{ name: "no errors in Output", passed: true }],
	},
};
