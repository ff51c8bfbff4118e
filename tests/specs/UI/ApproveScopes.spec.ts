/**
 * Issue 18, defect 2, through the panel over the real loop and tools: there is no "Approve
 * all"; a card offers "Approve + always in <Service>" only where the scope is honest, says
 * what "always" covers, and the rule it adds lets later everyday changes there through while a
 * delete and a code run in the same service still wait for a click, without that offer.
 */
import { ServerScriptService } from "@rbxts/services";
import { LuxPanel } from "../support/LuxPanel";
import { button, hasText, loadTurns, Panel, press, sendMessage, waitFor } from "../support/PanelHarness";

const CONFIG_LINE = 'local Config = require(game:GetService("ReplicatedStorage").Shared.Config)';

const EDIT_ROUND = {
	name: "edit_script_lines",
	arguments: {
		path: "ServerScriptService.GameLoop",
		start_line: 3,
		end_line: 3,
		expected_old_text: "local round = 0",
		new_text: "local round = 1",
	},
};

const EDIT_CONFIG = {
	name: "edit_script_lines",
	arguments: {
		path: "ServerScriptService.GameLoop",
		start_line: 1,
		end_line: 1,
		expected_old_text: CONFIG_LINE,
		new_text: `${CONFIG_LINE} -- round settings`,
	},
};

const DELETE_LOOP = { name: "delete_instance", arguments: { path: "ServerScriptService.GameLoop" } };

const RUN_IN_SSS = {
	name: "run_luau",
	arguments: { purpose: "Rename the loop", code: 'game:GetService("ServerScriptService").GameLoop.Name = "Loop"' },
};

function pending(p: Panel) {
	return p.store.getState().items.filter((i) => i.kind === "approval" && i.state === "pending");
}

function offersAlways(p: Panel): boolean {
	return hasText(p, "Approve + always in");
}

export = () => {
	const lux = new LuxPanel();
	afterEach(() => lux.unmount());

	it("offers 'always' only for everyday changes, says what it covers, and still asks for a delete and a code run", () => {
		const p = lux.mount();
		loadTurns({
			turns: [
				{ reply: { tool_calls: [EDIT_ROUND] } },
				{ reply: { tool_calls: [EDIT_CONFIG, DELETE_LOOP] } },
				{ reply: { tool_calls: [RUN_IN_SSS] } },
				{ reply: { content: "Done: two edits; the delete and the rename were refused." } },
			],
		});
		sendMessage(p, "Count rounds from one and tidy ServerScriptService");
		waitFor("the first card", () => pending(p).size() === 1);
		expect(hasText(p, "Approve all")).to.equal(false);
		expect(hasText(p, "Approve + always in ServerScriptService")).to.equal(true);
		expect(hasText(p, "Deletes and code runs always ask.")).to.equal(true);
		press(button(p, "Approve + always in ServerScriptService"));

		// The next edit in ServerScriptService applies without a card; the delete waits.
		waitFor("the delete's card", () => pending(p).size() === 1 && hasText(p, "Delete"), 20);
		const loop = ServerScriptService.FindFirstChild("GameLoop") as Script;
		expect(loop.Source.find("-- round settings", 1, true)[0] !== undefined).to.equal(true);
		expect(p.store.getState().settings.autoApproveServices.includes("ServerScriptService")).to.equal(true);
		expect(offersAlways(p)).to.equal(false);
		task.wait(0.3);
		expect(loop.Parent).to.equal(ServerScriptService);
		press(button(p, "Reject"));
		press(button(p, "Reject"));

		waitFor("the code run's card", () => pending(p).size() === 1 && hasText(p, "Rename the loop"), 20);
		expect(offersAlways(p)).to.equal(false);
		task.wait(0.3);
		expect(loop.Name).to.equal("GameLoop");
		press(button(p, "Reject"));
		press(button(p, "Reject"));
		waitFor("the answer", () => hasText(p, "the delete and the rename were refused"), 20);
		expect(loop.Parent).to.equal(ServerScriptService);
		expect(loop.Source.find("local round = 1", 1, true)[0] !== undefined).to.equal(true);
	});
};
