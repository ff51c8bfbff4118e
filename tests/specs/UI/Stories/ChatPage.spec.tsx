/**
 * Issue 18 (defects 4 and 10) through the panel: while Lux works the meter stays in view
 * beside a spinner and the running tool in words; the model is named on the chat page; an
 * empty chat offers example requests (a click sends one) and says what is auto-approved.
 */
import Roact from "@rbxts/roact";
import { StarterGui } from "@rbxts/services";
import { EXAMPLE_PROMPTS } from "UI/Chat/EmptyState";
import { LuxRoot } from "UI/LuxRoot";
import { PanelState, PanelStore } from "UI/Store";
import { recordingActions } from "../../support/RecordingActions";
import { ALL_STATES } from "../../support/ReviewStates";
import { buttonOn, textOn } from "../../support/StoryHarness";
import { studioTheme } from "App/Studio";

function mountState(name: string, width = 320, edit?: (s: PanelState) => PanelState) {
	const base = ALL_STATES.find((s) => s.name === name)!.state;
	const recorded = recordingActions();
	const screen = new Instance("ScreenGui");
	screen.Parent = StarterGui;
	LuxSim!.setSize(screen, width, 600);
	const store = new PanelStore(edit ? edit(base) : base);
	const tree = Roact.mount(
		<LuxRoot store={store} actions={recorded.actions} theme={studioTheme} clock={() => 14} />,
		screen,
		"LuxRoot",
	);
	LuxSim!.flush();
	return {
		screen,
		calls: recorded.calls,
		unmount: () => {
			Roact.unmount(tree);
			screen.Destroy();
		},
	};
}

export = () => {
	it("keeps the cost meter in view while a tool runs, with a spinner and the tool in words", () => {
		const m = mountState("tool-running", 280);
		expect(textOn(m.screen, "Reading a script · 14 s · request 3 of at most 8")).to.be.ok();
		expect(textOn(m.screen, "Chat $0.021 (6.2k tok) · last $0.006")).to.be.ok();
		expect(LuxSim!.findByName(m.screen, "Spinner")).to.be.ok();
		expect(textOn(m.screen, "get_script")).to.equal(undefined);
		m.unmount();
	});

	it("shows the context window's fill when the model's size is known", () => {
		// The Conversation puts the chosen model's window in the meters (spec ConversationRules).
		const m = mountState("tool-running", 320, (s) => ({ ...s, meters: { ...s.meters, contextLength: 20000 } }));
		expect(textOn(m.screen, "context 10% full")).to.be.ok();
		m.unmount();
	});

	it("names the model on the chat page instead of repeating the dock title", () => {
		const m = mountState("conversation");
		expect((LuxSim!.findByName(m.screen, "Model") as TextLabel).Text).to.equal("claude-sonnet-4");
		expect(textOn(m.screen, "Lux")).to.equal(undefined);
		m.unmount();
	});

	it("offers example requests in an empty chat, sends one on click, and states the model and auto-approve", () => {
		const m = mountState("empty-chat");
		LuxSim!.click(buttonOn(m.screen, EXAMPLE_PROMPTS[1]));
		expect(m.calls[0].name).to.equal("send");
		expect(m.calls[0].args[0]).to.equal(EXAMPLE_PROMPTS[1]);
		expect(textOn(m.screen, "Model: anthropic/claude-sonnet-4")).to.be.ok();
		expect(textOn(m.screen, "Approved without asking: reads; everyday changes under ServerStorage.")).to.be.ok();
		m.unmount();
	});
};
