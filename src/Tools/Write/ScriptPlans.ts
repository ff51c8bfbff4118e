/**
 * The write plan shared by every tool that changes a script's text.
 *
 * Why: patch_script and edit_script_lines differ only in how they compute the new text; the
 * syntax check, the exact diff preview, the fingerprint of the editor text and the guarded
 * apply/revert through ScriptEditorService are the same and must stay the same.
 */
import { Result, ok, err } from "Shared/Result";
import { applyHunks, diffWithStats, hunkCount } from "Shared/UnifiedDiff";
import { verifyExpected } from "../Core/Expectations";
import { instanceState } from "../Core/StateFingerprint";
import { displayPath } from "../Core/PathResolver";
import { checkSyntax } from "../Core/SyntaxCheck";
import { ToolFailure, fail } from "../Core/ToolFailure";
import type { ToolHosts } from "../Hosts/ToolHosts";
import { rebaseEdit } from "../Hosts/ScriptRebase";
import type { WritePlan } from "../ApprovalQueue/WritePlan";

/**
 * Changes the script's text from `before` to `after`. The editor may hand the callback other
 * text (the user's unsaved typing, a collaborator's edit: ScriptEditorService.yaml,
 * UpdateSourceAsync); the change is then re-applied to it when it applies exactly once
 * (Hosts/ScriptRebase), else the update is cancelled and reported stale.
 */
function guardedUpdate(
	hosts: ToolHosts,
	target: LuaSourceContainer,
	before: string,
	after: string,
	force = false,
): Result<string> {
	let stale = false;
	let written = after;
	const outcome = hosts.scripts.update(target, (current) => {
		if (force) return after;
		const rebased = rebaseEdit(before, after, current);
		stale = !rebased.ok;
		if (rebased.ok) written = rebased.text;
		return rebased.ok ? rebased.text : undefined;
	});
	if (stale)
		return err(
			`stale: ${target.GetFullName()} changed where the edit applies while it was being applied; nothing was written.`,
		);
	if (!outcome.ok) return err(outcome.error);
	// The text written: `after`, or `after` re-applied over what the editor handed in.
	return ok(written);
}

export function scriptEditPlan(
	hosts: ToolHosts,
	tool: string,
	verb: string,
	target: LuaSourceContainer,
	before: string,
	after: string,
): Result<WritePlan, ToolFailure> {
	const path = displayPath(hosts.root, target);
	if (before === after)
		return fail(
			"invalid_args",
			`The new text of ${path} is identical to the current text: there is nothing to change.`,
		);
	const syntax = checkSyntax(after, path);
	if (!syntax.ok)
		return fail("syntax", `The edited ${path} would not compile, so nothing was proposed: ${syntax.error}`);
	const shown = diffWithStats(before, after, path);
	const fingerprint = () => instanceState(hosts, target);
	return ok({
		tool,
		risk: "script_edit",
		target: path,
		landings: [{ instance: target, reach: "self" }],
		title: `${verb} ${path}`,
		preview: {
			kind: "diff",
			path,
			diff: shown.diff,
			added: shown.added,
			removed: shown.removed,
		},
		fingerprint,
		narrow: (keep) => {
			const part = applyHunks(before, after, keep);
			const narrowed = scriptEditPlan(hosts, tool, verb, target, before, part);
			if (!narrowed.ok) return err(narrowed.error.message);
			const count = hunkCount(before, after);
			const chosen = keep.filter((k) => k >= 1 && k <= count);
			return ok({
				...narrowed.value,
				title: `${narrowed.value.title} (changes ${chosen.join(", ")} of ${count})`,
			});
		},
		apply: () => {
			const written = guardedUpdate(hosts, target, before, after);
			if (!written.ok) return written;
			return ok({
				afterFingerprint: fingerprint,
				// The inverse change, re-applied over whatever the editor holds by then.
				revert: (force) => {
					const reverted = guardedUpdate(hosts, target, after, before, force);
					return reverted.ok ? ok(true as const) : reverted;
				},
				touched: [path],
				verify: () => verifyExpected(hosts, path, [{ kind: "source", script: target, source: written.value }]),
			});
		},
	});
}
