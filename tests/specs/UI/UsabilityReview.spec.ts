/**
 * Defects found by walking the panel as a new user (the review of 2026-11-28), each through
 * the panel's own widgets over the real Conversation and the scripted model server:
 * a local server saved without a key leads to a chat that sends (it led to a message box
 * that never opened); Settings saved as typed ("0.50", "A,B") leaves nothing "unsaved", and
 * a cap of 0 is refused rather than saved as no cap at all; a model id pasted with spaces
 * around it is the id (it was sent as typed, and refused); "HTTP requests are disabled ...
 * then try again" offers Try again (the card had no button: the message had to be retyped);
 * "List tool-capable models" asks with the key typed in the setup dialog (it asked with the
 * saved one: none on a first run, so a server that lists models only for a key refused it);
 * "Show in Explorer" on a moved instance shows it where it went, and a card whose instance is
 * gone says so (both clicks did nothing), and a delete card offers no Show in Explorer;
 * a message sent while scrolled up brings the chat down to it (it and the answer arrived out
 * of view, the chat staying where the user had been reading); Undo this turn's warning about
 * the user's own edits can be answered "keep my edits" (it offered only "Undo anyway", and
 * stayed on screen, with Undo this turn gone, for the rest of the conversation); a refused
 * key's card offers Try again, so once a new key is saved the message goes again without
 * being typed again.
 */
import { Workspace } from "@rbxts/services";
import { SETTING_KEYS } from "Core";
import { ToolsBridge } from "Conversation/ToolsBridge";
import { loadSample } from "../Tools/SamplePlace";
import { MemorySettings } from "../support/MemorySettings";
import { MODELS } from "../support/LivePageStates";
import { chatRequests, recordedRequests } from "../support/ModelServerClient";
import {
	button,
	hasText,
	inputBox,
	loadTurns,
	mountPanel,
	Panel,
	press,
	sendMessage,
	server,
	sim,
	waitFor,
} from "../support/PanelHarness";

function field(p: Panel, field: string): TextBox {
	return sim().findByName(sim().findByName(p.screen, field)!, "Input") as TextBox;
}

function retype(box: TextBox, text: string) {
	box.Text = "";
	sim().typeInto(box, text);
}

