/**
 * Tools: everything Lux does to the place, behind approvals (issue 4, seed 000 "Tools").
 *
 * For the agentic loop (Core):
 *   const tools = createTools(createStudioToolHosts(plugin, [ownObjects]));  // hosts from App/Studio
 *   tools.runner.definitions()            -> every ToolDefinition (stable order); advertisedTools(defs)
 *                                            is the list sent as `tools` (rare ones behind `more_tools`)
 *   tools.runner.execute(call)            -> { kind: "done", content, isError, summary }
 *                                            | { kind: "pending", operationId, summary }
 *   tools.runner.resolve(opId, decision)  -> "done" outcome to send back as the tool result
 *   (Wrap the runner with Safety.createSafeRunner for validation, circuit breaking and retries.)
 *
 * For the UI (approval cards, "Undo this turn", settings, history):
 *   tools.queue.pending()                 -> PendingOperation[] (id, title, risk, preview, askReason)
 *   tools.queue.onChanged(fn)             -> re-render when operations or turns change; returns disconnect
 *   tools.queue.approve(id) / reject(id, reason?)  (or runner.resolve, which also answers the model)
 *       approve -> { kind: "applied" | "stale" | "failed" | "unknown", ... }; stale and failed wrote nothing
 *   tools.queue.beginTurn(label)          -> call once per user message, before the loop runs
 *   tools.queue.listTurns()               -> TurnSummary[] (id, label, operations, undone)
 *   tools.queue.undoTurn(turnId, confirmed?)
 *       -> "undone" | "nothing" | "failed"
 *        | "needs_confirmation" with conflicts + message: show it, and call again with confirmed=true
 *   tools.policy.get() / set() / setCategory(cat, on) / setServiceCategory(service, cat, on)
 *   tools.log.entries() / onAppended(fn)  -> ActionEntry (time, tool, target, outcome, operationId, detail)
 *
 * Every applied operation is one ChangeHistoryService waypoint named "Lux: <title>", so the
 * user's own Ctrl+Z undoes it too (project-note updates excepted: they are not in the place).
 * The Studio hosts retry a transient UpdateSourceAsync failure a bounded number of times
 * inside that one recording (Hosts/RetryingScriptEditor.ts).
 */
export * from "./ToolProtocol";
export * from "./createTools";
export * from "./ToolExecutor";
export * from "./ToolRegistry";
export * from "./ToolGroups";
export * from "./ApprovalQueue";
export * from "./Hosts";
export * from "./Core";
export * from "./Run";
