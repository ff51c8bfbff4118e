/**
 * A PanelActions that records every call, for story specs and snapshots: the panel is
 * mounted with fake data and the spec checks which action a click produced.
 */
import { ConnectForm, ConnectOutcome, SettingsForm } from "Conversation";
import { STORY_SETTINGS } from "./StoryStates";
import { Page, PanelActions, PanelSettings } from "UI/Store";

export interface RecordedCall {
	readonly name: string;
	readonly args: unknown[];
}

export function recordingActions(): { actions: PanelActions; calls: RecordedCall[] } {
	const calls = new Array<RecordedCall>();
	const record =
		(name: string) =>
		(...args: unknown[]) => {
			calls.push({ name, args });
		};
	const actions: PanelActions = {
		send: record("send"),
		stop: record("stop"),
		approve: record("approve"),
		toggleHunk: record("toggleHunk"),
		reject: record("reject"),
		approveAndAllow: record("approveAndAllow"),
		approvePlan: record("approvePlan"),
		discardPlan: record("discardPlan"),
		undoTurn: record("undoTurn"),
		keepTurn: record("keepTurn"),
		showInExplorer: record("showInExplorer"),
		openScript: record("openScript"),
		retry: record("retry"),
		retryStale: record("retryStale"),
		newConversation: () => {
			calls.push({ name: "newConversation", args: [] });
			return "done";
		},
		openConversation: (id: string) => {
			calls.push({ name: "openConversation", args: [id] });
			return "done";
		},
		deleteConversation: (id: string) => {
			calls.push({ name: "deleteConversation", args: [id] });
			return "done";
		},
		openConversations: record("openConversations"),
		openPage: (page: Page) => calls.push({ name: "openPage", args: [page] }),
		validateKey: record("validateKey"),
		saveKey: (key: string) => {
			calls.push({ name: "saveKey", args: [key] });
			return undefined;
		},
		connect: (setup: ConnectForm, done: (outcome: ConnectOutcome) => void) => {
			calls.push({ name: "connect", args: [setup] });
			done({ ok: true, settings: STORY_SETTINGS });
		},
		clearKey: record("clearKey"),
		loadModels: record("loadModels"),
		saveSettings: (settings: PanelSettings) => {
			calls.push({ name: "saveSettings", args: [settings] });
			return { ok: true, settings };
		},
		saveSettingsForm: (form: SettingsForm) => {
			calls.push({ name: "saveSettingsForm", args: [form] });
			return { ok: false, problem: "connection", text: "recorded, not saved" };
		},
		openMemory: record("openMemory"),
		saveProjectNote: record("saveProjectNote"),
		deleteProjectNote: record("deleteProjectNote"),
		clearProjectNotes: record("clearProjectNotes"),
		clearTaskPatterns: record("clearTaskPatterns"),
	};
	return { actions, calls };
}
