/** The read tools (never need approval). */
export * from "./ScriptReads";
export * from "./InstanceReads";
export * from "./PlaceMap";
export * from "./ClassInfo";
export * from "./FindInstances";
