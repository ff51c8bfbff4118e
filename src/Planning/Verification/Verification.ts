/**
 * Checks that run after each applied change: re-read the script and confirm the change
 * landed, syntax-check it, confirm instances exist with the requested properties. Failures
 * are written for the model (so it can fix them) and collected for the user's summary.
 *
 * Why a host: reading scripts, compiling and finding instances are Studio side effects;
 * the checks themselves are pure and run the same against a fake or the simulator.
 */
import { Verification } from "Tools/ToolProtocol";
import { ExpectedChange } from "./ExpectedChange";

export interface InstanceView {
	readonly className: string;
	readonly get: (property: string) => unknown;
}

export interface VerificationHost {
	/** The script's current text, or undefined when there is no script at the path. */
	readScript(path: string): string | undefined;
	/** The compile error of the text, or undefined when it compiles. */
	syntaxError(source: string): string | undefined;
	instanceAt(path: string): InstanceView | undefined;
}

export interface CheckResult {
	readonly check: "landed" | "syntax" | "exists" | "class" | "name" | "parent" | "property" | "removed";
	readonly ok: boolean;
	readonly detail: string;
}

export interface VerificationReport {
	readonly change: ExpectedChange;
	readonly results: ReadonlyArray<CheckResult>;
	readonly ok: boolean;
}

function same(actual: unknown, expected: unknown): boolean | undefined {
	if (typeIs(expected, "string") || typeIs(expected, "number") || typeIs(expected, "boolean")) {
		if (typeIs(actual, "EnumItem")) return actual.Name === expected || actual.Value === expected;
		return actual === expected;
	}
	// Structured values (Vector3 as a JSON array, Color3 as a table) are not compared here.
	return undefined;
}

export function verifyChange(change: ExpectedChange, host: VerificationHost): VerificationReport {
	const results: CheckResult[] = [];
	const add = (check: CheckResult["check"], ok: boolean, detail: string) => results.push({ check, ok, detail });
	switch (change.kind) {
		case "scriptSource": {
			const text = host.readScript(change.path);
			if (text === undefined) {
				add("exists", false, `No script at ${change.path}.`);
				break;
			}
			if (change.source !== undefined) {
				const landed = text === change.source;
				add(
					"landed",
					landed,
					landed
						? "The script has the new text."
						: "The script's text is not the text that was written: the change did not land.",
				);
			} else if (change.contains !== undefined) {
				const landed = text.find(change.contains, 1, true)[0] !== undefined;
				add(
					"landed",
					landed,
					landed
						? "The new text is in the script."
						: "The new text is not in the script: the change did not land.",
				);
			}
			const syntax = host.syntaxError(text);
			add(
				"syntax",
				syntax === undefined,
				syntax === undefined ? "The script compiles." : `Syntax error: ${syntax}`,
			);
			break;
		}
		case "instance": {
			const view = host.instanceAt(change.path);
			if (view === undefined) {
				add("exists", false, `No instance at ${change.path}: the change did not land.`);
				break;
			}
			add("exists", true, `${change.path} exists.`);
			if (change.className !== undefined) {
				const ok = view.className === change.className;
				add(
					"class",
					ok,
					ok ? `It is a ${change.className}.` : `It is a ${view.className}, not a ${change.className}.`,
				);
			}
			for (const [name, expected] of pairs(change.properties ?? {})) {
				const [readOk, actual] = pcall(() => view.get(name as string));
				if (!readOk) {
					add("property", false, `${name} cannot be read: ${actual}`);
					continue;
				}
				const verdict = same(actual, expected);
				if (verdict === undefined) continue;
				add(
					"property",
					verdict,
					verdict
						? `${name} = ${tostring(expected)}.`
						: `${name} is ${tostring(actual)}, expected ${tostring(expected)}.`,
				);
			}
			break;
		}
		case "deleted": {
			const gone = host.instanceAt(change.path) === undefined;
			add(
				"removed",
				gone,
				gone ? `${change.path} is gone.` : `${change.path} still exists: the delete did not land.`,
			);
			break;
		}
	}
	return { change, results, ok: results.every((r) => r.ok) };
}

/** A verification a write tool declared and Tools checked, as a report for the log. */
export function reportOf(verification: Verification): VerificationReport {
	const path = verification.target;
	const change: ExpectedChange =
		verification.change === "script"
			? { kind: "scriptSource", path }
			: verification.change === "removed"
				? { kind: "deleted", path }
				: { kind: "instance", path };
	return { change, results: verification.checks, ok: verification.ok };
}

/** What the model reads, appended to the tool result. */
export function formatForModel(report: VerificationReport): string {
	if (report.ok) return `Verification passed: ${report.results.map((r) => r.detail).join(" ")}`;
	const failed = report.results.filter((r) => !r.ok).map((r) => `- ${r.detail}`);
	return `VERIFICATION FAILED for ${report.change.path}:\n${failed.join("\n")}\nFix this before continuing; re-read the target first.`;
}

/** The user's end-of-task summary: what changed and what was verified. */
export class VerificationLog {
	private readonly reports: VerificationReport[] = [];

	add(report: VerificationReport): void {
		this.reports.push(report);
	}

	all(): ReadonlyArray<VerificationReport> {
		return this.reports;
	}

	clear(): void {
		this.reports.clear();
	}

	summary(): string {
		if (this.reports.size() === 0) return "No changes were made.";
		const lines = this.reports.map((r) => {
			const verb =
				r.change.kind === "deleted" ? "Deleted" : r.change.kind === "scriptSource" ? "Edited" : "Changed";
			if (r.ok) return `- ${verb} ${r.change.path}: verified.`;
			const why = r.results.filter((x) => !x.ok).map((x) => x.detail);
			return `- ${verb} ${r.change.path}: NOT verified (${why.join(" ")})`;
		});
		const failed = this.reports.filter((r) => !r.ok).size();
		const head =
			failed === 0
				? this.reports.size() === 1
					? "The change was verified."
					: `All ${this.reports.size()} changes verified.`
				: `${failed} of ${this.reports.size()} changes failed verification.`;
		return `${head}\n${lines.join("\n")}`;
	}
}
