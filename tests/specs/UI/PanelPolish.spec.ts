/**
 * Issue 18, defects 6, 8 and 9 through the real panel: buttons show the theme's hover colour
 * under the mouse, text boxes the theme's focus border while they have the keys, a reply's
 * prose can be selected (read-only, plain text while selected), a long code line scrolls
 * sideways instead of wrapping into what reads as the next statement, and a refused key
 * opens the setup dialog with its key field ready to type into.
 */
import { paletteFrom } from "UI/Theme";
import { LIVE_STATES } from "../support/LiveStates";
import {
	button,
	byText,
	hasText,
	inputBox,
	loadTurns,
	mountPanel,
	sendMessage,
	sim,
	waitFor,
} from "../support/PanelHarness";

const LONG_LINE = 'local message = "Welcome back, " .. player.DisplayName .. "! You have " .. coins .. " coins."';

function palette() {
	return paletteFrom(settings().Studio.Theme as StudioTheme);
}

function strokeOf(box: Instance): UIStroke {
	return box.FindFirstChildWhichIsA("UIStroke") as UIStroke;
}

export = () => {
	it("draws the theme's hover colour on a button under the mouse, and the focus border on the box with the keys", () => {
		loadTurns({ turns: [] });
		const p = mountPanel();
		try {
			const settingsButton = button(p, "Settings");
			expect(settingsButton.BackgroundColor3).to.equal(palette().button);
			sim().hover(settingsButton);
			expect(settingsButton.BackgroundColor3).to.equal(palette().buttonHover);
			expect(settingsButton.AutoButtonColor).to.equal(false);
			sim().unhover();
			expect(settingsButton.BackgroundColor3).to.equal(palette().button);
			const box = inputBox(p);
			sim().click(box);
			// The border is drawn by the box's window (it scrolls a long message), around the box.
			const framing = box.Parent!;
			expect(strokeOf(framing).Color).to.equal(palette().inputBorderFocused);
			box.ReleaseFocus();
			sim().flush();
			expect(strokeOf(framing).Color).to.equal(palette().inputBorder);
		} finally {
			p.unmount();
		}
	});

	it("lets the user select a reply's prose (plain text while selected) and scroll a long code line", () => {
		loadTurns({
			turns: [
				{
					reply: {
						content: `Use the **display name** here.\n\n\`\`\`lua\n${LONG_LINE}\nprint(message)\n\`\`\``,
					},
				},
			],
		});
		const p = mountPanel({ width: 320 });
		try {
			sendMessage(p, "Greet the player");
			waitFor("the answer", () => hasText(p, "display name"));
			const prose = byText(p, "display name") as TextBox;
			expect(prose.IsA("TextBox")).to.equal(true);
			expect(prose.TextEditable).to.equal(false);
			expect(prose.RichText).to.equal(true);
			sim().click(prose);
			expect(sim().focusedTextBox()).to.equal(prose);
			// Focused, a rich-text box would show its tags (TextBox.yaml, RichText): plain text instead.
			expect(prose.RichText).to.equal(false);
			expect(prose.Text).to.equal("Use the display name here.");
			sim().click(inputBox(p));
			expect(prose.RichText).to.equal(true);
			expect(prose.Text.find("<b>", 1, true)[0] !== undefined).to.equal(true);

			const code = byText(p, "Welcome back") as TextBox;
			expect(code.TextWrapped).to.equal(false);
			const scroller = code.Parent as ScrollingFrame;
			expect(scroller.IsA("ScrollingFrame")).to.equal(true);
			expect(scroller.AbsoluteCanvasSize.X > scroller.AbsoluteWindowSize.X).to.equal(true);
			// Two lines of code, two lines drawn: nothing wrapped.
			expect(code.TextBounds.Y).to.equal(code.TextSize * 2);
			expect(code.AbsoluteSize.X >= code.TextBounds.X).to.equal(true);
		} finally {
			p.unmount();
		}
	});

	it("opens the setup dialog with the key field focused when the key is refused", () => {
		loadTurns({ turns: [{ status: 401, body: { error: { code: 401, message: "No auth credentials found" } } }] });
		const p = mountPanel();
		try {
			sendMessage(p, "hello");
			waitFor("the error card", () => hasText(p, "The API key was rejected"));
			sim().click(button(p, "Check key and model"));
			expect(hasText(p, "Connect Lux to a model")).to.equal(true);
			const key = sim().findByName(p.screen, "Key");
			expect(sim().focusedTextBox()?.GetFullName() ?? "nothing").to.equal(key?.GetFullName() ?? "no key field");
			sim().typeInto(sim().focusedTextBox()!, "sk-or-v1-new");
			expect((key as TextBox).Text).to.equal("sk-or-v1-new");
		} finally {
			p.unmount();
		}
	});
	it("titles a card with what the change does, and keeps that title after the decision (real Tools)", () => {
		const shot = LIVE_STATES.find((s) => s.name === "live-applied")!.run(360, 640);
		try {
			expect(sim().findByText(shot.screen, "Edit lines 3-4 of ServerScriptService.GameLoop")).to.be.ok();
			expect(sim().findByText(shot.screen, "Applied")).to.be.ok();
			expect(sim().findByText(shot.screen, "Waiting for approval")).to.equal(undefined);
		} finally {
			shot.done();
		}
	});
};
