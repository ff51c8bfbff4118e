import { WorkingMemory } from "Memory";
import { estimateTokens } from "Shared/Tokens";

export = () => {
	it("keeps the goal and pinned notes while tool results and observations decay", () => {
		const memory = new WorkingMemory();
		memory.setGoal("Create a shop GUI");
		memory.add("pinned", "The user wants prices in gems");
		memory.add("tool_result", "Created ShopFrame");
		memory.add("observation", "ShopFrame looked empty");
		for (let i = 0; i < 4; i++) memory.advance();
		let text = memory.formatForPrompt();
		expect(text.find("ShopFrame looked empty", 1, true)[0]).to.equal(undefined);
		expect(text.find("Created ShopFrame", 1, true)[0] !== undefined).to.equal(true);
		for (let i = 0; i < 6; i++) memory.advance();
		text = memory.formatForPrompt();
		expect(text.find("Created ShopFrame", 1, true)[0]).to.equal(undefined);
		expect(text.find("Goal: Create a shop GUI", 1, true)[0] !== undefined).to.equal(true);
		expect(text.find("prices in gems", 1, true)[0] !== undefined).to.equal(true);
	});

	it("stays within its token budget, goal first", () => {
		const memory = new WorkingMemory();
		memory.setGoal("Refactor combat");
		for (let i = 0; i < 30; i++) memory.add("tool_result", `result ${i} ${string.rep("y", 80)}`);
		const text = memory.formatForPrompt(100);
		expect(estimateTokens(text) <= 100).to.equal(true);
		expect(text.find("Goal: Refactor combat", 1, true)[0] !== undefined).to.equal(true);
		expect(text.find("result 29", 1, true)[0] !== undefined).to.equal(true);
	});
};
