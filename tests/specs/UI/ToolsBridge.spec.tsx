/**
 * The panel over the real Tools (issue 4) through the shell's ToolsBridge: a script edit
 * shows Tools' exact diff with line numbers, Approve applies it, "Undo this turn" takes it
 * back, and "Open script" opens the editor at the change.
 */
import { Workspace } from "@rbxts/services";
import { hunksOf } from "Conversation/DiffHunks";
import { ToolsBridge } from "Conversation/ToolsBridge";
import { button, byText, hasText, loadTurns, mountPanel, sendMessage, sim, waitFor } from "../support/PanelHarness";
import { loadSample } from "../Tools/SamplePlace";
import { scriptEditTurn } from "../support/ScriptEditTurn";

const SOURCE = "local A = 1\nlocal B = 2\nreturn A + B";

/** A script in Workspace named BridgeScript and a scripted edit of one of its lines (ScriptEditTurn). */
function scriptEdit(line: number, oldText: string, newText: string, answer: string) {
	return scriptEditTurn({ name: "BridgeScript", source: SOURCE, line, oldText, newText, answer });
}

export = () => {
	it("reads a unified diff into numbered hunks", () => {
		const hunks = hunksOf("--- s\n+++ s\n@@ -1,3 +1,3 @@\n x\n-old\n+new\n y");
		expect(hunks.size()).to.equal(1);
		const [same, removed, added, after] = hunks[0].lines;
		expect(same.oldLine).to.equal(1);
		expect(removed.kind).to.equal("remove");
		expect(removed.oldLine).to.equal(2);
		expect(added.kind).to.equal("add");
		expect(added.newLine).to.equal(2);
		expect(after.newLine).to.equal(3);
	});

	it("edits a script with Tools, shows the diff, applies on Approve and undoes the turn", () => {
		const sample = loadSample();
		const target = scriptEdit(2, "local B = 2", "local B = 20", "B is now 20.");
		const p = mountPanel({ bridge: new ToolsBridge(sample.tools) });
		sendMessage(p, "Make B 20");
		waitFor("the card", () => hasText(p, "Waiting for your approval"));
		byText(p, "local B = 2");
		byText(p, "local B = 20");
		expect(target.Source).to.equal(SOURCE);
		sim().click(button(p, "Approve"));
		waitFor("the answer", () => hasText(p, "B is now 20."));
		expect(target.Source).to.equal("local A = 1\nlocal B = 20\nreturn A + B");
		expect(hasText(p, "Applied")).to.equal(true);
		sim().click(button(p, "Open script"));
		expect(sim().documentOpenOptions(target)).to.be.ok();
		sim().click(button(p, "Undo this turn"));
		expect(target.Source).to.equal(SOURCE);
		expect(hasText(p, "Turn undone")).to.equal(true);
		p.unmount();
		target.Destroy();
		sample.unload();
	});

	it("opens the script at the changed line from the card, before anything is approved (issue 18)", () => {
		const sample = loadSample();
		const target = scriptEdit(2, "local B = 2", "local B = 20", "B is now 20.");
		const p = mountPanel({ bridge: new ToolsBridge(sample.tools) });
		sendMessage(p, "Make B 20");
		waitFor("the card", () => hasText(p, "Waiting for your approval"));
		// Tools' diff stats reach the card as "+1 −1".
		expect(hasText(p, "+1  −1")).to.equal(true);
		sim().click(button(p, "View in script editor"));
		task.wait();
		const options = sim().documentOpenOptions(target) as {
			HighlightRange: { Start: { Line: number } };
		};
		expect(options.HighlightRange.Start.Line).to.equal(2);
		expect(target.Source).to.equal(SOURCE);
		sim().click(button(p, "Reject"));
		sim().click(button(p, "Reject"));
		p.unmount();
		target.Destroy();
		sample.unload();
	});

	it("warns before undoing over the user's own edits, then undoes when asked", () => {
		const sample = loadSample();
		const target = scriptEdit(1, "local A = 1", "local A = 10", "A is now 10.");
		const p = mountPanel({ bridge: new ToolsBridge(sample.tools) });
		sendMessage(p, "Make A 10");
		waitFor("the card", () => hasText(p, "Waiting for your approval"));
		sim().click(button(p, "Approve"));
		waitFor("the answer", () => hasText(p, "A is now 10."));
		// The user edits the same script afterwards.
		sim().userEdit("user edit", () => {
			target.Source = "local A = 10\nlocal B = 3\nreturn A + B";
		});
		sim().click(button(p, "Undo this turn"));
		expect(target.Source).to.equal("local A = 10\nlocal B = 3\nreturn A + B");
		expect(hasText(p, "Turn undone")).to.equal(false);
		sim().click(button(p, "Undo anyway"));
		expect(hasText(p, "Turn undone")).to.equal(true);
		expect(target.Source.find("local A = 1\n", 1, true)[0]).to.equal(1);
		p.unmount();
		target.Destroy();
		sample.unload();
	});

	it("issue 12 item 13: Show in Explorer and Open script find a script under a dotted name among twins", () => {
		const sample = loadSample();
		const map = new Instance("Folder");
		map.Name = "Map.v2";
		map.Parent = Workspace;
		const twins: Script[] = [];
		for (let n = 0; n < 2; n++) {
			const door = new Instance("Script");
			door.Name = "Door";
			door.Source = SOURCE;
			door.Parent = map;
			twins.push(door);
		}
		sim().clearUnrecordedChanges();
		loadTurns({
			turns: [
				{
					reply: {
						tool_calls: [
							{
								name: "edit_script_lines",
								arguments: {
									path: 'Workspace["Map.v2"].Door[2]',
									start_line: 2,
									end_line: 2,
									expected_old_text: "local B = 2",
									new_text: "local B = 5",
								},
							},
						],
					},
				},
				{ reply: { content: "The second door opens faster." } },
			],
		});
		const p = mountPanel({ bridge: new ToolsBridge(sample.tools) });
		sendMessage(p, "Speed up the second door");
		waitFor("the card", () => hasText(p, "Waiting for your approval"));
		sim().click(button(p, "Approve"));
		waitFor("the answer", () => hasText(p, "The second door opens faster."));
		expect(twins[1].Source).to.equal("local A = 1\nlocal B = 5\nreturn A + B");
		expect(twins[0].Source).to.equal(SOURCE);
		sim().click(button(p, "Show in Explorer"));
		const selected = sample.hosts.selection.get();
		expect(selected.size()).to.equal(1);
		expect(selected[0]).to.equal(twins[1]);
		sim().click(button(p, "Open script"));
		expect(sim().documentOpenOptions(twins[1])).to.be.ok();
		expect(sim().documentOpenOptions(twins[0])).never.to.be.ok();
		p.unmount();
		map.Destroy();
		sample.unload();
	});

	it("mirrors the panel's auto-approve settings into Tools' policy", () => {
		const sample = loadSample();
		const bridge = new ToolsBridge(sample.tools);
		const p = mountPanel({ bridge });
		const settings = p.store.getState().settings;
		p.conversation.saveSettings({
			...settings,
			autoApprove: { ...settings.autoApprove, create: true },
			autoApproveServices: ["ServerStorage"],
		});
		const policy = sample.tools.policy.get();
		expect(policy.categories.join(",")).to.equal("create");
		expect(policy.services.ServerStorage.join(",")).to.equal("script_edit,create,property");
		p.unmount();
		sample.unload();
	});
};
