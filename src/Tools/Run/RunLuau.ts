/**
 * run_luau: runs a Luau snippet in edit mode, behind approval, as one undo step.
 *
 * Why: inspection and bulk changes ("anchor every part under Map") are one snippet where
 * tool calls would be hundreds. The card shows the code (syntax-checked before it is
 * proposed) and what it is for; it is never auto-approved unless the user turns "run code"
 * on. The queue applies it inside one ChangeHistory recording: an error or a timeout cancels
 * the recording (Studio undoes what the snippet did), success is one step, and the place is
 * compared before and after so the model and the card learn which instances changed.
 */
import { err, ok } from "Shared/Result";
import { resolvePath } from "../Core/PathResolver";
import { int, objectSchema, str } from "../Core/Schema";
import { fail } from "../Core/ToolFailure";
import type { ToolSpec } from "../Core/ToolSpec";
import type { ToolHosts } from "../Hosts/ToolHosts";
import { PlaceSnapshot } from "./PlaceSnapshot";
import { hideSecrets, hideSecretsInView } from "./Secrets";
import { SnippetReport, compileSnippet, runSnippet } from "./SnippetRunner";

export const DEFAULT_TIME_LIMIT = 10;
export const MAX_TIME_LIMIT = 60;
const MAX_CODE_CHARS = 20000;
/** The services always compared before and after (a scope adds paths; it never narrows these). */
export const DEFAULT_SCOPE = [
	"Workspace",
	"Lighting",
	"ReplicatedFirst",
	"ReplicatedStorage",
	"ServerScriptService",
	"ServerStorage",
	"StarterGui",
	"StarterPack",
	"StarterPlayer",
	"Teams",
	"SoundService",
];

function outputSection(report: SnippetReport): string {
	return `Output:\n${report.output.render()}`;
}

/** The model's text for a snippet that did not finish; the queue cancels the recording. */
function failureText(report: SnippetReport): string {
	if (report.kind === "errored") {
		const where = report.line !== undefined ? ` at line ${report.line}` : "";
		return `the snippet raised an error${where}: ${report.message}\n${outputSection(report)}`;
	}
	if (report.kind === "stopped")
		return `the user pressed Stop while the snippet was running; it was stopped.\n${outputSection(report)}`;
	return `the snippet was still running after its time limit of ${(report as { seconds: number }).seconds} s and was stopped.\n${outputSection(report)}`;
}

function scopeRoots(hosts: ToolHosts, paths: ReadonlyArray<string> | undefined) {
	const roots: Instance[] = [];
	// The paths asked for first (compared whole before a large place reaches the cap), then the
	// place's services always: a scope names where to look, and must not hide a change the
	// snippet made elsewhere from the report and from "Undo this turn".
	for (const path of paths ?? []) {
		const found = resolvePath(hosts.root, path);
		if (!found.ok) return found;
		if (!roots.includes(found.value)) roots.push(found.value);
	}
	for (const name of DEFAULT_SCOPE) {
		const service = hosts.root.FindFirstChild(name);
		if (service && !roots.includes(service)) roots.push(service);
	}
	return ok(roots);
}

export const runLuau: ToolSpec = {
	definition: {
		name: "run_luau",
		risk: "run_code",
		description:
			"Runs Luau in edit mode after approval as one undo step; returns output, return values, changed instances. time_limit stops waits; loops get a time check.",
		parameters: objectSchema(
			{
				code: str("The Luau source. It may `return` a value to report."),
				purpose: str("One sentence for the user: what the snippet is for."),
				scope: {
					type: "array",
					description:
						"More paths compared before and after to list what changed (the place's services always are; the plugin is excluded).",
					items: { type: "string" },
				},
				time_limit: int(
					`Seconds before the snippet is stopped (default ${DEFAULT_TIME_LIMIT}, at most ${MAX_TIME_LIMIT}).`,
					1,
				),
			},
			["code", "purpose"],
		),
	},
	handler: {
		kind: "write",
		plan: (args, hosts) => {
			const code = args.code as string;
			const purpose = args.purpose as string;
			if (code.match("%S")[0] === undefined) return fail("invalid_args", "code is empty.");
			if (code.size() > MAX_CODE_CHARS)
				return fail("invalid_args", `code is ${code.size()} characters; the limit is ${MAX_CODE_CHARS}.`);
			if (purpose.match("%S")[0] === undefined)
				return fail("invalid_args", "purpose is empty: say what the snippet is for.");
			const compiled = compileSnippet(code);
			if (compiled.unavailable !== undefined)
				return fail("unavailable", `Code cannot run now (is a playtest running?): ${compiled.unavailable}`);
			if (compiled.problem !== undefined)
				return fail("syntax", `The snippet does not compile: ${compiled.problem}`);
			const roots = scopeRoots(hosts, args.scope as string[] | undefined);
			if (!roots.ok) return roots;
			const limit = math.min((args.time_limit as number | undefined) ?? DEFAULT_TIME_LIMIT, MAX_TIME_LIMIT);
			const lines = code.split("\n").size();
			return ok({
				tool: "run_luau",
				risk: "run_code",
				target: "run_luau",
				// Code can touch anything: no landing a service rule could cover.
				landings: [],
				title: `run snippet: ${purpose.size() > 60 ? `${purpose.sub(1, 57)}...` : purpose}`,
				preview: { kind: "code", purpose, code, lines },
				fingerprint: () => code,
				apply: () => {
					const snapshot = new PlaceSnapshot(hosts, roots.value, hosts.protectedRoots ?? []).take();
					const fn = compileSnippet(code).fn!;
					const report = runSnippet(fn, hosts.clock, limit, hosts.root);
					if (report.kind !== "returned") return err(hideSecrets(hosts, failureText(report)));
					const diff = snapshot.diff();
					const changedLines = snapshot.describe(diff);
					const touched = [...diff.changed.map((c) => c.instance), ...diff.created, ...diff.removed];
					const returned = report.values.size() > 0 ? report.values.join(", ") : "nothing";
					const truncated = snapshot.truncated
						? " (only the first instances were compared: the scope is large)"
						: "";
					const changes =
						changedLines.size() > 0
							? `Instances changed${truncated}:\n${changedLines.join("\n")}`
							: `No instances changed under the scope${truncated}.`;
					const output = report.output.lines.filter((_, i) => i < 5).map((l) => l.text);
					return ok({
						view: hideSecretsInView(hosts, { kind: "run", changed: changedLines, output, returned }),
						touched: changedLines,
						afterFingerprint: () => snapshot.fingerprintOf(touched),
						revert: () => snapshot.restore(diff),
						report: hideSecrets(hosts, `Returned: ${returned}\n${outputSection(report)}\n${changes}`),
					});
				},
			});
		},
	},
};
