/** The model summariser asks through the loop's client only when allowed. */
import { HttpService } from "@rbxts/services";
import { modelSummariser } from "Conversation";
import { ApiClient, withDefaults } from "Core";
import { StudioClockHost, StudioHttpHost, StudioWebStreamHost } from "App/Studio";
import { chatRequests, loadScenario } from "../support/ModelServerClient";

export = () => {
	const server = LuxSim?.modelServerUrl();
	if (server === undefined) return;

	it("summarises through the client when allowed, and sends nothing when not", () => {
		loadScenario(
			server,
			HttpService.JSONEncode({
				name: "summary",
				user: ["-"],
				turns: [{ reply: { content: "- user asked for a shop\n- ShopService created" } }],
				expect: {},
			}),
		);
		const client = new ApiClient(
			withDefaults({ baseUrl: `${server}/api/v1`, apiKey: "sk-or-v1-summary-test-key", model: "scripted/model" }),
			new StudioHttpHost(),
			new StudioClockHost(),
			new StudioWebStreamHost("SSE"),
		);
		let allowed = false;
		const summarise = modelSummariser(client, () => allowed);
		expect(summarise("- user: add a shop", 100)).to.equal(undefined);
		expect(chatRequests(server).size()).to.equal(0);
		allowed = true;
		expect(summarise("- user: add a shop", 100)).to.equal("- user asked for a shop\n- ShopService created");
		const requests = chatRequests(server);
		expect(requests.size()).to.equal(1);
		expect(requests[0].body.find("add a shop", 1, true)[0] !== undefined).to.equal(true);
	});
};
