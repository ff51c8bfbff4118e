/**
 * Typed results a tool can hand the panel beside the text the model reads.
 *
 * Why: the panel must not find a playtest's verdict by searching the tool's text; the tool
 * that knows it says it here, and the panel draws it (UI/Chat/PlaytestResult).
 */

export interface PlaytestView {
	readonly kind: "playtest";
	readonly passed: boolean;
	/** How the session ended, one line. */
	readonly ending: string;
	readonly errors: ReadonlyArray<string>;
	readonly warnings: ReadonlyArray<string>;
	readonly checks: ReadonlyArray<{ readonly name: string; readonly passed: boolean }>;
}

/** What an applied run_luau did: the instances it changed, its first output lines, its return values. */
export interface RunCodeView {
	readonly kind: "run";
	/** "changed Workspace.Part (Transparency)", capped, with "... and N more" last. */
	readonly changed: ReadonlyArray<string>;
	readonly output: ReadonlyArray<string>;
	readonly returned: string;
}

export type ToolView = PlaytestView | RunCodeView;

/** The view with `edit` applied to every text in it (the panel redacts the API key this way). */
export function mapViewText(view: ToolView, edit: (text: string) => string): ToolView {
	if (view.kind === "run")
		return {
			...view,
			changed: view.changed.map(edit),
			output: view.output.map(edit),
			returned: edit(view.returned),
		};
	return {
		...view,
		ending: edit(view.ending),
		errors: view.errors.map(edit),
		warnings: view.warnings.map(edit),
		checks: view.checks.map((c) => ({ name: edit(c.name), passed: c.passed })),
	};
}
