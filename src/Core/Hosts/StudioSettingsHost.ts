/**
 * SettingsHost over plugin:GetSetting / SetSetting (per user, on disk, outside the place).
 *
 * Why: the API key and preferences must never be stored in the DataModel (it is saved with
 * the place and seen by collaborators); plugin settings are the one store Studio offers.
 */
import { SettingsHost } from "Shared/Hosts";

export class StudioSettingsHost implements SettingsHost {
	constructor(private readonly host: Plugin) {}

	get(key: string): unknown {
		return this.host.GetSetting(key);
	}

	set(key: string, value: unknown): void {
		this.host.SetSetting(key, value);
	}
}
