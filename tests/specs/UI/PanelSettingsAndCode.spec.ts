/**
 * Issue 18, defects 8 and 9, through the panel over the real loop: Settings keeps Save and
 * Back above its fields and Back asks before dropping an unsaved edit; a reply's code block
 * keeps its lines whole (one line, scrolled sideways) and its Copy selects the code and says
 * to press Ctrl+C; a plan step that wraps at 280 px hangs under its text, not its number.
 */
import { LIVE_STATES } from "../support/LiveStates";
import { mountLive } from "../support/LiveDrive";
import { button, press, sim } from "../support/PanelHarness";

export = () => {
	it("keeps Save and Back above the fields, and asks before Back drops an unsaved edit", () => {
		const { lux, p } = mountLive(280, 600, []);
		press(button(p, "Settings"));
		const save = button(p, "Save");
		const firstField = sim().findByText(p.screen, "Endpoint and key")!;
		expect(save.AbsolutePosition.Y < firstField.AbsolutePosition.Y).to.equal(true);
		const cap = sim().findByName(sim().findByName(p.screen, "Cap")!, "Input") as TextBox;
		const before = p.store.getState().settings.costCap;
		cap.Text = "";
		sim().typeInto(cap, "2.5");
		press(button(p, "Back to chat"));
		expect(p.store.getState().page).to.equal("settings");
		press(button(p, "Keep editing"));
		expect(cap.Text).to.equal("2.5");
		press(button(p, "Back to chat"));
		press(button(p, "Discard changes"));
		expect(p.store.getState().page).to.equal("chat");
		expect(p.store.getState().settings.costCap).to.equal(before);
		lux.unmount();
	});

	it("keeps a reply's code lines whole and says to press Ctrl+C after Copy", () => {
		const shot = LIVE_STATES.find((s) => s.name === "live-conversation")!.run(280, 600);
		const code = sim().findByText(shot.screen, "task.wait(Config.ROUND_LENGTH)") as TextBox;
		expect(code.TextWrapped).to.equal(false);
		const copy = shot.screen.GetDescendants().find((d) => d.IsA("TextButton") && d.Text === "Copy") as TextButton;
		press(copy);
		expect(sim().focusedTextBox()).to.equal(code);
		expect(sim().findByText(shot.screen, "Selected: press Ctrl+C")).to.be.ok();
		shot.done();
	});

	it("hangs a wrapped plan step under its text at 280 px, not under its number", () => {
		const shot = LIVE_STATES.find((st) => st.name === "live-plan-draft")!.run(280, 600);
		const steps = shot.screen
			.GetDescendants()
			.filter(
				(d): d is TextLabel =>
					d.IsA("TextLabel") && d.Name === "Item" && d.Text === "Build the pet inventory UI in StarterGui",
			);
		const step = steps[steps.size() - 1];
		const marker = step.Parent!.FindFirstChild("Marker") as TextLabel;
		expect(step.TextBounds.Y > step.TextSize * 1.5).to.equal(true);
		expect(step.AbsolutePosition.X >= marker.AbsolutePosition.X + marker.AbsoluteSize.X).to.equal(true);
		expect(step.TextBounds.Y <= step.AbsoluteSize.Y + 0.5).to.equal(true);
		shot.done();
	});
};
