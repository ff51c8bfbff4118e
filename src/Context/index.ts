/**
 * Context: what to tell the model. The script index, context selection within a token
 * budget, the system prompt (stable prefix first) and history compression.
 */
export * from "./Index";
export * from "./Selection";
export * from "./Compression";
export * from "./Prompt";
export * from "./Discovery";
