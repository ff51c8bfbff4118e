/**
 * What a plugin reload must not lose, in plugin settings: the conversation
 * (ConversationArchive) and the plan the user was reviewing, if any (PlanArchive).
 *
 * Why one place: the two settings must describe the same moment, so LoopSession saves them
 * together and a plan is restored only with the conversation it belongs to.
 */
import { PlanDraft } from "Coordination";
import { Message } from "Core";
import { SettingsHost } from "Shared/Hosts";
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
	) {}

	/** What the last session left: its conversation, and the plan in review if it had one. */
	restore(): SavedSession {
		const messages = loadConversation(this.host);
		return { messages, plan: messages.size() > 0 ? loadPlanDraft(this.host) : undefined };
	}

	save(messages: ReadonlyArray<Message>, plan: PlanDraft | undefined) {
		saveConversation(this.host, messages, this.hide);
		savePlanDraft(this.host, plan, this.hide);
	}

	/** The plan changed between turns (approved, discarded, answered). */
	savePlan(plan: PlanDraft | undefined) {
		savePlanDraft(this.host, plan, this.hide);
	}

	clear() {
		this.save([], undefined);
	}
}
