/**
 * The plugin's entry script: Studio runs it once per plugin load. All wiring lives in
 * UI/Shell so it can be started (and torn down) by specs with a simulated `plugin`; Studio's
 * hosts come from App/Studio, the only folder that touches Studio's globals. `plugin` is
 * passed on from here because Studio gives it to the plugin's Script only (creator-docs
 * RobloxGlobals.yaml, plugin).
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
import { collectorHosts, pluginCopy, StudioSettingsHost, studioShellHosts } from "App/Studio";
import { collectPlaytest } from "Tools/Run";
import { startPlugin } from "UI/Shell/startPlugin";

const copy = pluginCopy();
if (copy === "playServer") collectPlaytest(collectorHosts(new StudioSettingsHost(plugin)));
else if (copy === "edit") startPlugin(plugin, studioShellHosts(plugin));
