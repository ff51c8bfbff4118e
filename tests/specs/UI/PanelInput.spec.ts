/**
 * Issue 18, defect 3, through the panel over the real loop: an error pasted with its trailing
 * newline stays in the message box (nothing is sent to the model), the box grows with the
 * pasted lines up to its limit, and a typed Enter then sends the whole text once.
 */
import { MAX_INPUT_HEIGHT } from "UI/Chat/InputBar";
import { chatRequests } from "../support/ModelServerClient";
import { idle, mountLive } from "../support/LiveDrive";
import { hasText, sim, waitFor } from "../support/PanelHarness";

const ERROR_LINES =
	"ServerScriptService.GameLoop:7: attempt to index nil with 'ROUND_LENGTH'\nStack Begin\nStack End\n";

export = () => {
	it("keeps a pasted error ending in a newline in a growing box, and sends it on a typed Enter", () => {
		const { lux, p } = mountLive(320, 600, [{ reply: { content: "Config has no ROUND_LENGTH field." } }]);
		const box = sim().findByName(p.screen, "MessageBox") as TextBox;
		const empty = box.AbsoluteSize.Y;
		sim().typeInto(box, "Fix this: ");
		sim().paste(box, ERROR_LINES);
		task.wait(0.2);
		expect(chatRequests(p.server).size()).to.equal(0);
		expect(p.store.getState().items.size()).to.equal(0);
		expect(box.Text).to.equal(`Fix this: ${ERROR_LINES}`);
		expect(box.AbsoluteSize.Y > empty).to.equal(true);
		sim().pressKey("Return");
		waitFor("the answer", () => hasText(p, "Config has no ROUND_LENGTH field.") && idle(p));
		expect(chatRequests(p.server).size()).to.equal(1);
		expect(hasText(p, "attempt to index nil with 'ROUND_LENGTH'")).to.equal(true);
		// A long paste grows the box's window only up to its limit (the window scrolls past it).
		sim().paste(sim().findByName(p.screen, "MessageBox") as TextBox, string.rep("  at line\n", 40));
		expect((sim().findByName(p.screen, "MessageWindow") as ScrollingFrame).AbsoluteSize.Y).to.equal(
			MAX_INPUT_HEIGHT,
		);
		lux.unmount();
	});
};
