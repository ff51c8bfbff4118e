/**
 * run_luau through the panel: the card shows the code and its purpose; after Approve it lists
 * the instances the snippet changed and what it returned, and the model reads the same.
 */
import { HttpService } from "@rbxts/services";
import { chatRequests } from "../support/ModelServerClient";
import { LuxPanel } from "../support/LuxPanel";
import { button, hasText, loadTurns, sendMessage, sim, waitFor } from "../support/PanelHarness";

export = () => {
	const lux = new LuxPanel();
	afterEach(() => lux.unmount());

	it("shows the code, then what it changed once approved", () => {
		const p = lux.mount();
		loadTurns({
			turns: [
				{
					reply: {
						tool_calls: [
							{
								name: "run_luau",
								arguments: {
									code: "workspace.Map.LavaPit.Transparency = 0.25\nprint('glass lava')\nreturn 1",
									purpose: "Make the lava see-through",
								},
							},
						],
					},
				},
				{ reply: { content: "The lava is now see-through." } },
			],
		});
		sendMessage(p, "Make the lava see-through.");
		waitFor("the run-code card", () => hasText(p, "Waiting for your approval"), 20);
		expect(hasText(p, "Make the lava see-through")).to.equal(true);
		expect(hasText(p, "workspace.Map.LavaPit.Transparency = 0.25")).to.equal(true);
		sim().click(button(p, "Approve"));
		waitFor("the answer", () => hasText(p, "The lava is now see-through."), 20);
		expect(hasText(p, "Changed in the place:")).to.equal(true);
		expect(hasText(p, "changed Workspace.Map.LavaPit (Transparency)")).to.equal(true);
		expect(hasText(p, "Returned: 1")).to.equal(true);
		const sent = chatRequests(p.server).map(
			(r) => HttpService.JSONDecode(r.body) as { messages: { role: string; content?: string }[] },
		);
		const tool = sent[sent.size() - 1].messages.filter((m) => m.role === "tool");
		expect((tool[0].content ?? "").find("glass lava", 1, true)[0] !== undefined).to.equal(true);
	});
};
