/**
 * What the plugin does when Studio loads it: in edit mode, start Lux (startPlugin); in a
 * running playtest's server copy, only collect the playtest's output; otherwise nothing.
 *
 * Why the guard: Studio loads a plugin once per DataModel, so a Play Solo session runs this
 * script again in the server and client copies. Lux there would open extra panels, act on a
 * copy whose edits vanish when play stops, and write settings from several copies at once
 * (creator-docs Plugin.yaml, Plugin:SetSetting "can silently fail if multiple instances of
 * the same plugin are actively reading and writing"). RunService.yaml: IsRunning is true in
 * a running experience, IsEdit only in edit mode (both false while paused); Roblox's own MCP
 * plugin (studio-rust-mcp-server, plugin/src/Main.server.luau) returns when IsRunning().
 * In a running playtest's server copy only the collector runs (Tools/Run/PlaytestCollector):
 * no panel, no loop.
 */
import { collectorHosts, pluginCopy, StudioSettingsHost, studioShellHosts } from "./Studio";
import { collectPlaytest } from "Tools/Run";
import { startPlugin } from "./startPlugin";

export function runPlugin(host: Plugin): void {
	const copy = pluginCopy();
	if (copy === "playServer") collectPlaytest(collectorHosts(new StudioSettingsHost(host)));
	else if (copy === "edit") startPlugin(host, studioShellHosts(host));
}
