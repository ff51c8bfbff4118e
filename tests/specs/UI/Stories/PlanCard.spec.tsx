/** Story: the plan card as a draft (approve, edit, discard) and as a plan in progress. */
import Roact from "@rbxts/roact";
import { PlanCard, PlanItem } from "UI/Plan";
import { recordingActions } from "../../support/RecordingActions";
import { buttonOn, mountStory, textOn } from "../../support/StoryHarness";
import { PLAN_DRAFT } from "../../support/StoryStates";

const DRAFT = PLAN_DRAFT as PlanItem;

function boxOn(screen: Instance, name: string): TextBox {
	const found = LuxSim!.findByName(screen, name);
	assert(found !== undefined && found.IsA("TextBox"), `no text box ${name}`);
	return found;
}

export = () => {
	it("approves the draft as shown, or discards it", () => {
		const { actions, calls } = recordingActions();
		const story = mountStory(<PlanCard item={DRAFT} actions={actions} />);
		expect(textOn(story.screen, "Plan: review it before Lux changes anything")).to.be.ok();
		// The number is the step's marker; a wrapped step hangs under its text (issue 18).
		const third = textOn(story.screen, DRAFT.steps[2].text) as TextLabel;
		expect(((third.Parent as Frame).FindFirstChild("Marker") as TextLabel).Text).to.equal("3.");
		LuxSim!.click(buttonOn(story.screen, "Approve plan"));
		LuxSim!.click(buttonOn(story.screen, "Discard"));
		expect(calls.map((c) => c.name).join(",")).to.equal("approvePlan,discardPlan");
		expect((calls[0].args[1] as string[]).join("|")).to.equal(DRAFT.steps.map((s) => s.text).join("|"));
		story.unmount();
	});

	it("edits steps: a changed step, an emptied step dropped, a new step added", () => {
		const { actions, calls } = recordingActions();
		const story = mountStory(<PlanCard item={DRAFT} actions={actions} />);
		LuxSim!.click(buttonOn(story.screen, "Edit"));
		const first = boxOn(story.screen, "PlanStep1");
		first.Text = "";
		LuxSim!.typeInto(first, "Create PetService");
		boxOn(story.screen, "PlanStep3").Text = "";
		LuxSim!.typeInto(boxOn(story.screen, "PlanStep5"), "Add following pets");
		LuxSim!.flush();
		expect(LuxSim!.findByName(story.screen, "PlanStep6")).to.be.ok();
		LuxSim!.click(buttonOn(story.screen, "Approve plan"));
		expect((calls[0].args[1] as string[]).join("|")).to.equal(
			["Create PetService", DRAFT.steps[1].text, DRAFT.steps[3].text, "Add following pets"].join("|"),
		);
		story.unmount();
	});

	it("shows progress once approved, with no buttons", () => {
		const { actions } = recordingActions();
		const item: PlanItem = {
			...DRAFT,
			state: "approved",
			steps: DRAFT.steps.map((s, i) => ({ ...s, done: i === 0 })),
		};
		const story = mountStory(<PlanCard item={item} actions={actions} />);
		expect(textOn(story.screen, "Plan: 1 of 4 steps done")).to.be.ok();
		expect(textOn(story.screen, `${DRAFT.steps[0].text}  (done)`)).to.be.ok();
		expect(LuxSim!.findByText(story.screen, "Approve plan")).never.to.be.ok();
		story.unmount();
	});
};
