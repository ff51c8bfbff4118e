/**
 * Plugin settings for specs that playtest: the playtest record lives in the simulator's one
 * plugin-settings store (where the plugin's copy inside the session writes it, as Studio
 * shares plugin settings between a plugin's copies); every other key stays in a private
 * JsonSettings, so nothing else leaks between specs.
 */
import { PLAYTEST_LOG_KEY } from "Tools/Run";
import { JsonSettings, Sim } from "../SamplePlace";

export class PlaytestSettings extends JsonSettings {
	get(key: string): unknown {
		return key === PLAYTEST_LOG_KEY ? Sim.getPluginSetting(key) : super.get(key);
	}
	set(key: string, value: unknown) {
		if (key === PLAYTEST_LOG_KEY) Sim.setPluginSetting(key, value);
		else super.set(key, value);
	}
}
