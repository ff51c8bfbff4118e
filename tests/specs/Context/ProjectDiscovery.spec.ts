/** Discovery over the sample place proposes where scripts live, entry points, core modules and remotes. */
import { ProjectDiscovery, ScriptIndex } from "Context";
import { StudioClockHost } from "App/Studio";
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
			expect(has("script locations", "ServerScriptService.Services (51)")).to.equal(true);
			expect(has("script locations", "203 scripts")).to.equal(true);
			expect(has("entry points", "server Scripts: ")).to.equal(true);
			expect(has("entry points", "LocalScripts: ReplicatedFirst.LoadingScreen")).to.equal(true);
			expect(has("core modules", "TableUtil (required by")).to.equal(true);
			expect(has("remotes", "AttackRequest")).to.equal(true);
			// An index still scanning is finished first rather than summarised half-built.
			const scanning = new ScriptIndex(new PlaceIndexHost(place), new StudioClockHost());
			scanning.start();
			const early = new Map(new ProjectDiscovery(scanning).discover().map((n) => [n.section, n.text]));
			expect(early.get("script locations")).to.equal(bySection.get("script locations"));
			const store = new ProjectContext(new MemorySettings(), "discovery");
			for (const n of sections) expect(store.update(n.section, n.text, "discovery").ok).to.equal(true);
			expect(store.formatForPrompt().find("Most required modules", 1, true)[0] !== undefined).to.equal(true);
		} finally {
			holder.Destroy();
		}
	});
};
