/** Story: user and assistant messages, Markdown and a code block with Copy. */
import Roact from "@rbxts/roact";
import { MessageView } from "UI/Chat";
import { Metrics } from "UI/Theme";
import { buttonOn, mountStory, textOn } from "../../support/StoryHarness";

export = () => {
	it("renders assistant Markdown as RichText and code in a monospace box", () => {
		const story = mountStory(<MessageView role="assistant" text={"Use **this**:\n```lua\nprint(1)\n```"} />);
		const para = textOn(story.screen, "Use this:") as TextLabel;
		expect(para.RichText).to.equal(true);
		const code = textOn(story.screen, "print(1)") as TextBox;
		expect(code.Font).to.equal(Enum.Font.RobotoMono);
		expect(code.TextEditable).to.equal(false);
		LuxSim!.click(buttonOn(story.screen, "Copy"));
		expect(LuxSim!.focusedTextBox()).to.equal(code);
		expect(code.SelectionStart).to.equal(1);
		expect(code.CursorPosition).to.equal("print(1)".size() + 1);
		// Plugins cannot write the clipboard: the button says what to press (issue 18).
		expect(textOn(story.screen, "Selected: press Ctrl+C")).to.be.ok();
		story.unmount();
	});

	it("shows user text as typed, not as Markdown, and wraps long messages", () => {
		const long = string.rep("word ", 60);
		const story = mountStory(<MessageView role="user" text={`**raw** ${long}`} />);
		const label = textOn(story.screen, "**raw**") as TextLabel;
		expect(label.RichText).to.equal(false);
		expect(label.AbsoluteSize.X <= 320).to.equal(true);
		expect(label.AbsoluteSize.Y > 40).to.equal(true);
		story.unmount();
	});

	it("hangs a wrapped list item under its text, not under its bullet (issue 18)", () => {
		const text = "- Coins are saved by PlayerData when the player leaves and every five minutes";
		const story = mountStory(<MessageView role="assistant" text={text} />, 280);
		const item = textOn(story.screen, "Coins are saved") as TextLabel;
		const marker = (item.Parent as Frame).FindFirstChild("Marker") as TextLabel;
		expect(marker.Text).to.equal("•");
		expect(item.AbsoluteSize.Y > Metrics.textSize * 1.5).to.equal(true);
		expect(item.AbsolutePosition.X >= marker.AbsolutePosition.X + marker.AbsoluteSize.X).to.equal(true);
		story.unmount();
	});
};
