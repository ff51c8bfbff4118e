/**
 * Issue 18, defect 6, through the panel over the real loop and the scripted server: the setup
 * dialog says where a key is made, shows that the model list is loading, and filters a long
 * list; an account out of credits leads to the setup dialog's key field (not Settings); a
 * conversation too long for the model offers a new chat; a change that was not applied
 * offers to ask Lux to propose it again, and doing so sends it back to the model.
 */
import { HttpService } from "@rbxts/services";
import { CONTEXT_HEADER } from "Context";
import { chatRequests } from "../support/ModelServerClient";
import { LIVE_STATES } from "../support/LiveStates";
import { drive, idle } from "../support/LiveDrive";
import { MODELS, setupWith } from "../support/LivePageStates";
import { button, hasText, loadTurns, press, sim, waitFor } from "../support/PanelHarness";

function reach(name: string) {
	return LIVE_STATES.find((s) => s.name === name)!.run(320, 600);
}

export = () => {
	it("says where to get a key, shows the model list loading, and filters it", () => {
		const key = { status: 200, body: { data: { label: "Lux laptop", limit: 20, limit_remaining: 12.5 } } };
		const { lux, p } = setupWith(360, 800, { key, models: { status: 200, body: MODELS, delay: 1 } }, "sk-or-v1-x");
		// (The scripted server is a custom URL; with OpenRouter chosen the dialog says where keys are made.)
		expect(hasText(p, "Create one at openrouter.ai/keys")).to.equal(false);
		press(button(p, "OpenRouter"));
		expect(hasText(p, "Create one at openrouter.ai/keys")).to.equal(true);
		press(button(p, "Custom URL"));
		waitFor("the key verdict", () => hasText(p, "Valid key"));
		press(button(p, "List tool-capable models"));
		expect(button(p, "Loading models…").Active).to.equal(false);
		waitFor("the model list", () => hasText(p, "qwen/qwen3-coder:free"), 20);
		expect(hasText(p, "4 of 4 models match.")).to.equal(true);
		sim().typeInto(sim().findByName(p.screen, "Filter") as TextBox, "free");
		expect(hasText(p, "1 of 4 models match.")).to.equal(true);
		expect(hasText(p, "anthropic/claude-sonnet-4  ·")).to.equal(false);
		press(sim().findByText(p.screen, "qwen/qwen3-coder:free") as TextButton);
		expect((sim().findByName(p.screen, "Model") as TextBox).Text).to.equal("qwen/qwen3-coder:free");
		lux.unmount();
	});

	it("sends an account out of credits to the setup dialog with the key field focused", () => {
		const shot = reach("live-no-credits");
		const root = shot.screen;
		const check = root.GetDescendants().find((d) => d.IsA("TextButton") && d.Text === "Check key and model");
		press(check as TextButton);
		expect(sim().findByText(root, "Connect Lux to a model")).to.be.ok();
		expect(sim().focusedTextBox()?.Name).to.equal("Key");
		shot.done();
	});

	it("offers a new chat when the conversation is too long for the model", () => {
		const tooLong = {
			status: 400,
			body: {
				error: { code: 400, message: "context_length_exceeded: this model's maximum context is 8192 tokens" },
			},
		};
		const { lux, p } = drive(320, 600, [tooLong], "Summarise every script in the place", idle);
		expect(hasText(p, "The conversation is too long for this model")).to.equal(true);
		press(button(p, "Start a new chat"));
		expect(p.store.getState().items.size()).to.equal(0);
		press(button(p, "Chats"));
		expect(hasText(p, "Summarise every script in the place")).to.equal(true);
		lux.unmount();
	});

	it("asks Lux to propose a change again when it was not applied", () => {
		const shot = reach("live-outcomes");
		expect(sim().findByText(shot.screen, "Not applied: the target changed since the preview")).to.be.ok();
		expect(sim().findByText(shot.screen, "Error [stale]")).to.equal(undefined);
		const server = sim().modelServerUrl()!;
		loadTurns({ turns: [{ reply: { content: "Here is the lava change again." } }] });
		const again = shot.screen
			.GetDescendants()
			.find((d) => d.IsA("TextButton") && d.Text === "Ask Lux to propose it again");
		press(again as TextButton);
		waitFor("the answer", () => sim().findByText(shot.screen, "Here is the lava change again.") !== undefined, 20);
		const sent = chatRequests(server);
		const body = HttpService.JSONDecode(sent[sent.size() - 1].body) as {
			messages: { role: string; content?: string }[];
		};
		// The user's last message (the context message, which follows it, aside) names the change.
		const own = body.messages.filter(
			(m) => m.role === "user" && (m.content ?? "").find(CONTEXT_HEADER, 1, true)[0] === undefined,
		);
		const asked = own[own.size() - 1].content ?? "";
		expect(asked.find("Workspace.Map.LavaPit", 1, true)[0] !== undefined).to.equal(true);
		shot.done();
	});
};
