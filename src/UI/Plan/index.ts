/** Plan: the card that shows a complex task's plan for review, then its progress. */
export { PlanCard, PlanCardProps, PlanItem } from "./PlanCard";
