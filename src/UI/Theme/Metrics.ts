/**
 * Fonts, text sizes and spacing shared by every component.
 *
 * Why: Studio's own widgets use one body font at one size and a 4 px grid; keeping these in
 * one place is what makes the panel look native and consistent.
 */
export const Metrics = {
	font: Enum.Font.SourceSans,
	fontBold: Enum.Font.SourceSansBold,
	fontCode: Enum.Font.RobotoMono,
	textSize: 15,
	smallTextSize: 13,
	codeTextSize: 13,
	titleTextSize: 17,
	pad: 8,
	gap: 6,
	radius: 4,
	buttonHeight: 24,
	rowHeight: 18,
} as const;
