/**
 * Keeps a value Lux could not read aside in plugin settings, next to its key, without ever
 * writing over a value kept aside before.
 *
 * Why: a reset keeps what it could not read (a newer Lux's notes, a hand-edited or cut
 * conversation) so the user can get it back. With one place per key, a second unreadable load
 * (a rollback, then another rollback; a second broken message) wrote over the first kept value
 * and erased it after all (found by review). So each key has MAX_KEPT places: the first free
 * one is used, a value already kept is not kept twice, and when every place holds something
 * else nothing is overwritten: the caller is told (undefined) and must leave the value where
 * it is. The bound keeps a value that breaks on every load from filling the settings file.
 * Every read and write is guarded: keeping aside must never be what fails a load.
 */
import { encodeValue } from "./SettingsCodec";
import { KEPT_ASIDE_PREFIX } from "./SettingKeys";

/** How many values may be kept aside for one key. */
export const MAX_KEPT = 5;

/** Where kept value number `slot` (1 to MAX_KEPT) of `key` lives: LuxCorrupt_<key>, then LuxCorrupt2_<key>, ... */
export function keptAsideKey(key: string, slot = 1): string {
	return slot <= 1 ? KEPT_ASIDE_PREFIX + key : `${KEPT_ASIDE_PREFIX.sub(1, -2)}${slot}_${key}`;
}

/** A store of values by key: a SettingsHost (decoded values) or the raw plugin settings. */
export interface KeepingStore {
	get(key: string): unknown;
	set(key: string, value: unknown): void;
}

/**
 * Keeps `value` aside for `key`; returns the key it is kept under, or undefined when it could
 * not be kept (every place taken by another value, or the write failed). `form` gives the
 * stored text two values are compared by (encodeValue for a SettingsHost's decoded values).
 */
export function keepAside(
	store: KeepingStore,
	key: string,
	value: unknown,
	form: (v: unknown) => string | undefined = encodeValue,
): string | undefined {
	const wanted = form(value);
	if (wanted === undefined) return undefined;
	for (let slot = 1; slot <= MAX_KEPT; slot++) {
		const aside = keptAsideKey(key, slot);
		const [readOk, held] = pcall(() => store.get(aside));
		if (!readOk) continue;
		if (held !== undefined) {
			if (form(held) === wanted) return aside;
			continue;
		}
		const [wrote] = pcall(() => store.set(aside, value));
		if (wrote) return aside;
	}
	return undefined;
}
