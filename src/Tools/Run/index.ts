export { runLuau } from "./RunLuau";
export { getOutput } from "./GetOutput";
export { playtest } from "./Playtest";
export { collectPlaytest, PLAYTEST_LOG_KEY, PLAYTEST_MARK } from "./PlaytestCollector";
export type { CollectorHosts, PlaytestRecord } from "./PlaytestCollector";
