/** Story: approval cards with each preview kind, the decisions, and collapsed outcomes. */
import Roact from "@rbxts/roact";
import { ApprovalCard, ApprovalItem } from "UI/Approvals";
import { recordingActions } from "../../support/RecordingActions";
import { STORY_STATES } from "../../support/StoryStates";
import { buttonOn, mountStory, textOn } from "../../support/StoryHarness";

function cards(stateName: string): ApprovalItem[] {
	const story = STORY_STATES.find((s) => s.name === stateName)!;
	return story.state.items.filter((i): i is ApprovalItem => i.kind === "approval");
}

const theme = () => settings().Studio.Theme;

export = () => {
	it("shows a unified diff with line numbers in the theme's diff colours", () => {
		const { actions } = recordingActions();
		const story = mountStory(<ApprovalCard item={cards("pending-diff")[0]} actions={actions} />, 480);
		const removed = textOn(story.screen, "- local START_COINS = 10") as TextLabel;
		const added = textOn(story.screen, "+ local START_COINS = 50") as TextLabel;
		expect(removed.TextColor3 === theme().GetColor(Enum.StudioStyleGuideColor.DiffTextDeletion)).to.equal(true);
		expect(added.TextColor3 === theme().GetColor(Enum.StudioStyleGuideColor.DiffTextAddition)).to.equal(true);
		expect(
			(added.Parent as Frame).BackgroundColor3 ===
				theme().GetColor(Enum.StudioStyleGuideColor.DiffTextAdditionBackground),
		).to.equal(true);
		// Old number 2 on the removed line, new numbers 2 and 3 on the added ones.
		const row = removed.Parent as Frame;
		expect((row.FindFirstChild("Old") as TextLabel).Text).to.equal("2");
		expect((row.FindFirstChild("New") as TextLabel).Text).to.equal("");
		story.unmount();
	});

	it("shows a before/after table and a subtree", () => {
		const { actions } = recordingActions();
		const [create, props] = cards("pending-create");
		const story = mountStory(<ApprovalCard item={props} actions={actions} />);
		expect(textOn(story.screen, "Before")).to.be.ok();
		expect(textOn(story.screen, "Plastic")).to.be.ok();
		expect(textOn(story.screen, "Grass")).to.be.ok();
		story.update(<ApprovalCard item={create} actions={actions} />);
		expect(textOn(story.screen, "+   Part Floor")).to.be.ok();
		story.unmount();
	});

	it("approves, approves and allows in the card's service, and rejects with a reason", () => {
		const { actions, calls } = recordingActions();
		const item = { ...cards("pending-diff")[0], allowScope: "ServerScriptService" };
		const story = mountStory(<ApprovalCard item={item} actions={actions} />);
		LuxSim!.click(buttonOn(story.screen, "Approve"));
		LuxSim!.click(buttonOn(story.screen, "Approve + always in ServerScriptService"));
		LuxSim!.click(buttonOn(story.screen, "Reject"));
		LuxSim!.typeInto(LuxSim!.findByName(story.screen, "Reason") as TextBox, "  too many coins ");
		LuxSim!.click(buttonOn(story.screen, "Reject"));
		expect(calls.map((c) => c.name).join(",")).to.equal("approve,approveAndAllow,reject");
		expect(calls[1].args[0]).to.equal(item.id);
		expect(calls[2].args[0]).to.equal(item.id);
		expect(calls[2].args[1]).to.equal("too many coins");
		story.unmount();
	});

	it("collapses to the outcome with Show in Explorer and Open script", () => {
		const { actions, calls } = recordingActions();
		const [applied, rejected, stale] = cards("outcomes");
		const story = mountStory(<ApprovalCard item={applied} actions={actions} />);
		expect(textOn(story.screen, "Applied: Edited")).to.be.ok();
		expect(textOn(story.screen, "+ local START_COINS = 50")).to.equal(undefined);
		LuxSim!.click(buttonOn(story.screen, "Show in Explorer"));
		LuxSim!.click(buttonOn(story.screen, "Open script"));
		expect(calls.map((c) => c.name).join(",")).to.equal("showInExplorer,openScript");
		story.update(<ApprovalCard item={rejected} actions={actions} />);
		expect(textOn(story.screen, "Rejected: Use the existing Arena")).to.be.ok();
		story.update(<ApprovalCard item={stale} actions={actions} />);
		expect(textOn(story.screen, "Not applied: the target changed")).to.be.ok();
		story.unmount();
	});
};