export = () => {
	let panel: Panel | undefined;
	afterEach(() => {
		panel?.unmount();
		panel = undefined;
	});

	it("a local server saved without a key opens a chat that sends, and opens it again after a reload", () => {
		const settings = new MemorySettings();
		settings.set(SETTING_KEYS.model, "scripted/model");
		settings.set(SETTING_KEYS.timeoutSeconds, 10);
		let p = mountPanel({ settings });
		panel = p;
		expect(p.store.getState().page).to.equal("setup");
		press(button(p, "Custom URL"));
		retype(sim().findByName(p.screen, "BaseUrl") as TextBox, `${server()}/api/v1`);
		press(button(p, "Save"));
		expect(p.store.getState().page).to.equal("chat");
		const box = inputBox(p);
		expect(box.TextEditable).to.equal(true);
		expect(box.PlaceholderText.find("API key", 1, true)[0]).to.equal(undefined);
		loadTurns({ turns: [{ reply: { content: "Hello from the local model." } }] });
		sendMessage(p, "Hi");
		waitFor("the local model's answer", () => hasText(p, "Hello from the local model."));
		waitFor("the run's end", () => !p.store.getState().running);
		p.unmount();
		// Studio restarts: the saved connection opens the chat, not the setup again.
		p = mountPanel({ settings });
		panel = p;
		expect(p.store.getState().page).to.equal("chat");
		expect(inputBox(p).TextEditable).to.equal(true);
	});

	it("Settings saved as typed ('0.50', 'A,B') leaves Back nothing to ask about", () => {
		const p = mountPanel();
		panel = p;
		press(button(p, "Settings"));
		retype(field(p, "Cap"), "0.50");
		retype(field(p, "Services"), "ServerStorage,Lighting");
		press(button(p, "Save"));
		expect(hasText(p, "Saved.")).to.equal(true);
		expect(p.store.getState().settings.costCap).to.equal(0.5);
		press(button(p, "Back to chat"));
		expect(p.store.getState().page).to.equal("chat");
		expect(hasText(p, "You have unsaved changes")).to.equal(false);
	});

	it("refuses a cost cap of 0 instead of saving it as no cap", () => {
		const p = mountPanel();
		panel = p;
		press(button(p, "Settings"));
		retype(field(p, "Cap"), "0");
		press(button(p, "Save"));
		expect(hasText(p, "Saved.")).to.equal(false);
		expect(hasText(p, "above zero")).to.equal(true);
		expect(p.store.getState().settings.costCap).to.equal(undefined);
		expect(p.settings.get("LuxCostCap")).to.equal(undefined);
	});

	it("saves and sends a model id pasted with spaces around it as the id", () => {
		const p = mountPanel();
		panel = p;
		press(button(p, "Settings"));
		retype(field(p, "Model"), "  someone/pasted-model  ");
		press(button(p, "Save"));
		expect(p.store.getState().settings.model).to.equal("someone/pasted-model");
		press(button(p, "Back to chat"));
		expect(p.store.getState().page).to.equal("chat");
		loadTurns({ turns: [{ reply: { content: "Answered by the pasted model." } }] });
		sendMessage(p, "Hi");
		waitFor("the answer", () => hasText(p, "Answered by the pasted model."));
		// (HttpService writes "/" as "\\/": the id's start and end are checked apart.)
		const body = chatRequests(p.server)[0].body;
		expect(body.find(`"model":"someone`, 1, true)[0] !== undefined).to.equal(true);
		expect(body.find(`pasted-model"`, 1, true)[0] !== undefined).to.equal(true);
	});

	it("offers Try again when HTTP requests are disabled, and it sends the message once they are on", () => {
		const p = mountPanel();
		panel = p;
		sim().setHttpEnabled(false);
		const [ok, problem] = pcall(() => {
			sendMessage(p, "Make the lava glow");
			waitFor("the error card", () => hasText(p, "HTTP requests are disabled in this place"));
			waitFor("the run's end", () => !p.store.getState().running);
		});
		sim().setHttpEnabled(true);
		if (!ok) error(problem);
		loadTurns({ turns: [{ reply: { content: "The lava glows now." } }] });
		press(button(p, "Try again"));
		waitFor("the answer", () => hasText(p, "The lava glows now."));
		expect(chatRequests(p.server).size()).to.equal(1);
		expect(chatRequests(p.server)[0].body.find("Make the lava glow", 1, true)[0] !== undefined).to.equal(true);
	});

	it("lists the models with the key typed in the setup dialog, before it is saved", () => {
		const settings = new MemorySettings();
		settings.set(SETTING_KEYS.model, "scripted/model");
		const p = mountPanel({ settings });
		panel = p;
		loadTurns({ turns: [], endpoints: { models: { status: 200, body: MODELS } } });
		press(button(p, "Custom URL"));
		retype(sim().findByName(p.screen, "BaseUrl") as TextBox, `${server()}/api/v1`);
		const typed = "gsk_typed0123456789abcdefghij";
		sim().typeInto(sim().findByName(p.screen, "Key") as TextBox, typed);
		press(button(p, "List tool-capable models"));
		waitFor("the model list", () => hasText(p, "4 of 4 models match."));
		const asked = recordedRequests(p.server).requests.filter(
			(r) => r.path.find("/models", 1, true)[0] !== undefined,
		);
		expect(asked.size()).to.equal(1);
		expect(asked[0].headers["authorization"]).to.equal(`Bearer ${typed}`);
		// Nothing was saved by listing: the key waits for Save.
		expect(p.store.getState().hasKey).to.equal(false);
	});

	it("Show in Explorer finds a moved instance where it went, says when one is gone, and is not offered for a delete", () => {
		const sample = loadSample();
		const crate = new Instance("Part");
		crate.Name = "Crate";
		crate.Parent = Workspace;
		const storage = new Instance("Folder");
		storage.Name = "Storage";
		storage.Parent = Workspace;
		sim().clearUnrecordedChanges();
		const call = (name: string, args: object) => ({ reply: { tool_calls: [{ name, arguments: args }] } });
		loadTurns({
			turns: [
				call("move_instance", { path: "Workspace.Crate", new_parent: "Workspace.Storage" }),
				{ reply: { content: "The crate is in storage." } },
				call("delete_instance", { path: "Workspace.Storage.Crate" }),
				{ reply: { content: "The crate is gone." } },
			],
		});
		const p = mountPanel({ bridge: new ToolsBridge(sample.tools) });
		panel = p;
		const [ok, problem] = pcall(() => {
			sendMessage(p, "Put the crate in storage");
			waitFor("the move card", () => hasText(p, "Waiting for your approval"));
			press(button(p, "Approve"));
			waitFor("the answer", () => hasText(p, "The crate is in storage."));
			expect(crate.Parent).to.equal(storage);
			sample.hosts.selection.set([]);
			press(button(p, "Show in Explorer"));
			const selected = sample.hosts.selection.get();
			expect(selected.size()).to.equal(1);
			expect(selected[0]).to.equal(crate);

			sendMessage(p, "Delete the crate");
			waitFor("the delete card", () => hasText(p, "Waiting for your approval"));
			press(button(p, "Approve"));
			waitFor("the answer", () => hasText(p, "The crate is gone."));
			expect(crate.Parent).to.equal(undefined);
			// One Show in Explorer left: the move's (the delete card has nothing to show).
			const shows = p.screen
				.GetDescendants()
				.filter((d) => d.IsA("TextButton") && d.Text === "Show in Explorer" && d.Visible);
			expect(shows.size()).to.equal(1);
			press(shows[0] as TextButton);
			expect(sample.hosts.selection.get().size()).to.equal(0);
			expect(hasText(p, "is no longer in the place")).to.equal(true);
		});
		storage.Destroy();
		sample.unload();
		if (!ok) error(problem);
	});

	it("brings the chat down to a message sent while scrolled up to read", () => {
		const answers = ["First answer.", "Second answer.", "Third answer.", "The answer to the new question."];
		const long = (text: string) => `${text} ${string.rep("Some more words about the place. ", 20)}`;
		loadTurns({ turns: answers.map((content) => ({ reply: { content: long(content) } })) });
		const p = mountPanel({ height: 420 });
		panel = p;
		["One?", "Two?", "Three?"].forEach((q, i) => {
			sendMessage(p, q);
			waitFor(`the answer to ${q}`, () => hasText(p, answers[i]) && !p.store.getState().running);
		});
		const list = p.screen.GetDescendants().find((d) => d.IsA("ScrollingFrame")) as ScrollingFrame;
		list.CanvasPosition = new Vector2(0, 0);
		sim().flush();
		sendMessage(p, "And the new question?");
		waitFor("the new answer", () => hasText(p, "The answer to the new question.") && !p.store.getState().running);
		const bottom = list.AbsoluteCanvasSize.Y - list.AbsoluteWindowSize.Y;
		expect(list.CanvasPosition.Y >= bottom - 24).to.equal(true);
	});

	it("lets the user keep their edits when Undo this turn warns about them, and undo later still", () => {
		const sample = loadSample();
		const SOURCE = "local A = 1\nlocal B = 2\nreturn A + B";
		const edited = new Instance("Script");
		edited.Name = "KeepScript";
		edited.Source = SOURCE;
		edited.Parent = Workspace;
		sim().clearUnrecordedChanges();
		loadTurns({
			turns: [
				{
					reply: {
						tool_calls: [
							{
								name: "edit_script_lines",
								arguments: {
									path: "Workspace.KeepScript",
									start_line: 1,
									end_line: 1,
									expected_old_text: "local A = 1",
									new_text: "local A = 10",
								},
							},
						],
					},
				},
				{ reply: { content: "A is now 10." } },
			],
		});
		const p = mountPanel({ bridge: new ToolsBridge(sample.tools) });
		panel = p;
		const mine = "local A = 10\nlocal B = 3\nreturn A + B";
		const [ok, problem] = pcall(() => {
			sendMessage(p, "Make A 10");
			waitFor("the card", () => hasText(p, "Waiting for your approval"));
			press(button(p, "Approve"));
			waitFor("the answer", () => hasText(p, "A is now 10."));
			sim().userEdit("user edit", () => {
				edited.Source = mine;
			});
			press(button(p, "Undo this turn"));
			expect(hasText(p, "Undo anyway")).to.equal(true);
			press(button(p, "Keep my edits"));
			expect(hasText(p, "Undo anyway")).to.equal(false);
			expect(edited.Source).to.equal(mine);
			// The turn can still be undone: the question comes again.
			press(button(p, "Undo this turn"));
			expect(hasText(p, "Undo anyway")).to.equal(true);
			expect(edited.Source).to.equal(mine);
		});
		edited.Destroy();
		sample.unload();
		if (!ok) error(problem);
	});

	it("offers Try again on a refused key's card, and it sends the message again once a new key is saved", () => {
		const p = mountPanel();
		panel = p;
		loadTurns({
			turns: [
				{ status: 401, body: { error: { code: 401, message: "No auth credentials found" } } },
				{ reply: { content: "Answered with the new key." } },
			],
		});
		sendMessage(p, "Make the lava glow");
		waitFor("the error card", () => hasText(p, "The API key was rejected") && !p.store.getState().running);
		press(button(p, "Check key and model"));
		const fresh = "sk-or-v1-new-key-0123456789abcdef";
		sim().typeInto(sim().findByName(p.screen, "Key") as TextBox, fresh);
		press(button(p, "Save"));
		expect(p.store.getState().page).to.equal("chat");
		press(button(p, "Try again"));
		waitFor("the answer", () => hasText(p, "Answered with the new key.") && !p.store.getState().running);
		const requests = chatRequests(p.server);
		expect(requests.size()).to.equal(2);
		expect(requests[1].headers["authorization"]).to.equal(`Bearer ${fresh}`);
		expect(requests[1].body.find("Make the lava glow", 1, true)[0] !== undefined).to.equal(true);
		// Only the newest failure can be tried again: the card's Try again is gone once it ran.
		expect(p.screen.GetDescendants().some((d) => d.IsA("TextButton") && d.Text === "Try again")).to.equal(false);
	});
};
