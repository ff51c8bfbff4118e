/**
 * Try again from an error card that is no longer the newest run's: the review found that it
 * repeated whatever message was sent last (an answered one), not the failed one. Driven
 * through the Conversation's intents, read from its state.
 *
 * Why: every error card keeps its button in the chat; only the run that failed last may be
 * tried again, and an older card must not offer what it cannot do.
 */
import { chatRequests } from "../support/ModelServerClient";
import { loadTurns, mountPanel, Panel, waitFor } from "../support/PanelHarness";

export = () => {
	let panel: Panel | undefined;
	afterEach(() => {
		panel?.unmount();
		panel = undefined;
	});

	it("Try again on an older error card sends nothing once a later message was answered, and the card no longer offers it", () => {
		const p = mountPanel();
		panel = p;
		const c = p.conversation;
		loadTurns({
			turns: [
				{
					status: 429,
					headers: { "Retry-After": "86400" },
					body: { error: { code: 429, message: "Rate limit exceeded" } },
				},
				{ reply: { content: "Answer to the second." } },
				{ reply: { content: "never asked" }, optional: true },
			],
		});
		c.send("First question");
		waitFor("the error", () => !c.getState().running);
		const failure = () => c.getState().items.find((i) => i.kind === "error");
		const card = failure();
		expect(card !== undefined && card.kind === "error" && card.action === "retry").to.equal(true);
		c.send("Second question");
		waitFor("the answer", () => !c.getState().running);
		// The old card's button is gone, and the intent it forwarded repeats nothing.
		const old = failure();
		expect(old !== undefined && old.kind === "error" && old.action === undefined).to.equal(true);
		c.retry();
		task.wait(0.1);
		expect(c.getState().running).to.equal(false);
		expect(chatRequests(p.server).size()).to.equal(2);
	});
	it("a restored conversation's error card offers no Try again (nothing of its task survived the reload)", () => {
		const p = mountPanel({
			conversation: [
				{ kind: "user", text: "First question" },
				{ kind: "error", errorKind: "rateLimited", text: "Rate limit exceeded" },
			],
		});
		panel = p;
		const c = p.conversation;
		loadTurns({ turns: [{ reply: { content: "never asked" }, optional: true }] });
		const card = c.getState().items.find((i) => i.kind === "error");
		expect(card !== undefined && card.kind === "error" && card.action === undefined).to.equal(true);
		c.retry();
		task.wait(0.1);
		expect(chatRequests(p.server).size()).to.equal(0);
	});
};
