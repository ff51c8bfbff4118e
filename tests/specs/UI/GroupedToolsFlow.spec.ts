/**
 * A grouped tool through the loop as the plugin wires it (the panel over real Tools on the
 * SamplePlace, Safety, the plan gate and verification included): a `more_tools` read answers
 * at once, a `more_tools` write shows a card and changes nothing until Approve is clicked,
 * an unknown member comes back to the model as a clear error, and the requests advertise the
 * entry instead of the grouped schemas.
 */
import { HttpService, ServerScriptService } from "@rbxts/services";
import { LuxPanel } from "../support/LuxPanel";
import { chatRequests } from "../support/ModelServerClient";
import { button, hasText, loadTurns, sendMessage, sim, waitFor } from "../support/PanelHarness";

const more = (tool: string, args?: object) => ({ name: "more_tools", arguments: { tool, args } });

export = () => {
	const lux = new LuxPanel();
	afterEach(() => {
		const renamed = ServerScriptService.FindFirstChild("Rounds");
		if (renamed !== undefined) renamed.Name = "GameLoop";
		lux.unmount();
	});

	it("runs a grouped read at once and holds a grouped write for the user's click", () => {
		const p = lux.mount();
		loadTurns({
			turns: [
				{ reply: { content: "Looking.", tool_calls: [more("find_instances", { class: "Script" })] } },
				{ reply: { content: "Trying.", tool_calls: [more("teleport_player", {})] } },
				{
					reply: {
						content: "Renaming.",
						tool_calls: [
							more("rename_instance", { path: "ServerScriptService.GameLoop", new_name: "Rounds" }),
						],
					},
				},
				{ reply: { content: "Renamed it." } },
			],
		});
		sendMessage(p, "Rename the game loop script to Rounds");
		waitFor("the card", () => hasText(p, "Waiting for your approval"));
		task.wait(0.2);
		expect(ServerScriptService.FindFirstChild("GameLoop")).to.be.ok();
		expect(ServerScriptService.FindFirstChild("Rounds")).to.equal(undefined);
		sim().click(button(p, "Approve"));
		waitFor("the answer", () => hasText(p, "Renamed it."));
		expect(ServerScriptService.FindFirstChild("Rounds")).to.be.ok();

		const sent = chatRequests(p.server).map((r) => r.body);
		expect(sent.size()).to.equal(4);
		// The read's result reached the model with the next request; the unknown member was answered, not run.
		expect(sent[1].find("ServerScriptService.GameLoop", 1, true)[0] !== undefined).to.equal(true);
		expect(sent[2].find('more_tools has no tool \\"teleport_player\\"', 1, true)[0] !== undefined).to.equal(true);
		expect(sent[3].find("Applied", 1, true)[0] !== undefined).to.equal(true);
		// The entry is advertised, the grouped schemas are not.
		const tools = (HttpService.JSONDecode(sent[0]) as { tools: { ["function"]: { name: string } }[] }).tools;
		const names = tools.map((t) => t.function.name);
		expect(names.includes("more_tools")).to.equal(true);
		expect(names.includes("rename_instance")).to.equal(false);
		expect(names.includes("get_script")).to.equal(true);
	});
};
