/**
 * The system prompt is the same bytes whatever the place, task or turn; everything that
 * changes (notes, scripts, working memory) is in the context text, and a request with
 * nothing to add (a greeting) has no context at all.
 */
import { CONTEXT_HEADER, LUX_ROLE, LUX_RULES, LUX_TOOL_GUIDANCE, buildPrompt } from "Context";
import { ProjectContext, WorkingMemory } from "Memory";
import { MemorySettings } from "../support/MemorySettings";

export = () => {
	it("keeps the system prompt byte-identical while notes, memory and scripts change", () => {
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
				toolGuidance: LUX_TOOL_GUIDANCE,
				projectContext: new ProjectContext(settings, "prompt-spec").formatForPrompt(),
				workingMemory: memory.formatForPrompt(),
				scriptContext: scripts,
			});
		const first = turn("## Scripts relevant\n- ShopService");
		memory.add("tool_result", "Read ShopService");
		memory.advance();
		const second = turn("## Scripts relevant\n- CoinCounter");
		expect(second.system).to.equal(first.system);
		expect(first.context).never.to.equal(second.context);
		expect(second.context.sub(1, CONTEXT_HEADER.size())).to.equal(CONTEXT_HEADER);
		expect(second.context.find("CoinCounter", 1, true)[0] !== undefined).to.equal(true);
		expect(second.context.find("Services end in Service", 1, true)[0] !== undefined).to.equal(true);
		expect(second.system.find("CoinCounter", 1, true)[0]).to.equal(undefined);
		expect(second.system.find("Services end in Service", 1, true)[0]).to.equal(undefined);
	});

	it("has no context for a request that needs none", () => {
		const built = buildPrompt({ role: LUX_ROLE, rules: LUX_RULES, scriptContext: "", workingMemory: "" });
		expect(built.context).to.equal("");
		expect(built.system.find(LUX_ROLE, 1, true)[0]).to.equal(1);
	});
};
