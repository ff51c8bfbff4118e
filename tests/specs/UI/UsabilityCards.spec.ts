/**
 * Card and chat defects found by walking the panel as a new user (the review of 2026-11-28),
 * each through the panel's own widgets over the real Conversation and the scripted model
 * server: "Show in Explorer" on a moved instance shows it where it went, and a card whose
 * instance is gone says so (both clicks did nothing), and a delete card offers no Show in
 * Explorer; a message sent while scrolled up brings the chat down to it (it and the answer
 * arrived out of view); Undo this turn's warning about the user's own edits can be answered
 * "keep my edits" (it offered only "Undo anyway", and stayed on screen, with Undo this turn
 * gone, for the rest of the conversation); a refused key's card offers Try again, so once a
 * new key is saved the message goes again without being typed again. The setup's and
 * settings' defects of the same review are in UsabilitySetup.
 */
import { Workspace } from "@rbxts/services";
import { ToolsBridge } from "Conversation/ToolsBridge";
import { loadSample } from "../Tools/SamplePlace";
import { scriptEditTurn } from "../support/ScriptEditTurn";
import { chatRequests } from "../support/ModelServerClient";
import {
	button,
	hasText,
	loadTurns,
	mountPanel,
	Panel,
	press,
	sendMessage,
	sim,
	waitFor,
} from "../support/PanelHarness";

export = () => {
	let panel: Panel | undefined;
	afterEach(() => {
		panel?.unmount();
		panel = undefined;
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
		const edited = scriptEditTurn({
			name: "KeepScript",
			source: SOURCE,
			line: 1,
			oldText: "local A = 1",
			newText: "local A = 10",
			answer: "A is now 10.",
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
		// Save checks the new key with the server first.
		waitFor("the checked key's save", () => p.store.getState().page === "chat");
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
