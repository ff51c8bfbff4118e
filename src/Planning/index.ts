/**
 * Planning: thinking before acting (task analysis, plans, intent reminders) and checking
 * after acting (verification of every applied change).
 */
export { analyzeTask, TaskAnalysis, Complexity, Capability } from "./TaskAnalysis";
export { TaskPlanner, PlanStep, PlanStatus, Intent, parsePlan, planStepsOf, PLANNING_INSTRUCTION } from "./TaskPlanner";
export { PlanGate, HELD_BACK } from "./PlanGate";
export * from "./Verification";
