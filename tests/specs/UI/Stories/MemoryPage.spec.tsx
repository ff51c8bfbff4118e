/**
 * Story: the Project memory page shows each section with who wrote it; Save sends the edited
 * text (and stays disabled until something changed), Delete names the section, and the two
 * clears do nothing until the user confirms (Cancel backs out).
 */
import Roact from "@rbxts/roact";
import { MemoryPage } from "UI/Memory";
import { recordingActions } from "../../support/RecordingActions";
import { STORY_MEMORY } from "../../support/StoryStates";
import { buttonOn, mountStory, textOn } from "../../support/StoryHarness";

function card(root: Instance, section: string): Instance {
	return LuxSim!.findByName(root, section)!;
}

export = () => {
	it("lists the sections with their authors and saves an edit", () => {
		const { actions, calls } = recordingActions();
		const story = mountStory(<MemoryPage memory={STORY_MEMORY} actions={actions} />, 420, 1400);
		expect(textOn(story.screen, "written by you")).to.be.ok();
		expect(textOn(story.screen, "written by Lux")).to.be.ok();
		expect(textOn(story.screen, "discovered from the place's scripts")).to.be.ok();
		expect(textOn(story.screen, "4 patterns remembered.")).to.be.ok();
		const conventions = card(story.screen, "conventions");
		// Unchanged: Save is disabled.
		expect(buttonOn(conventions, "Save").Active).to.equal(false);
		const box = LuxSim!.findByName(conventions, "NoteText") as TextBox;
		expect(box.MultiLine).to.equal(true);
		LuxSim!.typeInto(box, "\nRemotes live in ReplicatedStorage.Remotes.");
		expect(buttonOn(conventions, "Save").Active).to.equal(true);
		LuxSim!.click(buttonOn(conventions, "Save"));
		expect(calls.size()).to.equal(1);
		expect(calls[0].name).to.equal("saveProjectNote");
		expect(calls[0].args[0]).to.equal("conventions");
		expect(calls[0].args[1]).to.equal(
			`${STORY_MEMORY.sections[0].text}\nRemotes live in ReplicatedStorage.Remotes.`,
		);
		LuxSim!.click(buttonOn(card(story.screen, "entry points"), "Delete"));
		expect(calls[1].name).to.equal("deleteProjectNote");
		expect(calls[1].args[0]).to.equal("entry points");
		story.unmount();
	});

	it("asks before either clear", () => {
		const { actions, calls } = recordingActions();
		const story = mountStory(<MemoryPage memory={STORY_MEMORY} actions={actions} />, 420, 1400);
		LuxSim!.click(buttonOn(story.screen, "Clear project notes"));
		expect(textOn(story.screen, "Delete all 3 sections")).to.be.ok();
		LuxSim!.click(buttonOn(story.screen, "Cancel"));
		expect(textOn(story.screen, "Delete all 3 sections")).to.equal(undefined);
		expect(calls.size()).to.equal(0);
		LuxSim!.click(buttonOn(story.screen, "Clear project notes"));
		LuxSim!.click(buttonOn(story.screen, "Yes, clear project notes"));
		LuxSim!.click(buttonOn(story.screen, "Clear task patterns"));
		expect(textOn(story.screen, "Forget all 4 task patterns?")).to.be.ok();
		LuxSim!.click(buttonOn(story.screen, "Yes, clear task patterns"));
		expect(calls.map((c) => c.name).join(",")).to.equal("clearProjectNotes,clearTaskPatterns");
		story.unmount();
	});
};
