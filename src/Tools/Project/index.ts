/** Project survey and project notes. */
export * from "./ProjectSurvey";
export * from "./ProjectNotes";
export * from "./PlanProgress";
