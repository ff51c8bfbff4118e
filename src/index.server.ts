/**
 * The plugin's entry script: Studio runs it once per plugin load (also in Play copies of the
 * place). Everything, including what to do in a Play copy, lives in App (App/runPlugin), so
 * specs can start the same code with a simulated `plugin`. `plugin` is passed on from here
 * because Studio gives it to the plugin's Script only (creator-docs RobloxGlobals.yaml, plugin).
 */
import { runPlugin } from "App";

runPlugin(plugin);
