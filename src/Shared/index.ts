/**
 * Shared: the bottom layer. Result, the host interfaces logic modules take, their Studio
 * implementations, and the plugin's name and version. Imports nothing above it.
 */
export * from "./Result";
export * from "./Hosts";
export * from "./StudioHosts";
export * from "./Version";
export * from "./PlanTracker";
export * from "./SettingKeys";
export * from "./CodecSettingsHost";
