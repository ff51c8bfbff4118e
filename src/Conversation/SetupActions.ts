/**
 * The account and settings intents: key check and save, model list, settings save (which
 * also sets Tools' auto-approve policy). Split from Conversation because none of them touch
 * the loop.
 */
import { ClockHost, HttpHost } from "Shared/Hosts";
import { ConversationSettings, ConversationState } from "./ConversationState";
import { ConversationStore } from "./ConversationStore";
import { checkKey, listModels } from "./AccountClient";
import { AutoApproveSink } from "./Ports";
import { SettingsStore } from "./SettingsStore";

export class SetupActions {
	constructor(
		private readonly store: ConversationStore,
		private readonly prefs: SettingsStore,
		private readonly http: HttpHost,
		private readonly clock: ClockHost,
		private readonly policy?: AutoApproveSink,
	) {}

	private set(change: (s: ConversationState) => ConversationState) {
		this.store.update(change);
	}

	dismissNotes = (keyCheck: boolean) => {
		this.set((s) => ({
			...s,
			settingsNote: undefined,
			keyCheck: keyCheck ? { state: "idle" } : s.keyCheck,
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

	saveSettings = (settings: ConversationSettings) => {
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

	/** The card's "approve and allow in <service>": the same rule Settings writes, saved the same way. */
	allowService = (service: string, settings: ConversationSettings) => {
		if (settings.autoApproveServices.includes(service)) return;
		this.saveSettings({ ...settings, autoApproveServices: [...settings.autoApproveServices, service] });
	};
}
