/**
 * The Studio implementations of the shared host interfaces (clock, plugin settings).
 *
 * Why in Shared: Core, Tools, Memory and the UI all need the same real clock and the same
 * settings store; one implementation at the bottom layer keeps them identical. Hosts with
 * a single user (HTTP, ChangeHistory, the script editor) live next to that user.
 */
import type { ClockHost, SettingsHost } from "./Hosts";

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
 * collaborators); callers keep values JSON-safe.
 */
export class StudioSettingsHost implements SettingsHost {
	constructor(private readonly host: Plugin) {}

	get(key: string): unknown {
		return this.host.GetSetting(key);
	}

	set(key: string, value: unknown): void {
		this.host.SetSetting(key, value);
	}
}
