import { TaskPlanner, analyzeTask, parsePlan } from "Planning";

export = () => {
	it("tells simple, medium and complex requests apart", () => {
		expect(analyzeTask("Make the baseplate red").complexity).to.equal("simple");
		expect(analyzeTask("Why does my shop script error?").questionOnly).to.equal(true);
		expect(analyzeTask("Why does my shop script error?").complexity).to.equal("simple");
		const medium = analyzeTask("Add a coin counter to the HUD and save coins in the datastore");
		expect(medium.complexity).to.equal("medium");
		expect(medium.capabilities.includes("ui")).to.equal(true);
		expect(medium.capabilities.includes("data")).to.equal(true);
		const complex = analyzeTask(
			"Build a complete trading system: a trade window UI, server-side validation with remotes, then save trade history to a datastore and add admin commands",
		);
		expect(complex.complexity).to.equal("complex");
		expect(complex.estimatedSteps > 4).to.equal(true);
	});

	it("does not ask for a plan for everyday requests that mention the game", () => {
		const planner = new TaskPlanner();
		for (const request of [
			"Make the lava kill players and add a respawn timer",
			"Add a kill brick and a respawn timer to my game",
			"Heal players to full health when they touch the fountain",
			"Why does my game lag when the round starts?",
		])
			expect(planner.needsPlan(planner.analyze(request))).to.equal(false);
		expect(planner.needsPlan(planner.analyze("Add a pet system with eggs, an inventory UI and saving"))).to.equal(
			true,
		);
	});

	it("plans complex tasks, lets the user edit and approve, and re-states the intent after errors", () => {
		const planner = new TaskPlanner();
		const request =
			"Build a complete pet system with eggs, a pet inventory UI, following pets and saving to the datastore";
		const analysis = planner.analyze(request);
		expect(planner.needsPlan(analysis)).to.equal(true);
		expect(planner.needsPlan(planner.analyze("Rename Part to Floor"))).to.equal(false);
		planner.setIntent(request, analysis);
		expect(planner.getIntentReminder()).to.equal(undefined);
		const steps = planner.proposePlan(
			"Here is my plan:\n1. Create PetService\n2. Build the egg hatch UI\n- Save pets\nThanks",
		);
		expect(steps.size()).to.equal(3);
		expect(planner.planStatus()).to.equal("draft");
		planner.editPlan(["Create PetService", "Build the egg hatch UI", "Save pets", "Add following"]);
		expect(planner.approvePlan()).to.equal(true);
		planner.markStepDone(0);
		expect(planner.formatPlan()).to.equal(
			"1. [done] Create PetService\n2. Build the egg hatch UI\n3. Save pets\n4. Add following",
		);
		planner.recordError();
		const reminder = planner.getIntentReminder()!;
		expect(reminder.find(request, 1, true)[0] !== undefined).to.equal(true);
		expect(reminder.find("Build the egg hatch UI", 1, true)[0] !== undefined).to.equal(true);
		expect(planner.completeIntent()!.errors).to.equal(1);
		expect(parsePlan("no list here").size()).to.equal(0);
	});

	it("edits a plan from the lines as typed: each trimmed, blank ones dropped (any caller, not only the card)", () => {
		const planner = new TaskPlanner();
		planner.proposePlan("1. One\n2. Two");
		planner.editPlan(["  Create PetService ", "   ", "", "\tSave pets"]);
		expect(
			planner
				.planSteps()
				.map((s) => s.text)
				.join("|"),
		).to.equal("Create PetService|Save pets");
		planner.editPlan(["  ", ""]);
		expect(planner.planStatus()).to.equal("none");
	});
};
