/**
 * The fix-it sequence through the real executor, as the model drives it: playtest (an error
 * with its script and line), read the script, propose a patch, then playtest again. With
 * the patch approved the second playtest passes; with it rejected nothing changed and the
 * playtest still fails. (The model's side is the fixed call order here, not a scripted
 * model server.)
 */
import { Sample, Sim, loadSample, snapshotPlace } from "../SamplePlace";
import { PlaytestSettings } from "./PlaytestSettings";
import { approve, contains, propose, reject, run } from "../ToolCalls";

const BROKEN = 'local lava = workspace.Map.Lava\nlava.Touched:Connect(function() end)\nprint("lava ready")';

export = () => {
	let sample: Sample;
	let lavaScript: Script;
	beforeEach(() => {
		sample = loadSample({ settings: new PlaytestSettings() });
		Sim.installPlaytestPlugin(game.GetService("ReplicatedStorage").FindFirstChild("Lux")!);
		lavaScript = new Instance("Script");
		lavaScript.Name = "LavaKill";
		(lavaScript as unknown as { Source: string }).Source = BROKEN;
		lavaScript.Parent = game.GetService("ServerScriptService");
		Sim.clearUnrecordedChanges();
	});
	afterEach(() => {
		Sim.uninstallPlaytestPlugins();
		lavaScript.Destroy();
		sample.unload();
	});

	const firstSteps = () => {
		const first = run(sample, "playtest", { duration: 2 });
		contains(first.content, "(script ServerScriptService.LavaKill, line 1)");
		contains(first.content, "Verdict: FAILED");
		const read = run(sample, "get_script", { path: "ServerScriptService.LavaKill" });
		contains(read.content, "workspace.Map.Lava");
		return propose(sample, "patch_script", {
			path: "ServerScriptService.LavaKill",
			search: "workspace.Map.Lava\n",
			replace: "workspace.Map.LavaPit\n",
		});
	};

	it("approved: the patch lands as one undo step and the second playtest passes", () => {
		const id = firstSteps();
		expect(approve(sample, id).isError).to.equal(false);
		const second = run(sample, "playtest", { duration: 2 });
		contains(second.content, "Errors: none");
		contains(second.content, "Verdict: passed");
		expect(second.summary).to.equal("Playtest passed");
	});

	it("rejected: nothing changes and the script keeps its text", () => {
		const before = snapshotPlace();
		const id = firstSteps();
		contains(reject(sample, id, "not now").content, "nothing was changed");
		expect(snapshotPlace()).to.equal(before);
		expect((lavaScript as unknown as { Source: string }).Source).to.equal(BROKEN);
		const second = run(sample, "playtest", { duration: 2 });
		contains(second.content, "Verdict: FAILED");
	});
};
