/**
 * Issue 16, bug 7: keys typed in a dock widget reach the plugin only through the widget's
 * own GUI events (creator-docs UserInputService.yaml / GuiObject.yaml; the simulator's
 * services/GuiInput). Shift+Enter in the installed plugin's message box adds a line.
 */
import { SETTING_KEYS } from "Core";
import { StudioSettingsHost } from "App/Studio";
import { bootProbe } from "../support/ProbePlugin";

export = () => {
	if (LuxSim === undefined) return;
	const sim = LuxSim;

	it("adds a new line on Shift+Enter in the widget's message box (keys never reach UserInputService)", () => {
		const saved = sim.settingsRaw();
		const probe = bootProbe("WidgetKeysProbe");
		const settings = new StudioSettingsHost(probe.plugin);
		settings.set(SETTING_KEYS.apiKey, "sk-or-v1-widget-keys-0123456789abcdef");
		settings.set(SETTING_KEYS.baseUrl, "http://127.0.0.1:9/api/v1");
		settings.set(SETTING_KEYS.model, "scripted/model");
		const lux = sim.loadPluginFile("dist/Lux.rbxmx");
		const seen = new Array<string>();
		const uis = game.GetService("UserInputService").InputBegan.Connect((input) => seen.push(input.KeyCode.Name));
		try {
			const widget = game.GetService("PluginGuiService").FindFirstChild("Lux") as DockWidgetPluginGui;
			widget.Enabled = true;
			task.wait();
			const box = sim.findByName(widget, "MessageBox") as TextBox;
			sim.typeInto(box, "line one");
			sim.holdKey("LeftShift");
			sim.pressKey("Return");
			sim.releaseKey("LeftShift");
			expect(box.Text).to.equal("line one\n");
			expect(seen.size()).to.equal(0);
			expect(game.GetService("UserInputService").IsKeyDown(Enum.KeyCode.LeftShift)).to.equal(false);
		} finally {
			uis.Disconnect();
			lux.unload();
			probe.done();
			sim.clearSettings();
			sim.restoreSettings(saved);
		}
	});
	it("leaves Settings on Escape with the mouse over the widget and no field focused (UserInputService sees nothing)", () => {
		const saved = sim.settingsRaw();
		const probe = bootProbe("WidgetEscapeProbe");
		const settings = new StudioSettingsHost(probe.plugin);
		settings.set(SETTING_KEYS.apiKey, "sk-or-v1-widget-keys-0123456789abcdef");
		settings.set(SETTING_KEYS.baseUrl, "http://127.0.0.1:9/api/v1");
		settings.set(SETTING_KEYS.model, "scripted/model");
		const lux = sim.loadPluginFile("dist/Lux.rbxmx");
		const seen = new Array<string>();
		const uis = game.GetService("UserInputService").InputBegan.Connect((input) => seen.push(input.KeyCode.Name));
		try {
			const widget = game.GetService("PluginGuiService").FindFirstChild("Lux") as DockWidgetPluginGui;
			widget.Enabled = true;
			task.wait();
			let settingsButton: TextButton | undefined;
			for (const d of widget.GetDescendants())
				if (d.IsA("TextButton") && d.Text === "Settings") settingsButton = d;
			// The click gives the widget window focus (PluginGui.WindowFocused) and leaves the mouse over it.
			sim.click(settingsButton!);
			expect(sim.findByText(widget, "Lux settings")).to.be.ok();
			expect(sim.focusedWindow()).to.equal(widget);
			expect(sim.focusedTextBox()).to.equal(undefined);
			sim.pressKey("Escape");
			expect(sim.findByText(widget, "Lux settings")).to.equal(undefined);
			expect(sim.findByName(widget, "MessageBox")).to.be.ok();
			expect(seen.size()).to.equal(0);
		} finally {
			uis.Disconnect();
			lux.unload();
			probe.done();
			sim.clearSettings();
			sim.restoreSettings(saved);
		}
	});
};
