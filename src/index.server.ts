/**
 * The plugin's entry script: Studio runs it once per plugin load. All wiring lives in
 * UI/Shell so it can be started (and torn down) by specs with a simulated `plugin`.
 */
import { startPlugin } from "UI/Shell/startPlugin";

startPlugin(plugin);
