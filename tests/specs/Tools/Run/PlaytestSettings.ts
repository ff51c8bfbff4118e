/**
 * Plugin settings for specs that playtest: the playtest record lives in the simulator's one
 * plugin-settings store (where the plugin's copy inside the session writes it through the
 * settings codec, as Studio shares plugin settings between a plugin's copies); every other
 * key stays in a private JsonSettings, so nothing else leaks between specs.
 */
import { CodecSettingsHost } from "Shared/CodecSettingsHost";
import { PLAYTEST_LOG_KEY } from "Tools/Run";
import { JsonSettings, Sim } from "../SamplePlace";

/** The simulator's shared store, read and written as the plugin does (through the codec). */
const shared = new CodecSettingsHost({
	get(key) {
		return Sim.getPluginSetting(key);
	},
	set(key, value) {
		Sim.setPluginSetting(key, value);
	},
});

export class PlaytestSettings extends JsonSettings {
	get(key: string): unknown {
		return key === PLAYTEST_LOG_KEY ? shared.get(key) : super.get(key);
	}
	set(key: string, value: unknown) {
		if (key === PLAYTEST_LOG_KEY) shared.set(key, value);
		else super.set(key, value);
	}
}
