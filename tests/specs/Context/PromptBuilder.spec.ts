/** The stable prefix is byte-identical across turns; variable parts come after it. */
import { LUX_ROLE, LUX_RULES, VARIABLE_MARKER, buildPrompt } from "Context";
import { ProjectContext, WorkingMemory } from "Memory";
import { MemorySettings } from "../support/MemorySettings";

export = () => {
	it("keeps the stable prefix byte-identical while the variable parts change", () => {
		const settings = new MemorySettings();
		const project = new ProjectContext(settings, "prompt-spec");
		project.update("conventions", "Services end in Service", "user");
		project.update("architecture", "PlayerDataService owns saving", "discovery");
		const memory = new WorkingMemory();
		memory.setGoal("Add a coin shop");
		const turn = (scripts: string) =>
			buildPrompt({
				role: LUX_ROLE,
				rules: LUX_RULES,
				toolGuidance: "Use get_script to read.",
				projectContext: new ProjectContext(settings, "prompt-spec").formatForPrompt(),
				workingMemory: memory.formatForPrompt(),
				scriptContext: scripts,
			});
		const first = turn("## Scripts relevant\n- ShopService");
		memory.add("tool_result", "Read ShopService");
		memory.advance();
		const second = turn("## Scripts relevant\n- CoinCounter");
		expect(second.stablePrefix).to.equal(first.stablePrefix);
		expect(first.text.sub(1, first.stablePrefix.size())).to.equal(first.stablePrefix);
		expect(second.text.sub(1, second.stablePrefix.size())).to.equal(second.stablePrefix);
		expect(first.text).never.to.equal(second.text);
		// Variable parts come strictly after the prefix.
		const [at] = second.text.find(VARIABLE_MARKER, 1, true);
		expect(at).to.equal(second.stablePrefix.size() + 1);
		expect(second.variablePart.find("CoinCounter", 1, true)[0] !== undefined).to.equal(true);
		expect(second.stablePrefix.find("CoinCounter", 1, true)[0]).to.equal(undefined);
		expect(second.stablePrefix.find("Services end in Service", 1, true)[0] !== undefined).to.equal(true);
	});
};
