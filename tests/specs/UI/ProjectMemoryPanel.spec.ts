/**
 * The Project memory page, driven as a user would through the real panel over the plugin's
 * modules (LuxModules, real Tools on the SamplePlace): Settings > Project memory lists this
 * place's notes with who wrote them; editing a section and pressing Save, adding one and
 * deleting one persist at once (a fresh ProjectContext over the same settings reads them)
 * and the next message's system prompt uses them; the two clears ask first, Cancel keeps
 * everything, and confirming empties the notes or the task patterns for good. A task running
 * behind the open page shows there as it writes, without the user's unsaved text being lost.
 */
import { HttpService } from "@rbxts/services";
import { DecisionMemory, ProjectContext } from "Memory";
import { placeKeyOf } from "Shared/SettingKeys";
import { chatRequests } from "../support/ModelServerClient";
import { MemorySettings } from "../support/MemorySettings";
import { button, hasText, loadTurns, Panel, press, sendMessage, sim, waitFor } from "../support/PanelHarness";
import { LuxPanel } from "../support/LuxPanel";

const NOTE = "Coins are saved only by PlayerData.";
const EDITED = "Coins are saved only by PlayerData.\nNever call DataStoreService from GameLoop.";

/** What the last request told the model besides the conversation: system prompt and context message. */
function lastPrompt(panel: Panel): string {
	const requests = chatRequests(panel.server);
	const body = HttpService.JSONDecode(requests[requests.size() - 1].body) as { messages: { content: string }[] };
	return body.messages.map((m) => m.content ?? "").join("\n");
}

function contains(text: string, part: string): boolean {
	return text.find(part, 1, true)[0] !== undefined;
}

/** The card of one section (its instance is named after the section). */
function sectionCard(panel: Panel, section: string): Instance {
	const card = sim().findByName(panel.screen, section);
	assert(card !== undefined, `no section "${section}" on the page`);
	return card;
}

function buttonIn(root: Instance, label: string): TextButton {
	for (const d of root.GetDescendants()) if (d.IsA("TextButton") && d.Text === label) return d;
	error(`no button "${label}" in ${root.Name}`, 2);
}

