/**
 * Issue 18, defect 5 (size): Settings > Text size (Small / Normal / Large) sets the size of
 * prose and code in the panel, is saved in plugin settings (LuxTextSize, Shared/SettingKeys)
 * and survives a reload. Driven through the real panel.
 */
import { SETTINGS } from "Shared";
import {
	byText,
	button,
	hasText,
	loadTurns,
	mountPanel,
	Panel,
	press,
	sendMessage,
	waitFor,
} from "../support/PanelHarness";

const ANSWER = "Here is the **fix** for the spawn.\n\n```lua\nlocal coins = 50\n```";

function sizes(p: Panel): [number, number] {
	const prose = byText(p, "for the spawn") as TextLabel;
	const code = byText(p, "local coins = 50") as TextBox;
	return [prose.TextSize, code.TextSize];
}

export = () => {
	it("applies the chosen size to prose and code, saves it, and keeps it after a reload", () => {
		loadTurns({ turns: [{ reply: { content: ANSWER } }, { reply: { content: ANSWER } }] });
		let p = mountPanel();
		try {
			sendMessage(p, "Fix the spawn");
			waitFor("the answer", () => hasText(p, "for the spawn"));
			expect(sizes(p).join(",")).to.equal("15,13");
			LuxSim!.click(button(p, "Settings"));
			press(button(p, "Large"));
			LuxSim!.click(button(p, "Save"));
			expect(p.settings.get(SETTINGS.textSize.key)).to.equal("large");
			LuxSim!.click(button(p, "Back to chat"));
			expect(sizes(p).join(",")).to.equal("18,16");
			// The message box types at the prose size too.
			const box = LuxSim!.findByName(p.screen, "MessageBox") as TextBox;
			expect(box.TextSize).to.equal(18);
			const settings = p.settings;
			p.unmount();
			p = mountPanel({ settings });
			sendMessage(p, "Again");
			waitFor("the answer", () => hasText(p, "for the spawn"));
			expect(sizes(p).join(",")).to.equal("18,16");
			LuxSim!.click(button(p, "Settings"));
			press(button(p, "Small"));
			LuxSim!.click(button(p, "Save"));
			LuxSim!.click(button(p, "Back to chat"));
			expect(sizes(p).join(",")).to.equal("14,12");
		} finally {
			p.unmount();
		}
	});
};
