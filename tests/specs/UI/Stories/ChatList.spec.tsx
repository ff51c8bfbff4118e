/** Story: the conversation follows new messages unless the user scrolled up to read. */
import Roact from "@rbxts/roact";
import { ChatList } from "UI/Chat";
import { ChatItem } from "UI/Store";
import { recordingActions } from "../../support/RecordingActions";
import { mountStory } from "../../support/StoryHarness";

function messages(n: number): ChatItem[] {
	const out = new Array<ChatItem>();
	for (let i = 1; i <= n; i++)
		out.push({ kind: "user", id: `m${i}`, text: `Message number ${i} with some words to wrap` });
	return out;
}

export = () => {
	it("stays at the bottom as messages arrive, and stays put once scrolled up", () => {
		const { actions } = recordingActions();
		const list = (items: ChatItem[]) => (
			<ChatList items={items} actions={actions} position={new UDim2()} size={new UDim2(1, 0, 0, 300)} />
		);
		const story = mountStory(list(messages(20)));
		const frame = story.screen.FindFirstChildWhichIsA("ScrollingFrame", true)!;
		const bottom = () => frame.AbsoluteCanvasSize.Y - frame.AbsoluteWindowSize.Y;
		expect(bottom() > 0).to.equal(true);
		expect(frame.CanvasPosition.Y).to.equal(bottom());
		story.update(list(messages(25)));
		expect(frame.CanvasPosition.Y).to.equal(bottom());
		// The user scrolls up to read; new messages must not yank the view down.
		frame.CanvasPosition = new Vector2(0, 0);
		LuxSim!.flush();
		story.update(list(messages(30)));
		expect(frame.CanvasPosition.Y).to.equal(0);
		story.unmount();
	});
};
