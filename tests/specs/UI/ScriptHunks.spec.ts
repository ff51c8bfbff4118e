/**
 * Issue 18, defect 1 (per-change approval of a script edit), through the panel over the real
 * loop and tools: a script edit with two separate changes offers "Leave out" on each; leaving
 * one out turns Approve into "Approve 1 of 2 changes", which applies only the other (one undo
 * step) and tells the model which change was left out.
 */
import { HttpService, ReplicatedStorage } from "@rbxts/services";
import { chatRequests } from "../support/ModelServerClient";
import { LuxPanel } from "../support/LuxPanel";
import { button, hasText, loadTurns, press, sendMessage, waitFor } from "../support/PanelHarness";

const UTIL_BEFORE =
	"local Util = {}\n\nfunction Util.clamp(x, lo, hi)\n\treturn math.max(lo, math.min(hi, x))\nend\n\nfunction Util.round(x)\n\treturn math.floor(x + 0.5)\nend\n\nreturn Util";

const TWO_CHANGES = {
	name: "edit_script_lines",
	arguments: {
		path: "ReplicatedStorage.Shared.Util",
		start_line: 1,
		end_line: 11,
		expected_old_text: UTIL_BEFORE,
		new_text: UTIL_BEFORE.gsub("^local Util = {}", "local Util = {} -- number helpers")[0].gsub(
			"return Util$",
			"return table.freeze(Util)",
		)[0],
	},
};

export = () => {
	const lux = new LuxPanel();
	afterEach(() => lux.unmount());

	it("applies only the changes the user kept, and tells the model which were left out", () => {
		const p = lux.mount();
		loadTurns({ turns: [{ reply: { tool_calls: [TWO_CHANGES] } }, { reply: { content: "Kept Util unfrozen." } }] });
		sendMessage(p, "Document Util and freeze it");
		waitFor("the card", () => hasText(p, "Waiting for your approval"), 20);
		expect(hasText(p, "Leave out change 1")).to.equal(true);
		press(button(p, "Leave out change 2"));
		expect(hasText(p, "left out: stays as it is")).to.equal(true);
		expect(hasText(p, "Include change 2")).to.equal(true);
		press(button(p, "Approve 1 of 2 changes"));
		waitFor("the answer", () => hasText(p, "Kept Util unfrozen."), 20);
		const util = ReplicatedStorage.FindFirstChild("Shared")!.FindFirstChild("Util") as ModuleScript;
		expect(util.Source.find("-- number helpers", 1, true)[0] !== undefined).to.equal(true);
		expect(util.Source.find("table.freeze", 1, true)[0]).to.equal(undefined);
		const sent = chatRequests(p.server);
		const body = HttpService.JSONDecode(sent[sent.size() - 1].body) as {
			messages: { role: string; content?: string }[];
		};
		const tool = body.messages.filter((m) => m.role === "tool");
		const result = tool[tool.size() - 1].content ?? "";
		expect(result.find("approved only changes 1 of the proposed diff", 1, true)[0] !== undefined).to.equal(true);
		expect(result.find("Applied:", 1, true)[0] !== undefined).to.equal(true);
	});

	// Counterexample (review of the 25 Nov merge): "Approve + always" applied the changes left out too.
	it("keeps a change left out when the user presses 'Approve + always', and adds the rule", () => {
		const p = lux.mount();
		loadTurns({ turns: [{ reply: { tool_calls: [TWO_CHANGES] } }, { reply: { content: "Kept Util unfrozen." } }] });
		sendMessage(p, "Document Util and freeze it");
		waitFor("the card", () => hasText(p, "Waiting for your approval"), 20);
		press(button(p, "Leave out change 2"));
		press(button(p, "Approve + always in ReplicatedStorage"));
		waitFor("the answer", () => hasText(p, "Kept Util unfrozen."), 20);
		const util = ReplicatedStorage.FindFirstChild("Shared")!.FindFirstChild("Util") as ModuleScript;
		expect(util.Source.find("-- number helpers", 1, true)[0] !== undefined).to.equal(true);
		expect(util.Source.find("table.freeze", 1, true)[0]).to.equal(undefined);
		expect(p.store.getState().settings.autoApproveServices.includes("ReplicatedStorage")).to.equal(true);
	});
};
