/**
 * Keeps a plan the user is reviewing in plugin settings, so a plugin reload (Studio closed,
 * the plugin updated) brings the plan card back with its task instead of a plain message.
 *
 * Why apart from ConversationArchive: the conversation is what the model needs; this is the
 * task's state around it. the Conversation writes it at the same moments as the conversation
 * (a turn ends, a plan is approved, discarded or answered, a new conversation), so the two
 * settings always describe the same moment.
 */
import { t } from "@rbxts/t";
import { PlanDraft } from "./TaskModules";
import { SettingsHost } from "Shared/Hosts";
import { PLACE_SETTINGS } from "Shared/SettingKeys";

/** The setting holding a place's plan in review (per place, like the conversation). */
export function planArchiveKey(placeKey: string): string {
	return PLACE_SETTINGS.planInReview(placeKey).key;
}
const MAX_STEPS = 12;
const MAX_TEXT = 2000;

/**
 * Not strict: a newer Lux may save more about a plan; its request and steps are still this
 * plan, and a strict check dropped it (the next save then erased it) without a word.
 */
const isDraft = t.interface({ request: t.string, steps: t.array(t.string) });

/** `hide` removes secrets (the API key) from text before it is written. */
export function savePlanDraft(
	host: SettingsHost,
	placeKey: string,
	draft: PlanDraft | undefined,
	hide: (text: string) => string = (text) => text,
): void {
	const key = planArchiveKey(placeKey);
	if (draft === undefined || draft.steps.size() === 0) {
		if (host.get(key) !== undefined) host.set(key, undefined);
		return;
	}
	const steps = draft.steps.filter((_, i) => i < MAX_STEPS).map((s) => hide(s).sub(1, MAX_TEXT));
	host.set(key, { request: hide(draft.request).sub(1, MAX_TEXT), steps });
}

/** The saved draft, or undefined (none, or unreadable: a broken plan is dropped, never an error). */
export function loadPlanDraft(host: SettingsHost, placeKey: string): PlanDraft | undefined {
	const value = host.get(planArchiveKey(placeKey));
	return isDraft(value) && value.steps.size() > 0 ? { request: value.request, steps: value.steps } : undefined;
}
