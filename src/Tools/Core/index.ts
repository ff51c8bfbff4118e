/** Building blocks shared by the tools and by Safety: paths, values, failures, schemas. */
export * from "./PathResolver";
export * from "./ToolFailure";
export * from "./ValueCodec";
export * from "./Schema";
export * from "./SyntaxCheck";
export * from "./InstanceText";
export type { ReadAnswer, ToolArgs, ToolHandler, ToolSpec } from "./ToolSpec";
export * from "./OwnObjects";
export * from "./Retry";
export * from "./Landing";
export * from "./WriteGuards";
export * from "./StateFingerprint";
export * from "./Expectations";
export * from "./ToolView";
