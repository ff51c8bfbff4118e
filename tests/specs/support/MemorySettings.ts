/**
 * A SettingsHost over a table, for specs that must see every value written.
 *
 * Why: plugin settings are the only place the API key may live; a spec proves no other
 * setting holds it by reading every key written here.
 */
import { SettingsHost } from "Shared/Hosts";

export class MemorySettings implements SettingsHost {
	readonly values = new Map<string, unknown>();

	get(key: string): unknown {
		return this.values.get(key);
	}

	set(key: string, value: unknown): void {
		if (value === undefined) this.values.delete(key);
		else this.values.set(key, value);
	}
}
