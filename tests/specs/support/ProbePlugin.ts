/**
 * A throwaway plugin booted in the simulator, to reach the real plugin settings store the
 * way Lux does (plugin:GetSetting / SetSetting on a Plugin object).
 *
 * Why: specs of the settings codec must go through the simulator's Plugin.yaml rules
 * (forbidden characters, arrays as maps, copies), not a table.
 */
interface ProbeGlobals {
	LuxStudioProbePlugin?: Plugin;
}

export interface Probe {
	readonly plugin: Plugin;
	readonly done: () => void;
}

export function bootProbe(name = "StudioProbe"): Probe {
	const root = new Instance("Folder");
	root.Name = name;
	const main = new Instance("Script");
	main.Name = "Main";
	(main as unknown as { Source: string }).Source = "_G.LuxStudioProbePlugin = plugin";
	main.Parent = root;
	root.Parent = game.GetService("ServerStorage");
	const handle = LuxSim!.bootPlugin(root);
	const plugin = (_G as unknown as ProbeGlobals).LuxStudioProbePlugin!;
	return {
		plugin,
		done: () => {
			handle.unload();
			root.Destroy();
		},
	};
}

/** plugin:GetSetting / SetSetting as the codec's raw store. */
export function rawStore(plugin: Plugin) {
	return {
		get(key: string): unknown {
			return plugin.GetSetting(key);
		},
		set(key: string, value: unknown) {
			plugin.SetSetting(key, value);
		},
	};
}
