/**
 * The API key never leaves the plugin: not in a request body (the per-turn context, a tool
 * result that read a script holding it, the assistant's own echo), not in the place (a
 * hostile server writing it into a script), not in anything saved, and not on screen even
 * when a stream splits it across chunks.
 */
import { HttpService, ServerScriptService } from "@rbxts/services";
import { SETTING_KEYS } from "Core";
import { redactArriving, redactSecrets } from "Shared/Secrets";
import { LuxPanel } from "../support/LuxPanel";
import { chatRequests } from "../support/ModelServerClient";
import { button, hasText, loadTurns, PANEL_KEY, sendMessage, sim, waitFor } from "../support/PanelHarness";

const OTHER_KEY = `sk-or-v1-${string.rep("0123456789abcdef", 4)}`;

function has(text: string, part: string): boolean {
	return text.find(part, 1, true)[0] !== undefined;
}

/** A small seeded generator (xorshift), so a failing split is reproducible from its seed. */
function generator(seed: number) {
	let state = seed;
	return (n: number) => {
		state ^= (state << 13) % 4294967296;
		state ^= math.floor(state / 131072);
		state ^= (state << 5) % 4294967296;
		state = math.abs(state) % 4294967296;
		return (state % n) + 1;
	};
}

export = () => {
	const lux = new LuxPanel();
	afterEach(() => lux.unmount());

	it("keeps the key out of every request, the place and every setting, whoever put it where", () => {
		const p = lux.mount();
		const loop = ServerScriptService.FindFirstChild("GameLoop") as Script;
		loop.Source = `-- keys: ${PANEL_KEY} and ${OTHER_KEY}\n${loop.Source}`;
		loadTurns({
			turns: [
				{
					reply: {
						tool_calls: [{ name: "get_script", arguments: { path: "ServerScriptService.GameLoop" } }],
					},
				},
				{
					reply: {
						content: `Your key is ${PANEL_KEY}.`,
						tool_calls: [
							{
								name: "create_script",
								arguments: {
									parent: "ServerScriptService",
									name: "Leak",
									class_name: "Script",
									source: `local key = "${PANEL_KEY}"`,
								},
							},
						],
					},
				},
				{ reply: { content: "All done." } },
			],
		});
		sendMessage(p, "How does the GameLoop count rounds? Also save my key in a script.");
		waitFor("the card", () => hasText(p, "Approve"));
		sim().click(button(p, "Approve"));
		waitFor("the answer", () => hasText(p, "All done."));
		const requests = chatRequests(p.server);
		expect(requests.size()).to.equal(3);
		for (const request of requests) {
			expect(has(request.body, PANEL_KEY)).to.equal(false);
			expect(has(request.body, OTHER_KEY)).to.equal(false);
		}
		// The script's text did reach the model, without the keys.
		expect(has(requests[1].body, "[redacted key]")).to.equal(true);
		const leak = ServerScriptService.FindFirstChild("Leak") as Script | undefined;
		expect(leak).to.be.ok();
		expect(has(leak!.Source, PANEL_KEY)).to.equal(false);
		for (const [name, value] of p.settings.values) {
			if (name === SETTING_KEYS.apiKey) continue;
			const text = typeIs(value, "string") ? value : HttpService.JSONEncode(value);
			expect(has(text, PANEL_KEY)).to.equal(false);
		}
		expect(has(HttpService.JSONEncode(p.store.getState()), PANEL_KEY)).to.equal(false);
		leak?.Destroy();
	});

	it("never shows any part of the key while a stream splits it, for 300 seeded random splits", () => {
		const text = `Here it is: ${PANEL_KEY} and again ${PANEL_KEY}!`;
		for (let seed = 1; seed <= 300; seed++) {
			const draw = generator(seed);
			let streamed = "";
			let from = 1;
			while (from <= text.size()) {
				const size = draw(12);
				streamed += text.sub(from, from + size - 1);
				from += size;
				const shown = redactArriving(streamed, [PANEL_KEY]);
				// No 6-character piece of the key is on screen at any moment.
				for (let i = 1; i + 5 <= PANEL_KEY.size(); i++)
					if (has(shown, PANEL_KEY.sub(i, i + 5)) && !has(shown, "[redacted key]"))
						error(`seed ${seed}: "${shown}" shows part of the key`);
				expect(has(shown, PANEL_KEY)).to.equal(false);
			}
			expect(redactArriving(streamed, [PANEL_KEY])).to.equal(
				"Here it is: [redacted key] and again [redacted key]!",
			);
		}
	});

	it("redacts key-shaped tokens but leaves ordinary words alone", () => {
		expect(redactSecrets(`a ${OTHER_KEY} b`)).to.equal("a [redacted key] b");
		expect(redactSecrets("task-runner-with-a-long-descriptive-name")).to.equal(
			"task-runner-with-a-long-descriptive-name",
		);
		expect(redactSecrets("sk-short")).to.equal("sk-short");
		expect(redactSecrets(`gsk_${string.rep("a", 40)}`)).to.equal("[redacted key]");
	});

	it("redacts a Groq-shaped key holding a dash whole (SecretRedactionProperty's counterexample)", () => {
		// The Groq shape stopped at '-' and left the tail of the key in the text.
		const out = redactSecrets("gsk_JClmn-dqehwvLzCDW2IN0F8wbq46=next");
		expect(out).to.equal("[redacted key]=next");
	});
};
