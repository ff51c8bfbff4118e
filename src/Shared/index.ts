/**
 * Shared: the bottom layer. Result, the host interfaces logic modules take (the clock's among them), the
 * JSON port, and the plugin's name and version. Imports nothing above it.
 */
export * from "./Result";
export * from "./Hosts";
export * from "./Json";
export * from "./Version";
export * from "./PlanTracker";
export * from "./SettingKeys";
export * from "./CodecSettingsHost";
export * from "./KeptAside";
export * from "./Store";
