/**
 * Issue 18 (defects 5 and 7): every panel state, drawn at 280, 320, 480 and 800 px in the
 * Dark and Light themes, has no text that fails to fit its box or runs past the edge that
 * clips it, and every text colour reads at 4.5:1 or better on what is drawn behind it.
 */
import Roact from "@rbxts/roact";
import { StarterGui } from "@rbxts/services";
import { LuxRoot } from "UI/LuxRoot";
import { PanelState, PanelStore } from "UI/Store";
import { contrastRatio, MIN_TEXT_CONTRAST, paletteFrom, TextSizeChoice } from "UI/Theme";
import { readabilityProblems } from "../support/Readability";
import { recordingActions } from "../support/RecordingActions";
import { ALL_STATES } from "../support/ReviewStates";
import { studioTheme } from "App/Studio";
import { LIVE_STATES } from "../support/LiveStates";

const WIDTHS = [280, 320, 480, 800];
const HEIGHT = 600;

function sized(state: PanelState, textSize?: TextSizeChoice): PanelState {
	return textSize === undefined ? state : { ...state, settings: { ...state.settings, textSize } };
}

function problemsAt(theme: "Dark" | "Light", width: number, textSize?: TextSizeChoice): string[] {
	LuxSim!.setTheme(theme);
	const problems = new Array<string>();
	for (const story of ALL_STATES) {
		const screen = new Instance("ScreenGui");
		screen.Parent = StarterGui;
		LuxSim!.setSize(screen, width, HEIGHT);
		const tree = Roact.mount(
			<LuxRoot
				store={new PanelStore(sized(story.state, textSize))}
				actions={recordingActions().actions}
				theme={studioTheme}
				clock={() => 14}
			/>,
			screen,
			"LuxRoot",
		);
		LuxSim!.flush();
		story.act?.(screen);
		LuxSim!.flush();
		for (const p of readabilityProblems(screen, `${story.name} ${theme} ${width} ${textSize ?? ""}`))
			problems.push(p);
		Roact.unmount(tree);
		screen.Destroy();
	}
	LuxSim!.setTheme("Dark");
	return problems;
}

/** The states driven through the real loop and tools (support/LiveStates), drawn at `width`. */
function liveProblemsAt(theme: "Dark" | "Light", width: number): string[] {
	LuxSim!.setTheme(theme);
	const problems = new Array<string>();
	for (const live of LIVE_STATES) {
		const shot = live.run(width, HEIGHT);
		for (const p of readabilityProblems(shot.screen, `${live.name} ${theme} ${width}`)) problems.push(p);
		shot.done();
	}
	LuxSim!.setTheme("Dark");
	return problems;
}

export = () => {
	for (const theme of ["Dark", "Light"] as const)
		it(`${theme} at 280 px, states reached through the real loop and tools: every label fits and reads at 4.5:1`, () => {
			expect(liveProblemsAt(theme, 280).join("\n")).to.equal("");
		});
	// Settings > Text size: Small and Large at the widget's narrowest width (Normal is above).
	for (const textSize of ["small", "large"] as const) {
		it(`Dark at 280 px with ${textSize} text: every label fits its box and reads at 4.5:1`, () => {
			expect(problemsAt("Dark", 280, textSize).join("\n")).to.equal("");
		});
	}
	for (const theme of ["Dark", "Light"] as const) {
		for (const width of WIDTHS) {
			it(`${theme} at ${width} px: every label fits its box and reads at 4.5:1`, () => {
				expect(problemsAt(theme, width).join("\n")).to.equal("");
			});
		}
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
