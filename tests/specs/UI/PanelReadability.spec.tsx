/**
 * Issue 18 (defects 5 and 7): every panel state, reached through the real loop and tools
 * (support/LiveStates), drawn at 280, 320, 480 and 800 px in the Dark and Light themes and
 * with each Settings > Text size choice, has no text that fails to fit its box or runs past
 * the edge that clips it, and every text colour reads at 4.5:1 or better on what is drawn
 * behind it.
 *
 * Why one run per state and text size: the state is reached once (at the narrowest width),
 * then the widget is resized and the theme switched under it, as a user resizing the dock or
 * changing Studio's theme sees it; the text size is a saved setting the panel starts with.
 */
import { contrastRatio, MIN_TEXT_CONTRAST, paletteFrom } from "UI/Theme";
import { TEXT_SIZE_CHOICES, TextSizeChoice } from "Shared";
import { readabilityProblems } from "../support/Readability";
import { sim } from "../support/PanelHarness";
import { LIVE_STATES } from "../support/LiveStates";
import { withTextSize } from "../support/LiveDrive";

const WIDTHS = [280, 320, 480, 800];
const THEMES = ["Dark", "Light"] as const;
const HEIGHT = 600;

/** Every live state with `textSize`, checked at each width in each theme. */
function problemsWith(textSize: TextSizeChoice): string[] {
	const problems = new Array<string>();
	for (const live of LIVE_STATES) {
		const shot = withTextSize(textSize, () => live.run(WIDTHS[0], HEIGHT));
		for (const theme of THEMES) {
			sim().setTheme(theme);
			for (const width of WIDTHS) {
				sim().setSize(shot.screen, width, HEIGHT);
				sim().flush();
				for (const p of readabilityProblems(shot.screen, `${live.name} ${theme} ${width} ${textSize}`))
					problems.push(p);
			}
		}
		sim().setTheme("Dark");
		shot.done();
	}
	return problems;
}

export = () => {
	for (const textSize of TEXT_SIZE_CHOICES)
		it(`every live state at 280, 320, 480 and 800 px, Dark and Light, ${textSize} text: every label fits its box and reads at 4.5:1`, () => {
			expect(problemsWith(textSize).join("\n")).to.equal("");
		});
	for (const theme of THEMES) {
		it(`${theme}: the palette's text colours read at 4.5:1 on the panel, code and diff backgrounds`, () => {
			LuxSim!.setTheme(theme);
			const p = paletteFrom(settings().Studio.Theme as StudioTheme);
			LuxSim!.setTheme("Dark");
			const onPanel = [p.text, p.subText, p.dimText, p.link, p.error, p.warning, p.success];
			const onCode = [
				p.codeText,
				p.diffAdd,
				p.diffRemove,
				p.diffSame,
				p.diffLineNumber,
				p.scriptKeyword,
				p.scriptString,
				p.scriptNumber,
				p.scriptComment,
			];
			const low = new Array<string>();
			for (const fg of onPanel)
				for (const bg of [p.background, p.surface, p.input])
					if (contrastRatio(fg, bg) < MIN_TEXT_CONTRAST) low.push(`#${fg.ToHex()} on #${bg.ToHex()}`);
			for (const fg of onCode)
				for (const bg of [p.codeBackground, p.diffSameBackground, p.diffAddBackground, p.diffRemoveBackground])
					if (contrastRatio(fg, bg) < MIN_TEXT_CONTRAST) low.push(`#${fg.ToHex()} on #${bg.ToHex()}`);
			if (contrastRatio(p.mainButtonText, p.mainButton) < MIN_TEXT_CONTRAST) low.push("main button");
			expect(low.join(", ")).to.equal("");
		});
	}
};
