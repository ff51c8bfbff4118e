/**
 * Issue 16: `Lux doctor` in the installed plugin (Settings > Lux doctor…) runs each check in
 * the simulator and reports it; "Copy report" gives a text without the key; a check that
 * fails says what to do.
 */
import { SETTING_KEYS } from "Core";
import { StudioSettingsHost } from "App/Studio";
import { bootProbe } from "../support/ProbePlugin";
import { loadTurns, press, server, waitFor } from "../support/PanelHarness";

const KEY = "sk-or-v1-doctor-0123456789abcdef";
const CHECKS = [
	"HTTP enabled and host permission",
	"Settings round trip",
	"ScriptEditorService access",
	"Recording support",
	"Stream type",
	"Request timeout",
	"Engine rules",
	"Run code (loadstring)",
	"Large script text",
];

export = () => {
	if (LuxSim === undefined) return;
	const sim = LuxSim;

	function buttonIn(root: Instance, label: string): TextButton {
		for (const d of root.GetDescendants()) if (d.IsA("TextButton") && d.Text === label && d.Visible) return d;
		error(`no button "${label}"`, 2);
	}

	function openDoctor(): DockWidgetPluginGui {
		const widget = game.GetService("PluginGuiService").FindFirstChild("Lux") as DockWidgetPluginGui;
		widget.Enabled = true;
		task.wait();
		press(buttonIn(widget, "Settings"));
		press(buttonIn(widget, "Lux doctor…"));
		press(buttonIn(widget, "Run checks"));
		waitFor("the doctor's results", () => sim.findByText(widget, "Request timeout") !== undefined, 40);
		return widget;
	}

	function withPlugin(body: () => void) {
		const saved = sim.settingsRaw();
		const probe = bootProbe("DoctorProbe");
		const settings = new StudioSettingsHost(probe.plugin);
		settings.set(SETTING_KEYS.apiKey, KEY);
		settings.set(SETTING_KEYS.baseUrl, `${server()}/api/v1`);
		settings.set(SETTING_KEYS.model, "scripted/model");
		settings.set(SETTING_KEYS.timeoutSeconds, 10);
		const lux = sim.loadPluginFile("dist/Lux.rbxmx");
		try {
			body();
		} finally {
			lux.unload();
			probe.done();
			sim.setHttpEnabled(true);
			sim.clearSettings();
			sim.restoreSettings(saved);
		}
	}

	it("runs every check, each passing here, and copies a report without the key", () => {
		withPlugin(() => {
			loadTurns({ turns: [{ reply: { content: "OK" } }] });
			const widget = openDoctor();
			for (const check of CHECKS) expect(sim.findByText(widget, `Pass: ${check}`)).to.be.ok();
			expect(sim.findByText(widget, "read back exactly")).to.be.ok();
			press(buttonIn(widget, "Copy report"));
			let report = "";
			for (const d of widget.GetDescendants())
				if (d.IsA("TextBox") && d.Text.find("doctor report", 1, true)[0] !== undefined) report = d.Text;
			for (const check of CHECKS) expect(report.find(`PASS ${check}`, 1, true)[0] !== undefined).to.equal(true);
			expect(report.find(KEY, 1, true)[0]).to.equal(undefined);
		});
	});

	it("reports what SetAttribute and Name do with what the docs leave open, and loadstring", () => {
		withPlugin(() => {
			loadTurns({ turns: [{ reply: { content: "OK" } }] });
			const widget = openDoctor();
			expect(sim.findByText(widget, "periods, hyphens and slashes: accepted")).to.be.ok();
			expect(sim.findByText(widget, "an EnumItem attribute: refused")).to.be.ok();
			expect(sim.findByText(widget, "a 101-character name: refused")).to.be.ok();
			expect(sim.findByText(widget, "A plugin may compile code here")).to.be.ok();
			expect(sim.findByText(widget, "A 250000-byte Source was kept whole")).to.be.ok();
		});
	});

	it("reports the keys the widget's own GUI delivered (which objects get keys is undocumented)", () => {
		withPlugin(() => {
			loadTurns({ turns: [{ reply: { content: "OK" } }] });
			const widget = game.GetService("PluginGuiService").FindFirstChild("Lux") as DockWidgetPluginGui;
			widget.Enabled = true;
			task.wait();
			const box = sim.findByName(widget, "MessageBox") as TextBox;
			sim.typeInto(box, "a");
			sim.holdKey("LeftShift");
			sim.pressKey("Return");
			sim.releaseKey("LeftShift");
			openDoctor();
			expect(sim.findByText(widget, "Pass: Keys in the panel")).to.be.ok();
			expect(sim.findByText(widget, "2 keys reached the message box")).to.be.ok();
		});
	});

	it("says to type first when no key has reached the panel yet", () => {
		withPlugin(() => {
			loadTurns({ turns: [{ reply: { content: "OK" } }] });
			const widget = openDoctor();
			expect(sim.findByText(widget, "Fix: Keys in the panel")).to.be.ok();
			expect(sim.findByText(widget, "run the doctor again")).to.be.ok();
		});
	});

	it("says what to do when HTTP is off", () => {
		withPlugin(() => {
			sim.setHttpEnabled(false);
			const widget = openDoctor();
			expect(sim.findByText(widget, "Fix: HTTP enabled and host permission")).to.be.ok();
			expect(sim.findByText(widget, "Allow HTTP Requests")).to.be.ok();
		});
	});
};
