/**
 * Story: the conversation follows new messages unless the user scrolled up to read, and
 * follows again once the user sends one.
 */
import Roact from "@rbxts/roact";
import { ChatList } from "UI/Chat";
import { ChatItem } from "UI/Store";
import { recordingActions } from "../../support/RecordingActions";
import { mountStory } from "../../support/StoryHarness";

/** `n` messages; those after the first `sent` are the assistant's (arriving, not sent by the user). */
function messages(n: number, sent = n): ChatItem[] {
	const out = new Array<ChatItem>();
	for (let i = 1; i <= n; i++)
		out.push({
			kind: i <= sent ? "user" : "assistant",
			id: `m${i}`,
			text: `Message number ${i} with some words to wrap`,
		});
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
		story.update(list(messages(30, 25)));
		expect(frame.CanvasPosition.Y).to.equal(0);
		// Until the user sends one: what comes next is what they wait for.
		story.update(list(messages(31, 25).map((m, i) => (i === 30 ? { kind: "user", id: m.id, text: "Sent" } : m))));
		LuxSim!.flush();
		expect(frame.CanvasPosition.Y).to.equal(bottom());
		story.unmount();
	});
};
