/**
 * Story: the activity view lists the action log newest first, each entry in words (what
 * happened, what the tool does, the target; the raw tool name under it) with its detail; Back returns to the settings page; an
 * empty log says what will appear there.
 */
import Roact from "@rbxts/roact";
import { ActivityPage, activityLine } from "UI/Activity";
import { STORY_ACTIVITY } from "../../support/StoryStates";
import { buttonOn, mountStory, textOn } from "../../support/StoryHarness";

export = () => {
	it("lists every entry in words, newest first, and goes back", () => {
		let back = 0;
		const story = mountStory(<ActivityPage entries={STORY_ACTIVITY} onBack={() => (back += 1)} />, 360, 1200);
		const applied = textOn(story.screen, "Applied: edit script ServerScriptService.LavaKill")!;
		const undone = textOn(story.screen, "Undone: turn Turn 3")!;
		expect(applied).to.be.ok();
		expect(undone.AbsolutePosition.Y < applied.AbsolutePosition.Y).to.equal(true);
		expect(textOn(story.screen, "Keep the old spawn for now.")).to.be.ok();
		// The raw tool name stays on the entry, for matching it to a log.
		expect(textOn(story.screen, "Tool: delete_instance")).to.be.ok();
		expect(
			textOn(story.screen, "Not applied: changed since the preview: change properties of Workspace.Map.Lava"),
		).to.be.ok();
		LuxSim!.click(buttonOn(story.screen, "Back"));
		expect(back).to.equal(1);
		story.unmount();
	});

	it("says what will appear when nothing was proposed yet", () => {
		const story = mountStory(<ActivityPage entries={[]} onBack={() => {}} />);
		expect(textOn(story.screen, "Nothing yet")).to.be.ok();
		story.unmount();
	});

	it("words an auto-approved operation apart from one the user approved", () => {
		const entry = { ...STORY_ACTIVITY[1], outcome: "auto_approved" as const };
		expect(activityLine(entry)).to.equal("Auto-approved: edit script ServerScriptService.LavaKill");
		expect(activityLine(STORY_ACTIVITY[1])).to.equal("Approved by you: edit script ServerScriptService.LavaKill");
	});
};
