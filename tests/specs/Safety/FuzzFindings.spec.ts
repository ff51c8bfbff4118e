/**
 * Counterexamples the 10,000-session run of `npm run fuzz` (seed 20261125) found after the
 * approval fixes, each kept as a named regression through the tool executor.
 */
import { ServerStorage, Workspace } from "@rbxts/services";
import { loadSample, Sample, snapshotPlace } from "../Tools/SamplePlace";
import { approve, contains, propose, run } from "../Tools/ToolCalls";

export = () => {
	let sample: Sample;
	beforeEach(() => {
		sample = loadSample();
	});
	afterEach(() => {
		Workspace.FindFirstChild("Beacon")?.Destroy();
		ServerStorage.FindFirstChild("Vault")?.Destroy();
		sample.unload();
	});

	it("refuses set_attributes that sets and removes the same attribute, and changes nothing (2-approval changed-on-execute)", () => {
		const beacon = new Instance("Folder");
		beacon.Name = "Beacon";
		beacon.SetAttribute("Label", "x");
		beacon.Parent = Workspace;
		sample.tools.policy.set({ categories: [], services: { Workspace: ["property"] }, maxAutoDelete: 0 });
		const before = snapshotPlace();
		const out = run(sample, "set_attributes", {
			path: "Workspace.Beacon",
			attributes: { Label: "a" },
			remove: ["Label"],
		});
		contains(out.content, "both set and removed");
		expect(beacon.GetAttribute("Label")).to.equal("x");
		expect(snapshotPlace()).to.equal(before);
	});

	it("refuses a creation whose new children share a name (5-guards guard-duplicate-name)", () => {
		const out = run(sample, "create_instance", {
			parent: "Workspace",
			class_name: "Folder",
			name: "Beacon",
			children: [
				{ class_name: "Part", name: "Base" },
				{ class_name: "Part", name: "Base" },
			],
		});
		contains(out.content, 'two children are named "Base"');
		expect(Workspace.FindFirstChild("Beacon")).to.equal(undefined);
	});

	it("asks before undoing a rename when the user edited something below it since (3-undo undo-without-asking)", () => {
		const vault = new Instance("Folder");
		vault.Name = "Vault";
		const core = new Instance("Folder");
		core.Name = "Core";
		core.Parent = vault;
		vault.Parent = ServerStorage;
		const turn = sample.tools.queue.beginTurn("rename");
		approve(sample, propose(sample, "rename_instance", { path: "ServerStorage.Vault", new_name: "Safe" }));
		core.SetAttribute("Speed", "user");
		const asked = sample.tools.queue.undoTurn(turn);
		expect(asked.kind).to.equal("needs_confirmation");
		expect(vault.Name).to.equal("Safe");
		expect(sample.tools.queue.undoTurn(turn, true).kind).to.equal("undone");
		expect(vault.Name).to.equal("Vault");
		expect(core.GetAttribute("Speed")).to.equal("user");
	});
};
