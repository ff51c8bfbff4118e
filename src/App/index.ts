/**
 * App: the composition root. Builds the object graph (Tools over Studio's hosts, the tool
 * pipeline, the modules of its Task, the Conversation, the panel) and tears it
 * down. Everything above the Conversation that knows how the pieces fit lives here.
 */
export { runPlugin } from "./runPlugin";
export { startPlugin, PluginOptions, PluginShell } from "./startPlugin";
export { createLuxModules, startPlaceIndex, LuxModules, LuxModuleHosts, PlaceIndex } from "./LuxModules";
export { NoticeRelay, UsageRelay } from "./Relay";
export { DoctorHosts, runDoctor } from "./LuxDoctor";
export { projectStoreForTools, projectDiscovererFor } from "./ToolStores";
export { ToolPipeline, buildToolPipeline } from "./ToolPipeline";
