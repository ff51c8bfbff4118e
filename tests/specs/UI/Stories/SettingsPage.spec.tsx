/** Story: the settings page saves what the user set, and refuses bad numbers. */
import Roact from "@rbxts/roact";
import { SettingsPage } from "UI/Setup";
import { PanelSettings } from "UI/Store";
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
		const saved = calls[0].args[0] as PanelSettings;
		expect(saved.autoApprove.script_edit).to.equal(true);
		expect(saved.autoApprove.delete).to.equal(false);
		expect(saved.autoApproveServices.join(",")).to.equal("ServerStorage,ReplicatedStorage");
		expect(saved.costCap).to.equal(2);
		expect(saved.maxIterations).to.equal(8);
		story.unmount();
	});

	it("saves the summarise-with-model choice (off by default) and opens Project memory", () => {
		const { actions, calls } = recordingActions();
		const story = mountStory(<SettingsPage settings={STORY_SETTINGS} actions={actions} />, 480, 1100);
		LuxSim!.click(buttonOn(story.screen, "Save"));
		expect((calls[0].args[0] as PanelSettings).summariseWithModel).to.equal(false);
		LuxSim!.click(textOn(story.screen, "Summarise older turns with the model")!.Parent as TextButton);
		LuxSim!.click(buttonOn(story.screen, "Save"));
		expect((calls[1].args[0] as PanelSettings).summariseWithModel).to.equal(true);
		LuxSim!.click(buttonOn(story.screen, "Project memory…"));
		expect(calls[2].name).to.equal("openMemory");
		story.unmount();
	});

	it("refuses a cost cap that is not a number", () => {
		const { actions, calls } = recordingActions();
		const story = mountStory(<SettingsPage settings={STORY_SETTINGS} actions={actions} />, 480, 900);
		const cap = field(story.screen, "Cap");
		cap.Text = "";
		LuxSim!.typeInto(cap, "lots");
		LuxSim!.click(buttonOn(story.screen, "Save"));
		expect(calls.size()).to.equal(0);
		expect(textOn(story.screen, "The cost cap is a number")).to.be.ok();
		story.unmount();
	});
};
