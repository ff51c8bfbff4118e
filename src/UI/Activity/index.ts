/** Activity: the list of what Lux proposed and what became of each operation. */
export { ActivityPage, ActivityPageProps, activityLine } from "./ActivityPage";
