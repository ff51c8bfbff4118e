/**
 * Safety: the checks around every tool call (seed 000 "Safety").
 *
 * For the loop: `const runner = new SafeToolRunner(tools.runner, tools.hosts)` and use it as
 * the ToolRunner; call `runner.newTask()` on each user message; `runner.onTripped(fn)` tells
 * the UI when the circuit breaker stops a failure spiral.
 * The parts are usable alone: validateCall, CircuitBreaker, classifyError, predictFailure,
 * retryTransient / resilientScriptEditor (the Studio tool hosts already retry editor
 * conflicts; wrap any other script host with it to get the same).
 */
export * from "./OutputValidator";
export * from "./CircuitBreaker";
export * from "./ErrorAnalyzer";
export * from "./ErrorPredictor";
export * from "./ToolResilience";
export * from "./SafeToolRunner";
