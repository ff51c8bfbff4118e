/**
 * WCAG 2 contrast between two colours, and the nearest theme-derived colour that reaches a
 * minimum contrast on given backgrounds.
 *
 * Why: Studio's own "dimmed" and warning colours are meant for disabled chrome, not for text
 * a user must read (DimmedText is 2.4:1 on Dark); the panel keeps their hue but moves them
 * towards the theme's main text until they read at 4.5:1 (WCAG AA for body text).
 */

function channel(c: number): number {
	return c <= 0.03928 ? c / 12.92 : math.pow((c + 0.055) / 1.055, 2.4);
}

/** WCAG relative luminance. */
export function luminance(color: Color3): number {
	return 0.2126 * channel(color.R) + 0.7152 * channel(color.G) + 0.0722 * channel(color.B);
}

/** WCAG contrast ratio, 1..21. */
export function contrastRatio(a: Color3, b: Color3): number {
	const la = luminance(a);
	const lb = luminance(b);
	return (math.max(la, lb) + 0.05) / (math.min(la, lb) + 0.05);
}

/** The AA minimum for text the user must read. */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * `color` if it reads at `min` on every background, else `color` blended towards `toward`
 * (the theme's main text) in small steps until it does.
 */
export function legible(
	color: Color3,
	backgrounds: ReadonlyArray<Color3>,
	toward: Color3,
	min = MIN_TEXT_CONTRAST,
): Color3 {
	// A little over the minimum: the colour is drawn in 8-bit channels, which can round it under.
	const reads = (c: Color3) => backgrounds.every((bg) => contrastRatio(c, bg) >= min + 0.1);
	for (let step = 0; step <= 20; step++) {
		const c = color.Lerp(toward, step / 20);
		if (reads(c)) return c;
	}
	return toward;
}
