/**
 * What a plugin reload must not lose, in plugin settings: the conversation
 * (ConversationArchive) and the plan the user was reviewing, if any (PlanArchive).
 *
 * Both are kept per place (Shared/SettingKeys PLACE_SETTINGS), so one game's scripts never
 * show up in another's history.
 *
 * Why one place: the two settings must describe the same moment, so LoopSession saves them
 * together and a plan is restored only with the conversation it belongs to.
 */
import { PlanDraft } from "Coordination";
import { Message } from "Core";
import { SettingsHost } from "Shared/Hosts";
import { placeKeyOf } from "Shared/SettingKeys";
import { loadConversation, saveConversation } from "./ConversationArchive";
import { loadPlanDraft, savePlanDraft } from "./PlanArchive";

export interface SavedSession {
	readonly messages: Message[];
	readonly plan?: PlanDraft;
}

export class SessionArchive {
	/** `hide` removes secrets (the API key) from text before it is written. */
	constructor(
		private readonly host: SettingsHost,
		private readonly hide: (text: string) => string,
		/** The place whose conversation this is: each place keeps its own (issue 16, bug 9). */
		private readonly placeKey: string = placeKeyOf(),
	) {}

	/** What the last session left: its conversation, and the plan in review if it had one. */
	restore(): SavedSession {
		const messages = loadConversation(this.host, this.placeKey);
		return { messages, plan: messages.size() > 0 ? loadPlanDraft(this.host, this.placeKey) : undefined };
	}

	save(messages: ReadonlyArray<Message>, plan: PlanDraft | undefined) {
		saveConversation(this.host, messages, this.hide, this.placeKey);
		savePlanDraft(this.host, plan, this.hide, this.placeKey);
	}

	/** The plan changed between turns (approved, discarded, answered). */
	savePlan(plan: PlanDraft | undefined) {
		savePlanDraft(this.host, plan, this.hide, this.placeKey);
	}

	clear() {
		this.save([], undefined);
	}
}
