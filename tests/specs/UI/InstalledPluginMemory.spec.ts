/**
 * The installed plugin (dist/Lux.rbxmx, wired by startPlugin) connects discover_project to
 * the place's script index and the place's project notes: a scripted model calls it, the
 * discovered sections land in plugin settings under this place's key, and after a plugin
 * reload the Project memory page (Settings > Project memory…) lists them as discovered.
 *
 * Settings are the simulator's one store (shared with other specs): every key this spec
 * adds or changes is put back afterwards.
 */
import { SETTING_KEYS } from "Core";
import { StudioSettingsHost } from "App/Studio";
import { projectSettingsKey } from "Memory";
import { placeKeyOf } from "Shared/SettingKeys";
import { loadTurns, press, server, sim, waitFor } from "../support/PanelHarness";

const KEY = "sk-or-v1-installed-plugin-0123456789abcdef";

interface ProbeGlobals {
	LuxDiscoverProbePlugin?: Plugin;
}

function probePlugin(): Instance {
	const root = new Instance("Folder");
	root.Name = "DiscoverSettingsProbe";
	const main = new Instance("Script");
	main.Name = "Main";
	(main as unknown as { Source: string }).Source = "_G.LuxDiscoverProbePlugin = plugin";
	main.Parent = root;
	return root;
}

function openWidget(): DockWidgetPluginGui {
	const widget = game.GetService("PluginGuiService").FindFirstChild("Lux") as DockWidgetPluginGui | undefined;
	assert(widget !== undefined, "the plugin made no Lux widget");
	widget.Enabled = true;
	task.wait();
	sim().flush();
	return widget;
}

function buttonIn(root: Instance, label: string): TextButton {
	for (const d of root.GetDescendants()) if (d.IsA("TextButton") && d.Text === label && d.Visible) return d;
	error(`no button "${label}"`, 2);
}

export = () => {
	if (LuxSim === undefined) return;

	it("saves discovered notes for this place and shows them on the Project memory page after a reload", () => {
		const probeRoot = probePlugin();
		probeRoot.Parent = game.GetService("ServerStorage");
		const probe = sim().bootPlugin(probeRoot);
		const settings = new StudioSettingsHost((_G as unknown as ProbeGlobals).LuxDiscoverProbePlugin!);
		const before = sim().settingsRaw();
		let handle: LuxPluginHandle | undefined;
		try {
			settings.set(SETTING_KEYS.baseUrl, `${server()}/api/v1`);
			settings.set(SETTING_KEYS.model, "scripted/model");
			settings.set(SETTING_KEYS.timeoutSeconds, 10);
			settings.set(SETTING_KEYS.apiKey, KEY);
			loadTurns({
				turns: [
					{ reply: { tool_calls: [{ name: "discover_project", arguments: {} }] } },
					{ reply: { content: "I saved what I found about this place." } },
				],
			});
			handle = sim().loadPluginFile("dist/Lux.rbxmx");
			const widget = openWidget();
			const box = sim().findByName(widget, "MessageBox") as TextBox;
			// Opening the widget puts the cursor in the message box, as Studio's own panels do.
			expect(sim().focusedTextBox()).to.equal(box);
			sim().typeInto(box, "Learn this place and remember it.", true);
			waitFor("the answer", () => sim().findByText(widget, "I saved what I found") !== undefined, 30);

			const stored = settings.get(projectSettingsKey(placeKeyOf(game))) as {
				data: { sections: { section: string; source: string }[] };
			};
			assert(stored !== undefined, "no project notes were saved for this place");
			const locations = stored.data.sections.find((s) => s.section === "script locations");
			expect(locations?.source).to.equal("discovery");
			expect(stored.data.sections.some((s) => s.section === "core modules")).to.equal(true);

			handle = handle.reload();
			const again = openWidget();
			press(buttonIn(again, "Settings"));
			press(buttonIn(again, "Project memory…"));
			expect(sim().findByText(again, "script locations")).to.be.ok();
			expect(sim().findByText(again, "discovered from the place's scripts")).to.be.ok();
		} finally {
			handle?.unload();
			sim().restoreSettings(before);
			probe.unload();
			probeRoot.Destroy();
		}
	});
};
