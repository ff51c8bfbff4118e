/** Discovery over the sample place proposes where scripts live, core modules and remotes. */
import { ProjectDiscovery, ScriptIndex } from "Context";
import { StudioClockHost } from "Core";
import { ProjectContext } from "Memory";
import { MemorySettings } from "../support/MemorySettings";
import { PlaceIndexHost } from "../support/PlaceIndexHost";

export = () => {
	if (LuxSim === undefined) return;
	it("summarises the index into project notes a tool can store", () => {
		const holder = new Instance("Folder");
		holder.Name = "DiscoverySpecPlace";
		holder.Parent = game.GetService("ServerStorage");
		const place = LuxSim!.loadPlace("tests/fixtures/places/Adventure", holder);
		const index = new ScriptIndex(new PlaceIndexHost(place), new StudioClockHost());
		index.build();
		const notes = new ProjectDiscovery(index).discover();
		const byKey = new Map(notes.map((n) => [n.key, n.text]));
		expect(byKey.get("script folders")!.find("ServerScriptService.Services", 1, true)[0] !== undefined).to.equal(
			true,
		);
		expect(byKey.get("most required modules")!.find("TableUtil", 1, true)[0] !== undefined).to.equal(true);
		expect(byKey.get("remotes")!.find("AttackRequest", 1, true)[0] !== undefined).to.equal(true);
		const store = new ProjectContext(new MemorySettings(), "discovery");
		for (const n of notes) expect(store.update(n.section, n.key, n.text, "discovery").ok).to.equal(true);
		expect(store.formatForPrompt().find("most required modules", 1, true)[0] !== undefined).to.equal(true);
		holder.Destroy();
	});
};
