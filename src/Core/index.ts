/**
 * Core, the engine: run the loop, call the model, execute tools, repeat until done.
 * Public API: LoopRunner (the loop), ApiClient (the model), their errors and callbacks.
 */
export * from "./Api";
export * from "./History";
export * from "./Loop";
export * from "./Ports";
export * from "./Hosts";
export * from "./Secrets";
