/**
 * Issue 18 (defects 4 and 10) through the panel, over the real loop and tools: while Lux works
 * the meter stays in view beside a spinner and the running tool in words; the context fill
 * shows once the model's size is known; the model is named on the chat page; an empty chat
 * offers example requests (a click sends one) and says what is auto-approved.
 */
import { EXAMPLE_PROMPTS } from "UI/Chat/EmptyState";
import { LIVE_STATES } from "../support/LiveStates";
import { drive, idle, mountLive, usage } from "../support/LiveDrive";
import { button, hasText, press, sim, waitFor } from "../support/PanelHarness";

function label(root: Instance, name: string): TextLabel {
	const found = sim().findByName(root, name);
	assert(found !== undefined && found.IsA("TextLabel"), `no label ${name}`);
	return found;
}

export = () => {
	it("keeps the cost meter in view while a tool runs, with a spinner and the tool in words", () => {
		const shot = LIVE_STATES.find((s) => s.name === "live-tool-running")!.run(280, 600);
		const doing = label(shot.screen, "Doing").Text;
		expect(doing.find("Playtesting the place · ", 1, true)[0]).to.equal(1);
		expect(doing.find("request 2 of at most 8", 1, true)[0] !== undefined).to.equal(true);
		expect(label(shot.screen, "Meter").Text.find("Chat $0.006", 1, true)[0]).to.equal(1);
		const spinner = label(shot.screen, "Spinner");
		expect(spinner.AbsoluteSize.X > 0 && spinner.Text !== "").to.equal(true);
		expect(sim().findByText(shot.screen, "playtest ·")).to.equal(undefined);
		shot.done();
	});

	it("shows the context window's fill once the model's size is known", () => {
		// The scripted server lists scripted/model with a 32768-token window.
		const { lux, p } = mountLive(360, 640, [
			{ reply: { content: "Forty rounds.", usage: usage(6500, 53, 0.0071) } },
		]);
		press(button(p, "Settings"));
		press(button(p, "API key & endpoint…"));
		press(button(p, "List tool-capable models"));
		waitFor("the model list", () => hasText(p, "scripted/model"));
		press(button(p, "Cancel"));
		sim().typeInto(sim().findByName(p.screen, "MessageBox") as TextBox, "How many rounds?", true);
		waitFor("the answer", () => hasText(p, "Forty rounds.") && idle(p));
		expect(label(p.screen, "Meter").Text.find("context 20% full", 1, true)[0] !== undefined).to.equal(true);
		lux.unmount();
	});

	it("names the model on the chat page instead of repeating the dock title", () => {
		const { lux, p } = drive(360, 640, [{ reply: { content: "Hi." } }], "Hello", idle);
		expect(label(p.screen, "Model").Text).to.equal("model");
		expect(sim().findByText(p.screen, "Lux") === undefined).to.equal(true);
		lux.unmount();
	});

	it("offers example requests in an empty chat, sends one on click, and states the model and auto-approve", () => {
		const { lux, p } = mountLive(360, 640, [{ reply: { content: "Looking at the place." } }]);
		expect(hasText(p, "Model: scripted/model")).to.equal(true);
		expect(hasText(p, "Approved without asking:")).to.equal(true);
		press(button(p, EXAMPLE_PROMPTS[1]));
		waitFor("the answer", () => hasText(p, "Looking at the place.") && idle(p));
		expect(p.store.getState().items[0].kind === "user").to.equal(true);
		expect(hasText(p, EXAMPLE_PROMPTS[1])).to.equal(true);
		lux.unmount();
	});
};
