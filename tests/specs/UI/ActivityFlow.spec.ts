/**
 * The activity view through the panel, over real Tools: after the user approves a script
 * edit, Settings > Activity… lists it as proposed, approved and applied, and an undone turn
 * shows up there too; each entry names what the tool did in words ("edit script", not
 * edit_script_lines, which the page showed raw), the raw name small under it.
 */
import { ToolsBridge } from "Conversation";
import { button, hasText, mountPanel, press, sendMessage, sim, waitFor } from "../support/PanelHarness";
import { loadSample } from "../Tools/SamplePlace";
import { scriptEditTurn } from "../support/ScriptEditTurn";

export = () => {
	it("lists an approved change and its undo under Settings > Activity", () => {
		const sample = loadSample();
		const target = scriptEditTurn({
			name: "ActivityScript",
			source: "local A = 1\nlocal B = 2\nreturn A + B",
			line: 2,
			oldText: "local B = 2",
			newText: "local B = 20",
			answer: "B is now 20.",
		});
		const p = mountPanel({ bridge: new ToolsBridge(sample.tools) });
		sendMessage(p, "Make B 20");
		waitFor("the card", () => hasText(p, "Waiting for your approval"));
		sim().click(button(p, "Approve"));
		waitFor("the answer", () => hasText(p, "B is now 20."));
		sim().click(button(p, "Undo this turn"));
		press(button(p, "Settings"));
		press(button(p, "Activity…"));
		expect(p.store.getState().page).to.equal("activity");
		// Each tool in words with its target; the raw tool name stays, small, under the entry.
		expect(hasText(p, "Applied: edit script Workspace.ActivityScript")).to.equal(true);
		expect(hasText(p, "Approved by you: edit script Workspace.ActivityScript")).to.equal(true);
		expect(hasText(p, "Proposed: edit script Workspace.ActivityScript")).to.equal(true);
		expect(hasText(p, "Undone: edit script Workspace.ActivityScript")).to.equal(true);
		expect(hasText(p, "Tool: edit_script_lines")).to.equal(true);
		expect(hasText(p, "Applied: edit_script_lines")).to.equal(false);
		press(button(p, "Back"));
		expect(p.store.getState().page).to.equal("settings");
		p.unmount();
		target.Destroy();
		sample.unload();
	});
};
