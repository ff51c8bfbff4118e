/**
 * Loads and saves the model connection settings through a SettingsHost, with the key in a
 * setting of its own.
 *
 * Why: the key must never land in the DataModel, a log or another setting; keeping it in
 * exactly one setting makes "clear key" complete and lets a spec prove nothing else holds
 * it. Bad input is refused with a clear error and the stored value stays as it was.
 */
import { SettingsHost } from "Shared/Hosts";
import { trimText } from "Shared/TextLines";
import { Result, ok, err } from "Shared/Result";
import { ApiConfig, withDefaults } from "./ApiConfig";

export const SETTING_KEYS = {
	apiKey: "LuxApiKey",
	baseUrl: "LuxBaseUrl",
	model: "LuxModel",
	streaming: "LuxStreaming",
	timeoutSeconds: "LuxRequestTimeout",
} as const;

export interface ConnectionSettings {
	readonly baseUrl?: string;
	readonly model?: string;
	readonly streaming?: boolean;
	readonly timeoutSeconds?: number;
}

/** Why these connection settings would be refused by save, or undefined. */
export function connectionProblem(settings: ConnectionSettings): string | undefined {
	const url = settings.baseUrl;
	if (url !== undefined && string.match(url, "^https?://[%w%.%-_]+")[0] === undefined) {
		return `"${url}" is not an http(s) URL. Example: https://openrouter.ai/api/v1 or http://localhost:11434/v1`;
	}
	if (settings.model !== undefined && string.match(settings.model, "^%s*$")[0] !== undefined) {
		return "The model name is empty. Example: anthropic/claude-sonnet-4";
	}
	const timeout = settings.timeoutSeconds;
	if (timeout !== undefined && (timeout !== timeout || timeout < 5 || timeout > 600)) {
		return "The request timeout must be between 5 and 600 seconds.";
	}
	return undefined;
}

/** Why a pasted key (trimmed) would be refused by setKey, or undefined. */
export function keyProblem(key: string): string | undefined {
	const trimmed = trimText(key);
	if (trimmed === "") return "The API key is empty. Paste the whole key (OpenRouter keys start with sk-or-).";
	if (string.find(trimmed, "%s")[0] !== undefined) return "The API key contains spaces; paste it again without them.";
	return undefined;
}

export class ApiSettings {
	constructor(private readonly store: SettingsHost) {}

	/** The saved settings over the defaults. */
	load(): ApiConfig {
		const get = <T>(key: string, kind: "string" | "number" | "boolean"): T | undefined => {
			const value = this.store.get(key);
			return typeOf(value) === kind ? (value as T) : undefined;
		};
		return withDefaults({
			apiKey: get<string>(SETTING_KEYS.apiKey, "string") ?? "",
			baseUrl: get<string>(SETTING_KEYS.baseUrl, "string"),
			model: get<string>(SETTING_KEYS.model, "string"),
			streaming: get<boolean>(SETTING_KEYS.streaming, "boolean"),
			timeoutSeconds: get<number>(SETTING_KEYS.timeoutSeconds, "number"),
		} as Partial<ApiConfig>);
	}

	/** Saves what is given; nothing is saved if any field is invalid. */
	save(settings: ConnectionSettings): Result<true, string> {
		const problem = connectionProblem(settings);
		if (problem !== undefined) return err(problem);
		if (settings.baseUrl !== undefined) this.store.set(SETTING_KEYS.baseUrl, settings.baseUrl);
		if (settings.model !== undefined) this.store.set(SETTING_KEYS.model, settings.model);
		if (settings.streaming !== undefined) this.store.set(SETTING_KEYS.streaming, settings.streaming);
		if (settings.timeoutSeconds !== undefined) this.store.set(SETTING_KEYS.timeoutSeconds, settings.timeoutSeconds);
		return ok(true);
	}

	setKey(key: string): Result<true, string> {
		const problem = keyProblem(key);
		if (problem !== undefined) return err(problem);
		this.store.set(SETTING_KEYS.apiKey, trimText(key));
		return ok(true);
	}

	clearKey(): void {
		this.store.set(SETTING_KEYS.apiKey, undefined);
	}

	hasKey(): boolean {
		const value = this.store.get(SETTING_KEYS.apiKey);
		return typeIs(value, "string") && value !== "";
	}
}
