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

export type ToolView = PlaytestView;

/** The view with `edit` applied to every text in it (the panel redacts the API key this way). */
export function mapViewText(view: ToolView, edit: (text: string) => string): ToolView {
	return {
		...view,
		ending: edit(view.ending),
		errors: view.errors.map(edit),
		warnings: view.warnings.map(edit),
		checks: view.checks.map((c) => ({ name: edit(c.name), passed: c.passed })),
	};
}
