/**
 * The Project memory page's state follows the memories themselves: while the page is shown,
 * a note written elsewhere (a tool, discovery) or a task pattern recorded shows at once; a
 * turn that changed no memory leaves the page's state as it was; before the page was opened,
 * and after the conversation is destroyed, a change writes nothing into the state.
 *
 * Why: the page used to be read again after every tool call and every turn, whether anything
 * changed or not (a state update and a panel re-render each time); it is now read on the
 * memories' own change signals (ProjectContext/DecisionMemory onChanged).
 */
import { SETTING_KEYS } from "Core";
import { StudioClockHost, StudioHttpHost } from "App/Studio";
import { Conversation } from "Conversation";
import { DecisionMemory, ProjectContext } from "Memory";
import { MemorySettings } from "../support/MemorySettings";
import { loadTurns, PANEL_KEY, server, waitFor } from "../support/PanelHarness";
import { PanelFakeTools } from "../support/PanelFakeTools";

function withMemory() {
	const settings = new MemorySettings();
	settings.set(SETTING_KEYS.baseUrl, `${server()}/api/v1`);
	settings.set(SETTING_KEYS.model, "scripted/model");
	settings.set(SETTING_KEYS.timeoutSeconds, 10);
	settings.set(SETTING_KEYS.apiKey, PANEL_KEY);
	const project = new ProjectContext(settings, "memory-page-spec");
	const decisions = new DecisionMemory(settings);
	const c = new Conversation({
		settings,
		http: new StudioHttpHost(),
		clock: new StudioClockHost(),
		tools: new PanelFakeTools(),
		memory: { project, decisions },
		placeKey: "memory-page-spec",
	});
	return { c, project, decisions };
}

export = () => {
	it("while the page is shown, a note or pattern written elsewhere shows at once", () => {
		const { c, project, decisions } = withMemory();
		c.loadMemory();
		expect(c.getState().memory?.sections.size()).to.equal(0);
		project.update("architecture", "Server in ServerScriptService.", "model");
		expect(c.getState().memory?.sections[0]?.text).to.equal("Server in ServerScriptService.");
		decisions.startSequence("add a spawn part");
		decisions.recordTool("create_instance", true);
		decisions.endSequence(true, "Added a spawn part.");
		expect(c.getState().memory?.patterns).to.equal(1);
		c.destroy();
	});

	it("a turn that changed no memory leaves the page's state untouched", () => {
		loadTurns({ turns: [{ reply: { content: "Hello." } }] });
		const { c } = withMemory();
		c.loadMemory();
		const shown = c.getState().memory;
		c.send("Hi");
		waitFor("the answer", () => !c.getState().running && c.getState().items.size() > 1);
		expect(c.getState().memory).to.equal(shown);
		c.destroy();
	});

	it("before the page is opened and after destroy, a change writes nothing into the state", () => {
		const { c, project } = withMemory();
		let fired = 0;
		c.changed.Connect(() => (fired += 1));
		project.update("conventions", "PascalCase modules.", "model");
		expect(c.getState().memory).to.equal(undefined);
		expect(fired).to.equal(0);
		c.loadMemory();
		const shown = c.getState().memory;
		c.destroy();
		project.clear();
		expect(c.getState().memory).to.equal(shown);
	});
};
