/**
 * Counterexamples from an adversarial review of the conversation's lifecycle, for intents in
 * the wrong state: Stop during a grouped write's approval, Approve on a card no runner waits
 * for, Undo of the turn still running, Stop while an approved snippet runs (it is ended and
 * rolled back, and the chat says nothing was applied). Each drives the Conversation's public intents and reads
 * its state only (ConversationStreamsAndCap has the stream and cost cases).
 *
 * Why here: each failed on the code before its fix; the panel renders what these check.
 */
import { ServerScriptService, Workspace } from "@rbxts/services";
import { ChatItem, Conversation } from "Conversation";
import { LuxPanel } from "../support/LuxPanel";
import { chatRequests } from "../support/ModelServerClient";
import { loadTurns, mountPanel, Panel, sim, waitFor } from "../support/PanelHarness";

type Approval = Extract<ChatItem, { kind: "approval" }>;

function cards(c: Conversation): Approval[] {
	return c.getState().items.filter((i): i is Approval => i.kind === "approval");
}

/** A snippet that waits a second inside its apply, then makes a folder. */
const SLOW_SNIPPET = `task.wait(1)\nlocal f = Instance.new("Folder")\nf.Name = "MadeBySnippet"\nf.Parent = workspace\nreturn 1`;

export = () => {
	const lux = new LuxPanel();
	let panel: Panel | undefined;
	let made: Instance[] = [];
	/** Presses Stop while the slow snippet waits, then checks its folder never appears. */
	const stopAndExpectNothingLands = (c: Conversation) => {
		expect(Workspace.FindFirstChild("MadeBySnippet")).to.equal(undefined);
		c.stop();
		waitFor("the run to end", () => !c.getState().running);
		// Past the snippet's wait: had it gone on, the folder would be there now.
		task.wait(1.2);
		const left = Workspace.FindFirstChild("MadeBySnippet");
		if (left) made.push(left);
		expect(left).to.equal(undefined);
	};
	afterEach(() => {
		for (const instance of made) instance.Destroy();
		made = [];
		const renamed = ServerScriptService.FindFirstChild("Rounds");
		if (renamed !== undefined) renamed.Name = "GameLoop";
		lux.unmount();
		panel?.unmount();
		panel = undefined;
	});

	it("Stop during a grouped write's approval closes its card, and Approve afterwards applies and claims nothing", () => {
		const p = lux.mount();
		const c = p.conversation;
		const rename = { path: "ServerScriptService.GameLoop", new_name: "Rounds" };
		loadTurns({
			turns: [
				{
					reply: {
						tool_calls: [{ name: "more_tools", arguments: { tool: "rename_instance", args: rename } }],
					},
				},
				{ reply: { content: "never asked" }, optional: true },
			],
		});
		c.send("Rename the game loop script to Rounds");
		waitFor("the pending card", () => cards(c)[0]?.state === "pending");
		const card = cards(c)[0];
		c.stop();
		waitFor("the run to end", () => !c.getState().running);
		// The loop rejected the operation; the card must say so, not wait for a click no runner hears.
		expect(cards(c)[0].state).to.equal("rejected");
		c.approve(card.id);
		task.wait(0.1);
		expect(cards(c)[0].state).never.to.equal("applied");
		expect(ServerScriptService.FindFirstChild("GameLoop")).to.be.ok();
		expect(chatRequests(p.server).size()).to.equal(1);
	});

	it("Approve on a card no runner waits for (restored pending) leaves it pending and applies nothing", () => {
		const p = mountPanel({
			conversation: [
				{ kind: "user", text: "Edit it" },
				{
					kind: "assistant",
					text: "",
					toolCalls: [{ id: "call_old", name: "replace_lines", rawArguments: "{}" }],
				},
				{
					kind: "approval",
					callId: "call_old",
					operationId: "op_old",
					toolName: "replace_lines",
					summary: "Edit Workspace.Old",
					state: "pending",
				},
			],
		});
		panel = p;
		const c = p.conversation;
		loadTurns({ turns: [{ reply: { content: "Hello." } }] });
		c.send("hi");
		waitFor("the answer", () => !c.getState().running);
		const old = cards(c)[0];
		expect(old.state).to.equal("pending");
		c.approve(old.id);
		task.wait(0.1);
		// The finished runner refused the decision (no approval with that id is pending).
		expect(cards(c)[0].state).to.equal("pending");
	});

	it("refuses to undo the turn still running (a later change would land in an undone turn no footer can undo)", () => {
		const p = lux.mount();
		const c = p.conversation;
		const scripts = ["LifecycleA", "LifecycleB"].map((name) => {
			const made = new Instance("Script");
			made.Name = name;
			made.Source = "local n = 1\nreturn n";
			made.Parent = Workspace;
			return made;
		});
		made = scripts;
		sim().clearUnrecordedChanges();
		const edit = (name: string) => ({
			name: "edit_script_lines",
			arguments: {
				path: `Workspace.${name}`,
				start_line: 1,
				end_line: 1,
				expected_old_text: "local n = 1",
				new_text: "local n = 2",
			},
		});
		loadTurns({
			turns: [
				{ reply: { tool_calls: [edit("LifecycleA")] } },
				{ reply: { tool_calls: [edit("LifecycleB")] } },
				{ reply: { content: "Both edited." } },
			],
		});
		c.send("Set n to 2 in both scripts");
		waitFor("the first card", () => cards(c)[0]?.state === "pending");
		c.approve(cards(c)[0].id);
		waitFor("the second card", () => cards(c)[1]?.state === "pending");
		// The user asks to undo the turn while it still runs (the intent a failed playtest offers).
		c.undoTurn(1);
		expect(scripts[0].Source).to.equal("local n = 2\nreturn n");
		const told = (i: ChatItem) =>
			i.kind === "notice" && i.text.find("still working on this turn", 1, true)[0] !== undefined;
		expect(c.getState().items.some(told)).to.equal(true);
		c.approve(cards(c)[1].id);
		waitFor("the answer", () => !c.getState().running);
		const footer = c.getState().items.find((i) => i.kind === "turnEnd");
		expect(footer !== undefined && footer.kind === "turnEnd" && footer.undoable).to.equal(true);
		c.undoTurn(1);
		expect(scripts.every((s) => s.Source === "local n = 1\nreturn n")).to.equal(true);
	});
	it("Stop while an approved snippet is still running ends it: nothing of it lands, and no card claims it applied", () => {
		const p = lux.mount();
		const c = p.conversation;
		loadTurns({
			turns: [
				{
					reply: {
						tool_calls: [
							{
								name: "run_luau",
								arguments: { code: SLOW_SNIPPET, purpose: "Make a folder", scope: ["Workspace"] },
							},
						],
					},
				},
				{ reply: { content: "never asked" }, optional: true },
			],
		});
		c.send("Make a folder, slowly");
		waitFor("the card", () => cards(c)[0]?.state === "pending");
		c.approve(cards(c)[0].id);
		task.wait(0.3);
		// The snippet is waiting inside its apply when the user presses Stop.
		stopAndExpectNothingLands(c);
		// What the place holds is what the chat says: nothing applied.
		expect(cards(c)[0].state).never.to.equal("applied");
		expect(chatRequests(p.server).size()).to.equal(1);
	});
	it("Stop while a snippet the user's rules approved is running ends it too: its result says so", () => {
		const p = lux.mount();
		const c = p.conversation;
		const settings = c.getState().settings;
		c.saveSettings({ ...settings, autoApprove: { ...settings.autoApprove, run_code: true } });
		const args = { code: SLOW_SNIPPET, purpose: "Make a folder", scope: ["Workspace"] };
		loadTurns({
			turns: [
				{ reply: { tool_calls: [{ name: "run_luau", arguments: args }] } },
				{ reply: { content: "never asked" }, optional: true },
			],
		});
		c.send("Make a folder, slowly");
		waitFor("the snippet to start", () => c.getState().progress?.tool !== undefined);
		task.wait(0.3);
		stopAndExpectNothingLands(c);
		const results = c.getState().items.filter((i) => i.kind === "tool");
		expect(results.size()).to.equal(1);
		expect(results[0].kind === "tool" && results[0].isError).to.equal(true);
	});
};
