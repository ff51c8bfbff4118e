/**
 * The shell's hosts over Studio: the one place they are built for the plugin.
 *
 * Why a function: startPlugin does not touch Studio's globals; runPlugin builds
 * these with Studio's `plugin` and hands them down.
 */
import { StudioClockHost } from "./StudioClockHost";
import type { ShellHosts } from "../ShellHosts";
import { pluginSettingsStore, StudioSettingsHost } from "./StudioSettingsHost";
import { everyFrame, firstScript } from "./StudioRuntime";
import { createStudioToolHosts, studioHistory, studioScripts } from "./StudioToolHosts";
import { StudioHttpHost } from "./StudioHttpHost";
import { studioTheme } from "./StudioThemeHost";
import { StudioWebStreamHost } from "./StudioWebStreamHost";

export function studioShellHosts(host: Plugin): ShellHosts {
	const settings = new StudioSettingsHost(host);
	return {
		dataModel: game,
		clock: new StudioClockHost(),
		settings,
		rawSettings: pluginSettingsStore(host),
		http: new StudioHttpHost(),
		stream: () => new StudioWebStreamHost("SSE"),
		toolHosts: (protectedRoots) => createStudioToolHosts(host, protectedRoots, settings),
		history: studioHistory,
		scripts: studioScripts,
		theme: studioTheme,
		frames: everyFrame,
		anyScript: firstScript,
	};
}
