/**
 * Rarely used tools behind the one `more_tools` entry, through the tool executor and the plan
 * gate: every registry tool stays reachable (a schema of its own or a signature in the entry),
 * a grouped read answers as the direct call does, a grouped write waits for approval like any
 * write (and an auto-approve rule covers it the same way), a grouped write is held back while a
 * plan is in review, arguments written beside the name are taken as the member's, and an
 * unknown member or wrong arguments get a clear error that runs nothing.
 */
import { advertisedTools, MORE_TOOLS, signatureOf } from "Tools/ToolGroups";
import { ToolRegistry } from "Tools/ToolRegistry";
import { PlanGate } from "Planning/PlanGate";
import { loadSample, Sample, snapshotPlace } from "./SamplePlace";
import { approve, contains, Done } from "./ToolCalls";

function grouped(sample: Sample, tool: string, args?: object) {
	return sample.tools.runner.execute({ id: "g1", name: MORE_TOOLS, args: { tool, args } });
}

function asDone(outcome: ReturnType<typeof grouped>): Done {
	if (outcome.kind !== "done") error(`expected done, got pending ${outcome.operationId}`);
	return outcome;
}

export = () => {
	let sample: Sample;
	beforeEach(() => {
		sample = loadSample();
	});
	afterEach(() => sample.unload());

	it("keeps every registry tool reachable: its own schema, or its signature in the one more_tools entry", () => {
		const advertised = advertisedTools(ToolRegistry.definitions());
		const entry = advertised.find((t) => t.name === MORE_TOOLS)!;
		expect(entry).to.be.ok();
		expect(advertised[advertised.size() - 1].name).to.equal(MORE_TOOLS);
		let groupedCount = 0;
		for (const d of ToolRegistry.definitions()) {
			if (d.grouped === true) {
				groupedCount += 1;
				contains(entry.description, `- ${signatureOf(d)}: `);
				expect(advertised.some((t) => t.name === d.name)).to.equal(false);
			} else expect(advertised.some((t) => t.name === d.name)).to.equal(true);
		}
		expect(groupedCount > 5).to.equal(true);
		expect(advertised.size()).to.equal(ToolRegistry.definitions().size() - groupedCount + 1);
		// The everyday tools keep their schemas.
		for (const name of ["get_script", "search_scripts", "patch_script", "create_instance", "set_properties"])
			expect(advertised.some((t) => t.name === name)).to.equal(true);
	});

	it("answers a grouped read exactly as the direct call", () => {
		const direct = sample.tools.runner.execute({ id: "d1", name: "find_instances", args: { class: "Script" } });
		const viaGroup = asDone(grouped(sample, "find_instances", { class: "Script" }));
		expect(direct.kind).to.equal("done");
		if (direct.kind !== "done") return;
		expect(viaGroup.isError).to.equal(false);
		expect(viaGroup.content).to.equal(direct.content);
		contains(viaGroup.content, "ServerScriptService.GameLoop");
	});

	it("takes arguments written beside the tool's name as the tool's own", () => {
		const flat = sample.tools.runner.execute({
			id: "f",
			name: MORE_TOOLS,
			args: { tool: "find_instances", class: "Script" },
		});
		const nested = asDone(grouped(sample, "find_instances", { class: "Script" }));
		expect(asDone(flat).content).to.equal(nested.content);
	});

	it("makes a grouped write wait for approval, writing nothing until it is approved", () => {
		const before = snapshotPlace();
		const outcome = grouped(sample, "rename_instance", {
			path: "ServerScriptService.GameLoop",
			new_name: "Rounds",
		});
		expect(outcome.kind).to.equal("pending");
		if (outcome.kind !== "pending") return;
		expect(snapshotPlace()).to.equal(before);
		const op = sample.tools.queue.get(outcome.operationId)!;
		expect(op.tool).to.equal("rename_instance");
		expect(op.risk).to.equal("property");
		const applied = approve(sample, outcome.operationId);
		expect(applied.resolution).to.equal("applied");
		expect(game.GetService("ServerScriptService").FindFirstChild("Rounds")).to.be.ok();
	});

	it("lets the user's auto-approve rule cover a grouped write as it covers the direct one", () => {
		sample.tools.policy.setCategory("property", true);
		const outcome = grouped(sample, "rename_instance", {
			path: "ServerScriptService.GameLoop",
			new_name: "Rounds",
		});
		expect(outcome.kind).to.equal("done");
		expect(asDone(outcome).resolution).to.equal("applied");
		expect(game.GetService("ServerScriptService").FindFirstChild("Rounds")).to.be.ok();
	});

	it("holds a grouped write back while a plan is in review, and lets a grouped read through", () => {
		const gate = new PlanGate(sample.tools.runner, () => true);
		const before = snapshotPlace();
		const write = gate.execute({
			id: "w",
			name: MORE_TOOLS,
			args: { tool: "rename_instance", args: { path: "ServerScriptService.GameLoop", new_name: "Rounds" } },
		});
		expect(write.kind).to.equal("done");
		if (write.kind === "done") contains(write.content, "the user has not approved the plan");
		expect(sample.tools.queue.pending().size()).to.equal(0);
		expect(snapshotPlace()).to.equal(before);
		const read = gate.execute({ id: "r", name: MORE_TOOLS, args: { tool: "list_tags" } });
		expect(read.kind === "done" && !read.isError).to.equal(true);
	});

	it("answers an unknown member, a missing name or arguments that are not an object with what the entry offers", () => {
		const before = snapshotPlace();
		const misspelt = asDone(grouped(sample, "find_instance", {}));
		contains(misspelt.content, '"find_instances"');
		const unknown = asDone(grouped(sample, "teleport_player", {}));
		expect(unknown.isError).to.equal(true);
		contains(unknown.content, 'no tool "teleport_player"');
		contains(unknown.content, "nothing was run");
		contains(unknown.content, "run_luau");
		const missing = asDone(sample.tools.runner.execute({ id: "m", name: MORE_TOOLS, args: {} }));
		contains(missing.content, 'needs "tool"');
		const notObject = asDone(
			sample.tools.runner.execute({ id: "n", name: MORE_TOOLS, args: { tool: "rename_instance", args: "x" } }),
		);
		contains(notObject.content, '"args" must be an object');
		expect(sample.tools.queue.pending().size()).to.equal(0);
		expect(snapshotPlace()).to.equal(before);
	});

	it("answers wrong arguments for a grouped tool with its parameters in full", () => {
		const wrong = asDone(grouped(sample, "rename_instance", { path: "ServerScriptService.GameLoop" }));
		expect(wrong.isError).to.equal(true);
		contains(wrong.content, "Error [invalid_args]");
		contains(wrong.content, "rename_instance(path, new_name)");
		contains(wrong.content, "- new_name (string): New name.");
		expect(sample.tools.queue.pending().size()).to.equal(0);
	});
};
