/**
 * mark_plan_step through the executor, over Planning's TaskPlanner as the `plan` host: it
 * answers at once (no card, no undo step), says what is left, and refuses clearly without a
 * plan, with a step that does not exist, or in a session that has no planner.
 */
import { TaskPlanner } from "Planning";
import { loadSample } from "./SamplePlace";
import { contains, run, undoDepth } from "./ToolCalls";

export = () => {
	it("marks a step of the approved plan done and says what is left", () => {
		const planner = new TaskPlanner();
		const sample = loadSample({ plan: planner });
		const depth = undoDepth();
		const early = run(sample, "mark_plan_step", { step: 1 });
		expect(early.isError).to.equal(true);
		contains(early.content, "There is no approved plan");

		planner.setIntent("Add a shop");
		planner.requestPlan();
		planner.proposePlan("1. Create ShopService\n2. Add the shop UI");
		planner.approvePlan();
		const first = run(sample, "mark_plan_step", { step: 1 });
		expect(first.isError).to.equal(false);
		contains(first.content, "Step 1 is done (Create ShopService). Still to do: Add the shop UI");
		expect(first.summary).to.equal("Plan step 1 of 2 done");
		const missing = run(sample, "mark_plan_step", { step: 3 });
		expect(missing.isError).to.equal(true);
		contains(missing.content, "there is no step 3");
		contains(run(sample, "mark_plan_step", { step: 2 }).content, "Every step of the plan is done.");
		expect(undoDepth()).to.equal(depth);
		sample.unload();
	});

	it("says plans are unavailable when the session has no planner", () => {
		const sample = loadSample();
		const outcome = run(sample, "mark_plan_step", { step: 1 });
		expect(outcome.isError).to.equal(true);
		contains(outcome.content, "Plans are not available");
		sample.unload();
	});
};
