/**
 * The Settings page through the real panel: the page hands the Conversation the form as
 * typed, the Conversation refuses what it cannot take (ConversationRules has each rule), and
 * the page shows the typed outcome it gets back; nothing is saved on a refusal.
 */
import { button, field, hasText, mountPanel, Panel, retype, sim } from "../support/PanelHarness";

function typeIn(p: Panel, name: string, text: string) {
	retype(field(p, name), text);
}

export = () => {
	let panel: Panel | undefined;
	afterEach(() => {
		panel?.unmount();
		panel = undefined;
	});

	it("refuses a cost cap that is not a number and says so; a good one is saved", () => {
		const p = mountPanel({ height: 1100 });
		panel = p;
		sim().click(button(p, "Settings"));
		typeIn(p, "Cap", "lots");
		sim().click(button(p, "Save"));
		expect(hasText(p, "The cost cap is a number of dollars above zero, e.g. 0.50 (empty for no cap).")).to.equal(
			true,
		);
		expect(p.settings.get("LuxCostCap")).to.equal(undefined);
		expect(p.store.getState().settings.costCap).to.equal(undefined);

		typeIn(p, "Iterations", "500");
		typeIn(p, "Cap", "2");
		sim().click(button(p, "Save"));
		expect(hasText(p, "Max iterations is a whole number from 1 to 100.")).to.equal(true);
		expect(p.settings.get("LuxCostCap")).to.equal(undefined);

		typeIn(p, "Iterations", "12");
		sim().click(button(p, "Save"));
		expect(hasText(p, "Saved.")).to.equal(true);
		expect(p.settings.get("LuxCostCap")).to.equal(2);
		expect(p.store.getState().settings.maxIterations).to.equal(12);
	});
};
