/**
 * The setup dialog's and settings page's actions: pages, key check and save, model list,
 * settings save. Split from LoopSession because none of them touch the loop.
 */
import { ClockHost, HttpHost } from "Shared/Hosts";
import { Page, PanelSettings, PanelState, PanelStore } from "../Store";
import { checkKey, listModels } from "./AccountClient";
import { PanelSettingsStore } from "./PanelSettingsStore";
import { AutoApproveSink } from "./SessionPorts";

export class SetupActions {
	constructor(
		private readonly store: PanelStore,
		private readonly prefs: PanelSettingsStore,
		private readonly http: HttpHost,
		private readonly clock: ClockHost,
		private readonly policy?: AutoApproveSink,
	) {}

	private set(change: (s: PanelState) => PanelState) {
		this.store.update(change);
	}

	openPage = (page: Page) => {
		this.set((s) => ({
			...s,
			page,
			settingsNote: undefined,
			keyCheck: page === "chat" ? { state: "idle" } : s.keyCheck,
		}));
	};

	validateKey = (key: string, baseUrl: string) => {
		this.set((s) => ({ ...s, keyCheck: { state: "checking" } }));
		task.spawn(() => {
			const keyCheck = checkKey(this.http, this.clock, baseUrl, key);
			this.set((s) => ({ ...s, keyCheck }));
		});
	};

	saveKey = (key: string) => {
		const saved = this.prefs.api.setKey(key);
		if (!saved.ok) return saved.error;
		this.set((s) => ({ ...s, hasKey: true }));
		return undefined;
	};

	clearKey = () => {
		this.prefs.api.clearKey();
		this.set((s) => ({ ...s, hasKey: false, keyCheck: { state: "idle" } }));
	};

	loadModels = (baseUrl: string) => {
		this.set((s) => ({ ...s, modelsLoading: true }));
		task.spawn(() => {
			const result = listModels(this.http, this.clock, baseUrl, this.prefs.api.load().apiKey);
			this.set((s) => ({
				...s,
				models: result.models ?? s.models,
				modelsError: result.error,
				modelsLoading: false,
			}));
		});
	};

	saveSettings = (settings: PanelSettings) => {
		const problem = this.prefs.save(settings);
		if (problem === undefined) this.policy?.apply(settings);
		this.set((s) =>
			problem !== undefined
				? { ...s, settingsNote: { ok: false, text: problem } }
				: {
						...s,
						settings: this.prefs.load(),
						meters: { ...s.meters, costCap: settings.costCap },
						settingsNote: { ok: true, text: "Saved." },
					},
		);
	};
}
