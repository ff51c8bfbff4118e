/**
 * The cacheable prefix, as the scripted server receives it from the panel wired as the
 * plugin wires it (LuxModules over real Tools on the SamplePlace), with an Anthropic model:
 * over 20 requests (eleven messages, reads, a grouped more_tools read, an approved edit, a notes change) the system prompt
 * and the tool schemas are byte-identical; every request repeats the previous one's messages
 * (less its context message) before adding its own, so a provider's prompt cache can serve
 * them; the breakpoints sit on the system prompt and at the end of the stable history; and
 * a new conversation of the same place sends the same system prompt and tools.
 */
import { HttpService } from "@rbxts/services";
import { CONTEXT_HEADER } from "Context";
import { ProjectContext } from "Memory";
import { SETTING_KEYS } from "Core";
import { ToolRegistry } from "Tools/ToolRegistry";
import { advertisedTools, MORE_TOOLS } from "Tools/ToolGroups";
import { placeKeyOf } from "Shared/SettingKeys";
import { chatRequests } from "../support/ModelServerClient";
import { MemorySettings } from "../support/MemorySettings";
import { LuxPanel } from "../support/LuxPanel";
import { button, hasText, loadTurns, Panel, sendMessage, sim, waitFor } from "../support/PanelHarness";

const MODEL = "anthropic/claude-sonnet-4.5";
const GAME_LOOP = "ServerScriptService.GameLoop";
const PLAYER_DATA = "ServerScriptService.PlayerData";

type Part = { text: string; cache_control?: { type: string } };
type WireText = string | Part[];
interface WireMessage {
	role: string;
	content?: WireText;
	tool_calls?: unknown[];
	tool_call_id?: string;
}
interface WireBody {
	messages: WireMessage[];
	tools: unknown[];
}

function textOf(content: WireText | undefined): string {
	if (content === undefined) return "";
	return typeIs(content, "string") ? content : content.map((p) => p.text).join("");
}

function isMarked(m: WireMessage): boolean {
	return typeIs(m.content, "table") && (m.content as Part[]).some((p) => p.cache_control !== undefined);
}

function isContext(m: WireMessage): boolean {
	return m.role === "user" && textOf(m.content).sub(1, CONTEXT_HEADER.size()) === CONTEXT_HEADER;
}

/** A message as the provider compares it for a cache hit: its text and calls, without markers. */
function plain(m: WireMessage): string {
	return HttpService.JSONEncode({ ...m, content: textOf(m.content) });
}

function bodies(panel: Panel): WireBody[] {
	return chatRequests(panel.server).map((r) => HttpService.JSONDecode(r.body) as WireBody);
}

const read = (path: string) => ({ name: "get_script", arguments: { path } });
const tools = (...calls: object[]) => ({ reply: { content: "Checking.", tool_calls: calls } });
const say = (content: string) => ({ reply: { content } });

