/**
 * Issue 18, defect 3 (input): the panel's keys come through its own GUI events (the message
 * box's InputBegan / FocusLost, the page frame under the mouse), never UserInputService;
 * Ctrl+Enter approves and Ctrl+Backspace rejects the oldest pending change, Escape stops Lux
 * or leaves a page, Up/Down recall earlier prompts. Driven as a user would, over the real
 * loop against the scripted model server.
 */
import { Workspace } from "@rbxts/services";
import { chatRequests } from "../support/ModelServerClient";
import {
	button,
	hasText,
	inputBox,
	loadTurns,
	mountPanel,
	Panel,
	sendMessage,
	sim,
	waitFor,
} from "../support/PanelHarness";

const SOURCE = "local START_COINS = 10\nreturn START_COINS";

function editTurns(answer: string) {
	return [
		{
			reply: {
				tool_calls: [
					{
						name: "replace_lines",
						arguments: { path: "Workspace.KeysData", line: 1, count: 1, text: "local START_COINS = 50" },
					},
				],
			},
		},
		{ reply: { content: answer } },
	];
}

function shortcutOf(target: TextButton): string | undefined {
	const label = target.FindFirstChild("Shortcut");
	return label !== undefined && label.IsA("TextLabel") ? label.Text : undefined;
}

/** Presses `key` with Ctrl held, in whatever has the keyboard. */
function ctrl(key: string) {
	sim().holdKey("LeftControl");
	sim().pressKey(key);
	sim().releaseKey("LeftControl");
}

