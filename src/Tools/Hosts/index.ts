/** The hosts the tools run against (Studio's implementations: App/Studio/StudioToolHosts). */
export * from "./ToolHosts";
export * from "./RetryingScriptEditor";
export * from "./RecoveringHistory";
