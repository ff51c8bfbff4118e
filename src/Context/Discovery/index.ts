/** Project discovery over the script index (for the `discover_project` tool). */
export { ProjectDiscovery } from "./ProjectDiscovery";