export = () => {
	let panel: Panel | undefined;
	let data: Script | undefined;

	function fresh(turns: object[]): Panel {
		panel?.unmount();
		data?.Destroy();
		data = new Instance("Script");
		data.Name = "KeysData";
		data.Source = SOURCE;
		data.Parent = Workspace;
		loadTurns({ turns });
		panel = mountPanel();
		return panel;
	}

	it("approves the oldest pending change with Ctrl+Enter in the message box, and sends nothing", () => {
		const p = fresh(editTurns("Done, 50 coins."));
		sendMessage(p, "Start players with 50 coins");
		waitFor("the approval card", () => hasText(p, "Waiting for your approval"));
		expect(shortcutOf(button(p, "Approve"))).to.equal("Ctrl+Enter");
		expect(shortcutOf(button(p, "Reject"))).to.equal("Ctrl+Backspace");
		const sent = chatRequests(p.server).size();
		expect(sim().focusedTextBox()).to.equal(inputBox(p));
		ctrl("Return");
		waitFor("the answer", () => hasText(p, "Done, 50 coins."));
		expect(data!.Source).to.equal("local START_COINS = 50\nreturn START_COINS");
		// The newline Ctrl+Enter typed is the shortcut's: no message was sent, the box is empty.
		expect(inputBox(p).Text).to.equal("");
		expect(chatRequests(p.server).size()).to.equal(sent + 1);
	});

	it("sends with Ctrl+Enter like Enter when no change is waiting", () => {
		const p = fresh([{ reply: { content: "Sent as usual." } }]);
		sim().typeInto(inputBox(p), "hello there");
		ctrl("Return");
		waitFor("the answer", () => hasText(p, "Sent as usual."));
		expect(chatRequests(p.server)[0].body.find("hello there", 1, true)[0] !== undefined).to.equal(true);
		expect(inputBox(p).Text).to.equal("");
	});

	it("rejects with Ctrl+Backspace: the reason field takes the keys, Enter rejects, Escape goes back", () => {
		const p = fresh(editTurns("Left it at 10."));
		sendMessage(p, "Start players with 50 coins");
		waitFor("the approval card", () => hasText(p, "Waiting for your approval"));
		ctrl("Backspace");
		const reason = sim().findByName(p.screen, "Reason") as TextBox;
		expect(sim().focusedTextBox()).to.equal(reason);
		sim().pressKey("Escape");
		expect(sim().findByName(p.screen, "Reason")).to.equal(undefined);
		expect(p.store.getState().running).to.equal(true);
		sim().click(inputBox(p));
		ctrl("Backspace");
		sim().typeInto(sim().focusedTextBox()!, "keep it at 10", true);
		waitFor("the answer", () => hasText(p, "Left it at 10."));
		expect(hasText(p, "Rejected: keep it at 10")).to.equal(true);
		expect(data!.Source).to.equal(SOURCE);
	});

	it("counterexample: Ctrl+Enter while typing a reject reason rejects (as Enter does), never approves", () => {
		const p = fresh(editTurns("Left it at 10."));
		sendMessage(p, "Start players with 50 coins");
		waitFor("the approval card", () => hasText(p, "Waiting for your approval"));
		ctrl("Backspace");
		const reason = sim().findByName(p.screen, "Reason") as TextBox;
		expect(sim().focusedTextBox()).to.equal(reason);
		sim().typeInto(reason, "no, keep it");
		ctrl("Return");
		waitFor("the answer", () => hasText(p, "Left it at 10."));
		expect(hasText(p, "Rejected: no, keep it")).to.equal(true);
		expect(data!.Source).to.equal(SOURCE);
	});

	it("stops Lux with Escape in the message box; the Stop button names the key", () => {
		const p = fresh([{ delay: 3, reply: editTurns("")[0].reply }]);
		sendMessage(p, "Start players with 50 coins");
		waitFor("the loop to start", () => p.store.getState().running);
		expect(shortcutOf(button(p, "Stop"))).to.equal("Esc");
		sim().pressKey("Escape");
		waitFor("the cancel notice", () => hasText(p, "Cancelled."));
		expect(p.store.getState().running).to.equal(false);
		task.wait(3.5);
		expect(hasText(p, "Waiting for your approval")).to.equal(false);
		expect(data!.Source).to.equal(SOURCE);
	});

	it("leaves Settings on Escape only once no field has the keys (a field's Escape just leaves the field)", () => {
		const p = fresh([]);
		sim().click(button(p, "Settings"));
		expect(hasText(p, "Lux settings")).to.equal(true);
		const field = p.screen.FindFirstChildWhichIsA("TextBox", true) as TextBox;
		sim().typeInto(field, "");
		sim().pressKey("Escape");
		expect(sim().focusedTextBox()).to.equal(undefined);
		expect(hasText(p, "Lux settings")).to.equal(true);
		// The mouse is still over the page (the user clicked the field): the next Escape leaves it.
		sim().pressKey("Escape");
		expect(hasText(p, "Lux settings")).to.equal(false);
		expect(hasText(p, "Ask Lux")).to.equal(true);
	});

	it("recalls earlier prompts with Up and Down in an empty box, never over the user's own draft", () => {
		const p = fresh([{ reply: { content: "One." } }, { reply: { content: "Two." } }]);
		sendMessage(p, "first question");
		waitFor("the first answer", () => hasText(p, "One."));
		sendMessage(p, "second question");
		waitFor("the second answer", () => hasText(p, "Two."));
		const box = inputBox(p);
		expect(sim().focusedTextBox()).to.equal(box);
		sim().pressKey("Up");
		expect(box.Text).to.equal("second question");
		sim().pressKey("Up");
		expect(box.Text).to.equal("first question");
		sim().pressKey("Up");
		expect(box.Text).to.equal("first question");
		sim().pressKey("Down");
		expect(box.Text).to.equal("second question");
		sim().pressKey("Down");
		expect(box.Text).to.equal("");
		sim().typeInto(box, "my own draft");
		sim().pressKey("Up");
		expect(box.Text).to.equal("my own draft");
		// A recalled prompt is sent as typed.
		box.Text = "";
		sim().flush();
		sim().pressKey("Up");
		sim().pressKey("Return");
		waitFor("the third request", () => chatRequests(p.server).size() === 3);
		const last = chatRequests(p.server)[2].body;
		expect(last.find("second question", 1, true)[0] !== undefined).to.equal(true);
		panel?.unmount();
		panel = undefined;
		data?.Destroy();
	});
};
