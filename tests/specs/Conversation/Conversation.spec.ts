/**
 * A whole conversation driven headlessly, through the Conversation's public intents and
 * state only (no Roact, no panel): real Tools on the SamplePlace through the ToolsBridge,
 * the real loop, and the scripted model server.
 *
 * Why: the panel is one view of the Conversation; the rules (what a proposed write shows,
 * what Approve, Reject, Stop, Try again and Undo this turn do) must hold without it.
 */
import { Workspace } from "@rbxts/services";
import { SETTING_KEYS } from "Core";
import { StudioClockHost, StudioHttpHost } from "App/Studio";
import { ChatItem, Conversation, ConversationState, ToolsBridge } from "Conversation";
import { MemorySettings } from "../support/MemorySettings";
import { chatRequests } from "../support/ModelServerClient";
import { loadTurns, PANEL_KEY, server, sim, waitFor } from "../support/PanelHarness";
import { loadSample, Sample } from "../Tools/SamplePlace";

const SOURCE = "local A = 1\nlocal B = 2\nreturn A + B";
const EDITED = "local A = 1\nlocal B = 20\nreturn A + B";

type Approval = Extract<ChatItem, { kind: "approval" }>;
type TurnEnd = Extract<ChatItem, { kind: "turnEnd" }>;

const EDIT_CALL = {
	name: "edit_script_lines",
	arguments: {
		path: "Workspace.ConversationScript",
		start_line: 2,
		end_line: 2,
		expected_old_text: "local B = 2",
		new_text: "local B = 20",
	},
};

interface Headless {
	readonly conversation: Conversation;
	readonly target: Script;
	readonly sample: Sample;
	/** Every state the `changed` signal delivered, in order. */
	readonly seen: ConversationState[];
	readonly done: () => void;
}

/** A Conversation wired as the plugin wires it (ToolsBridge over real Tools), minus the panel. */
function headless(turns: ReadonlyArray<object>): Headless {
	const sample = loadSample();
	const target = new Instance("Script");
	target.Name = "ConversationScript";
	target.Source = SOURCE;
	target.Parent = Workspace;
	sim().clearUnrecordedChanges();
	loadTurns({ turns });
	const settings = new MemorySettings();
	settings.set(SETTING_KEYS.baseUrl, `${server()}/api/v1`);
	settings.set(SETTING_KEYS.model, "scripted/model");
	settings.set(SETTING_KEYS.timeoutSeconds, 10);
	settings.set(SETTING_KEYS.apiKey, PANEL_KEY);
	const bridge = new ToolsBridge(sample.tools);
	const conversation = new Conversation({
		settings,
		http: new StudioHttpHost(),
		clock: new StudioClockHost(),
		tools: bridge.runner,
		previews: bridge,
		checkpoints: bridge,
		navigator: bridge,
		policy: bridge,
		activity: bridge,
		placeKey: "conversation-spec",
	});
	const seen: ConversationState[] = [];
	conversation.changed.Connect((state) => seen.push(state));
	return {
		conversation,
		target,
		sample,
		seen,
		done: () => {
			conversation.destroy();
			target.Destroy();
			sample.unload();
		},
	};
}

function approval(c: Conversation): Approval | undefined {
	return c.getState().items.find((i): i is Approval => i.kind === "approval");
}

function turnEnd(c: Conversation): TurnEnd | undefined {
	return c.getState().items.find((i): i is TurnEnd => i.kind === "turnEnd");
}

function waitForPending(c: Conversation): Approval {
	waitFor("the pending operation", () => approval(c)?.state === "pending");
	return approval(c)!;
}

