/** Discovery over the sample place proposes where scripts live, core modules and remotes. */
import { ProjectDiscovery, ScriptIndex } from "Context";
import { StudioClockHost } from "Core";
import { ProjectContext } from "Memory";
import { MemorySettings } from "../support/MemorySettings";
import { PlaceIndexHost } from "../support/PlaceIndexHost";

export = () => {
	if (LuxSim === undefined) return;
	it("summarises the index into project-note sections a tool can store", () => {
		const holder = new Instance("Folder");
		holder.Name = "DiscoverySpecPlace";
		holder.Parent = game.GetService("ServerStorage");
		try {
			const place = LuxSim!.loadPlace("tests/fixtures/places/Adventure", holder);
			const index = new ScriptIndex(new PlaceIndexHost(place), new StudioClockHost());
			index.build();
			const sections = new ProjectDiscovery(index).discover();
			const bySection = new Map(sections.map((n) => [n.section, n.text]));
			const has = (section: string, text: string) => bySection.get(section)!.find(text, 1, true)[0] !== undefined;
			expect(has("locations", "ServerScriptService.Services (51)")).to.equal(true);
			expect(has("locations", "203 scripts")).to.equal(true);
			expect(has("architecture", "TableUtil (required by")).to.equal(true);
			expect(has("architecture", "AttackRequest")).to.equal(true);
			const store = new ProjectContext(new MemorySettings(), "discovery");
			for (const n of sections) expect(store.update(n.section, n.text, "discovery").ok).to.equal(true);
			expect(store.formatForPrompt().find("Most required modules", 1, true)[0] !== undefined).to.equal(true);
		} finally {
			holder.Destroy();
		}
	});
};
