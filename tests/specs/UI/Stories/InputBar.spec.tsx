/** Story: the message box (Enter sends, disabled with a reason, Stop while running). */
import Roact from "@rbxts/roact";
import { InputBar } from "UI/Chat";
import { MAX_INPUT_HEIGHT } from "UI/Chat/InputBar";
import { buttonOn, mountStory } from "../../support/StoryHarness";

export = () => {
	it("sends on Enter and clears the box", () => {
		const sent = new Array<string>();
		const story = mountStory(<InputBar running={false} onSend={(t) => sent.push(t)} onStop={() => {}} />);
		const box = LuxSim!.findByName(story.screen, "MessageBox") as TextBox;
		expect(box.MultiLine).to.equal(true);
		LuxSim!.typeInto(box, "  make it red  ", true);
		expect(sent.size()).to.equal(1);
		expect(sent[0]).to.equal("make it red");
		expect(box.Text).to.equal("");
		story.unmount();
	});

	it("adds a new line on Shift+Enter and sends both lines on Enter", () => {
		const sent = new Array<string>();
		const story = mountStory(<InputBar running={false} onSend={(t) => sent.push(t)} onStop={() => {}} />);
		const box = LuxSim!.findByName(story.screen, "MessageBox") as TextBox;
		LuxSim!.typeInto(box, "make the lava kill players");
		LuxSim!.holdKey("LeftShift");
		LuxSim!.pressKey("Return");
		LuxSim!.releaseKey("LeftShift");
		expect(sent.size()).to.equal(0);
		expect(box.Text).to.equal("make the lava kill players\n");
		LuxSim!.typeInto(box, "and add a respawn timer", true);
		expect(sent.size()).to.equal(1);
		expect(sent[0]).to.equal("make the lava kill players\nand add a respawn timer");
		expect(box.Text).to.equal("");
		story.unmount();
	});

	it("is disabled with the reason while no key is set", () => {
		const story = mountStory(
			<InputBar
				running={false}
				disabledReason="Add an API key in Settings to start"
				onSend={() => {}}
				onStop={() => {}}
			/>,
		);
		const box = LuxSim!.findByName(story.screen, "MessageBox") as TextBox;
		expect(box.TextEditable).to.equal(false);
		// The reason is what the empty box shows (its placeholder).
		expect(box.PlaceholderText).to.equal("Add an API key in Settings to start");
		expect(box.Text).to.equal("");
		story.unmount();
	});

	it("shows Stop while the loop runs", () => {
		let stopped = 0;
		const story = mountStory(<InputBar running={true} onSend={() => {}} onStop={() => stopped++} />);
		LuxSim!.click(buttonOn(story.screen, "Stop"));
		expect(stopped).to.equal(1);
		story.unmount();
	});

	it("keeps pasted text that ends in a newline in the box instead of sending it (issue 18)", () => {
		const sent = new Array<string>();
		const story = mountStory(<InputBar running={false} onSend={(t) => sent.push(t)} onStop={() => {}} />);
		const box = LuxSim!.findByName(story.screen, "MessageBox") as TextBox;
		LuxSim!.typeInto(box, "Fix this error: ");
		LuxSim!.paste(box, "ServerScriptService.Shop:12: attempt to index nil\n");
		expect(sent.size()).to.equal(0);
		expect(box.Text).to.equal("Fix this error: ServerScriptService.Shop:12: attempt to index nil\n");
		// A typed Enter afterwards still sends.
		LuxSim!.pressKey("Return");
		expect(sent.size()).to.equal(1);
		expect(sent[0]).to.equal("Fix this error: ServerScriptService.Shop:12: attempt to index nil");
		story.unmount();
	});

	it("grows with its text up to a limit (issue 18)", () => {
		const story = mountStory(<InputBar running={false} onSend={() => {}} onStop={() => {}} />);
		const box = LuxSim!.findByName(story.screen, "MessageBox") as TextBox;
		const empty = box.AbsoluteSize.Y;
		LuxSim!.paste(box, "one\ntwo\nthree\nfour\n");
		expect(box.AbsoluteSize.Y > empty).to.equal(true);
		LuxSim!.paste(box, string.rep("more\n", 40));
		// The box holds all the lines; its window (which scrolls) stops at the limit.
		expect((LuxSim!.findByName(story.screen, "MessageWindow") as ScrollingFrame).AbsoluteSize.Y).to.equal(
			MAX_INPUT_HEIGHT,
		);
		story.unmount();
	});
};
