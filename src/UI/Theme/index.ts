/** Theme: the Studio palette, text measure, their contexts and provider, and shared metrics. */
export { Palette, paletteFrom, currentPalette, hexOf, swatchColour } from "./Palette";
export { ThemeContext, withTheme } from "./ThemeContext";
export { ThemeProvider } from "./ThemeProvider";
export { TextBounds, TextBoundsContext, withTextBounds } from "./TextBounds";
export { ThemeHost } from "./ThemeHost";
export { Metrics } from "./Metrics";
export { contrastRatio, legible, luminance, MIN_TEXT_CONTRAST } from "./Contrast";
export {
	TEXT_SIZE_CHOICES,
	TEXT_SIZES,
	TextSizeChoice,
	TextSizeContext,
	TextSizes,
	textSizesOf,
	withTextSizes,
} from "./TextSizes";
