/** Memory: the Project memory page (project notes and task patterns the user can edit and clear). */
export { MemoryPage, MemoryPageProps, MemoryPageActions } from "./MemoryPage";
export { SectionEditor, SectionEditorProps } from "./SectionEditor";
