/**
 * A complex request through the panel, as a user meets it: Lux asks the model for a plan
 * first (writes are held back meanwhile), shows it as a card, the user edits and approves
 * it, the model carries it out under the approved plan, and the card ticks off steps as
 * the model reports them. Also: answering a draft asks for a revision, and Discard ends the
 * task with nothing changed.
 *
 * Wired through LuxModules over real Tools on the SamplePlace, against the scripted server.
 */
import { HttpService } from "@rbxts/services";
import { CONTEXT_HEADER } from "Context";
import { HELD_BACK, PLANNING_INSTRUCTION, TaskPlanner } from "Planning";
import { LuxPanel } from "../support/LuxPanel";
import { chatRequests } from "../support/ModelServerClient";
import { button, hasText, loadTurns, Panel, sendMessage, sim, waitFor, retype } from "../support/PanelHarness";

const COMPLEX = "Build a complete pet system with eggs, a pet inventory UI, following pets and saving to the datastore";
const GAME_LOOP = "ServerScriptService.GameLoop";

interface WireRequest {
	messages: { role: string; content?: string }[];
}

function requests(panel: Panel): WireRequest[] {
	return chatRequests(panel.server).map((r) => HttpService.JSONDecode(r.body) as WireRequest);
}

/** The request's last message of the conversation (the context message, when there is one, follows it). */
function lastSent(request: WireRequest) {
	const own = request.messages.filter((m) => !(m.role === "user" && has(m.content ?? "", CONTEXT_HEADER)));
	return own[own.size() - 1];
}

/** What Lux told the model besides the conversation: the system prompt and the context message. */
function promptOf(request: WireRequest): string {
	return request.messages
		.filter((m) => m.role === "system" || (m.role === "user" && has(m.content ?? "", CONTEXT_HEADER)))
		.map((m) => m.content ?? "")
		.join("\n");
}

function has(text: string, part: string): boolean {
	return text.find(part, 1, true)[0] !== undefined;
}

function gameLoopSource(): string {
	return (game.GetService("ServerScriptService").FindFirstChild("GameLoop") as Script).Source;
}

function box(panel: Panel, name: string): TextBox {
	const found = sim().findByName(panel.screen, name);
	assert(found !== undefined && found.IsA("TextBox"), `no text box ${name}`);
	return found;
}

const EDIT = {
	name: "edit_script_lines",
	arguments: {
		path: GAME_LOOP,
		start_line: 3,
		end_line: 3,
		expected_old_text: "local round = 0",
		new_text: "local round = 1",
	},
};