export = () => {
	it("send -> a proposed write waits in the state -> approve applies it -> undoTurn restores it", () => {
		const h = headless([{ reply: { tool_calls: [EDIT_CALL] } }, { reply: { content: "B is now 20." } }]);
		const c = h.conversation;
		c.send("Make B 20");
		const card = waitForPending(c);
		// The state shows the pending operation with its preview; nothing is written yet.
		expect(c.getState().running).to.equal(true);
		expect(c.getState().progress?.tool).to.equal("waiting for your approval");
		expect(card.toolName).to.equal("edit_script_lines");
		expect(card.preview?.kind).to.equal("diff");
		expect(card.target?.path).to.equal("Workspace.ConversationScript");
		expect(h.target.Source).to.equal(SOURCE);
		expect(
			c.getState().activity.some((e) => e.operationId === card.operationId && e.outcome === "proposed"),
		).to.equal(true);

		c.approve(card.id);
		waitFor("the answer", () => !c.getState().running);
		expect(h.target.Source).to.equal(EDITED);
		expect(approval(c)!.state).to.equal("applied");
		expect(c.getState().items.some((i) => i.kind === "assistant" && i.text === "B is now 20.")).to.equal(true);
		const footer = turnEnd(c)!;
		expect(footer.undoable).to.equal(true);
		const outcomes = c
			.getState()
			.activity.filter((e) => e.operationId === card.operationId)
			.map((e) => e.outcome);
		expect(outcomes.includes("approved")).to.equal(true);
		expect(outcomes.includes("applied")).to.equal(true);

		c.undoTurn(footer.turnId);
		expect(h.target.Source).to.equal(SOURCE);
		expect(turnEnd(c)!.undone).to.equal(true);
		expect(c.getState().activity.some((e) => e.outcome === "undone")).to.equal(true);
		// The change signal delivered every state, the last one being the current state.
		expect(h.seen.size() > 0).to.equal(true);
		expect(h.seen[h.seen.size() - 1]).to.equal(c.getState());
		h.done();
	});

	it("reject writes nothing and the model reads the reason", () => {
		const h = headless([{ reply: { tool_calls: [EDIT_CALL] } }, { reply: { content: "Left it as it is." } }]);
		const c = h.conversation;
		c.send("Make B 20");
		const card = waitForPending(c);
		c.reject(card.id, "keep B at two");
		waitFor("the answer", () => !c.getState().running);
		expect(h.target.Source).to.equal(SOURCE);
		expect(approval(c)!.state).to.equal("rejected");
		expect(approval(c)!.reason).to.equal("keep B at two");
		const requests = chatRequests(server());
		expect(requests[requests.size() - 1].body.find("keep B at two", 1, true)[0] !== undefined).to.equal(true);
		expect(turnEnd(c)!.undoable).to.equal(false);
		h.done();
	});

	it("stop ends a run that waits for approval and applies nothing", () => {
		const h = headless([
			{ reply: { tool_calls: [EDIT_CALL] } },
			{ reply: { content: "never asked" }, optional: true },
		]);
		const c = h.conversation;
		c.send("Make B 20");
		const card = waitForPending(c);
		c.stop();
		waitFor("the run to end", () => !c.getState().running);
		expect(h.target.Source).to.equal(SOURCE);
		expect(approval(c)!.state).never.to.equal("applied");
		// Approving after Stop does nothing: no runner waits for that card any more.
		c.approve(card.id);
		task.wait(0.1);
		expect(h.target.Source).to.equal(SOURCE);
		expect(chatRequests(server()).size()).to.equal(1);
		h.done();
	});

	it("a target edited after the preview goes stale: nothing written, and retryStale asks the model again", () => {
		const h = headless([
			{ reply: { tool_calls: [EDIT_CALL] } },
			{ reply: { content: "It changed under me." } },
			{ reply: { content: "I will read it again." } },
		]);
		const c = h.conversation;
		c.send("Make B 20");
		const card = waitForPending(c);
		const byUser = "local A = 1\nlocal B = 3\nreturn A + B";
		sim().userEdit("Edit B", () => (h.target.Source = byUser));
		c.approve(card.id);
		waitFor("the answer", () => !c.getState().running);
		expect(approval(c)!.state).to.equal("stale");
		expect(h.target.Source).to.equal(byUser);
		// Only a stale card may be asked again; then the model reads what to do.
		c.retryStale("not-a-card");
		expect(c.getState().running).to.equal(false);
		c.retryStale(card.id);
		expect(c.getState().running).to.equal(true);
		waitFor("the second answer", () => !c.getState().running);
		const requests = chatRequests(server());
		const last = requests[requests.size() - 1].body;
		expect(last.find("was not applied because its target changed", 1, true)[0] !== undefined).to.equal(true);
		h.done();
	});

	it("retry sends the last message again after a failed request", () => {
		const h = headless([
			{ status: 401, body: { error: { code: 401, message: "No auth credentials found" } } },
			{ reply: { content: "Second try worked." } },
		]);
		const c = h.conversation;
		c.send("Hello again");
		waitFor("the error", () => !c.getState().running);
		const failure = c.getState().items.find((i) => i.kind === "error");
		expect(failure !== undefined && failure.kind === "error" && failure.action === "key").to.equal(true);
		c.retry();
		waitFor("the answer", () => !c.getState().running);
		expect(c.getState().items.some((i) => i.kind === "assistant" && i.text === "Second try worked.")).to.equal(
			true,
		);
		const requests = chatRequests(server());
		expect(requests.size()).to.equal(2);
		expect(requests[1].body.find("Hello again", 1, true)[0] !== undefined).to.equal(true);
		h.done();
	});

	it("a turn that logged no action leaves the activity in the state as it was (no update, no re-render)", () => {
		const h = headless([{ reply: { content: "Nothing to change." } }]);
		const c = h.conversation;
		const activity = c.getState().activity;
		c.send("Just a question");
		waitFor("the answer", () => !c.getState().running);
		expect(c.getState().activity).to.equal(activity);
		expect(h.seen.every((state) => state.activity === activity)).to.equal(true);
		h.done();
	});
};