export = () => {
	const lux = new LuxPanel();
	let notes: MemorySettings;

	function fresh(): Panel {
		notes = new MemorySettings();
		const project = new ProjectContext(notes, placeKeyOf(game));
		project.update("conventions", NOTE, "user");
		project.update("script locations", "5 scripts in the place.", "discovery");
		const p = lux.mount({ project });
		const decisions = p.modules!.memory.decisions;
		decisions.startSequence("add a coin pickup to the map");
		decisions.recordTool("create_instance", true);
		decisions.endSequence(true, "coin pickup");
		press(button(p, "Settings"));
		press(button(p, "Project memory…"));
		return p;
	}

	afterEach(() => lux.unmount());

	it("lists the notes with who wrote them, and saves an edit the next prompt uses", () => {
		const p = fresh();
		expect(p.store.getState().page).to.equal("memory");
		expect(hasText(p, "Project notes (2 sections)")).to.equal(true);
		expect(hasText(p, NOTE)).to.equal(true);
		expect(hasText(p, "written by you")).to.equal(true);
		expect(hasText(p, "discovered from the place's scripts")).to.equal(true);
		expect(hasText(p, "1 pattern remembered.")).to.equal(true);

		const card = sectionCard(p, "conventions");
		const box = sim().findByName(card, "NoteText") as TextBox;
		box.Text = "";
		sim().typeInto(box, EDITED);
		press(buttonIn(card, "Save"));
		expect(hasText(p, 'Saved "conventions".')).to.equal(true);
		// Persisted: the settings hold the new text, as the user's own.
		const reread = new ProjectContext(notes, placeKeyOf(game)).sections().find((s) => s.section === "conventions")!;
		expect(reread.text).to.equal(EDITED);
		expect(reread.source).to.equal("user");

		press(button(p, "Back"));
		press(button(p, "Back to chat"));
		loadTurns({ turns: [{ reply: { content: "Noted." } }] });
		sendMessage(p, "Where are coins saved?");
		waitFor("the answer", () => hasText(p, "Noted."));
		expect(contains(lastPrompt(p), "Never call DataStoreService from GameLoop.")).to.equal(true);
	});

	it("shows what a task running behind the open page writes, and keeps a section being typed in", () => {
		const p = fresh();
		p.modules!.memory.project.update("frameworks and naming", "Old naming notes.", "discovery");
		press(button(p, "Back"));
		press(button(p, "Back to chat"));
		loadTurns({
			turns: [
				{ delay: 0.5, reply: { tool_calls: [{ name: "discover_project", arguments: {} }] } },
				{ reply: { content: "I saved what I found about this place." } },
			],
		});
		sendMessage(p, "Learn how this place is organised.");
		press(button(p, "Settings"));
		press(button(p, "Project memory…"));
		const box = sim().findByName(sectionCard(p, "frameworks and naming"), "NoteText") as TextBox;
		sim().typeInto(box, " Mine.");
		waitFor("the task's end", () => !p.store.getState().running);
		// Still on the page, which now shows what discovery did without being reopened: its
		// old "script locations" is gone (this fixture's index sees no scripts) and the task
		// is one more pattern.
		expect(p.store.getState().page).to.equal("memory");
		expect(hasText(p, "5 scripts in the place.")).to.equal(false);
		expect(hasText(p, "2 patterns remembered.")).to.equal(true);
		const rewritten = p.modules!.memory.project.sections().find((s) => s.section === "frameworks and naming")!;
		expect(rewritten.text.find("Frameworks recognised", 1, true)[0]).to.equal(1);
		// Discovery rewrote the section the user was typing in; the box keeps the user's text,
		// and Save makes it theirs.
		expect(box.Text).to.equal("Old naming notes. Mine.");
		press(buttonIn(sectionCard(p, "frameworks and naming"), "Save"));
		const saved = new ProjectContext(notes, placeKeyOf(game))
			.sections()
			.find((s) => s.section === "frameworks and naming")!;
		expect(saved.text).to.equal("Old naming notes. Mine.");
		expect(saved.source).to.equal("user");
	});

	it("adds and deletes sections, persisted at once", () => {
		const p = fresh();
		sim().typeInto(sim().findByName(sim().findByName(p.screen, "Add")!, "Name") as TextBox, "remotes policy");
		sim().typeInto(
			sim().findByName(sim().findByName(p.screen, "Add")!, "Text") as TextBox,
			"Validate every RemoteEvent argument on the server.",
		);
		press(button(p, "Add section"));
		expect(hasText(p, "Validate every RemoteEvent argument")).to.equal(true);
		press(buttonIn(sectionCard(p, "script locations"), "Delete"));
		expect(hasText(p, "5 scripts in the place.")).to.equal(false);
		const names = new ProjectContext(notes, placeKeyOf(game)).sections().map((s) => s.section);
		expect(names.join(",")).to.equal("conventions,remotes policy");
	});

	it("asks before clearing the notes; Cancel keeps them, confirming clears them and the prompt", () => {
		const p = fresh();
		press(button(p, "Clear project notes"));
		expect(hasText(p, "Delete all 2 sections")).to.equal(true);
		press(button(p, "Cancel"));
		expect(new ProjectContext(notes, placeKeyOf(game)).read().size()).to.equal(2);
		press(button(p, "Clear project notes"));
		press(button(p, "Yes, clear project notes"));
		expect(new ProjectContext(notes, placeKeyOf(game)).read().size()).to.equal(0);
		expect(hasText(p, "No notes yet.")).to.equal(true);
		// The task patterns are another memory: still there.
		expect(p.modules!.memory.decisions.patterns().size()).to.equal(1);

		press(button(p, "Back"));
		press(button(p, "Back to chat"));
		loadTurns({ turns: [{ reply: { content: "Nothing noted." } }] });
		sendMessage(p, "Where are coins saved?");
		waitFor("the answer", () => hasText(p, "Nothing noted."));
		expect(contains(lastPrompt(p), "## Project notes")).to.equal(false);
	});

	it("asks before clearing the task patterns, then forgets them for good", () => {
		const p = fresh();
		press(button(p, "Clear task patterns"));
		expect(hasText(p, "Forget all 1 task patterns?")).to.equal(true);
		expect(p.modules!.memory.decisions.patterns().size()).to.equal(1);
		press(button(p, "Yes, clear task patterns"));
		expect(hasText(p, "0 patterns remembered.")).to.equal(true);
		expect(new DecisionMemory(p.settings).patterns().size()).to.equal(0);
		// The project notes are untouched.
		expect(new ProjectContext(notes, placeKeyOf(game)).read().size()).to.equal(2);
	});
};
