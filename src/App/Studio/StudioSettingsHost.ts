/**
 * The settings host over Studio's plugin settings (Plugin:GetSetting / SetSetting).
 *
 * Why in App/Studio: the Plugin object is Studio's; Core, Tools, Memory and the UI get the
 * same store as a SettingsHost, so they run the same over a spec's in-memory store.
 */
import { CodecSettingsHost, RawSettingsStore } from "Shared/CodecSettingsHost";

/**
 * plugin:GetSetting / SetSetting: per user, on disk, outside the place. The API key and
 * preferences must never be stored in the DataModel (saved with the place, seen by
 * collaborators). Every value goes through the settings codec (CodecSettingsHost): dot-free
 * keys from one list, values in a form Studio's JSON never escapes, checked when read back.
 */
export class StudioSettingsHost extends CodecSettingsHost {
	constructor(host: Plugin) {
		super(pluginSettingsStore(host));
	}
}

/** plugin:GetSetting / SetSetting as they are, for the codec and the doctor's raw checks. */
export function pluginSettingsStore(host: Plugin): RawSettingsStore {
	return {
		get(key) {
			return host.GetSetting(key);
		},
		set(key, value) {
			host.SetSetting(key, value);
		},
	};
}
