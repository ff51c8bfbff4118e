/**
 * Memory persistence: versioned documents, size bounds, corruption recovery with a notice,
 * places kept apart, and survival across a real plugin reload (simulator plugin settings).
 */
import { StudioSettingsHost } from "App/Studio";
import {
	DECISION_MEMORY_KEY,
	DecisionMemory,
	MAX_PATTERNS,
	PROJECT_CONTEXT_VERSION,
	ProjectContext,
	projectSettingsKey,
} from "Memory";
import { MemorySettings } from "../support/MemorySettings";

interface ProbeGlobals {
	LuxMemoryProbePlugin?: Plugin;
}

function probePlugin(): Instance {
	const root = new Instance("Folder");
	root.Name = "MemoryReloadProbe";
	const main = new Instance("Script");
	main.Name = "Main";
	(main as unknown as { Source: string }).Source = "_G.LuxMemoryProbePlugin = plugin";
	main.Parent = root;
	return root;
}

export = () => {
	describe("ProjectContext", () => {
		it("stores notes per place, formats them stably, and clears", () => {
			const settings = new MemorySettings();
			const a = new ProjectContext(settings, "111");
			expect(a.update("conventions", "Services end in Service", "user").ok).to.equal(true);
			expect(a.update("architecture", "PlayerData lives in ServerScriptService").ok).to.equal(true);
			expect(a.update("zeta", "a section of the model's own").ok).to.equal(true);
			const b = new ProjectContext(settings, "222");
			expect(b.read().size()).to.equal(0);
			// Known sections first in a fixed order, others after: the same text every time.
			expect(
				a
					.read()
					.map((s) => s.section)
					.join(","),
			).to.equal("architecture,conventions,zeta");
			const prompt = a.formatForPrompt();
			expect(prompt.find("PlayerData lives", 1, true)[0] !== undefined).to.equal(true);
			expect(prompt.find("### architecture", 1, true)[0]! < prompt.find("### conventions", 1, true)[0]!).to.equal(
				true,
			);
			expect(new ProjectContext(settings, "111").formatForPrompt()).to.equal(prompt);
			a.clear();
			expect(settings.get(projectSettingsKey("111"))).to.equal(undefined);
			expect(new ProjectContext(settings, "111").read().size()).to.equal(0);
		});

		it("replaces a section, and empty text removes it (the contract update_project_context relies on)", () => {
			const store = new ProjectContext(new MemorySettings(), "r");
			store.update("architecture", "first");
			store.update("architecture", "second");
			expect(store.read().size()).to.equal(1);
			expect(store.read()[0].text).to.equal("second");
			expect(store.update("architecture", "").ok).to.equal(true);
			expect(store.read().size()).to.equal(0);
			expect(store.update("  ", "text").ok).to.equal(false);
		});

		it("upgrades the version-1 format (notes with keys) instead of dropping it", () => {
			const settings = new MemorySettings();
			settings.set(projectSettingsKey("old"), {
				version: 1,
				data: {
					notes: [
						{ section: "locations", key: "ui", text: "HUD in StarterGui", source: "user", updatedAt: 0 },
					],
				},
			});
			const store = new ProjectContext(settings, "old");
			expect(store.loadNotice).to.equal(undefined);
			expect(store.read()[0].text).to.equal("ui: HUD in StarterGui");
			expect((settings.get(projectSettingsKey("old")) as { version: number }).version).to.equal(
				PROJECT_CONTEXT_VERSION,
			);
		});

		it("refuses a write past the size bound instead of dropping notes", () => {
			const settings = new MemorySettings();
			const store = new ProjectContext(settings, "p");
			let refused: string | undefined;
			for (let i = 0; i < 40; i++) {
				const result = store.update(`n${i}`, string.rep("x", 1000), "model");
				if (!result.ok) {
					refused = result.error;
					break;
				}
			}
			expect(refused).to.be.ok();
			expect(refused!.find("full", 1, true)[0] !== undefined).to.equal(true);
			const count = store.read().size();
			expect(new ProjectContext(settings, "p").read().size()).to.equal(count);
		});

		it("recovers from corrupted settings with a notice, never an error", () => {
			const key = projectSettingsKey("c");
			const corruptions: unknown[] = [
				"not a table",
				{ data: { sections: [] } },
				{ version: PROJECT_CONTEXT_VERSION, data: { sections: [{ section: 3, text: 1 }] } },
				{ version: PROJECT_CONTEXT_VERSION + 5, data: { sections: [] } },
				{ version: 1, data: "not notes" },
			];
			for (const bad of corruptions) {
				const settings = new MemorySettings();
				settings.set(key, bad);
				const store = new ProjectContext(settings, "c");
				expect(store.loadNotice).to.be.ok();
				expect(store.read().size()).to.equal(0);
				expect(settings.get(key)).to.equal(undefined);
				expect(store.update("notes", "works again", "user").ok).to.equal(true);
			}
		});

		it("a settings host that throws on read is a notice too", () => {
			const throwing = {
				get: (): unknown => error("settings file unreadable"),
				set: () => {},
			};
			const store = new ProjectContext(throwing, "x");
			expect(store.loadNotice).to.be.ok();
		});
	});

	describe("DecisionMemory", () => {
		it("learns tool sequences and suggests them for similar requests", () => {
			const memory = new DecisionMemory(new MemorySettings());
			memory.startSequence("Create a health bar for the player");
			memory.recordTool("get_instance", true);
			memory.recordTool("create_instance", true);
			memory.endSequence(true, "Created HealthBar frame");
			const hints = memory.getSuggestionsFor("create a mana bar for the player");
			expect(hints.size()).to.equal(1);
			expect(hints[0].tools.join(",")).to.equal("get_instance,create_instance");
			expect(memory.getSuggestionsFor("fix the datastore saving").size()).to.equal(0);
		});

		it("does not learn from failed tasks and stays bounded", () => {
			const memory = new DecisionMemory(new MemorySettings());
			memory.startSequence("Delete the spawn");
			memory.recordTool("delete_instance", false);
			memory.endSequence(false, "failed");
			expect(memory.patterns().size()).to.equal(0);
			for (let i = 0; i < MAX_PATTERNS + 10; i++) {
				memory.startSequence(`task alpha${i} beta${i}`);
				memory.recordTool(`tool${i}`, true);
				memory.endSequence(true, "ok");
			}
			expect(memory.patterns().size()).to.equal(MAX_PATTERNS);
			// The most recent survives, the oldest went first.
			expect(memory.patterns().some((p) => p.tools[0] === `tool${MAX_PATTERNS + 9}`)).to.equal(true);
			expect(memory.patterns().some((p) => p.tools[0] === "tool0")).to.equal(false);
			memory.clear();
			expect(memory.patterns().size()).to.equal(0);
		});
	});

	describe("across a plugin reload (simulator plugin settings)", () => {
		if (LuxSim === undefined) return;
		it("keeps ProjectContext and DecisionMemory; a corrupted setting is reset with a notice", () => {
			const root = probePlugin();
			root.Parent = game.GetService("ServerStorage");
			const g = _G as unknown as ProbeGlobals;
			let handle = LuxSim!.bootPlugin(root);
			const first = g.LuxMemoryProbePlugin!;
			const project = new ProjectContext(new StudioSettingsHost(first), "reloadPlace");
			expect(project.update("locations", "HUD scripts are in StarterGui.HUD").ok).to.equal(true);
			const decisions = new DecisionMemory(new StudioSettingsHost(first));
			decisions.startSequence("add a coin pickup");
			decisions.recordTool("create_instance", true);
			decisions.endSequence(true, "coin pickup");

			handle = handle.reload();
			const second = g.LuxMemoryProbePlugin!;
			expect(second).never.to.equal(first);
			const project2 = new ProjectContext(new StudioSettingsHost(second), "reloadPlace");
			expect(project2.loadNotice).to.equal(undefined);
			expect(project2.read()[0].text).to.equal("HUD scripts are in StarterGui.HUD");
			const decisions2 = new DecisionMemory(new StudioSettingsHost(second));
			expect(decisions2.getSuggestionsFor("add a gem pickup").size()).to.equal(1);
			expect(LuxSim!.settingsStore()[projectSettingsKey("reloadPlace")]).to.be.ok();

			// Corrupt the stored decision memory the way a hand edit would, then reload again.
			second.SetSetting(DECISION_MEMORY_KEY, { version: 1, data: "garbage" });
			handle = handle.reload();
			const third = g.LuxMemoryProbePlugin!;
			const decisions3 = new DecisionMemory(new StudioSettingsHost(third));
			expect(decisions3.loadNotice).to.be.ok();
			expect(decisions3.loadNotice!.find("reset", 1, true)[0] !== undefined).to.equal(true);
			expect(decisions3.patterns().size()).to.equal(0);
			expect(new ProjectContext(new StudioSettingsHost(third), "reloadPlace").read().size()).to.equal(1);
			handle.unload();
			root.Destroy();
		});
	});
};
