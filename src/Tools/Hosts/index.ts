/** The hosts the tools run against, and their Studio implementations. */
export * from "./ToolHosts";
export * from "./StudioToolHosts";
export * from "./RetryingScriptEditor";
export * from "./RecoveringHistory";
