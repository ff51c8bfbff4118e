/**
 * One versioned, size-bounded document in plugin settings, with corruption recovery.
 *
 * Why: plugin settings outlive the plugin's code. A setting written by an older Lux, edited
 * by hand, or cut short must never crash the plugin: it is migrated when a migration is
 * known, otherwise reported (the notice) and reset to empty, with the unreadable value kept
 * aside (Shared/KeptAside) so nothing the user wrote is lost: a document an older Lux
 * cannot read may be one a newer Lux wrote, and a rollback of the plugin must not erase the
 * user's notes. The size bound keeps
 * persisted memory from growing without limit on disk and in the prompt.
 */
import { SettingsHost } from "Shared/Hosts";
import { keepAside } from "Shared/KeptAside";

export interface DocumentSpec<T> {
	readonly key: string;
	readonly version: number;
	/** Approximate bytes the stored document may take (see approxBytes). */
	readonly maxBytes: number;
	readonly check: (data: unknown) => data is T;
	readonly empty: () => T;
	/** Upgrades data stored by an older version; undefined when it cannot. */
	readonly migrate?: (fromVersion: number, data: unknown) => T | undefined;
}

export interface Loaded<T> {
	readonly value: T;
	/** Set when the stored setting was unusable and was reset. */
	readonly notice?: string;
}

interface Envelope {
	readonly version: number;
	readonly data: unknown;
}

/** A size measure that is the same on every platform: string bytes plus 8 per other value. */
export function approxBytes(value: unknown, depth = 0): number {
	if (depth > 32) return math.huge;
	if (typeIs(value, "string")) return value.size() + 2;
	if (typeIs(value, "table")) {
		let total = 2;
		for (const [k, v] of pairs(value as Record<string, unknown>)) {
			total += approxBytes(k, depth + 1) + approxBytes(v, depth + 1);
		}
		return total;
	}
	return 8;
}

function describe(spec: DocumentSpec<unknown>, why: string, aside: string | undefined) {
	const where = aside !== undefined ? ` The unreadable value is kept under ${aside}.` : "";
	return `Lux could not read its saved ${spec.key} (${why}); it was reset to empty.${where}`;
}

export function loadDocument<T>(settings: SettingsHost, spec: DocumentSpec<T>): Loaded<T> {
	const [readOk, raw] = pcall(() => settings.get(spec.key));
	if (!readOk) return reset(settings, spec, "the setting could not be read", undefined);
	if (raw === undefined) return { value: spec.empty() };
	if (!typeIs(raw, "table")) return reset(settings, spec, "it is not a table", raw);
	const envelope = raw as Partial<Envelope>;
	if (!typeIs(envelope.version, "number")) return reset(settings, spec, "it has no format version", raw);
	if (envelope.version === spec.version) {
		if (!spec.check(envelope.data)) return reset(settings, spec, "its contents are malformed", raw);
		return { value: envelope.data };
	}
	if (envelope.version < spec.version && spec.migrate !== undefined) {
		const [ok, migrated] = pcall(() => spec.migrate!(envelope.version as number, envelope.data));
		if (ok && migrated !== undefined && spec.check(migrated)) {
			save(settings, spec, migrated);
			return { value: migrated };
		}
		return reset(settings, spec, `format ${envelope.version} could not be upgraded`, raw);
	}
	const why =
		envelope.version > spec.version
			? `format ${envelope.version}, saved by a newer Lux`
			: `unknown format ${envelope.version}`;
	return reset(settings, spec, why, raw);
}

/** Keeps `raw` aside, then empties the key; a value it could not keep aside is left where it is. */
function reset<T>(settings: SettingsHost, spec: DocumentSpec<T>, why: string, raw: unknown): Loaded<T> {
	const value = spec.empty();
	// Never over a value kept aside before (a second unreadable load): Shared/KeptAside.
	const aside = raw === undefined ? undefined : keepAside(settings, spec.key, raw);
	if (aside !== undefined) pcall(() => settings.set(spec.key, undefined));
	return { value, notice: describe(spec as DocumentSpec<unknown>, why, aside) };
}

/** Saves the document; false (and nothing written) when it exceeds the size bound or the write fails. */
export function save<T>(settings: SettingsHost, spec: DocumentSpec<T>, value: T): boolean {
	if (approxBytes(value) > spec.maxBytes) return false;
	const envelope: Envelope = { version: spec.version, data: value };
	const [ok] = pcall(() => settings.set(spec.key, envelope));
	return ok;
}

/** Removes the document (the user's "clear"). */
export function erase(settings: SettingsHost, spec: DocumentSpec<unknown>): void {
	pcall(() => settings.set(spec.key, undefined));
}
