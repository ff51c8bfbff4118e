/**
 * The plugin's entry script: Studio runs it once per plugin load. All wiring lives in
 * UI/Shell so it can be started (and torn down) by specs with a simulated `plugin`.
 *
 * Why the guard: Studio loads a plugin once per DataModel, so a Play Solo session runs this
 * script again in the server and client copies. Lux there would open extra panels, act on a
 * copy whose edits vanish when play stops, and write settings from several copies at once
 * (creator-docs Plugin.yaml, Plugin:SetSetting "can silently fail if multiple instances of
 * the same plugin are actively reading and writing"). RunService.yaml: IsRunning is true in
 * a running experience, IsEdit only in edit mode (both false while paused); Roblox's own MCP
 * plugin (studio-rust-mcp-server, plugin/src/Main.server.luau) returns when IsRunning().
 */
import { RunService } from "@rbxts/services";
import { startPlugin } from "UI/Shell/startPlugin";

if (RunService.IsEdit() && !RunService.IsRunning()) startPlugin(plugin);
