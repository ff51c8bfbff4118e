/**
 * The one approval authority through the tool executor: a rule applies a change only when
 * every place the change lands lies in the rule's scope, and some changes always ask (or are
 * refused) whatever the rules say. Each case is a root cause of a change that once landed
 * without the user's approval.
 */
import { ReplicatedStorage, ServerScriptService, Workspace } from "@rbxts/services";
import type { PolicyCategory } from "Tools";
import { loadSample, Sample, snapshotPlace } from "../Tools/SamplePlace";
import { approve, contains, run } from "../Tools/ToolCalls";

export = () => {
	let sample: Sample;
	beforeEach(() => {
		sample = loadSample();
	});
	afterEach(() => sample.unload());

	function rules(categories: PolicyCategory[], services: Record<string, PolicyCategory[]> = {}, maxAutoDelete = 10) {
		sample.tools.policy.set({ categories, services, maxAutoDelete });
	}

	function execute(name: string, args: Record<string, unknown>) {
		return sample.tools.runner.execute({ id: "call", name, args });
	}

	function askReason(outcome: ReturnType<typeof execute>): string {
		if (outcome.kind !== "pending") error(`expected a card, got: ${(outcome as { content: string }).content}`);
		return sample.tools.queue.get(outcome.operationId)!.askReason;
	}

	it("asks for a move out of an auto-approved service into one the rule does not cover", () => {
		rules([], { ServerScriptService: ["property"] });
		const before = snapshotPlace();
		const reason = askReason(
			execute("move_instance", { path: "ServerScriptService.GameLoop", new_parent: "ReplicatedStorage" }),
		);
		contains(reason, "ReplicatedStorage");
		expect(snapshotPlace()).to.equal(before);
		// Both ends inside the rule's service: applied at once.
		const folder = new Instance("Folder");
		folder.Name = "Systems";
		folder.Parent = ServerScriptService;
		const inside = execute("move_instance", {
			path: "ServerScriptService.GameLoop",
			new_parent: "ServerScriptService.Systems",
		});
		expect(inside.kind).to.equal("done");
		expect(folder.FindFirstChild("GameLoop")).to.be.ok();
	});

	it("never takes a name for a service: a rule keyed on a Folder under game covers nothing", () => {
		const tower = new Instance("Folder");
		tower.Name = "Tower";
		tower.Parent = game;
		rules([], { Tower: ["create"], Folder: ["create"] });
		const reason = askReason(execute("create_instance", { parent: "Tower", class_name: "Part", name: "Floor" }));
		contains(reason, "not inside a Roblox service");
		expect(tower.FindFirstChild("Floor")).to.equal(undefined);
		tower.Destroy();
	});

	it("refuses to create anything directly under game, whatever it is named", () => {
		rules(["create"], { Workspace: ["create"] });
		const outcome = run(sample, "create_instance", { parent: "game", class_name: "Folder", name: "Workspace2" });
		expect(outcome.isError).to.equal(true);
		contains(outcome.content, "Only services live directly under game");
		expect(game.FindFirstChild("Workspace2")).to.equal(undefined);
	});

	it("asks before a delete of more instances than the bound, even with deletes auto-approved", () => {
		rules(["delete"]);
		const big = new Instance("Model");
		big.Name = "Skyscraper";
		for (let i = 1; i <= 12; i++) {
			const part = new Instance("Part");
			part.Name = `Floor${i}`;
			part.Parent = big;
		}
		big.Parent = Workspace;
		const reason = askReason(execute("delete_instance", { path: "Workspace.Skyscraper" }));
		contains(reason, "deletes 13 instances");
		expect(big.Parent).to.equal(Workspace);
		big.Destroy();
	});

	it("always asks before any write to Lux's own objects: rename, move, properties, children, delete", () => {
		rules(["create", "property", "delete", "script_edit"], {
			ReplicatedStorage: ["create", "property", "script_edit"],
		});
		const before = snapshotPlace();
		const own = ReplicatedStorage.FindFirstChild("Lux")!;
		const cases: [string, Record<string, unknown>][] = [
			["rename_instance", { path: "ReplicatedStorage.Lux", new_name: "Gone" }],
			["move_instance", { path: "ReplicatedStorage.Lux", new_parent: "Workspace" }],
			["set_attributes", { path: "ReplicatedStorage.Lux", attributes: { Owned: true } }],
			["create_instance", { parent: "ReplicatedStorage.Lux", class_name: "Folder", name: "Extra" }],
			["delete_instance", { path: "ReplicatedStorage.Lux" }],
			["move_instance", { path: "Workspace", new_parent: "ReplicatedStorage.Lux" }],
		];
		for (const [name, args] of cases) {
			const outcome = execute(name, args);
			if (outcome.kind === "pending") contains(askReason(outcome), "belongs to the Lux plugin");
			else expect(outcome.isError).to.equal(true);
		}
		expect(own.Name).to.equal("Lux");
		expect(own.Parent).to.equal(ReplicatedStorage);
		expect(own.FindFirstChild("Extra")).to.equal(undefined);
		expect(snapshotPlace()).to.equal(before);
	});

	it("always asks before changing a service itself, even with property changes auto-approved", () => {
		rules(["property"]);
		const lighting = game.GetService("Lighting");
		const was = lighting.ClockTime;
		const reason = askReason(execute("set_properties", { path: "Lighting", properties: { ClockTime: 13.5 } }));
		contains(reason, "the service Lighting itself");
		expect(lighting.ClockTime).to.equal(was);
	});

	it("refuses writes into CoreGui and other containers that are not part of the place", () => {
		rules(["create"]);
		game.GetService("CoreGui");
		const outcome = run(sample, "create_instance", { parent: "CoreGui", class_name: "ScreenGui", name: "Hud" });
		expect(outcome.isError).to.equal(true);
		contains(outcome.content, "not part of the place");
		expect(game.GetService("CoreGui").FindFirstChild("Hud")).to.equal(undefined);
	});

	it("refuses a creation, rename or move that would give two siblings the same name", () => {
		const created = run(sample, "create_instance", {
			parent: "ServerScriptService",
			class_name: "Folder",
			name: "GameLoop",
		});
		contains(created.content, 'already has a child named "GameLoop"');
		const renamed = run(sample, "rename_instance", {
			path: "ServerScriptService.GameLoop",
			new_name: "PlayerData",
		});
		contains(renamed.content, 'already has a child named "PlayerData"');
		expect(
			ServerScriptService.GetChildren()
				.filter((c) => c.Name === "GameLoop")
				.size(),
		).to.equal(1);
	});

	it("applies at once only what a rule covers, and says why everything else asks", () => {
		rules([], { Workspace: ["create"] });
		const auto = execute("create_instance", { parent: "Workspace", class_name: "Folder", name: "Auto" });
		expect(auto.kind).to.equal("done");
		expect(Workspace.FindFirstChild("Auto")).to.be.ok();
		const asked = execute("create_instance", { parent: "ReplicatedStorage", class_name: "Folder", name: "Asked" });
		contains(askReason(asked), "create needs approval");
		expect(ReplicatedStorage.FindFirstChild("Asked")).to.equal(undefined);
		if (asked.kind === "pending") approve(sample, asked.operationId);
		expect(ReplicatedStorage.FindFirstChild("Asked")).to.be.ok();
		Workspace.FindFirstChild("Auto")?.Destroy();
		ReplicatedStorage.FindFirstChild("Asked")?.Destroy();
	});
};
