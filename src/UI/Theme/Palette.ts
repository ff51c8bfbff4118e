/**
 * The panel's colours, read from Studio's theme (settings().Studio.Theme). This is the only
 * module that names colours: every component gets a Palette and never builds a Color3.
 *
 * Why a plain table: Roact re-renders from props; a Palette computed once per theme change
 * is cheap to pass down and makes "re-colour on ThemeChanged" a single state update.
 */

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
}

const C = Enum.StudioStyleGuideColor;
const M = Enum.StudioStyleGuideModifier;

/** The palette of a Studio theme (Dark, Light, or any future one). */
export function paletteFrom(theme: StudioTheme): Palette {
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
	};
}

/** The palette of Studio's current theme. */
export function currentPalette(): Palette {
	return paletteFrom(settings().Studio.Theme as StudioTheme);
}

/** "#rrggbb" for RichText <font color>: derived from a theme colour, never written by hand. */
export function hexOf(color: Color3): string {
	return `#${color.ToHex()}`;
}
