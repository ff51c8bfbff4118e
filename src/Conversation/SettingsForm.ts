/**
 * The Settings page's form as the user typed it, and the rules a save must pass: the cost
 * cap is a number of dollars above zero (empty: no cap); max iterations a whole number
 * from 1 to 100; the always-approve services a list of service names. Also whether a form
 * holds edits not saved yet (the page's Back asks first).
 *
 * Why here and not in the page: a save through any path (the page, the setup dialog, a
 * card's "approve and allow", a headless caller) is checked by the same rules, and the page
 * only shows the typed outcome (state.settingsNote) it gets back.
 */
import { TextSizeChoice } from "Shared/SettingKeys";
import { trimText } from "Shared/TextLines";
import { AutoApprove, ConversationSettings } from "./ConversationState";

/** Settings as the page's fields hold them: the numbers and the services list as typed text. */
export interface SettingsForm {
	readonly model: string;
	readonly autoApprove: AutoApprove;
	/** Service names separated by commas or spaces. */
	readonly services: string;
	/** Dollars; empty for no cap. */
	readonly costCap: string;
	readonly streaming: boolean;
	readonly maxIterations: string;
	readonly summariseWithModel: boolean;
	readonly textSize: TextSizeChoice;
}

/** Which value a save refused: one of the form's, or the connection (Core's ApiSettings). */
export type SettingsProblem = "costCap" | "maxIterations" | "services" | "connection";

export type SettingsOutcome =
	| { readonly ok: true; readonly settings: ConversationSettings }
	| { readonly ok: false; readonly problem: SettingsProblem; readonly text: string };

/** The setup dialog's fields: a key to save ("" keeps the saved one), the endpoint and the model. */
export interface ConnectForm {
	readonly key: string;
	readonly baseUrl: string;
	readonly model: string;
}

/**
 * What the setup dialog's Save did: saved, or refused (a malformed key, no key for OpenRouter,
 * a setting, or "check": the endpoint refused the typed key or did not answer).
 */
export type ConnectOutcome =
	SettingsOutcome | { readonly ok: false; readonly problem: "key" | "noKey" | "check"; readonly text: string };

export const MAX_ITERATIONS_LIMIT = 100;

const PROBLEM_TEXT: { readonly [K in Exclude<SettingsProblem, "connection">]: string } = {
	costCap: "The cost cap is a number of dollars above zero, e.g. 0.50 (empty for no cap).",
	maxIterations: `Max iterations is a whole number from 1 to ${MAX_ITERATIONS_LIMIT}.`,
	services: "Always-approve services are service names, e.g. ServerStorage, ReplicatedStorage.",
};

function refused(problem: Exclude<SettingsProblem, "connection">): SettingsOutcome {
	return { ok: false, problem, text: PROBLEM_TEXT[problem] };
}

/** The saved settings as the form shows them (and as a "changed since saved" check compares). */
export function formOf(settings: ConversationSettings): SettingsForm {
	return {
		model: settings.model,
		autoApprove: settings.autoApprove,
		services: settings.autoApproveServices.join(", "),
		costCap: settings.costCap !== undefined ? tostring(settings.costCap) : "",
		streaming: settings.streaming,
		maxIterations: tostring(settings.maxIterations),
		summariseWithModel: settings.summariseWithModel,
		textSize: settings.textSize ?? "normal",
	};
}

const SERVICE_NAME = "^[%w_]+$";

/** The range rules every saved value must pass. */
export function checkSettings(settings: ConversationSettings): SettingsOutcome {
	const cap = settings.costCap;
	// cap !== cap: NaN, which no comparison refuses. A cap of 0 is refused, not saved: the
	// settings store reads 0 back as "no cap", so "Saved." would have meant unlimited spending.
	if (cap !== undefined && (cap !== cap || cap <= 0 || cap === math.huge)) return refused("costCap");
	const n = settings.maxIterations;
	if (n !== n || n < 1 || n > MAX_ITERATIONS_LIMIT || n % 1 !== 0) return refused("maxIterations");
	if (settings.autoApproveServices.some((name) => string.match(name, SERVICE_NAME)[0] === undefined))
		return refused("services");
	return { ok: true, settings };
}

function isBlank(text: string): boolean {
	return trimText(text) === "";
}

/** The form read over `saved` (the endpoint and anything the page does not edit), then checked. */
export function parseSettingsForm(form: SettingsForm, saved: ConversationSettings): SettingsOutcome {
	const cap = isBlank(form.costCap) ? undefined : tonumber(form.costCap);
	if (!isBlank(form.costCap) && cap === undefined) return refused("costCap");
	const iterations = tonumber(form.maxIterations);
	if (iterations === undefined) return refused("maxIterations");
	const services = new Array<string>();
	for (const [name] of string.gmatch(form.services, "[^%s,]+")) services.push(name as string);
	return checkSettings({
		...saved,
		// A model id pasted with a space or line break around it is the id: sent as typed, every
		// request was refused as an unknown model while the field looked right.
		model: trimText(form.model),
		autoApprove: form.autoApprove,
		autoApproveServices: services,
		costCap: cap,
		streaming: form.streaming,
		maxIterations: iterations,
		summariseWithModel: form.summariseWithModel,
		textSize: form.textSize,
	});
}

/**
 * Whether the typed form would change the saved settings: compared as read (parseSettingsForm),
 * not as typed, so a save of "0.50" or "ServerStorage,Lighting" leaves nothing unsaved although
 * the saved values print as "0.5" and "ServerStorage, Lighting". A form that cannot be saved
 * holds unsaved edits.
 */
export function unsavedEdits(form: SettingsForm, saved: ConversationSettings): boolean {
	const parsed = parseSettingsForm(form, saved);
	if (!parsed.ok) return true;
	const s = parsed.settings;
	for (const [category, on] of pairs(s.autoApprove)) if (saved.autoApprove[category] !== on) return true;
	return (
		s.model !== saved.model ||
		s.autoApproveServices.join(",") !== saved.autoApproveServices.join(",") ||
		s.costCap !== saved.costCap ||
		s.streaming !== saved.streaming ||
		s.maxIterations !== saved.maxIterations ||
		s.summariseWithModel !== saved.summariseWithModel ||
		(s.textSize ?? "normal") !== (saved.textSize ?? "normal")
	);
}
