/**
 * The fix-it scenario through the panel, with the scripted model and the real tools on the
 * SamplePlace: the model playtests, reads the error (script and line) from the result, reads
 * the script, patches it, and, when the user approves, playtests again and reports success;
 * when the user rejects the patch, nothing changes and the model is told so.
 */
import { HttpService } from "@rbxts/services";
import { chatRequests } from "../support/ModelServerClient";
import { LuxPanel } from "../support/LuxPanel";
import { button, hasText, loadTurns, Panel, sendMessage, sim, waitFor } from "../support/PanelHarness";
import { PlaytestSettings } from "../Tools/Run/PlaytestSettings";

const BROKEN = 'local lava = workspace.Map.Lava\nlava.Touched:Connect(function() end)\nprint("lava ready")';
const PATCH = {
	name: "patch_script",
	arguments: {
		path: "ServerScriptService.LavaKill",
		search: "workspace.Map.Lava\n",
		replace: "workspace.Map.LavaPit\n",
	},
};

interface WireRequest {
	messages: { role: string; content?: string }[];
}

function toolResults(panel: Panel): string[] {
	const sent = chatRequests(panel.server).map((r) => HttpService.JSONDecode(r.body) as WireRequest);
	const last = sent[sent.size() - 1];
	return last.messages.filter((m) => m.role === "tool").map((m) => m.content ?? "");
}

function has(text: string, part: string): boolean {
	return text.find(part, 1, true)[0] !== undefined;
}

export = () => {
	const lux = new LuxPanel();
	let lavaKill: Script;
	beforeEach(() => {
		lavaKill = new Instance("Script");
		lavaKill.Name = "LavaKill";
		(lavaKill as unknown as { Source: string }).Source = BROKEN;
		lavaKill.Parent = game.GetService("ServerScriptService");
		sim().installPlaytestPlugin(game.GetService("ReplicatedStorage").FindFirstChild("Lux")!);
	});
	afterEach(() => {
		lux.unmount();
		sim().uninstallPlaytestPlugins();
		lavaKill.Destroy();
	});

	const start = () => {
		const p = lux.mount({ toolSettings: new PlaytestSettings() });
		sendMessage(p, "The lava doesn't kill players, fix it.");
		waitFor("the patch card", () => hasText(p, "Waiting for your approval"), 30);
		expect(hasText(p, "Playtest failed")).to.equal(true);
		// Nothing was changed yet in this turn: no "Undo this turn" beside the first result.
		expect(hasText(p, "Undo this turn")).to.equal(false);
		const results = toolResults(p);
		expect(has(results[0], "(script ServerScriptService.LavaKill, line 1)")).to.equal(true);
		expect(has(results[1], "workspace.Map.Lava")).to.equal(true);
		return p;
	};

	it("approved: the patch lands and the second playtest passes", () => {
		loadTurns({
			turns: [
				{ reply: { tool_calls: [{ name: "playtest", arguments: { duration: 2 } }] } },
				{
					reply: {
						tool_calls: [{ name: "get_script", arguments: { path: "ServerScriptService.LavaKill" } }],
					},
				},
				{ reply: { tool_calls: [PATCH] } },
				{ reply: { tool_calls: [{ name: "playtest", arguments: { duration: 2 } }] } },
				{ reply: { content: "Fixed: LavaKill now finds LavaPit and the playtest shows no errors." } },
			],
		});
		const p = start();
		sim().click(button(p, "Approve"));
		waitFor("the answer", () => hasText(p, "Fixed: LavaKill now finds LavaPit"), 30);
		expect(has((lavaKill as unknown as { Source: string }).Source, "workspace.Map.LavaPit")).to.equal(true);
		expect(hasText(p, "Playtest passed")).to.equal(true);
		const results = toolResults(p);
		expect(has(results[results.size() - 1], "Verdict: passed")).to.equal(true);
	});

	it("a playtest that still fails after an approved change offers Undo this turn beside it", () => {
		loadTurns({
			turns: [
				{ reply: { tool_calls: [{ name: "playtest", arguments: { duration: 2 } }] } },
				{
					reply: {
						tool_calls: [{ name: "get_script", arguments: { path: "ServerScriptService.LavaKill" } }],
					},
				},
				{
					reply: {
						tool_calls: [{ ...PATCH, arguments: { ...PATCH.arguments, replace: "workspace.Map.Magma\n" } }],
					},
				},
				{ reply: { tool_calls: [{ name: "playtest", arguments: { duration: 2 } }] } },
				{ reply: { content: "It still fails: there is no Magma either." } },
			],
		});
		const p = start();
		sim().click(button(p, "Approve"));
		waitFor("the answer", () => hasText(p, "It still fails"), 30);
		const source = () => (lavaKill as unknown as { Source: string }).Source;
		expect(has(source(), "workspace.Map.Magma")).to.equal(true);
		const undoButtons = p.screen
			.GetDescendants()
			.filter((d): d is TextButton => d.IsA("TextButton") && d.Text === "Undo this turn");
		// One beside the failed playtest, one in the turn's footer; the result's comes first.
		expect(undoButtons.size()).to.equal(2);
		undoButtons.sort((a, b) => a.AbsolutePosition.Y < b.AbsolutePosition.Y);
		sim().click(undoButtons[0]);
		waitFor("the undo", () => source() === BROKEN, 10);
	});

	it("rejected: the script is unchanged and the model hears why", () => {
		loadTurns({
			turns: [
				{ reply: { tool_calls: [{ name: "playtest", arguments: { duration: 2 } }] } },
				{
					reply: {
						tool_calls: [{ name: "get_script", arguments: { path: "ServerScriptService.LavaKill" } }],
					},
				},
				{ reply: { tool_calls: [PATCH] } },
				{ reply: { content: "Understood: I left LavaKill as it is; it still fails at line 1." } },
			],
		});
		const p = start();
		sim().click(button(p, "Reject"));
		sim().click(button(p, "Reject"));
		waitFor("the answer", () => hasText(p, "I left LavaKill as it is"), 30);
		expect((lavaKill as unknown as { Source: string }).Source).to.equal(BROKEN);
		const results = toolResults(p);
		expect(has(results[results.size() - 1], "The user rejected")).to.equal(true);
	});
};
