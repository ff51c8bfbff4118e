/**
 * What the Conversation needs from Tools' approval queue and turn checkpoints, from Studio
 * (Explorer selection, the script editor) and from Memory, as narrow interfaces.
 *
 * Why ports: the Conversation never touches the DataModel; the composition root (App)
 * passes the implementations in (ToolsBridge over Tools, Memory's stores). Every port is
 * optional; without one, the matching affordance is not offered.
 */
import { WebStreamHost } from "Core";
import { ClockHost, HttpHost, SettingsHost } from "Shared/Hosts";
import { Result } from "Shared/Result";
import { ToolRunner } from "Tools/ToolProtocol";
import type { ActionEntry } from "Tools/ApprovalQueue/ActionLog";
import { ConversationSettings, MemorySection } from "./ConversationState";
import { ChangeTarget, Preview } from "./ChatItem";
import { TaskWiring } from "./TaskModules";

export interface ApprovalPreviews {
	/** The preview and target of a pending operation, as the approval queue computed them. */
	describe(operationId: string):
		| {
				readonly preview?: Preview;
				readonly target?: ChangeTarget;
				readonly allowScope?: string;
				/** What the operation does ("Edit lines 3-4 of …"), the card's title. */
				readonly title?: string;
		  }
		| undefined;
	/** After resolve: "stale" when the target changed since the preview (nothing applied). */
	outcomeOf?(operationId: string): "applied" | "rejected" | "stale" | "failed" | undefined;
	/** Whether the turn changed anything that can be undone (a failed playtest then offers it). */
	canUndo?(turnId: number): boolean;
}

export interface TurnCheckpoints {
	/** Marks the start of a turn, so its changes can be undone as one step. */
	beginTurn(turnId: number): void;
	/** Whether the turn changed anything that can be undone. */
	canUndo(turnId: number): boolean;
	/**
	 * Undoes the turn: undefined when done, `{ confirm }` when the user edited the same
	 * instances since (call again with confirmed to overwrite), or an error text.
	 */
	undoTurn(turnId: number, confirmed: boolean): string | { readonly confirm: string } | undefined;
}

export interface PlaceNavigator {
	/** Selects the card's instance; false when it is no longer in the place. `operationId`: the card's. */
	showInExplorer(target: ChangeTarget, operationId?: string): boolean;
	/** Opens the card's script at its line; false when it is no longer in the place. */
	openScript(target: ChangeTarget, operationId?: string): boolean;
}

/** Where the tools' own auto-approve policy lives, kept equal to the conversation's settings. */
export interface AutoApproveSink {
	apply(settings: Pick<ConversationSettings, "autoApprove" | "autoApproveServices">): void;
}

/** Tools' action log: every operation proposed and what became of it (the activity view). */
export interface ActivitySource {
	/** The newest `count` entries, oldest first. */
	recent(count: number): ReadonlyArray<ActionEntry>;
}

/**
 * The persisted memories the Project memory page edits (Memory's ProjectContext and
 * DecisionMemory); each says when it changed, whoever changed it (a tool, the task, the page).
 */
export interface ProjectMemory {
	readonly project: {
		sections(): ReadonlyArray<MemorySection>;
		update(section: string, text: string, source: "user"): Result<true>;
		remove(section: string): boolean;
		clear(): void;
		onChanged(listener: () => void): () => void;
	};
	readonly decisions: {
		patterns(): ReadonlyArray<unknown>;
		clear(): void;
		onChanged(listener: () => void): () => void;
	};
}

/** What a Conversation is built with: its hosts, the tool runner, and the ports above. */
export interface ConversationDeps {
	readonly settings: SettingsHost;
	readonly http: HttpHost;
	readonly clock: ClockHost;
	readonly tools: ToolRunner;
	readonly stream?: WebStreamHost;
	readonly previews?: ApprovalPreviews;
	readonly checkpoints?: TurnCheckpoints;
	readonly navigator?: PlaceNavigator;
	readonly policy?: AutoApproveSink;
	readonly activity?: ActivitySource;
	readonly systemPrompt?: string;
	/** The task's modules and Safety's breaker (App's LuxModules); without them the fixed prompt above is used. */
	readonly lux?: TaskWiring;
	/** Project notes and task patterns (App's LuxModules.memory). */
	readonly memory?: ProjectMemory;
	/** The place whose conversations these are (Shared/SettingKeys placeKeyOf of the DataModel App was handed). */
	readonly placeKey: string;
}
