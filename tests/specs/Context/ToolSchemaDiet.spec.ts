/**
 * The tool-schema diet: every tool is listed with a short description, conventions shared by
 * all tools (paths, value forms) are said once in the system prompt instead of in each tool,
 * and the first request of a greeting stays small. Figures in characters here; bench:cost
 * counts the same request with real tokenizers.
 */
import { toWireTools } from "Core";
import { LUX_ROLE, LUX_RULES, LUX_TOOL_GUIDANCE, buildSystemPrompt } from "Context";
import { PATH_ESCAPE_HELP } from "Shared/InstancePath";
import { ToolRegistry } from "Tools/ToolRegistry";

function count(text: string, part: string): number {
	let n = 0;
	let from = 1;
	for (;;) {
		const [at] = text.find(part, from, true);
		if (at === undefined) return n;
		n += 1;
		from = at + part.size();
	}
}

export = () => {
	it("lists every tool with a short description and says the shared conventions once", () => {
		const defs = ToolRegistry.definitions();
		expect(defs.size()).to.equal(ToolRegistry.names().size());
		for (const d of defs) {
			expect(d.description.size() > 10).to.equal(true);
			expect(d.description.size() <= 160).to.equal(true);
			expect(ToolRegistry.get(d.name) !== undefined).to.equal(true);
		}
		const tools = game.GetService("HttpService").JSONEncode(toWireTools(defs));
		const system = buildSystemPrompt({ role: LUX_ROLE, rules: LUX_RULES, toolGuidance: LUX_TOOL_GUIDANCE });
		expect(count(tools, "Paths are full instance paths")).to.equal(0);
		expect(count(system, PATH_ESCAPE_HELP)).to.equal(1);
		expect(count(system, "Vector3 [x,y,z]")).to.equal(1);
		// A ceiling against growth: 21 tools took about 8,500 characters after the diet; the six
		// run/playtest/tag/query tools bring 27 tools to about 12,700 (grouping them is still open).
		expect(tools.size() < 13000).to.equal(true);
		expect(system.size() < 1600).to.equal(true);
	});
};
