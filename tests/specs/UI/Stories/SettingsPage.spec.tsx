/** Story: the settings page hands the Conversation the form as the user set it, and shows the outcome it gets back. */
import Roact from "@rbxts/roact";
import { SettingsPage } from "UI/Setup";
import { SettingsForm } from "Conversation";
import { recordingActions } from "../../support/RecordingActions";
import { STORY_SETTINGS } from "../../support/StoryStates";
import { buttonOn, mountStory, textOn } from "../../support/StoryHarness";

function field(root: Instance, name: string): TextBox {
	return LuxSim!.findByName(LuxSim!.findByName(root, name)!, "Input") as TextBox;
}

export = () => {
	it("saves auto-approve, services, cap, iterations and streaming", () => {
		const { actions, calls } = recordingActions();
		const story = mountStory(<SettingsPage settings={STORY_SETTINGS} actions={actions} />, 480, 900);
		LuxSim!.click(textOn(story.screen, "Script edits")!.Parent as TextButton);
		const services = field(story.screen, "Services");
		services.Text = "";
		LuxSim!.typeInto(services, "ServerStorage, ReplicatedStorage");
		const cap = field(story.screen, "Cap");
		cap.Text = "";
		LuxSim!.typeInto(cap, "2");
		LuxSim!.click(buttonOn(story.screen, "Save"));
		expect(calls.size()).to.equal(1);
		expect(calls[0].name).to.equal("saveSettingsForm");
		const saved = calls[0].args[0] as SettingsForm;
		expect(saved.autoApprove.script_edit).to.equal(true);
		expect(saved.autoApprove.delete).to.equal(false);
		expect(saved.services).to.equal("ServerStorage, ReplicatedStorage");
		expect(saved.costCap).to.equal("2");
		expect(saved.maxIterations).to.equal("8");
		story.unmount();
	});

	it("saves the summarise-with-model choice (off by default) and opens Project memory", () => {
		const { actions, calls } = recordingActions();
		const story = mountStory(<SettingsPage settings={STORY_SETTINGS} actions={actions} />, 480, 1100);
		LuxSim!.click(buttonOn(story.screen, "Save"));
		expect((calls[0].args[0] as SettingsForm).summariseWithModel).to.equal(false);
		LuxSim!.click(textOn(story.screen, "Summarise older turns with the model")!.Parent as TextButton);
		LuxSim!.click(buttonOn(story.screen, "Save"));
		expect((calls[1].args[0] as SettingsForm).summariseWithModel).to.equal(true);
		LuxSim!.click(buttonOn(story.screen, "Project memory…"));
		expect(calls[2].name).to.equal("openMemory");
		story.unmount();
	});

	it("shows the outcome of a save it is given, in the error colour when refused", () => {
		const { actions } = recordingActions();
		const note = { ok: false, text: "The cost cap is a number of dollars, e.g. 0.50 (empty for no cap)." };
		const story = mountStory(<SettingsPage settings={STORY_SETTINGS} note={note} actions={actions} />, 480, 900);
		expect(textOn(story.screen, "The cost cap is a number")).to.be.ok();
		story.unmount();
	});

	it("keeps Save and Back in view at the top, and asks before Back drops unsaved edits (issue 18)", () => {
		const { actions, calls } = recordingActions();
		const story = mountStory(<SettingsPage settings={STORY_SETTINGS} actions={actions} />, 280, 1400);
		// The bar sits above the scrolling body: reachable without scrolling.
		const save = buttonOn(story.screen, "Save");
		const body = LuxSim!.findByName(story.screen, "Body") as ScrollingFrame;
		expect(save.AbsolutePosition.Y < body.AbsolutePosition.Y).to.equal(true);
		// Nothing changed: Back goes straight to the chat.
		LuxSim!.click(buttonOn(story.screen, "Back to chat"));
		expect(calls[0].args[0]).to.equal("chat");
		// An edit: Back asks first; Keep editing keeps the edit; Discard leaves.
		const cap = field(story.screen, "Cap");
		LuxSim!.typeInto(cap, "5");
		LuxSim!.click(buttonOn(story.screen, "Back to chat"));
		expect(calls.size()).to.equal(1);
		expect(textOn(story.screen, "You have unsaved changes")).to.be.ok();
		LuxSim!.click(buttonOn(story.screen, "Keep editing"));
		expect(cap.Text).to.equal("0.55");
		LuxSim!.click(buttonOn(story.screen, "Back to chat"));
		LuxSim!.click(buttonOn(story.screen, "Discard changes"));
		expect(calls.size()).to.equal(2);
		expect(calls[1].args[0]).to.equal("chat");
		story.unmount();
	});

	it("draws a focused field's border in the theme's focus colour (issue 18)", () => {
		const { actions } = recordingActions();
		const story = mountStory(<SettingsPage settings={STORY_SETTINGS} actions={actions} />, 320, 600);
		const cap = field(story.screen, "Cap");
		const stroke = () => cap.FindFirstChildWhichIsA("UIStroke")!;
		const focusColour = settings().Studio.Theme.GetColor(
			Enum.StudioStyleGuideColor.InputFieldBorder,
			Enum.StudioStyleGuideModifier.Selected,
		);
		expect(stroke().Color === focusColour).to.equal(false);
		LuxSim!.typeInto(cap, "1");
		expect(stroke().Color === focusColour).to.equal(true);
		story.unmount();
	});
};
