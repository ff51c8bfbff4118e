/**
 * Predicts, before a write is proposed, the failures that are certain: a search text that is
 * not in the script (or is there more than once), a line range past the end, a class that
 * cannot be created, a service being moved or deleted.
 *
 * Why: an approval card for a call that cannot work wastes the user's attention. These
 * checks are cheap reads; the write tools check again when they plan, so a prediction can
 * only save a round trip, never let a bad write through.
 */
import { visibleLineCount } from "Shared/TextLines";
import { displayPath, resolvePath, resolveScript } from "Tools/Core/PathResolver";
import type { FailureCode } from "Tools/Core/ToolFailure";
import { locateSearch, searchFailure } from "Tools/Write/PatchSearch";
import { checkCreatable } from "Tools/Write/CreationSpec";
import type { ToolHosts } from "Tools/Hosts/ToolHosts";
import type { ToolCall } from "Tools/ToolProtocol";

export interface Prediction {
	readonly willFail: boolean;
	readonly reasons: ReadonlyArray<string>;
	/** The failure code the tool itself would give ("missing" unless it says otherwise). */
	readonly code: FailureCode;
}

export function predictFailure(call: ToolCall, hosts: ToolHosts): Prediction {
	const reasons: string[] = [];
	let code: FailureCode = "missing";
	const args = call.args;
	if ((call.name === "patch_script" || call.name === "edit_script_lines") && typeIs(args.path, "string")) {
		const found = resolveScript(hosts.root, args.path);
		if (!found.ok) reasons.push(found.error.message);
		else {
			const source = hosts.scripts.read(found.value);
			if (call.name === "patch_script" && typeIs(args.search, "string") && args.search !== "") {
				// The tool's own diagnosis (closest lines, the matches): a shorter one would hide the hint.
				const path = displayPath(hosts.root, found.value);
				const hit = locateSearch(source, args.search, typeIs(args.replace, "string") ? args.replace : "");
				const problem = searchFailure(path, source, args.search, hit);
				if (problem !== undefined) {
					code = problem.code;
					reasons.push(problem.message);
				}
			}
			if (
				call.name === "edit_script_lines" &&
				typeIs(args.end_line, "number") &&
				args.end_line > visibleLineCount(source)
			)
				reasons.push(
					`${args.path} has only ${visibleLineCount(source)} lines; end_line ${args.end_line} is past the end.`,
				);
		}
	}
	if ((call.name === "create_instance" || call.name === "create_script") && typeIs(args.class_name, "string")) {
		const creatable = checkCreatable(hosts, args.class_name, call.name);
		if (!creatable.ok) reasons.push(creatable.error.message);
	}
	if (
		(call.name === "move_instance" || call.name === "delete_instance" || call.name === "clone_instance") &&
		typeIs(args.path, "string")
	) {
		const found = resolvePath(hosts.root, args.path);
		if (found.ok && found.value.Parent === hosts.root && call.name !== "delete_instance")
			reasons.push(`${args.path} is a service; services cannot be moved or cloned.`);
		if (found.ok && found.value.Parent === hosts.root && call.name === "delete_instance")
			reasons.push(`${args.path} is a service; the engine will not delete services.`);
	}
	return { willFail: reasons.size() > 0, reasons, code };
}