export = () => {
	const lux = new LuxPanel();
	afterEach(() => lux.unmount());

	function fresh(): Panel {
		return lux.mount({ planner: new TaskPlanner() });
	}

	it("plans a complex request first, then carries out the plan as the user edited and approved it", () => {
		const p = fresh();
		const before = gameLoopSource();
		loadTurns({
			turns: [
				{ reply: { tool_calls: [EDIT] } },
				{ reply: { content: "My plan:\n1. Create PetService\n2. Build the egg UI\n3. Save pets" } },
				{ reply: { tool_calls: [EDIT] } },
				{ reply: { tool_calls: [{ name: "mark_plan_step", arguments: { step: 1 } }] } },
				{ reply: { content: "Step one is in place." } },
			],
		});
		sendMessage(p, COMPLEX);
		waitFor("the plan card", () => hasText(p, "Plan: review it before Lux changes anything"));
		// The model tried to write before the plan: refused, nothing changed, no approval card.
		expect(gameLoopSource()).to.equal(before);
		expect(hasText(p, "Waiting for your approval")).to.equal(false);
		let sent = requests(p);
		expect(sent.size()).to.equal(2);
		expect(has(promptOf(sent[0]), PLANNING_INSTRUCTION)).to.equal(true);
		expect(sent[1].messages.some((m) => m.role === "tool" && m.content === HELD_BACK)).to.equal(true);
		expect(hasText(p, "Build the egg UI")).to.equal(true);

		sim().click(button(p, "Edit"));
		retype(box(p, "PlanStep2"), "Build the egg hatch UI");
		retype(box(p, "PlanStep3"), "  Save pets  ");
		sim().typeInto(box(p, "PlanStep4"), "Add following pets");
		// A box of spaces is no step: the planner's rule trims and drops it (Planning planStepsOf).
		sim().typeInto(box(p, "PlanStep5"), "   ");
		sim().flush();
		sim().click(button(p, "Approve plan"));
		waitFor("the approval card", () => hasText(p, "Waiting for your approval"));
		sent = requests(p);
		const approved = sent[2];
		const plan = "1. Create PetService\n2. Build the egg hatch UI\n3. Save pets\n4. Add following pets";
		expect(has(promptOf(approved), plan)).to.equal(true);
		expect(has(promptOf(approved), PLANNING_INSTRUCTION)).to.equal(false);
		// The held-back write was the model starting early, not an error the task must fix.
		expect(has(promptOf(approved), "Fix the error")).to.equal(false);
		const last = lastSent(approved);
		expect(last.role === "user" && has(last.content ?? "", `I approve this plan.`)).to.equal(true);

		sim().click(button(p, "Approve"));
		waitFor("the answer", () => hasText(p, "Step one is in place."));
		expect(gameLoopSource()).never.to.equal(before);
		waitFor("the progress", () => hasText(p, "Plan: 1 of 4 steps done"));
		expect(hasText(p, "Create PetService  (done)")).to.equal(true);
		// The context is rebuilt for every request: the one after mark_plan_step shows the progress.
		sent = requests(p);
		expect(has(promptOf(sent[sent.size() - 1]), "1. [done] Create PetService")).to.equal(true);
		expect(has(promptOf(sent[3]), "[done]")).to.equal(false);
	});

	it("brings a plan in review back after a plugin reload, and carries it out when approved", () => {
		const first = fresh();
		const before = gameLoopSource();
		loadTurns({ turns: [{ reply: { content: "1. Create PetService\n2. Build the egg UI" } }] });
		sendMessage(first, COMPLEX);
		waitFor("the plan card", () => hasText(first, "Plan: review it before Lux changes anything"));

		// The plugin reloads (Studio closed and opened): same settings, new session and modules.
		const p = lux.mount({ planner: new TaskPlanner(), settings: first.settings });
		expect(hasText(p, COMPLEX)).to.equal(true);
		expect(hasText(p, "Plan: review it before Lux changes anything")).to.equal(true);
		expect(hasText(p, "Build the egg UI")).to.equal(true);
		loadTurns({ turns: [{ reply: { tool_calls: [EDIT] } }, { reply: { content: "Step one is in place." } }] });
		sim().click(button(p, "Approve plan"));
		waitFor("the approval card", () => hasText(p, "Waiting for your approval"));
		// (loadTurns started a new request log: this is the first request after the reload.)
		const approved = requests(p)[0];
		expect(has(promptOf(approved), "1. Create PetService\n2. Build the egg UI")).to.equal(true);
		expect(has(promptOf(approved), PLANNING_INSTRUCTION)).to.equal(false);
		const last = lastSent(approved);
		expect(last.role === "user" && has(last.content ?? "", "I approve this plan.")).to.equal(true);
		// The earlier turns came back with the plan: the request and the model's plan answer.
		expect(approved.messages.some((m) => m.role === "user" && m.content === COMPLEX)).to.equal(true);
		expect(approved.messages.some((m) => m.role === "assistant" && has(m.content ?? "", "2. Build"))).to.equal(
			true,
		);
		sim().click(button(p, "Approve"));
		waitFor("the answer", () => hasText(p, "Step one is in place."));
		expect(gameLoopSource()).never.to.equal(before);

		// Once approved, the plan is no longer waiting for review: another reload shows no draft.
		const again = lux.mount({ planner: new TaskPlanner(), settings: p.settings });
		expect(hasText(again, "Step one is in place.")).to.equal(true);
		expect(hasText(again, "Approve plan")).to.equal(false);
	});

	it("resumes the approved plan on Try again after a request failed, instead of planning again", () => {
		const p = fresh();
		const failing = { status: 502, body: { error: { code: 502, message: "Provider returned error" } } };
		loadTurns({
			turns: [
				{ reply: { content: "1. Create PetService\n2. Build the egg UI" } },
				failing,
				failing,
				failing,
				failing,
				{ reply: { content: "Resumed the plan." } },
			],
		});
		sendMessage(p, COMPLEX);
		waitFor("the plan card", () => hasText(p, "Plan: review it before Lux changes anything"));
		sim().click(button(p, "Approve plan"));
		waitFor("the error card", () => hasText(p, "Try again"));
		sim().click(button(p, "Try again"));
		waitFor("the answer", () => hasText(p, "Resumed the plan."));
		const sent = requests(p);
		const resumed = sent[sent.size() - 1];
		expect(has(promptOf(resumed), "1. Create PetService\n2. Build the egg UI")).to.equal(true);
		expect(has(promptOf(resumed), PLANNING_INSTRUCTION)).to.equal(false);
		const last = lastSent(resumed);
		expect(last.role === "user" && has(last.content ?? "", "I approve this plan.")).to.equal(true);
		expect(
			p.store
				.getState()
				.items.filter((i) => i.kind === "plan")
				.size(),
		).to.equal(1);
	});

	it("revises the plan when the user answers the draft, and changes nothing when it is discarded", () => {
		const p = fresh();
		const before = gameLoopSource();
		loadTurns({
			turns: [
				{ reply: { content: "1. Create PetService\n2. Build the egg UI" } },
				{ reply: { content: "1. Create PetService\n2. Build the egg UI\n3. Add hatch sounds" } },
				{ reply: { tool_calls: [EDIT] } },
				{ reply: { content: "Ready." } },
			],
		});
		sendMessage(p, COMPLEX);
		waitFor("the plan card", () => hasText(p, "Plan: review it before Lux changes anything"));
		sendMessage(p, "Also add hatch sounds");
		waitFor("the revised plan", () => hasText(p, "Add hatch sounds"));
		expect(hasText(p, "Plan (replaced by a revised plan)")).to.equal(true);
		const revision = requests(p)[1];
		expect(has(promptOf(revision), PLANNING_INSTRUCTION)).to.equal(true);
		const last = lastSent(revision);
		expect(last.content).to.equal("Also add hatch sounds");

		sim().click(button(p, "Discard"));
		waitFor("the discarded card", () => hasText(p, "Plan discarded: nothing was changed"));
		expect(hasText(p, "Approve plan")).to.equal(false);
		expect(gameLoopSource()).to.equal(before);
		// The task is over: a plain request writes again, with no plan in the prompt.
		sendMessage(p, "Start the GameLoop rounds at 1");
		waitFor("the approval card", () => hasText(p, "Waiting for your approval"));
		expect(has(promptOf(requests(p)[2]), PLANNING_INSTRUCTION)).to.equal(false);
		sim().click(button(p, "Approve"));
		waitFor("the answer", () => hasText(p, "Ready."));
		expect(gameLoopSource()).never.to.equal(before);
	});
};
