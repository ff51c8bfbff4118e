/**
 * playtest through the executor against the simulator's StudioTestService: the place runs
 * in a copy, Lux's plugin copy inside it collects Output and ends the session, and the
 * summary names errors with their script and line. The edit place never changes.
 */
import { Sample, Sim, loadSample, snapshotPlace } from "../SamplePlace";
import { PlaytestSettings } from "./PlaytestSettings";
import { contains, run } from "../ToolCalls";

function serverScript(name: string, source: string): Script {
	const s = new Instance("Script");
	s.Name = name;
	(s as unknown as { Source: string }).Source = source;
	s.Parent = game.GetService("ServerScriptService");
	return s;
}

export = () => {
	let sample: Sample;
	const made: Instance[] = [];
	beforeEach(() => {
		sample = loadSample({ settings: new PlaytestSettings() });
		Sim.installPlaytestPlugin(game.GetService("ReplicatedStorage").FindFirstChild("Lux")!);
	});
	afterEach(() => {
		Sim.uninstallPlaytestPlugins();
		for (const i of made) i.Destroy();
		made.clear();
		sample.unload();
	});

	it("a playtest that never calls EndTest is ended by Lux after the duration", () => {
		made.push(serverScript("Ticker", "while true do\n\ttask.wait(0.5)\nend"));
		const before = snapshotPlace();
		const out = run(sample, "playtest", { duration: 3 });
		contains(out.content, "Lux ended it after 3 s");
		contains(out.content, "Errors: none");
		contains(out.content, "Verdict: passed");
		expect(out.summary).to.equal("Playtest passed");
		expect(Sim.playtestRunning()).to.equal(false);
		expect(snapshotPlace()).to.equal(before);
	});

	it("a playtest that hits an error reports it with its script and line, and fails", () => {
		made.push(
			serverScript(
				"LavaKill",
				"local lava = workspace.Map.LavaPit\nlocal part = workspace.Map.Lava\nprint(part)",
			),
		);
		const out = run(sample, "playtest", { duration: 2, exists: ["Workspace.Map.LavaPit"] });
		contains(out.content, "Errors (1)");
		contains(out.content, "(script ServerScriptService.LavaKill, line 2)");
		contains(out.content, "passed: Workspace.Map.LavaPit exists");
		contains(out.content, "FAILED: no errors in Output");
		contains(out.content, "Verdict: FAILED");
		expect(out.summary).to.equal("Playtest failed (1 errors)");
	});

	it("a playtest that ends by itself returns the place's EndTest value and what was collected until then", () => {
		made.push(
			serverScript(
				"Finisher",
				'warn("finishing early")\ntask.wait(1)\ngame:GetService("StudioTestService"):EndTest("all good")',
			),
		);
		const out = run(sample, "playtest", { duration: 30 });
		contains(out.content, 'the place ended it itself with EndTest("all good")');
		contains(out.content, "finishing early");
		expect(Sim.playtestRunning()).to.equal(false);
	});

	it("EndTest from the edit place errors, and the edit place's RunService is not running", () => {
		const [okCall] = pcall(() => game.GetService("StudioTestService").EndTest("x"));
		expect(okCall).to.equal(false);
		expect(game.GetService("RunService").IsRunning()).to.equal(false);
	});
};
