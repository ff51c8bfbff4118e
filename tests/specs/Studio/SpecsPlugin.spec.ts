/**
 * Issue 16: `npm run build:specs` writes dist/LuxSpecs.rbxmx, the plugin that runs Lux's
 * specs in plugin context in real Studio. The simulator loads that same file as Studio loads
 * an installed plugin and clicks its "Run Lux specs" button; the run reports to Output and
 * to its summary widget, and leaves the place as it was.
 */
interface SpecsGlobals {
	LuxSpecsNamePattern?: string;
}

export = () => {
	if (LuxSim === undefined) return;
	const sim = LuxSim;

	it("runs the specs from its toolbar button, shows the summary and restores the place", () => {
		const g = _G as unknown as SpecsGlobals;
		const services = [
			"Workspace",
			"ReplicatedStorage",
			"ServerScriptService",
			"ServerStorage",
			"StarterGui",
		] as const;
		const place = () => services.map((name) => sim.snapshot(game.GetService(name))).join("\n");
		const before = place();
		g.LuxSpecsNamePattern = "uses only keys with letters";
		const handle = sim.loadPluginFile("dist/LuxSpecs.rbxmx");
		try {
			// No second Lux panel: the specs plugin leaves Lux's entry script out.
			expect(game.GetService("PluginGuiService").FindFirstChild("Lux")).to.equal(undefined);
			const toolbar = handle.plugin.FindFirstChild("Lux specs");
			assert(toolbar !== undefined, "the specs plugin made no toolbar");
			const button = toolbar.FindFirstChild("RunLuxSpecs") as PluginToolbarButton;
			expect(sim.clickToolbarButton(button)).to.equal(true);
			const widget = game.GetService("PluginGuiService").FindFirstChild("LuxSpecsResults") as PluginGui;
			const summary = widget.FindFirstChild("Summary") as TextLabel;
			const started = os.clock();
			while (summary.Text.find("Place restored", 1, true)[0] === undefined && os.clock() - started < 60)
				task.wait(0.1);
			// The other specs are filtered out by the name pattern (TestEZ counts them skipped).
			expect(summary.Text.sub(1, 18)).to.equal("1 passed, 0 failed");
			expect(widget.Enabled).to.equal(true);
			const printed = sim.logHistory() as Array<{ message: string }>;
			expect(printed.some((l) => l.message.sub(1, 18) === "1 passed, 0 failed")).to.equal(true);
			// The place's services are as before (the plugin's own widget lives in PluginGuiService).
			expect(place()).to.equal(before);
		} finally {
			g.LuxSpecsNamePattern = undefined;
			handle.unload();
		}
	});
};
