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
import { CONTEXT_HEADER } from "Context";
import { ProjectContext, projectSettingsKey } from "Memory";
import { placeKeyOf } from "Shared/SettingKeys";
import { chatRequests } from "../support/ModelServerClient";
import { MemorySettings } from "../support/MemorySettings";
import { LuxPanel } from "../support/LuxPanel";
import { button, hasText, loadTurns, Panel, sendMessage, sim, waitFor } from "../support/PanelHarness";

const NOTE = "Coins are saved only by PlayerData; never write DataStores elsewhere.";

type WireText = string | { text: string }[];

function textOf(content: WireText): string {
	return typeIs(content, "string") ? content : content.map((p) => p.text).join("");
}

function bodies(panel: Panel) {
	return chatRequests(panel.server).map(
		(request) => HttpService.JSONDecode(request.body) as { messages: { role: string; content: WireText }[] },
	);
}

function systemPrompts(panel: Panel): string[] {
	return bodies(panel).map((body) => {
		const first = body.messages[0];
		assert(first.role === "system", "the request starts without a system prompt");
		return textOf(first.content);
	});
}

/** Each request's context message (after the history), "" when it has none. */
function contexts(panel: Panel): string[] {
	return bodies(panel).map((body) => {
		const found = body.messages.find(
			(m) => m.role === "user" && textOf(m.content).sub(1, CONTEXT_HEADER.size()) === CONTEXT_HEADER,
		);
		return found !== undefined ? textOf(found.content) : "";
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
		if (stored !== undefined) notes.set(projectSettingsKey(placeKeyOf(game)), stored);
		const project = new ProjectContext(notes, placeKeyOf(game));
		if (stored === undefined) project.update("conventions", NOTE, "user");
		return lux.mount({ project });
	}

	it("sends the selected scripts and the project notes in a context message, not the system prompt", () => {
		const p = fresh();
		loadTurns({ turns: [{ reply: { content: "Rounds are counted in GameLoop." } }] });
		sendMessage(p, "How does the GameLoop count rounds?");
		waitFor("the answer", () => hasText(p, "Rounds are counted"));
		const [system] = systemPrompts(p);
		const [context] = contexts(p);
		expect(contains(system, NOTE)).to.equal(false);
		expect(contains(context, NOTE)).to.equal(true);
		expect(contains(context, "ServerScriptService.GameLoop")).to.equal(true);
		expect(contains(context, "round += 1")).to.equal(true);
		// The context comes after the history (the user's message), outside the cached prefix.
		const messages = bodies(p)[0].messages;
		expect(textOf(messages[messages.size() - 2].content)).to.equal("How does the GameLoop count rounds?");
		expect(textOf(messages[messages.size() - 1].content)).to.equal(context);
	});

	it("keeps the system prompt byte-identical between two messages; the context follows the message", () => {
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
		expect(prompts[1]).to.equal(prompts[0]);
		// The turn's own part follows the message: the second request selects PlayerData.
		const [first, second] = contexts(p);
		expect(second !== first).to.equal(true);
		expect(contains(second, "PlayerData")).to.equal(true);
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
		waitFor("the loop to stop", () => !p.store.getState().running);
		expect(hasText(p, "failed 3 times")).to.equal(true);
		expect(p.modules!.breaker.breaker.state().open).to.equal(true);
		// No request after the trip: three in all, and the notice shown once.
		expect(chatRequests(p.server).size()).to.equal(3);
		const notices = p.store
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
		waitFor("the summary", () => hasText(p, "The change was verified."));
		expect(hasText(p, `Edited ${path}: verified.`)).to.equal(true);
		// The context is rebuilt for the request after the change: it shows the script as it is now.
		const prompts = contexts(p);
		expect(prompts.size()).to.equal(2);
		expect(contains(prompts[0], "local round = 0")).to.equal(true);
		expect(contains(prompts[1], "local round = 1")).to.equal(true);
		expect(contains(prompts[1], "local round = 0")).to.equal(false);
	});

	it("tells the user when the saved project notes were unusable", () => {
		const p = fresh("{not json");
		const notices = p.store.getState().items.filter((i) => i.kind === "notice");
		expect(notices.size()).to.equal(1);
		expect(p.modules!.memory.project.formatForPrompt()).to.equal("");
	});
};
