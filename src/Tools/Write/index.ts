/** The write tools: each builds a WritePlan for the approval queue and changes nothing itself. */
export * from "./ScriptWrites";
export * from "./CreateWrites";
export * from "./PropertyWrites";
export * from "./TreeWrites";
export { attributeNameProblem, checkCreatable } from "./CreationSpec";
export * from "./TagWrites";
