/**
 * A task over real modules (the Conversation's Task): a new task selects scripts and builds the
 * prompt with project notes first; tool results update freshness, memory and decisions;
 * an error brings the intent reminder; completing the task records the pattern.
 */
import { ContextSelector, ScriptIndex } from "Context";
import { Task } from "Conversation";
import { StudioClockHost } from "App/Studio";
import { ToolRunner } from "Tools/ToolProtocol";
import { DECISION_MEMORY_KEY, DecisionMemory, ProjectContext, WorkingMemory } from "Memory";
import { TaskPlanner, VerificationLog } from "Planning";
import { MemorySettings } from "../support/MemorySettings";
import { PlaceIndexHost } from "../support/PlaceIndexHost";

/** The tools' risks decide nothing here: each afterTool says whether it was a write. */
const NO_TOOLS = {} as ToolRunner;

export = () => {
	if (LuxSim === undefined) return;

	it("runs a task from start to summary through the modules", () => {
		const holder = new Instance("Folder");
		holder.Name = "SessionSpecPlace";
		holder.Parent = game.GetService("ServerStorage");
		const place = LuxSim!.loadPlace("tests/fixtures/places/Adventure", holder);
		const index = new ScriptIndex(new PlaceIndexHost(place), new StudioClockHost());
		index.build();
		const settings = new MemorySettings();
		settings.set(DECISION_MEMORY_KEY, "corrupted");
		const project = new ProjectContext(settings, "session-spec");
		project.update("conventions", "Server logic lives in ServerScriptService.Services", "user");
		const decisions = new DecisionMemory(settings);
		const notices: string[] = [];
		const selector = new ContextSelector(index);
		const planner = new TaskPlanner();
		const context = new Task(NO_TOOLS, "", {
			task: {
				selector,
				planner,
				working: new WorkingMemory(),
				project,
				decisions,
				verification: new VerificationLog(),
				notices: {
					notice(t: string) {
						notices.push(t);
					},
				},
				loadNotices: [project.loadNotice, decisions.loadNotice],
			},
		});
		context.startConversation();
		expect(notices.size()).to.equal(1);

		const start = context.newTask("Developer product purchases are sometimes granted twice");
		assert(start !== undefined, "no task started");
		expect(start.needsPlan).to.equal(false);
		const prompt = start.prompt;
		// Notes are per place: they ride in the context message, and the system prompt stays the same everywhere.
		expect(prompt.system.find("Server logic lives in", 1, true)[0]).to.equal(undefined);
		expect(prompt.context.find("Server logic lives in", 1, true)[0] !== undefined).to.equal(true);
		expect(prompt.context.find("ReceiptProcessor", 1, true)[0] !== undefined).to.equal(true);
		expect(prompt.context.find("Goal: Developer product", 1, true)[0] !== undefined).to.equal(true);

		const path = "ServerScriptService.Services.Shop.ReceiptProcessor";
		const read = { id: "1", name: "get_script", args: { path } };
		context.beforeTool(read);
		context.afterTool(
			read,
			{ kind: "done", content: "...", isError: false, summary: "Read ReceiptProcessor" },
			false,
		);
		const write = { id: "2", name: "update_script", args: { path } };
		context.afterTool(write, { kind: "done", content: "failed", isError: true, summary: "Update failed" }, true);
		const later = context.prompts!.prompt();
		expect(later.system).to.equal(prompt.system);
		expect(later.context.find("Reminder: the user's goal", 1, true)[0] !== undefined).to.equal(true);
		expect(context.prompts!.pinned().task).to.equal("Developer product purchases are sometimes granted twice");

		context.afterTool(write, { kind: "done", content: "ok", isError: false, summary: "Updated" }, true);
		const summary = context.taskComplete(true, "Made receipts idempotent");
		expect(summary).to.equal("No changes were made.");
		expect(decisions.getSuggestionsFor("product purchases granted twice").size()).to.equal(1);
		expect(planner.getIntent()).to.equal(undefined);
		context.endConversation();
		holder.Destroy();
	});
};
