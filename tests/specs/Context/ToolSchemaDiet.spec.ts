/**
 * The tool-schema diet: every tool is listed with a short description, conventions shared by
 * all tools (paths, value forms) are said once in the system prompt instead of in each tool,
 * the rarely used tools are one-line signatures behind the more_tools entry,
 * and the first request of a greeting stays small. Figures in characters here; bench:cost
 * counts the same request with real tokenizers.
 */
import { toWireTools } from "Core";
import { LUX_ROLE, LUX_RULES, LUX_TOOL_GUIDANCE, buildSystemPrompt } from "Context";
import { PATH_ESCAPE_HELP } from "Shared/InstancePath";
import { ToolRegistry } from "Tools/ToolRegistry";
import { advertisedTools } from "Tools/ToolGroups";

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
		const tools = game.GetService("HttpService").JSONEncode(toWireTools(advertisedTools(defs)));
		const system = buildSystemPrompt({ role: LUX_ROLE, rules: LUX_RULES, toolGuidance: LUX_TOOL_GUIDANCE });
		expect(count(tools, "Paths are full instance paths")).to.equal(0);
		expect(count(system, PATH_ESCAPE_HELP)).to.equal(1);
		expect(count(system, "Vector3 [x,y,z]")).to.equal(1);
		// A ceiling against growth: 27 tools sent with their own schemas took about 12,700
		// characters; with the rare ones as signatures behind more_tools, about 7,900.
		expect(tools.size() < 8500).to.equal(true);
		expect(system.size() < 1600).to.equal(true);
	});
};
