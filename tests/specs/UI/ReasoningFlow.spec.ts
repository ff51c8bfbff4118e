/**
 * A reasoning model's thinking reaches the panel collapsed, apart from the answer: the answer
 * reads as the answer, "Thinking (N words)" opens the reasoning on demand, and the reasoning
 * is never part of the answer's text. Driven through the panel with a recorded-shape reply
 * (DeepSeek's `reasoning_content`, as the scripted server sends it verbatim).
 */
import { HttpService } from "@rbxts/services";
import { button, hasText, loadTurns, mountPanel, Panel, sendMessage, sim, waitFor } from "../support/PanelHarness";

const REASONING = "The lava part needs a Touched handler that sets Health to zero";
const ANSWER = "Add a Touched handler to the lava.";

export = () => {
	let panel: Panel | undefined;
	afterEach(() => {
		panel?.unmount();
		panel = undefined;
	});

	it("shows the model's reasoning collapsed beside the answer, and never as the answer", () => {
		const body = HttpService.JSONEncode({
			id: "r1",
			object: "chat.completion",
			model: "deepseek-reasoner",
			choices: [
				{
					index: 0,
					finish_reason: "stop",
					message: { role: "assistant", content: ANSWER, reasoning_content: REASONING },
				},
			],
			usage: { prompt_tokens: 20, completion_tokens: 12, total_tokens: 32 },
		});
		loadTurns({ turns: [{ raw: { status: 200, body } }] });
		const p = mountPanel();
		panel = p;
		sendMessage(p, "How do I make lava kill?");
		waitFor("the answer", () => hasText(p, ANSWER));
		expect(hasText(p, REASONING)).to.equal(false);
		const answer = p.store.getState().items.find((i) => i.kind === "assistant");
		expect(answer !== undefined && answer.kind === "assistant" && answer.text === ANSWER).to.equal(true);
		sim().click(button(p, "Thinking (12 words)"));
		waitFor("the reasoning", () => hasText(p, REASONING));
		sim().click(button(p, "Hide thinking"));
		waitFor("the reasoning to close", () => !hasText(p, REASONING));
	});
};