export = () => {
	const lux = new LuxPanel();
	afterEach(() => lux.unmount());

	function fresh(notes: MemorySettings): Panel {
		const project = new ProjectContext(notes, placeKeyOf(game));
		const p = lux.mount({ project });
		p.settings.set(SETTING_KEYS.model, MODEL);
		return p;
	}

	function ask(p: Panel, text: string, answer: string) {
		sendMessage(p, text);
		waitFor(answer, () => hasText(p, answer));
	}

	it("keeps the prefix byte-identical across 20 requests and across conversations of a place", () => {
		const notes = new MemorySettings();
		const p = fresh(notes);
		p.modules!.memory.project.update("conventions", "Rounds are counted only in GameLoop.", "user");
		const edit = {
			name: "edit_script_lines",
			arguments: {
				path: GAME_LOOP,
				start_line: 3,
				end_line: 3,
				expected_old_text: "local round = 0",
				new_text: "local round = 1",
			},
		};
		loadTurns({
			turns: [
				tools(read(GAME_LOOP)),
				say("Answer 1."),
				tools(read(PLAYER_DATA)),
				tools({ name: "search_scripts", arguments: { query: "Coins" } }),
				say("Answer 2."),
				tools(edit),
				say("Answer 3."),
				tools({ name: "search_scripts", arguments: { query: "round" } }),
				say("Answer 4."),
				tools({ name: "list_children", arguments: { path: "game" } }),
				say("Answer 5."),
				tools(read(GAME_LOOP)),
				say("Answer 6."),
				say("Answer 7."),
				tools(read(PLAYER_DATA), read(GAME_LOOP)),
				say("Answer 8."),
				tools({ name: MORE_TOOLS, arguments: { tool: "find_instances", args: { root: "Workspace" } } }),
				say("Answer 9."),
				say("Answer 10."),
				say("Answer 11."),
			],
		});
		ask(p, "How does the GameLoop count rounds?", "Answer 1.");
		ask(p, "Where does PlayerData save coins?", "Answer 2.");
		sendMessage(p, "Start the GameLoop rounds at 1");
		waitFor("the card", () => hasText(p, "Waiting for your approval"));
		sim().click(button(p, "Approve"));
		waitFor("Answer 3.", () => hasText(p, "Answer 3."));
		ask(p, "What else reads the round counter?", "Answer 4.");
		// The user changes the notes mid-conversation: only the context message may change.
		p.modules!.memory.project.update("conventions", "Rounds start at 1 and are counted in GameLoop.", "user");
		ask(p, "List the services", "Answer 5.");
		ask(p, "Read GameLoop again", "Answer 6.");
		ask(p, "thanks!", "Answer 7.");
		ask(p, "Check PlayerData and GameLoop once more", "Answer 8.");
		ask(p, "Anything in Workspace?", "Answer 9.");
		ask(p, "hello again", "Answer 10.");
		ask(p, "bye for now", "Answer 11.");

		const sent = bodies(p);
		expect(sent.size()).to.equal(20);
		const system = HttpService.JSONEncode(sent[0].messages[0]);
		const schemas = HttpService.JSONEncode(sent[0].tools);
		expect(sent[0].messages[0].role).to.equal("system");
		// Every tool stays reachable: the everyday tools in the registry's order, then the one
		// more_tools entry that lists the rest (a grouped call is part of this conversation).
		const names = (sent[0].tools as { ["function"]: { name: string } }[]).map((t) => t.function.name);
		const advertised = advertisedTools(ToolRegistry.definitions()).map((t) => t.name);
		expect(names.join(",")).to.equal(advertised.join(","));
		expect(names[names.size() - 1]).to.equal(MORE_TOOLS);
		for (let n = 0; n < sent.size(); n++) {
			const body = sent[n];
			expect(HttpService.JSONEncode(body.messages[0])).to.equal(system);
			expect(HttpService.JSONEncode(body.tools)).to.equal(schemas);
			expect(isMarked(body.messages[0])).to.equal(true);
			const marks = body.messages.filter(isMarked).size();
			expect(marks >= 2 && marks <= 4).to.equal(true);
			expect(body.messages.some((m) => m.role === "tool" && isMarked(m))).to.equal(false);
			expect(body.messages.some((m) => isContext(m) && isMarked(m))).to.equal(false);
			if (n === 0) continue;
			// Everything the previous request sent, less its context message, comes first again.
			const before = sent[n - 1].messages.filter((m) => !isContext(m)).map(plain);
			const now = body.messages.filter((m) => !isContext(m)).map(plain);
			expect(now.size() > before.size()).to.equal(true);
			for (let i = 0; i < before.size(); i++) expect(now[i]).to.equal(before[i]);
		}
		// The notes changed in the context, never in the system prompt.
		expect(textOf(sent[0].messages[0].content).find("Rounds are counted only", 1, true)[0]).to.equal(undefined);
		const contexts = sent.map((b) => textOf(b.messages.find(isContext)?.content));
		expect(contexts.some((c) => c.find("Rounds start at 1", 1, true)[0] !== undefined)).to.equal(true);

		// A new conversation of the same place: the same system prompt and tools.
		const again = fresh(notes);
		loadTurns({ turns: [say("Hi there.")] });
		ask(again, "hello", "Hi there.");
		const later = bodies(again);
		expect(later.size()).to.equal(1);
		expect(HttpService.JSONEncode(later[0].messages[0])).to.equal(system);
		expect(HttpService.JSONEncode(later[0].tools)).to.equal(schemas);
	});
};
