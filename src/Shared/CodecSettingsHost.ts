/**
 * The SettingsHost every part of Lux uses: keys from the one list (SettingKeys), values in
 * the encoded form (SettingsCodec), read back through the key's @rbxts/t check, and values
 * an older Lux wrote migrated on first read.
 *
 * Why one host: plugin settings are shared by every Lux copy and outlive its code; a value
 * that is unreadable (hand-edited, cut short, another copy's half write) must never crash
 * the plugin or be half-trusted. It is reset to the caller's default, its raw form is kept
 * aside (Shared/KeptAside, never over an earlier kept value, so nothing the user had is lost), and a notice says so.
 */
import Signal from "@rbxts/lemon-signal";
import type { SettingsHost } from "./Hosts";
import { decodeLegacyPercentJson, decodeValue, encodeValue, isEncodedForm, normaliseLegacy } from "./SettingsCodec";
import { keepAside, keptAsideKey } from "./KeptAside";
import { SCHEMA_KEY, SETTINGS_SCHEMA, SettingSpec, isSafeKey, specFor } from "./SettingKeys";

/** What Studio offers: plugin:GetSetting / SetSetting (or a spec's stand-in). */
export interface RawSettingsStore {
	get(key: string): unknown;
	set(key: string, value: unknown): void;
}

export class CodecSettingsHost implements SettingsHost {
	private readonly notices = new Array<string>();
	private readonly noticed = new Signal<(text: string) => void>();
	private schemaWritten = false;

	constructor(private readonly store: RawSettingsStore) {}

	/** Notices so far (corrupt values reset); `onNotice` hears later ones. */
	pendingNotices(): ReadonlyArray<string> {
		return this.notices;
	}

	onNotice(listener: (text: string) => void): () => void {
		const connection = this.noticed.Connect(listener);
		return () => connection.Disconnect();
	}

	get(key: string): unknown {
		const spec = this.specOf(key);
		const [readOk, raw] = pcall(() => this.store.get(key));
		if (!readOk) return undefined;
		if (raw !== undefined) return this.read(spec, raw);
		for (const old of spec.legacyKeys ?? []) {
			const [ok, legacy] = pcall(() => this.store.get(old));
			if (ok && legacy !== undefined) {
				const value = this.migrate(spec, legacy);
				pcall(() => this.store.set(old, undefined));
				return value;
			}
		}
		return undefined;
	}

	set(key: string, value: unknown): void {
		this.specOf(key);
		if (value === undefined) {
			this.store.set(key, undefined);
			return;
		}
		const encoded = encodeValue(value);
		if (encoded === undefined) error(`Lux cannot save ${key}: the value is not JSON-safe`, 2);
		this.writeSchema();
		this.store.set(key, encoded);
	}

	private specOf(key: string): SettingSpec {
		const spec = specFor(key);
		if (spec === undefined || !isSafeKey(key)) error(`Lux has no setting named "${key}"`, 3);
		return spec;
	}

	private writeSchema() {
		if (this.schemaWritten) return;
		this.schemaWritten = true;
		const encoded = encodeValue(SETTINGS_SCHEMA);
		pcall(() => this.store.set(SCHEMA_KEY, encoded));
	}

	private read(spec: SettingSpec, raw: unknown): unknown {
		// Not in the stored form: a value schema 1 wrote under today's key.
		if (!isEncodedForm(raw)) return this.migrate(spec, raw);
		const decoded = decodeValue(raw);
		if (!decoded.ok) return this.corrupt(spec, raw, decoded.why);
		if (!spec.check(decoded.value)) return this.corrupt(spec, raw, "its contents are not what Lux saves there");
		return decoded.value;
	}

	/** A schema-1 value: arrays back from maps, the archives' percent-encoded JSON decoded. */
	private migrate(spec: SettingSpec, raw: unknown): unknown {
		let value = raw;
		if (spec.legacyPercentJson === true) {
			const decoded = decodeLegacyPercentJson(raw);
			if (!decoded.ok) return this.corrupt(spec, raw, decoded.why);
			value = decoded.value;
		}
		value = normaliseLegacy(value);
		if (!spec.check(value)) return this.corrupt(spec, raw, "it is not in a form Lux knows");
		const encoded = encodeValue(value);
		if (encoded !== undefined) pcall(() => this.store.set(spec.key, encoded));
		return value;
	}

	private corrupt(spec: SettingSpec, raw: unknown, why: string): undefined {
		const kept = encodeValue(typeIs(raw, "string") ? raw : { raw });
		// Raw settings hold the stored text itself: two kept values are the same when it is.
		const aside =
			kept === undefined
				? undefined
				: keepAside(this.store, spec.key, kept, (v) => (typeIs(v, "string") ? v : undefined));
		// Emptied only once kept: a value that could not be kept aside is left where it is.
		if (aside !== undefined) pcall(() => this.store.set(spec.key, undefined));
		const where =
			aside !== undefined
				? `The unreadable value is kept under ${aside}.`
				: "The unreadable value could not be kept aside and is left where it is.";
		const text = `Lux could not read its saved setting ${spec.key} (${why}); it was reset to its default. ${where}`;
		this.notices.push(text);
		this.noticed.Fire(text);
		return undefined;
	}
}

/** A value kept aside by a reset (the doctor and specs show it), decoded, or undefined. */
export function keptAside(store: RawSettingsStore, key: string, slot = 1): unknown {
	const decoded = decodeValue(store.get(keptAsideKey(key, slot)));
	return decoded.ok ? decoded.value : undefined;
}
