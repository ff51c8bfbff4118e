/**
 * The plan's life in the planner and the gate: while a plan is requested or shown as a
 * draft, write calls are refused with a reason the model can act on and reads run; after
 * approval writes run and progress is recorded step by step (mark_plan_step's contract).
 */
import { HELD_BACK, PLANNING_INSTRUCTION, PlanGate, TaskPlanner } from "Planning";
import { ToolCall, ToolOutcome, ToolRunner } from "Tools/ToolProtocol";

/** Records what reached it; every call answers done. */
class CountingRunner implements ToolRunner {
	readonly ran: string[] = [];
	definitions() {
		return [
			{ name: "get_script", description: "", parameters: {}, risk: "read" as const },
			{ name: "patch_script", description: "", parameters: {}, risk: "script_edit" as const },
			{ name: "update_project_context", description: "", parameters: {}, risk: "project" as const },
		];
	}
	execute(call: ToolCall): ToolOutcome {
		this.ran.push(call.name);
		return { kind: "done", content: "ok", isError: false, summary: call.name };
	}
	resolve(): ToolOutcome {
		return { kind: "done", content: "resolved", isError: false, summary: "resolved" };
	}
}

const call = (name: string): ToolCall => ({ id: name, name, args: {} });

export = () => {
	it("holds back writes while the plan is requested or in review, and lets them through once approved", () => {
		const planner = new TaskPlanner();
		const inner = new CountingRunner();
		const gate = new PlanGate(inner, () => planner.writesBlocked());
		planner.setIntent("Build a pet system");
		planner.requestPlan();
		expect(planner.formatForPrompt()).to.equal(PLANNING_INSTRUCTION);

		const held = gate.execute(call("patch_script"));
		expect(held.kind === "done" && held.isError && held.content === HELD_BACK).to.equal(true);
		const notes = gate.execute(call("update_project_context"));
		expect(notes.kind === "done" && notes.isError).to.equal(true);
		expect(gate.execute(call("get_script")).kind).to.equal("done");
		expect(inner.ran.join(",")).to.equal("get_script");

		planner.proposePlan("1. Create PetService\n2. Build the egg UI");
		expect(planner.writesBlocked()).to.equal(true);
		expect(planner.formatForPrompt()).to.equal("");
		planner.approvePlan();
		expect(gate.execute(call("patch_script")).kind).to.equal("done");
		expect(inner.ran.join(",")).to.equal("get_script,patch_script");
		expect(planner.formatForPrompt().find("1. Create PetService\n2. Build the egg UI", 1, true)[0]).to.equal(1);
	});

	it("ends the planning step when the model answers without a plan", () => {
		const planner = new TaskPlanner();
		planner.setIntent("Build a pet system");
		planner.requestPlan();
		expect(planner.proposePlan("Which datastore do you use for pets?").size()).to.equal(0);
		expect(planner.planStatus()).to.equal("none");
		expect(planner.writesBlocked()).to.equal(false);
	});

	it("records progress only on an approved plan, by the numbers the prompt shows", () => {
		const planner = new TaskPlanner();
		planner.setIntent("Build a pet system");
		const none = planner.markStep(1);
		expect(!none.ok && none.error).to.equal("There is no approved plan in this task.");
		planner.requestPlan();
		planner.proposePlan("1. Create PetService\n2. Build the egg UI\n3. Save pets");
		expect(planner.markStep(1).ok).to.equal(false);
		planner.approvePlan();
		const beyond = planner.markStep(4);
		expect(!beyond.ok && beyond.error).to.equal("The plan has 3 steps; there is no step 4.");
		expect(planner.markStep(2).ok).to.equal(true);
		expect(planner.formatPlan()).to.equal("1. Create PetService\n2. [done] Build the egg UI\n3. Save pets");
		expect(planner.approvalMessage().find("Carry it out", 1, true)[0] !== undefined).to.equal(true);
	});
};
