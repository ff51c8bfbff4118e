/**
 * The plugin's modules behind the panel, driven as a user would: a typed message reaches
 * the model with the selected scripts and the place's project notes in the system prompt,
 * the stable prefix is byte-identical from one message to the next (the provider's cache
 * depends on it), a tripped circuit breaker tells the user why the loop stopped, an
 * approved change ends with its verification summary, and unusable saved notes are reported.
 *
 * Wired through LuxModules, as startPlugin wires it, over real Tools on the SamplePlace.
 */
import { HttpService } from "@rbxts/services";
import { VARIABLE_MARKER } from "Context";
import { ProjectContext, projectSettingsKey } from "Memory";
import { placeKeyOf } from "UI/Shell/LuxModules";
import { chatRequests } from "../support/ModelServerClient";
import { MemorySettings } from "../support/MemorySettings";
import { LuxPanel } from "../support/LuxPanel";
import { button, hasText, loadTurns, Panel, sendMessage, sim, waitFor } from "../support/PanelHarness";

const NOTE = "Coins are saved only by PlayerData; never write DataStores elsewhere.";

function systemPrompts(panel: Panel): string[] {
	return chatRequests(panel.server).map((request) => {
		const body = HttpService.JSONDecode(request.body) as { messages: { role: string; content: string }[] };
		const first = body.messages[0];
		assert(first.role === "system", "the request starts without a system prompt");
		return first.content;
	});
}

function contains(text: string, part: string): boolean {
	return text.find(part, 1, true)[0] !== undefined;
}

export = () => {
	const lux = new LuxPanel();
	afterEach(() => lux.unmount());

	function fresh(stored?: string): Panel {
		const notes = new MemorySettings();
		if (stored !== undefined) notes.set(projectSettingsKey(placeKeyOf()), stored);
		const project = new ProjectContext(notes, placeKeyOf());
		if (stored === undefined) project.update("conventions", NOTE, "user");
		return lux.mount({ project });
	}

	it("sends the selected scripts and the project notes in the system prompt", () => {
		const p = fresh();
		loadTurns({ turns: [{ reply: { content: "Rounds are counted in GameLoop." } }] });
		sendMessage(p, "How does the GameLoop count rounds?");
		waitFor("the answer", () => hasText(p, "Rounds are counted"));
		const [prompt] = systemPrompts(p);
		const [stable, variable] = [prompt.split(VARIABLE_MARKER)[0], prompt.split(VARIABLE_MARKER)[1] ?? ""];
		expect(contains(stable, NOTE)).to.equal(true);
		expect(contains(variable, "ServerScriptService.GameLoop")).to.equal(true);
		expect(contains(variable, "round += 1")).to.equal(true);
	});

	it("keeps the stable prefix byte-identical between two messages", () => {
		const p = fresh();
		loadTurns({
			turns: [{ reply: { content: "First answer." } }, { reply: { content: "Second answer." } }],
		});
		sendMessage(p, "How does the GameLoop count rounds?");
		waitFor("the first answer", () => hasText(p, "First answer."));
		sendMessage(p, "Where does PlayerData save coins?");
		waitFor("the second answer", () => hasText(p, "Second answer."));
		const prompts = systemPrompts(p);
		expect(prompts.size()).to.equal(2);
		const [first, second] = [prompts[0].split(VARIABLE_MARKER), prompts[1].split(VARIABLE_MARKER)];
		expect(contains(first[0], NOTE)).to.equal(true);
		expect(second[0]).to.equal(first[0]);
		// The turn's own part follows the message: the second request selects PlayerData.
		expect(second[1] !== first[1]).to.equal(true);
		expect(contains(second[1] ?? "", "PlayerData")).to.equal(true);
	});

	it("stops the loop when the circuit breaker trips, tells the user once, and starts clean on the next message", () => {
		const p = fresh();
		const missing = { name: "get_script", arguments: { path: "ServerScriptService.NoSuchScript" } };
		const other = { name: "get_script", arguments: { path: "ServerScriptService.GameLoop" } };
		loadTurns({
			turns: [
				{ reply: { tool_calls: [missing] } },
				{ reply: { tool_calls: [missing] } },
				// The third failure trips the breaker; the call after it in the reply is not run.
				{ reply: { tool_calls: [missing, other] } },
				{ reply: { tool_calls: [missing] } },
				{ reply: { content: "Still missing." } },
			],
		});
		sendMessage(p, "Read NoSuchScript");
		waitFor("the breaker notice", () => hasText(p, "Lux stopped calling tools"));
		waitFor("the loop to stop", () => !p.session.store.getState().running);
		expect(hasText(p, "failed 3 times")).to.equal(true);
		expect(p.modules!.breaker.breaker.state().open).to.equal(true);
		// No request after the trip: three in all, and the notice shown once.
		expect(chatRequests(p.server).size()).to.equal(3);
		const notices = p.session.store
			.getState()
			.items.filter((i) => i.kind === "notice" && contains(i.text, "Lux stopped calling tools"));
		expect(notices.size()).to.equal(1);

		sendMessage(p, "Try NoSuchScript once more");
		waitFor("the second answer", () => hasText(p, "Still missing."));
		expect(p.modules!.breaker.breaker.state().open).to.equal(false);
		// The second call of the tripping reply got its own "not run" result.
		const fourth = chatRequests(p.server)[3].body;
		expect(contains(fourth, "Not run:")).to.equal(true);
	});

	it("shows the verification summary after an approved change", () => {
		const p = fresh();
		const path = "ServerScriptService.GameLoop";
		const edit = {
			name: "edit_script_lines",
			arguments: {
				path,
				start_line: 3,
				end_line: 3,
				expected_old_text: "local round = 0",
				new_text: "local round = 1",
			},
		};
		loadTurns({ turns: [{ reply: { tool_calls: [edit] } }, { reply: { content: "Rounds now start at 1." } }] });
		sendMessage(p, "Start the GameLoop rounds at 1");
		waitFor("the card", () => hasText(p, "Waiting for your approval"));
		sim().click(button(p, "Approve"));
		waitFor("the answer", () => hasText(p, "Rounds now start at 1."));
		waitFor("the summary", () => hasText(p, "All 1 changes verified."));
		expect(hasText(p, `Edited ${path}: verified.`)).to.equal(true);
		// The prompt is rebuilt for the request after the change: it shows the script as it is now.
		const prompts = systemPrompts(p);
		expect(prompts.size()).to.equal(2);
		expect(contains(prompts[0], "local round = 0")).to.equal(true);
		expect(contains(prompts[1], "local round = 1")).to.equal(true);
		expect(contains(prompts[1], "local round = 0")).to.equal(false);
	});

	it("tells the user when the saved project notes were unusable", () => {
		const p = fresh("{not json");
		const notices = p.session.store.getState().items.filter((i) => i.kind === "notice");
		expect(notices.size()).to.equal(1);
		expect(p.modules!.manager.pinned().notes).to.equal("");
	});
};
