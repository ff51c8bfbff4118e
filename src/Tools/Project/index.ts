/** Project survey and project notes. */
export * from "./ProjectTools";
