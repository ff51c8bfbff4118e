/**
 * The account and settings intents: key check and save, model list, settings save (which
 * also sets Tools' auto-approve policy). Split from Conversation because none of them touch
 * the loop.
 */
import { ClockHost, HttpHost } from "Shared/Hosts";
import { trimText } from "Shared/TextLines";
import { ConversationSettings, ConversationState, KeyCheck } from "./ConversationState";
import { ConversationStore, needsKey } from "./ConversationStore";
import { connectionProblem, keyProblem } from "Core";
import { checkEndpoint, checkKey, listModels } from "./AccountClient";
import { AutoApproveSink } from "./Ports";
import {
	checkSettings,
	ConnectForm,
	ConnectOutcome,
	parseSettingsForm,
	SettingsForm,
	SettingsOutcome,
} from "./SettingsForm";
import { SettingsStore } from "./SettingsStore";

/** Why Save stored nothing, in the words of the check that failed. */
function failedCheckText(baseUrl: string, check: KeyCheck): string {
	const why = check.state === "invalid" || check.state === "blocked" || check.state === "error" ? check.message : "";
	return `Nothing was saved: the check of this key with ${baseUrl} failed. ${why}`;
}

/** What "Check key" vouched for: this key at this endpoint. */
function checkedPair(baseUrl: string, key: string): string {
	return `${baseUrl} ${key}`;
}

export class SetupActions {
	/** The endpoint and key "Check key" last found valid: Save need not ask again. */
	private checked?: string;
	/** Counts the times a form was left: a Save's check started before the last one stores nothing. */
	private attempt = 0;

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
		// The form was left (Cancel): a Save whose check is still running stores nothing.
		if (keyCheck) this.attempt += 1;
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
			// Only a key the server vouched for: "no key check here" still needs Save's own check.
			const vouched = keyCheck.state === "valid" && keyCheck.note === undefined;
			this.checked = vouched ? checkedPair(trimText(baseUrl), trimText(key)) : undefined;
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

	/**
	 * The list is asked with the key the user typed when there is one: it is the key being set
	 * up (a server that lists models only for a key refused the first run's list, asked without
	 * one, and a replaced key's list was asked with the old key); else with the saved key.
	 */
	loadModels = (baseUrl: string, typedKey?: string) => {
		const typed = trimText(typedKey ?? "");
		const key = typed !== "" ? typed : this.prefs.api.load().apiKey;
		this.set((s) => ({ ...s, modelsLoading: true }));
		task.spawn(() => {
			const result = listModels(this.http, this.clock, baseUrl, key);
			this.set((s) => ({
				...s,
				models: result.models ?? s.models,
				modelsError: result.error,
				modelsLoading: false,
			}));
		});
	};

	/**
	 * The model list fetched once in the background when the panel opens (a key is saved, or the
	 * endpoint is not OpenRouter's), so the context fill and prices are known before the user
	 * visits setup. Quiet: a failure changes nothing on screen; the setup dialog's own list
	 * reports errors when the user asks for it.
	 */
	refreshModels = () => {
		const state = this.store.getState();
		if (!state.hasKey && needsKey(state.settings.baseUrl)) return;
		task.spawn(() => {
			const result = listModels(this.http, this.clock, state.settings.baseUrl, this.prefs.api.load().apiKey);
			if (result.models === undefined) return;
			this.set((s) => (s.models.size() > 0 ? s : { ...s, models: result.models! }));
		});
	};

	/** Checks and saves `settings`; the outcome lands in state.settingsNote too. */
	saveSettings = (settings: ConversationSettings): SettingsOutcome => {
		const checked = checkSettings(settings);
		const problem = checked.ok ? this.prefs.save(settings) : checked.text;
		if (problem !== undefined) {
			this.set((s) => ({ ...s, settingsNote: { ok: false, text: problem } }));
			return checked.ok ? { ok: false, problem: "connection", text: problem } : checked;
		}
		this.policy?.apply(settings);
		const saved = this.prefs.load();
		this.set((s) => ({
			...s,
			settings: saved,
			meters: { ...s.meters, costCap: saved.costCap },
			settingsNote: { ok: true, text: "Saved." },
		}));
		return { ok: true, settings: saved };
	};

	/**
	 * The setup dialog's Save; `done` hears the outcome (at once, or after the check). A typed
	 * key is checked against the typed endpoint first (checkEndpoint) and stored only when the
	 * check passes, with the endpoint and model: a mistyped URL or key had been stored before
	 * any request, and the user learned of it from a failing chat. A failed check stores
	 * nothing; its reason is the outcome and state.keyCheck. A key the user checked with "Check
	 * key" just before is not asked about again. Without a typed key one must be saved already,
	 * unless the endpoint is not OpenRouter's (a local server may need none): the endpoint and
	 * model are then saved at once, as there is no key to lose.
	 */
	connect = (setup: ConnectForm, done: (outcome: ConnectOutcome) => void) => {
		const baseUrl = trimText(setup.baseUrl);
		const settings = { ...this.store.getState().settings, baseUrl, model: trimText(setup.model) };
		const key = trimText(setup.key);
		if (setup.key === "") {
			if (!this.store.getState().hasKey && needsKey(baseUrl))
				return done({
					ok: false,
					problem: "noKey",
					text: "Paste an API key first (OpenRouter keys start with sk-or-).",
				});
			return done(this.saveSettings(settings));
		}
		const refused = keyProblem(key) ?? connectionProblem({ baseUrl, model: settings.model });
		if (refused !== undefined) return done({ ok: false, problem: "key", text: refused });
		const store = () => {
			this.saveKey(key);
			done(this.saveSettings(settings));
		};
		if (this.checked === checkedPair(baseUrl, key) && this.store.getState().keyCheck.state === "valid")
			return store();
		this.set((s) => ({ ...s, keyCheck: { state: "checking" } }));
		const attempt = this.attempt;
		task.spawn(() => {
			const keyCheck = checkEndpoint(this.http, this.clock, baseUrl, key);
			if (attempt !== this.attempt) return;
			this.set((s) => ({ ...s, keyCheck }));
			if (keyCheck.state === "valid") return store();
			done({ ok: false, problem: "check", text: failedCheckText(baseUrl, keyCheck) });
		});
	};

	/** The Settings page's form as typed: read over the saved settings, then saved as above. */
	saveSettingsForm = (form: SettingsForm): SettingsOutcome => {
		const parsed = parseSettingsForm(form, this.store.getState().settings);
		if (parsed.ok) return this.saveSettings(parsed.settings);
		this.set((s) => ({ ...s, settingsNote: { ok: false, text: parsed.text } }));
		return parsed;
	};

	/** The card's "approve and allow in <service>": the same rule Settings writes, saved the same way. */
	allowService = (service: string, settings: ConversationSettings) => {
		if (settings.autoApproveServices.includes(service)) return;
		this.saveSettings({ ...settings, autoApproveServices: [...settings.autoApproveServices, service] });
	};
}
