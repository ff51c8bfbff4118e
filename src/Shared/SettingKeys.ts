/**
 * Every plugin setting Lux keeps: one list of keys, each with the @rbxts/t check its value
 * must pass when read back, and the keys an older Lux used for it.
 *
 * Why one list: creator-docs Plugin.yaml (Plugin:SetSetting) says periods, quotes, newlines
 * and backslashes in keys can corrupt the settings file. Keys made here are letters, digits
 * and `_` only (a self test checks every key), and a value read back that fails its check is
 * treated as corrupt (reset to defaults, kept aside, reported) instead of half-trusted.
 */
import { t } from "@rbxts/t";

/** The panel's text sizes a user can pick (Settings > Text size); the one list of them. */
export const TEXT_SIZE_CHOICES = ["small", "normal", "large"] as const;
export type TextSizeChoice = (typeof TEXT_SIZE_CHOICES)[number];

export interface SettingSpec {
	readonly key: string;
	/** The shape the decoded value must have; anything else is a corrupt setting. */
	readonly check: (value: unknown) => boolean;
	/** Keys an older Lux (settings schema 1) stored this value under; read once, then erased. */
	readonly legacyKeys?: ReadonlyArray<string>;
	/** Schema 1 stored this value as percent-encoded JSON text (the codec an older Lux used). */
	readonly legacyPercentJson?: boolean;
}

/** The settings schema this Lux writes (1 = raw values under the old keys, before the codec). */
export const SETTINGS_SCHEMA = 2;
export const SCHEMA_KEY = "LuxSettingsSchema";
/** Where a value that could not be read is kept aside: prefix + its key. */
export const KEPT_ASIDE_PREFIX = "LuxCorrupt_";

const envelope = t.interface({ version: t.number, data: t.any });

function fixed(key: string, check: (value: unknown) => boolean, extra: Partial<SettingSpec> = {}): SettingSpec {
	return { key, check, ...extra };
}

/** Settings with one value per user. */
export const SETTINGS = {
	apiKey: fixed("LuxApiKey", t.string),
	baseUrl: fixed("LuxBaseUrl", t.string),
	model: fixed("LuxModel", t.string),
	streaming: fixed("LuxStreaming", t.boolean),
	timeoutSeconds: fixed("LuxRequestTimeout", t.number),
	maxIterations: fixed("LuxMaxIterations", t.number),
	costCap: fixed("LuxCostCap", t.number),
	panelAutoApprove: fixed("LuxPanelAutoApprove", t.map(t.string, t.boolean)),
	panelServices: fixed("LuxPanelAutoApproveServices", t.array(t.string)),
	summarise: fixed("LuxSummariseWithModel", t.boolean),
	textSize: fixed("LuxTextSize", t.union(...TEXT_SIZE_CHOICES.map((choice) => t.literal(choice)))),
	autoApprove: fixed("LuxAutoApprove", t.table),
	actionLog: fixed("LuxActionLog", t.array(t.table)),
	openRecording: fixed("LuxOpenRecording", t.string),
	decisionMemory: fixed("LuxDecisionMemory", envelope, { legacyKeys: ["Lux.DecisionMemory"] }),
	schema: fixed(SCHEMA_KEY, t.number),
	doctorProbe: fixed("LuxDoctorProbe", t.table),
	playtestLog: fixed("LuxPlaytestLog", t.table),
} as const;

/** Letters, digits and `_`: nothing Plugin:SetSetting warns about can appear in a key. */
export function isSafeKey(key: string): boolean {
	return key.size() > 0 && key.size() <= 200 && string.match(key, "^[%w_]+$")[0] !== undefined;
}

/** A place key (a PlaceId or "unpublished:<name>") as key text: other bytes become _XX (hex). */
export function keyPart(text: string): string {
	return text.gsub("[^%w]", (c: string) => string.format("_%02X", c.byte()[0]))[0];
}

/**
 * The key per-place settings use: the PlaceId, or the place's name when the place was never
 * published (PlaceId 0), so two unpublished places with different names keep different notes.
 */
export function placeKeyOf(place: DataModel): string {
	return place.PlaceId !== 0 ? tostring(place.PlaceId) : `unpublished:${place.Name}`;
}

/** Settings kept per place, so one game's notes and history never show in another. */
export const PLACE_SETTINGS = {
	projectContext: (placeKey: string): SettingSpec => ({
		key: `LuxProjectContext_${keyPart(placeKey)}`,
		check: envelope,
		legacyKeys: [`Lux.ProjectContext.${placeKey}`],
	}),
	conversation: (placeKey: string): SettingSpec => ({
		key: `LuxConversation_${keyPart(placeKey)}`,
		// Messages are checked one by one (Conversation/StoredMessage): one bad message is left out, not the conversation.
		check: t.array(t.any),
	}),
	/** The place's list of conversations (ConversationList): which is open, and a summary of each. */
	conversationList: (placeKey: string): SettingSpec => ({
		key: `LuxConversationList_${keyPart(placeKey)}`,
		// Entries are checked one by one (Conversation/ConversationList): one bad entry is dropped, not the list.
		check: t.interface({ entries: t.array(t.any) }),
	}),
	/**
	 * A conversation kept in the list but not open: called with `<placeKey>/<id>`
	 * (savedConversationKey), so each conversation is its own bounded value.
	 */
	savedConversation: (placeAndId: string): SettingSpec => ({
		key: `LuxSavedConversation_${keyPart(placeAndId)}`,
		check: t.interface({ messages: t.array(t.any) }),
	}),
	planInReview: (placeKey: string): SettingSpec => ({
		key: `LuxPlanInReview_${keyPart(placeKey)}`,
		check: t.interface({ request: t.string, steps: t.array(t.string) }),
	}),
};

function fromKeyPart(part: string): string {
	return part.gsub("_(%x%x)", (hex: string) => string.char(tonumber(hex, 16)!))[0];
}

/** The spec for a key, fixed or per place (a per-place key is matched by its prefix). */
export function specFor(key: string): SettingSpec | undefined {
	for (const [, spec] of pairs(SETTINGS)) if (spec.key === key) return spec;
	// A value kept aside by a reset (Shared/KeptAside: LuxCorrupt_<key>, LuxCorrupt2_<key>, ...):
	// any shape, as long as it was kept for a key Lux has (never a kept value's own key).
	const [aside] = key.match("^LuxCorrupt%d*_");
	if (aside !== undefined) {
		const of = key.sub((aside as string).size() + 1);
		if (of.match("^LuxCorrupt%d*_")[0] !== undefined) return undefined;
		return specFor(of) === undefined ? undefined : { key, check: () => true };
	}
	for (const [, make] of pairs(PLACE_SETTINGS)) {
		const prefix = make("").key;
		if (key.size() > prefix.size() && key.sub(1, prefix.size()) === prefix) {
			const spec = make(fromKeyPart(key.sub(prefix.size() + 1)));
			if (spec.key === key) return spec;
		}
	}
	return undefined;
}

/** Every fixed key, for the self test and the doctor. */
export function allFixedKeys(): string[] {
	const out = new Array<string>();
	for (const [, spec] of pairs(SETTINGS)) out.push(spec.key);
	out.sort();
	return out;
}
