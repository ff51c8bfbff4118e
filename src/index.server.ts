/**
 * The plugin's entry script: Studio runs it once per plugin load, in the edit place and in
 * every playtest DataModel. All wiring lives in UI/Shell so it can be started (and torn
 * down) by specs with a simulated `plugin`. In a running playtest only the collector runs
 * (Tools/Run/PlaytestCollector): no panel, no loop.
 */
import { LogService, RunService } from "@rbxts/services";
import { StudioSettingsHost } from "Shared/StudioHosts";
import { collectPlaytest } from "Tools/Run";
import { startPlugin } from "UI/Shell/startPlugin";

if (RunService.IsRunning()) {
	if (RunService.IsServer())
		collectPlaytest({
			test: game.GetService("StudioTestService"),
			log: LogService,
			root: game,
			settings: new StudioSettingsHost(plugin),
			wait: (seconds) => task.wait(seconds),
		});
} else startPlugin(plugin);
