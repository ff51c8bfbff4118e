/** Issue 18, defect 4: the status line's words: what Lux is doing in words, which model request, and the meter always. */
import { meterText, progressText, statusText } from "UI/Chat/StatusLine";
import { toolWords } from "UI/Chat/ToolWords";
import { ToolRegistry } from "Tools/ToolRegistry";
import { MORE_TOOLS } from "Tools/ToolGroups";

export = () => {
	it("says what the running tool does in words, the elapsed seconds and which model request this is", () => {
		const p = { iteration: 2, maxIterations: 8, tool: "get_script", startedAt: 10 };
		expect(progressText(p, 23.7)).to.equal("Reading a script · 13 s · request 2 of at most 8");
		expect(progressText({ ...p, tool: undefined }, 12)).to.equal("Thinking · 2 s · request 2 of at most 8");
		expect(toolWords("waiting for your approval")).to.equal("Waiting for your approval");
		// A name with no words (it may be the model's) is never shown as it came.
		expect(toolWords("brand_new_tool")).to.equal("Running a tool");
		expect(toolWords("<b>teleport</b>")).to.equal("Running a tool");
		expect(progressText({ ...p, tool: undefined, writing: true }, 12)).to.equal(
			"Writing the reply · 2 s · request 2 of at most 8",
		);
	});

	it("has words for every tool the model can call, never its raw name", () => {
		const raw = ToolRegistry.definitions()
			.map((d) => d.name)
			.filter((name) => toolWords(name) === "Running a tool");
		expect(raw.join(", ")).to.equal("");
		expect(toolWords(MORE_TOOLS)).to.equal("Running a tool");
		expect(toolWords("playtest")).to.equal("Playtesting the place");
	});

	it("shows cost and tokens for the conversation, the last reply and the context fill, to one precision", () => {
		const m = { lastReply: { tokens: 980, cost: 0.0034 }, conversation: { tokens: 5310, cost: 0.0182 } };
		expect(meterText(m).text).to.equal("Chat $0.018 (5.3k tok) · last $0.003");
		expect(meterText(m, 200000).text).to.equal("Chat $0.018 (5.3k tok) · last $0.003 · context 1% full");
		expect(meterText({ conversation: { tokens: 12, cost: 0.00001 } }).text).to.equal("Chat <$0.001 (12 tok)");
		expect(meterText(m).warn).to.equal(false);
	});

	it("stays empty before anything was spent, unless Lux is working", () => {
		expect(statusText({ meters: { conversation: { tokens: 0 } }, now: 0 }).text).to.equal("");
		expect(meterText({ conversation: { tokens: 0 } }, undefined, true).text).to.equal("Chat 0 tok");
	});

	it("warns first once the conversation passes 80% of its cap", () => {
		const s = meterText({ conversation: { tokens: 100, cost: 0.41 }, costCap: 0.5 });
		expect(s.warn).to.equal(true);
		expect(s.text.find("Near the $0.500 cap", 1, true)[0]).to.equal(1);
	});

	it("shows how many prompt tokens the provider served from its cache", () => {
		const s = statusText({
			meters: {
				lastReply: { tokens: 4200, cost: 0.0021, cachedTokens: 3900 },
				conversation: { tokens: 52100, cost: 0.031, cachedTokens: 47000 },
			},
			now: 0,
		});
		expect(s.text).to.equal("Chat $0.031 (52.1k tok, 47.0k cached) · last $0.002");
	});
};
