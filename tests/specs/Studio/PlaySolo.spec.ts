/**
 * Issue 16, bug 1: Studio loads a plugin once per DataModel, so Play Solo runs Lux's entry
 * script again in a server and a client copy with RunService:IsRunning() true (creator-docs
 * RunService.yaml; the simulator's LuxSim.playSolo). Only the edit copy may start Lux.
 */
export = () => {
	if (LuxSim === undefined) return;
	const sim = LuxSim;

	function luxWidgets(): number {
		let count = 0;
		for (const child of game.GetService("PluginGuiService").GetChildren()) if (child.Name === "Lux") count += 1;
		return count;
	}

	it("starts Lux in edit mode only: a Play Solo session adds no panel and writes no setting", () => {
		const edit = sim.loadPluginFile("dist/Lux.rbxmx");
		try {
			task.wait();
			expect(luxWidgets()).to.equal(1);
			const before = sim.settingsRaw();
			const play = sim.playSolo("dist/Lux.rbxmx");
			task.wait(0.1);
			expect(play.copies.size()).to.equal(2);
			expect(luxWidgets()).to.equal(1);
			const after = sim.settingsRaw();
			for (const [key, text] of pairs(after)) expect(before[key as string]).to.equal(text);
			play.stop();
			expect(luxWidgets()).to.equal(1);
		} finally {
			edit.unload();
		}
	});
};
