/** The status line's words: progress while running, meters and the cost-cap warning when idle. */
import { statusText } from "UI/Chat";

export = () => {
	it("shows the step, the tool and the elapsed seconds while running", () => {
		const s = statusText({
			progress: { iteration: 2, maxIterations: 8, tool: "read_script", startedAt: 10 },
			meters: { conversation: { tokens: 0 } },
			now: 23.7,
		});
		expect(s.text).to.equal("Step 2/8 · read_script · 13 s");
	});

	it("shows tokens and cost for the conversation and the last reply", () => {
		const s = statusText({
			meters: { lastReply: { tokens: 980, cost: 0.0034 }, conversation: { tokens: 5310, cost: 0.0182 } },
			now: 0,
		});
		expect(s.text).to.equal("Chat 5.3k tok · $0.018   Last 980 tok · $0.0034");
		expect(s.warn).to.equal(false);
	});

	it("stays empty before anything was spent", () => {
		expect(statusText({ meters: { conversation: { tokens: 0 } }, now: 0 }).text).to.equal("");
	});

	it("warns first once the conversation passes 80% of its cap", () => {
		const s = statusText({ meters: { conversation: { tokens: 100, cost: 0.41 }, costCap: 0.5 }, now: 0 });
		expect(s.warn).to.equal(true);
		expect(s.text.find("Near the $0.50 cap", 1, true)[0]).to.equal(1);
	});

	it("shows how many prompt tokens the provider served from its cache", () => {
		const s = statusText({
			meters: {
				lastReply: { tokens: 4200, cost: 0.0021, cachedTokens: 3900 },
				conversation: { tokens: 52100, cost: 0.031, cachedTokens: 47000 },
			},
			now: 0,
		});
		expect(s.text).to.equal("Chat 52.1k tok (47.0k cached) · $0.031   Last 4.2k tok (3.9k cached) · $0.0021");
	});
};
