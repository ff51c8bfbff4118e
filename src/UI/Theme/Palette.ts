/**
 * The panel's colours, read from Studio's theme (a ThemeHost: settings().Studio.Theme). This is the only
 * module that names colours: every component gets a Palette and never builds a Color3.
 *
 * Why a plain table: Roact re-renders from props; a Palette computed once per theme change
 * is cheap to pass down and makes "re-colour on ThemeChanged" a single state update.
 */
import { legible, luminance } from "./Contrast";
import type { ThemeHost } from "./ThemeHost";

export interface Palette {
	readonly name: string;
	readonly background: Color3;
	readonly surface: Color3;
	readonly surfaceBorder: Color3;
	readonly header: Color3;
	readonly input: Color3;
	readonly inputBorder: Color3;
	readonly inputBorderFocused: Color3;
	readonly text: Color3;
	readonly subText: Color3;
	readonly dimText: Color3;
	readonly link: Color3;
	readonly button: Color3;
	readonly buttonHover: Color3;
	readonly buttonText: Color3;
	readonly buttonBorder: Color3;
	readonly buttonDisabledText: Color3;
	readonly mainButton: Color3;
	readonly mainButtonHover: Color3;
	readonly mainButtonText: Color3;
	readonly userBubble: Color3;
	readonly error: Color3;
	readonly warning: Color3;
	readonly success: Color3;
	readonly codeBackground: Color3;
	readonly codeText: Color3;
	readonly diffAdd: Color3;
	readonly diffAddBackground: Color3;
	readonly diffRemove: Color3;
	readonly diffRemoveBackground: Color3;
	readonly diffSame: Color3;
	readonly diffSameBackground: Color3;
	readonly diffSeparator: Color3;
	readonly diffLineNumber: Color3;
	readonly scrollBar: Color3;
	readonly scriptKeyword: Color3;
	readonly scriptString: Color3;
	readonly scriptNumber: Color3;
	readonly scriptComment: Color3;
}

const C = Enum.StudioStyleGuideColor;
const M = Enum.StudioStyleGuideModifier;

/** The palette of a Studio theme (Dark, Light, or any future one), every text colour legible. */
export function paletteFrom(theme: StudioTheme): Palette {
	return readable(themeColours(theme));
}

/**
 * Moves each text colour (keeping its hue) until it reads at 4.5:1 on every background it is
 * drawn on: Studio's dimmed, warning and line-number colours are meant for chrome, not text.
 */
function readable(p: Palette): Palette {
	const panel = [p.background, p.surface, p.input, p.header];
	const diffs = [p.diffSameBackground, p.diffAddBackground, p.diffRemoveBackground, p.codeBackground];
	const onPanel = (c: Color3) => legible(c, panel, p.text);
	const onCode = (c: Color3) => legible(c, diffs, p.codeText);
	const white = new Color3(1, 1, 1);
	const black = new Color3(0, 0, 0);
	const away = (c: Color3) => (luminance(c) > 0.5 ? black : white);
	return {
		...p,
		subText: onPanel(p.subText),
		dimText: onPanel(p.dimText),
		link: onPanel(p.link),
		error: onPanel(p.error),
		warning: onPanel(p.warning),
		success: onPanel(p.success),
		buttonText: legible(p.buttonText, [p.button, p.buttonHover], p.text),
		// The main button's label is white; its blue darkens until the label reads.
		mainButton: legible(p.mainButton, [p.mainButtonText], away(p.mainButtonText)),
		mainButtonHover: legible(p.mainButtonHover, [p.mainButtonText], away(p.mainButtonText)),
		codeText: legible(p.codeText, diffs, p.text),
		diffAdd: onCode(p.diffAdd),
		diffRemove: onCode(p.diffRemove),
		diffSame: onCode(p.diffSame),
		diffLineNumber: onCode(p.diffLineNumber),
		scriptKeyword: onCode(p.scriptKeyword),
		scriptString: onCode(p.scriptString),
		scriptNumber: onCode(p.scriptNumber),
		scriptComment: onCode(p.scriptComment),
	};
}

function themeColours(theme: StudioTheme): Palette {
	const get = (color: Enum.StudioStyleGuideColor, modifier?: Enum.StudioStyleGuideModifier) =>
		modifier !== undefined ? theme.GetColor(color, modifier) : theme.GetColor(color);
	return {
		name: theme.Name,
		background: get(C.MainBackground),
		surface: get(C.Titlebar),
		surfaceBorder: get(C.Border),
		header: get(C.Titlebar),
		input: get(C.InputFieldBackground),
		inputBorder: get(C.InputFieldBorder),
		inputBorderFocused: get(C.InputFieldBorder, M.Selected),
		text: get(C.MainText),
		subText: get(C.SubText),
		dimText: get(C.DimmedText),
		link: get(C.LinkText),
		button: get(C.Button),
		buttonHover: get(C.Button, M.Hover),
		buttonText: get(C.ButtonText),
		buttonBorder: get(C.ButtonBorder),
		buttonDisabledText: get(C.ButtonText, M.Disabled),
		mainButton: get(C.DialogMainButton),
		mainButtonHover: get(C.DialogMainButton, M.Hover),
		mainButtonText: get(C.DialogMainButtonText),
		userBubble: get(C.InputFieldBackground),
		error: get(C.ErrorText),
		warning: get(C.WarningText),
		success: get(C.DiffTextAddition),
		codeBackground: get(C.ScriptBackground),
		codeText: get(C.ScriptText),
		diffAdd: get(C.DiffTextAddition),
		diffAddBackground: get(C.DiffTextAdditionBackground),
		diffRemove: get(C.DiffTextDeletion),
		diffRemoveBackground: get(C.DiffTextDeletionBackground),
		diffSame: get(C.DiffTextNoChange),
		diffSameBackground: get(C.DiffTextNoChangeBackground),
		diffSeparator: get(C.DiffTextSeparatorBackground),
		diffLineNumber: get(C.DiffLineNum),
		scrollBar: get(C.ScrollBar),
		scriptKeyword: get(C.ScriptKeyword),
		scriptString: get(C.ScriptString),
		scriptNumber: get(C.ScriptNumber),
		scriptComment: get(C.ScriptComment),
	};
}

/** The palette of the host's current theme. */
export function currentPalette(theme: ThemeHost): Palette {
	return paletteFrom(theme.current());
}

/** "#rrggbb" for RichText <font color>: derived from a theme colour, never written by hand. */
export function hexOf(color: Color3): string {
	return `#${color.ToHex()}`;
}

/**
 * The colour a property value names ("91, 93, 105", "Color3(91, 93, 105)", "[91, 93, 105]"),
 * for the swatch beside it in a property table; undefined when the value is not a colour.
 * Data, not a theme colour: it shows what the change sets.
 */
export function swatchColour(value: string): Color3 | undefined {
	const inner = value.gsub("^%s*%a%w*%s*%(", "")[0].gsub("^%s*%[", "")[0].gsub("[%)%]]%s*$", "")[0];
	const [r, g, b] = inner.match("^%s*(%d+)%s*,%s*(%d+)%s*,%s*(%d+)%s*$");
	if (r === undefined || g === undefined || b === undefined) return undefined;
	const [R, G, B] = [tonumber(r)!, tonumber(g)!, tonumber(b)!];
	if (R > 255 || G > 255 || B > 255) return undefined;
	return Color3.fromRGB(R, G, B);
}
