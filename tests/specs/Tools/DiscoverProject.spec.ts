/**
 * discover_project through the executor, over the real wiring: Memory's ProjectContext as
 * the store and Context's ProjectDiscovery over a script index of the SamplePlace (as
 * startPlugin hands them to Tools). It answers at once (no approval card: the notes are
 * plugin settings, not the place), saves its findings as discovered sections, replaces the
 * earlier discovered sections, never overwrites what the user or update_project_context
 * wrote, tells the model which is which, and the notes survive a reload of the settings.
 */
import { SCRIPT_ROOTS, ScriptIndex, StudioScriptIndexHost } from "Context";
import { projectDiscovererFor, projectStoreForTools } from "App";
import { ProjectContext } from "Memory";
import { StudioClockHost, studioScripts } from "App/Studio";
import { MemorySettings } from "../support/MemorySettings";
import { Sample, loadSample, snapshotPlace } from "./SamplePlace";
import { contains, run, undoDepth } from "./ToolCalls";

const PLACE = "discoverSpec";

function sectionOf(project: ProjectContext, name: string) {
	return project.sections().find((s) => s.section === name);
}

export = () => {
	let sample: Sample;
	let settings: MemorySettings;
	let project: ProjectContext;

	function load(withDiscoverer = true) {
		settings = new MemorySettings();
		project = new ProjectContext(settings, PLACE);
		// The user's own section, one the model wrote under a name discovery also uses, and a
		// discovered section from an earlier discovery that this place no longer produces.
		project.update("architecture", "Server owns coins.", "user");
		project.update("entry points", "GameLoop starts the rounds; PlayerData loads saves.", "model");
		project.update("old findings", "12 scripts in the place.", "discovery");
		const clock = new StudioClockHost();
		// Lux's own code and these specs live in ReplicatedStorage here; index the place only.
		const host = new StudioScriptIndexHost(
			studioScripts,
			SCRIPT_ROOTS.filter((n) => n !== "ReplicatedStorage"),
			game,
		);
		const index = new ScriptIndex(host, clock);
		sample = loadSample({
			projectContext: projectStoreForTools(project),
			projectDiscoverer: withDiscoverer ? projectDiscovererFor(index, clock) : undefined,
		});
		// Started after the place loaded and not stepped: discovery finishes the scan itself.
		index.start();
	}

	afterEach(() => sample.unload());

	it("saves discovered sections at once, keeps the user's and the model's, and says so", () => {
		load();
		const before = snapshotPlace();
		const depth = undoDepth();
		const out = run(sample, "discover_project", {});
		expect(out.isError).to.equal(false);
		// No approval card and nothing in the place or its undo history.
		expect(sample.tools.queue.pending().size()).to.equal(0);
		expect(snapshotPlace()).to.equal(before);
		expect(undoDepth()).to.equal(depth);

		const locations = sectionOf(project, "script locations")!;
		expect(locations.source).to.equal("discovery");
		contains(locations.text, "StarterPlayer.StarterPlayerScripts (1)");
		expect(sectionOf(project, "frameworks and naming")!.source).to.equal("discovery");
		// Never overwritten: the model's section under a discovered name, and the user's own.
		expect(sectionOf(project, "entry points")!.text).to.equal(
			"GameLoop starts the rounds; PlayerData loads saves.",
		);
		expect(sectionOf(project, "entry points")!.source).to.equal("model");
		expect(sectionOf(project, "architecture")!.text).to.equal("Server owns coins.");
		// The earlier discovery's section that this one did not produce is gone.
		expect(sectionOf(project, "old findings")).to.equal(undefined);

		contains(out.content, "Saved to the project notes as discovered sections");
		contains(out.content, "frameworks and naming, script locations");
		contains(out.content, "Removed discovered sections no longer found: old findings.");
		contains(out.content, "Not overwritten, because the user or update_project_context wrote them: entry points.");
		// The model reads the findings themselves too, including the entry points it may not save.
		contains(out.content, "ServerScriptService.GameLoop");
		contains(out.content, "StarterPlayer.StarterPlayerScripts.HudController");
		contains(out.summary, "saved");
	});

	it("replaces its own earlier sections on the next run, but not one the user edited", () => {
		load();
		run(sample, "discover_project", {});
		project.update("script locations", "stale count", "discovery");
		project.update("frameworks and naming", "We use Knit everywhere.", "user");
		run(sample, "discover_project", {});
		contains(sectionOf(project, "script locations")!.text, "StarterPlayer.StarterPlayerScripts (1)");
		expect(sectionOf(project, "frameworks and naming")!.text).to.equal("We use Knit everywhere.");
		expect(sectionOf(project, "frameworks and naming")!.source).to.equal("user");
	});

	it("keeps the discovered notes across a reload and puts them in the prompt", () => {
		load();
		run(sample, "discover_project", {});
		const reloaded = new ProjectContext(settings, PLACE);
		expect(reloaded.loadNotice).to.equal(undefined);
		expect(sectionOf(reloaded, "script locations")!.source).to.equal("discovery");
		expect(sectionOf(reloaded, "architecture")!.source).to.equal("user");
		contains(reloaded.formatForPrompt(), "### script locations");
		// Another place's notes are not touched.
		expect(new ProjectContext(settings, "anotherPlace").read().size()).to.equal(0);
	});

	it("without a discoverer still saves the survey's findings", () => {
		load(false);
		const out = run(sample, "discover_project", {});
		expect(out.isError).to.equal(false);
		expect(sectionOf(project, "frameworks and naming")!.source).to.equal("discovery");
		expect(sectionOf(project, "script locations")).to.equal(undefined);
	});
};
