/**
 * A PanelActions that records every call, for story specs and snapshots: the panel is
 * mounted with fake data and the spec checks which action a click produced.
 */
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
		showInExplorer: record("showInExplorer"),
		openScript: record("openScript"),
		retry: record("retry"),
		retryStale: record("retryStale"),
		newConversation: record("newConversation"),
		openConversation: record("openConversation"),
		deleteConversation: record("deleteConversation"),
		openConversations: record("openConversations"),
		openPage: (page: Page) => calls.push({ name: "openPage", args: [page] }),
		validateKey: record("validateKey"),
		saveKey: (key: string) => {
			calls.push({ name: "saveKey", args: [key] });
			return undefined;
		},
		clearKey: record("clearKey"),
		loadModels: record("loadModels"),
		saveSettings: (settings: PanelSettings) => calls.push({ name: "saveSettings", args: [settings] }),
		openMemory: record("openMemory"),
		saveProjectNote: record("saveProjectNote"),
		deleteProjectNote: record("deleteProjectNote"),
		clearProjectNotes: record("clearProjectNotes"),
		clearTaskPatterns: record("clearTaskPatterns"),
	};
	return { actions, calls };
}
