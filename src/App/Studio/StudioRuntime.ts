/**
 * What the entry script and the shell need from Studio's RunService, LogService and
 * StudioTestService: which copy of the plugin this is, a per-frame tick, and the playtest
 * collector's services.
 *
 * Why here: those are services of the global DataModel (game:GetService), which only
 * src/App/Studio may reach. RunService.yaml: IsRunning is true in a running experience,
 * IsEdit only in edit mode (both false while paused); Heartbeat fires every frame.
 */
import { LogService, RunService } from "@rbxts/services";
import type { SettingsHost } from "Shared/Hosts";
import type { CollectorHosts } from "Tools/Run/PlaytestCollector";

/** edit: the user's place in edit mode; playServer: a playtest's server copy; other: anything else (client, paused). */
export type PluginCopy = "edit" | "playServer" | "other";

export function pluginCopy(): PluginCopy {
	if (RunService.IsRunning()) return RunService.IsServer() ? "playServer" : "other";
	return RunService.IsEdit() ? "edit" : "other";
}

/** Calls `tick` every frame (RunService.Heartbeat); returns the disconnect. */
export function everyFrame(tick: () => void): () => void {
	const connection = RunService.Heartbeat.Connect(tick);
	return () => connection.Disconnect();
}

/** The playtest collector's hosts in this DataModel (the play copy's server). */
export function collectorHosts(settings: SettingsHost): CollectorHosts {
	return {
		test: game.GetService("StudioTestService"),
		log: LogService,
		root: game,
		settings,
		wait: (seconds) => task.wait(seconds),
	};
}

/** A script for Lux doctor to read: the first in the services scripts usually live in. */
export function firstScript(): LuaSourceContainer | undefined {
	for (const name of ["ServerScriptService", "ReplicatedStorage", "StarterPlayer", "Workspace"] as const) {
		const found = game.GetService(name).FindFirstChildWhichIsA("LuaSourceContainer", true);
		if (found !== undefined) return found;
	}
	return undefined;
}
