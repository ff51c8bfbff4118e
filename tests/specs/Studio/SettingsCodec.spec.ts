/**
 * Issue 16, bug 2: every Lux setting goes through one codec. Run against the simulator's
 * plugin settings, which follow creator-docs Plugin.yaml (Plugin:SetSetting): periods,
 * quotes, newlines and backslashes corrupt the store; arrays come back as maps.
 */
import { StudioSettingsHost } from "App/Studio";
import { DecisionMemory, ProjectContext } from "Memory";
import { CodecSettingsHost, keptAside, PLACE_SETTINGS, SCHEMA_KEY, SETTINGS, allFixedKeys, isSafeKey } from "Shared";
import { AutoApprovePolicy } from "Tools/ApprovalQueue/AutoApprovePolicy";
import { loadConversation, SettingsStore, saveConversation } from "Conversation";
import { bootProbe, rawStore } from "../support/ProbePlugin";

const TRICKY = 'C:\\Users\\me "quoted"\nnext line';

export = () => {
	it("uses only keys with letters, digits and _ (fixed and per place)", () => {
		for (const key of allFixedKeys()) expect(isSafeKey(key)).to.equal(true);
		for (const place of ["123", 'unpublished:My.Place "x"\\']) {
			for (const [, make] of pairs(PLACE_SETTINGS)) expect(isSafeKey(make(place).key)).to.equal(true);
		}
		expect(PLACE_SETTINGS.conversation("a.b").key).never.to.equal(PLACE_SETTINGS.conversation("a_b").key);
	});

	if (LuxSim === undefined) return;
	const sim = LuxSim;

	it("stores every settings user's values without corrupting the store, and reads them back after a reload", () => {
		const saved = sim.settingsRaw();
		const corruptBefore = sim.settingsCorruptions().size();
		const probe = bootProbe();
		try {
			const host = new StudioSettingsHost(probe.plugin);
			const project = new ProjectContext(host, "unpublished:Tricky.Place");
			expect(project.update("conventions", TRICKY, "user").ok).to.equal(true);
			const decisions = new DecisionMemory(host);
			decisions.startSequence(`fix ${TRICKY}`);
			decisions.recordTool("edit_script", true);
			decisions.endSequence(true, TRICKY);
			const panel = new SettingsStore(host);
			const current = panel.load();
			expect(
				panel.save({
					...current,
					autoApproveServices: ["Workspace", "ServerScriptService"],
					maxIterations: 12,
					textSize: "large",
				}),
			).to.equal(undefined);
			saveConversation(host, "unpublished:Tricky.Place", [{ kind: "user", text: TRICKY }], (t) => t);
			new AutoApprovePolicy(host).setServiceCategory("Workspace", "create", true);

			expect(sim.settingsCorruptions().size()).to.equal(corruptBefore);
			for (const [key, text] of pairs(sim.settingsRaw())) {
				expect(isSafeKey(key as string) || saved[key as string] !== undefined).to.equal(true);
				if (saved[key as string] === undefined)
					expect((text as string).find("\\", 1, true)[0]).to.equal(undefined);
			}

			// A fresh host (a reload) reads everything back exactly, arrays as arrays.
			const again = new CodecSettingsHost(rawStore(probe.plugin));
			expect(new ProjectContext(again, "unpublished:Tricky.Place").read()[0].text).to.equal(TRICKY);
			expect(new DecisionMemory(again).patterns().size() > 0).to.equal(true);
			const loaded = new SettingsStore(again).load();
			expect(loaded.autoApproveServices.join(",")).to.equal("Workspace,ServerScriptService");
			expect(loaded.maxIterations).to.equal(12);
			expect(loaded.textSize).to.equal("large");
			expect((loadConversation(again, "unpublished:Tricky.Place")[0] as { text: string }).text).to.equal(TRICKY);
			expect(new AutoApprovePolicy(again).get().services["Workspace"]![0]).to.equal("create");
			expect(again.get(SCHEMA_KEY)).to.equal(2);
		} finally {
			probe.done();
			sim.clearSettings();
			sim.restoreSettings(saved);
		}
	});

	it("migrates today's keys and values (dotted keys, arrays Studio turned into maps)", () => {
		const saved = sim.settingsRaw();
		const probe = bootProbe();
		try {
			const legacy = { ...saved };
			legacy["Lux.DecisionMemory"] =
				'{"version":1,"data":{"patterns":{"1":{"keywords":{"1":"coin"},"tools":{"1":"create_instance"},"summary":"coin","successes":1,"failures":0,"lastUsed":1}}}}';
			legacy["Lux.ProjectContext.777"] =
				'{"version":2,"data":{"sections":{"1":{"section":"conventions","text":"Tabs","source":"user","updatedAt":0}}}}';
			legacy[SETTINGS.panelServices.key] = '{"1":"Workspace","2":"Lighting"}';
			legacy[SETTINGS.maxIterations.key] = "9";
			legacy[SETTINGS.autoApprove.key] =
				'{"categories":{"1":"create"},"services":{"Workspace":{"1":"delete"}},"maxAutoDelete":3}';
			sim.restoreSettings(legacy);
			const host = new StudioSettingsHost(probe.plugin);
			expect(new SettingsStore(host).load().autoApproveServices.join(",")).to.equal("Workspace,Lighting");
			expect(new SettingsStore(host).load().maxIterations).to.equal(9);
			expect(new ProjectContext(host, "777").read()[0].text).to.equal("Tabs");
			const decisions = new DecisionMemory(host);
			expect(decisions.loadNotice).to.equal(undefined);
			// AutoApprovePolicy's own logic, unchanged, over the migrated value (arrays again).
			const policy = new AutoApprovePolicy(host).get();
			expect(policy.categories.join(",")).to.equal("create");
			expect(policy.services["Workspace"]!.join(",")).to.equal("delete");
			expect(policy.maxAutoDelete).to.equal(3);
			expect(decisions.patterns()[0].tools[0]).to.equal("create_instance");
			const raw = sim.settingsRaw();
			expect(raw["Lux.ProjectContext.777"]).to.equal(undefined);
			expect(raw["Lux.DecisionMemory"]).to.equal(undefined);
			expect(raw[SETTINGS.decisionMemory.key]).to.be.ok();
			expect(raw[PLACE_SETTINGS.projectContext("777").key]).to.be.ok();
			expect(raw[SETTINGS.panelServices.key].sub(1, 4)).to.equal('"L2:');
			expect(host.pendingNotices().size()).to.equal(0);
		} finally {
			probe.done();
			sim.clearSettings();
			sim.restoreSettings(saved);
		}
	});

	it("resets a corrupt value to its default, keeps the raw value aside and says so", () => {
		const saved = sim.settingsRaw();
		const probe = bootProbe();
		try {
			const broken = { ...saved };
			broken[SETTINGS.maxIterations.key] = '"L2:%7Bnot json"';
			broken[SETTINGS.panelServices.key] = '"L2:42"';
			sim.restoreSettings(broken);
			const raw = rawStore(probe.plugin);
			const host = new CodecSettingsHost(raw);
			const loaded = new SettingsStore(host).load();
			expect(loaded.maxIterations).to.equal(8);
			expect(loaded.autoApproveServices.size()).to.equal(0);
			expect(host.pendingNotices().size()).to.equal(2);
			expect(host.pendingNotices()[0].find("LuxCorrupt_", 1, true)[0] !== undefined).to.equal(true);
			expect(keptAside(raw, SETTINGS.maxIterations.key)).to.equal("L2:%7Bnot json");
			expect(sim.settingsRaw()[SETTINGS.maxIterations.key]).to.equal(undefined);
		} finally {
			probe.done();
			sim.clearSettings();
			sim.restoreSettings(saved);
		}
	});

	it("tells the user in the installed plugin's conversation when a setting was reset", () => {
		const saved = sim.settingsRaw();
		const probe = bootProbe("NoticeProbe");
		const host = new StudioSettingsHost(probe.plugin);
		host.set(SETTINGS.apiKey.key, "sk-or-v1-notice-0123456789abcdef");
		host.set(SETTINGS.baseUrl.key, "http://127.0.0.1:9/api/v1");
		host.set(SETTINGS.model.key, "scripted/model");
		const broken = sim.settingsRaw();
		broken[SETTINGS.maxIterations.key] = '"L2:%7Bcut short"';
		sim.restoreSettings(broken);
		const lux = sim.loadPluginFile("dist/Lux.rbxmx");
		try {
			const widget = game.GetService("PluginGuiService").FindFirstChild("Lux") as DockWidgetPluginGui;
			widget.Enabled = true;
			task.wait();
			sim.flush();
			expect(sim.findByText(widget, "could not read its saved setting LuxMaxIterations")).to.be.ok();
			expect(keptAside(rawStore(probe.plugin), SETTINGS.maxIterations.key)).to.equal("L2:%7Bcut short");
		} finally {
			lux.unload();
			probe.done();
			sim.clearSettings();
			sim.restoreSettings(saved);
		}
	});
};
