/**
 * The Studio implementations of the shared host interfaces (clock, plugin settings).
 *
 * Why in Shared: Core, Tools, Memory and the UI all need the same real clock and the same
 * settings store; one implementation at the bottom layer keeps them identical. Hosts with
 * a single user (HTTP, ChangeHistory, the script editor) live next to that user.
 */
import { CodecSettingsHost, RawSettingsStore } from "./CodecSettingsHost";
import type { ClockHost } from "./Hosts";

/** os.clock and task.wait (the simulator's virtual clock serves both). */
export class StudioClockHost implements ClockHost {
	now(): number {
		return os.clock();
	}

	wait(seconds: number): void {
		task.wait(seconds);
	}

	random(): number {
		return math.random();
	}
}

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
