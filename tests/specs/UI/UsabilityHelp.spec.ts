/**
 * Where the panel must hand the user what they need (defects of the review of 2026-11-28),
 * through the panel over the real Conversation and the scripted model server: OpenRouter's
 * refusal for the account's privacy settings gives the address of those settings in a box
 * the user can select and copy, says what to change there, and offers Try again (its one
 * button opened Lux's settings, where nothing fixes it); a long message keeps every line in
 * reach: the box's window stops growing at MAX_INPUT_HEIGHT and scrolls to the line being
 * typed (the box stopped at that height and its lower lines were drawn nowhere).
 */
import { MAX_INPUT_HEIGHT } from "UI/Chat/InputBar";
import { button, hasText, inputBox, loadTurns, mountPanel, Panel, press, sim, waitFor } from "../support/PanelHarness";

const PRIVACY_URL = "https://openrouter.ai/settings/privacy";

/** The part of `g` on screen: its rectangle cut by each clipping ancestor's (as the simulator draws it). */
function visibleHeight(g: GuiObject): number {
	let top = g.AbsolutePosition.Y;
	let bottom = top + g.AbsoluteSize.Y;
	let a = g.Parent;
	while (a !== undefined && a.IsA("GuiObject")) {
		if (a.ClipsDescendants || a.IsA("ScrollingFrame")) {
			top = math.max(top, a.AbsolutePosition.Y);
			bottom = math.min(bottom, a.AbsolutePosition.Y + a.AbsoluteSize.Y);
		}
		a = a.Parent;
	}
	return math.max(0, bottom - top);
}

export = () => {
	let panel: Panel | undefined;
	afterEach(() => {
		panel?.unmount();
		panel = undefined;
	});

	it("points a privacy-settings refusal at OpenRouter's privacy page, in a box the user can copy", () => {
		const p = mountPanel();
		panel = p;
		const refusal = "No endpoints found matching your data policy (Free model publication).";
		loadTurns({
			turns: [
				{ status: 404, body: { error: { code: 404, message: refusal } } },
				{ reply: { content: "Answered once the policy allowed it." } },
			],
		});
		sim().typeInto(inputBox(p), "Make the lava glow", true);
		waitFor("the card", () => hasText(p, "Blocked by your OpenRouter privacy settings"));
		waitFor("the run's end", () => !p.store.getState().running);
		const address = p.screen.GetDescendants().find((d): d is TextBox => d.IsA("TextBox") && d.Text === PRIVACY_URL);
		expect(address).to.be.ok();
		// Selectable and copyable, never editable: a click selects the whole address.
		expect(address!.TextEditable).to.equal(false);
		press(address!);
		expect(address!.SelectionStart).to.equal(1);
		expect(address!.CursorPosition).to.equal(PRIVACY_URL.size() + 1);
		expect(hasText(p, "Copy this address into your browser")).to.equal(true);
		// Nothing in Lux's settings fixes it: the card's own button is not "Open settings".
		expect(p.screen.GetDescendants().some((d) => d.IsA("TextButton") && d.Text === "Open settings")).to.equal(
			false,
		);
		press(button(p, "Try again"));
		waitFor("the answer", () => hasText(p, "Answered once the policy allowed it."));
		expect(p.store.getState().page).to.equal("chat");
	});

	it("keeps every line of a long message in reach: the window stops growing and scrolls to the line typed", () => {
		const p = mountPanel({ height: 640 });
		panel = p;
		const box = inputBox(p);
		const lines = new Array<string>();
		for (let i = 1; i <= 24; i++) lines.push(`line ${i} of the message`);
		sim().paste(box, lines.join("\n"));
		sim().flush();
		// The box holds all its text (nothing cut off inside it)...
		expect(box.TextFits).to.equal(true);
		expect(box.AbsoluteSize.Y >= box.TextBounds.Y).to.equal(true);
		// ...and the user sees at most MAX_INPUT_HEIGHT of it, the end (where the cursor is) in view.
		const shownBy = box.FindFirstAncestorWhichIsA("ScrollingFrame")!;
		expect(shownBy).to.be.ok();
		expect(visibleHeight(box) <= MAX_INPUT_HEIGHT).to.equal(true);
		expect(visibleHeight(box) >= MAX_INPUT_HEIGHT - 1).to.equal(true);
		const bottom = box.AbsolutePosition.Y + box.AbsoluteSize.Y;
		expect(bottom <= shownBy.AbsolutePosition.Y + shownBy.AbsoluteSize.Y + 1).to.equal(true);
		// Scrolled to the top, the first line is in view: every line can be reached and edited.
		shownBy.CanvasPosition = new Vector2(0, 0);
		sim().flush();
		expect(box.AbsolutePosition.Y >= shownBy.AbsolutePosition.Y).to.equal(true);
		// Typing goes on at the end, and the window follows it there again.
		sim().typeInto(box, " and a last word");
		expect(box.Text.sub(-16)).to.equal(" and a last word");
		const last = box.AbsolutePosition.Y + box.AbsoluteSize.Y;
		expect(last <= shownBy.AbsolutePosition.Y + shownBy.AbsoluteSize.Y + 1).to.equal(true);
		// The cursor moved back to the first line (arrow keys, a click): the window follows it up.
		box.CursorPosition = 3;
		sim().flush();
		expect(box.AbsolutePosition.Y >= shownBy.AbsolutePosition.Y - 1).to.equal(true);
	});
};
