/**
 * App/Studio: the only folder under src that touches Studio's globals (game:GetService,
 * @rbxts/services, settings(), plugin). It builds the Studio hosts everything else is
 * handed; lint rule lux/studio-globals (tools/eslint/studioGlobals.js) fails any other file
 * that reaches for one.
 *
 * Loading it installs HttpService's JSON as the codec of Shared/Json, so whoever runs on
 * Studio's hosts (the plugin, specs, benches) has JSON without a separate step.
 */
import { installStudioJson } from "./StudioJson";

installStudioJson();

export { installStudioJson, studioJson } from "./StudioJson";
export { pluginSettingsStore, StudioSettingsHost } from "./StudioSettingsHost";
export { StudioClockHost } from "./StudioClockHost";
export { StudioHttpHost } from "./StudioHttpHost";
export { StudioWebStreamHost } from "./StudioWebStreamHost";
export * from "./StudioToolHosts";
export { studioTheme } from "./StudioThemeHost";
export { collectorHosts, everyFrame, firstScript, pluginCopy, PluginCopy } from "./StudioRuntime";
export { studioShellHosts } from "./StudioShellHosts";
