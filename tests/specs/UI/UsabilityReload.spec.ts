/**
 * What a reload of a saved conversation must keep, through the panel over the real
 * Conversation and the scripted model server (defects of the review of 2026-11-28): a card
 * whose change went stale still says so (it read "Failed": the outcome came from the approval
 * queue, which does not survive a reload, and the saved result said only "error"); the words
 * of an answer the user stopped mid-stream are still there, marked as stopped (they were
 * shown until the reload, then gone: only streamed, never part of the history).
 */
import { HttpService } from "@rbxts/services";
import { ChatItem, ToolsBridge } from "Conversation";
import { STOPPED_MARK } from "UI/Chat/MessageView";
import { loadSample } from "../Tools/SamplePlace";
import { scriptEditTurn } from "../support/ScriptEditTurn";
import {
	button,
	hasText,
	loadTurns,
	mountPanel,
	Panel,
	press,
	sendMessage,
	sim,
	waitFor,
} from "../support/PanelHarness";

type Approval = Extract<ChatItem, { kind: "approval" }>;

/** One SSE event carrying `delta` as the first choice's delta. */
function event(delta: object, finish?: string): string {
	const chunk = { id: "gen-raw", choices: [{ index: 0, delta, finish_reason: finish ?? undefined }] };
	return `data: ${HttpService.JSONEncode(chunk)}\n\n`;
}

function card(p: Panel): Approval | undefined {
	return p.store.getState().items.find((i): i is Approval => i.kind === "approval");
}

const STALE_TEXT = "Not applied: the target changed since the preview";

export = () => {
	let panel: Panel | undefined;
	afterEach(() => {
		panel?.unmount();
		panel = undefined;
	});

	it("shows a card that went stale as stale after a reload, not as failed", () => {
		const sample = loadSample();
		const target = scriptEditTurn({
			name: "StaleScript",
			source: "local A = 1\nlocal B = 2\nreturn A + B",
			line: 1,
			oldText: "local A = 1",
			newText: "local A = 10",
			answer: "The script had changed, so nothing was applied.",
		});
		const [ok, problem] = pcall(() => {
			const first = mountPanel({ bridge: new ToolsBridge(sample.tools) });
			panel = first;
			sendMessage(first, "Make A 10");
			waitFor("the card", () => hasText(first, "Waiting for your approval"));
			// The user edits the script while the card waits: the preview no longer matches.
			sim().userEdit("user edit", () => {
				target.Source = "local A = 2\nlocal B = 2\nreturn A + B";
			});
			press(button(first, "Approve"));
			waitFor("the answer", () => hasText(first, "The script had changed") && !first.store.getState().running);
			expect(card(first)?.state).to.equal("stale");
			expect(hasText(first, STALE_TEXT)).to.equal(true);
			const settings = first.settings;
			first.unmount();
			panel = undefined;
			// Studio reloads the plugin: a new queue that never saw the operation.
			const again = mountPanel({ settings, bridge: new ToolsBridge(sample.tools) });
			panel = again;
			expect(hasText(again, "The script had changed")).to.equal(true);
			expect(card(again)?.state).to.equal("stale");
			expect(hasText(again, STALE_TEXT)).to.equal(true);
		});
		target.Destroy();
		sample.unload();
		if (!ok) error(problem);
	});

	it("keeps the words of an answer stopped mid-stream, marked as stopped, after a reload", () => {
		const words = "The lava kills on touch because the script";
		loadTurns({
			turns: [
				{
					raw: {
						chunks: [event({ content: words }), event({ content: " never checks." }, "stop")],
						delayMs: 8000,
					},
					when: "stream",
				},
			],
		});
		const first = mountPanel({ streaming: true });
		panel = first;
		sendMessage(first, "Why does the lava kill?");
		waitFor("the first words", () => hasText(first, words));
		press(button(first, "Stop"));
		waitFor("the stop", () => !first.store.getState().running);
		expect(hasText(first, words)).to.equal(true);
		expect(hasText(first, STOPPED_MARK)).to.equal(true);
		const settings = first.settings;
		first.unmount();
		const again = mountPanel({ settings });
		panel = again;
		expect(hasText(again, "Why does the lava kill?")).to.equal(true);
		expect(hasText(again, words)).to.equal(true);
		expect(hasText(again, STOPPED_MARK)).to.equal(true);
		expect(hasText(again, "never checks")).to.equal(false);
	});
};
