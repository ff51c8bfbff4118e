/**
 * Loads and saves the conversation's settings: the connection through Core's ApiSettings, the
 * rest (auto-approve, services, cost cap, max iterations, model summaries) in plugin settings
 * of their own.
 *
 * Why: auto-approve settings that "do not stick" are a top complaint about other agents;
 * every value is JSON-safe and validated, and a bad value falls back to its default.
 */
import { ApiSettings } from "Core";
import { SettingsHost } from "Shared/Hosts";
import { SETTINGS, TEXT_SIZE_CHOICES } from "Shared/SettingKeys";
import { RiskCategory } from "Tools/ToolProtocol";
import { AutoApprove, ConversationSettings, DEFAULT_AUTO_APPROVE } from "./ConversationState";

const KEYS = {
	maxIterations: "LuxMaxIterations",
	costCap: "LuxCostCap",
	// Not "LuxAutoApprove": that key is Tools' AutoApprovePolicy (another shape); the
	// Conversation mirrors its choices there through the AutoApproveSink port. The "Panel"
	// in these names is historical: renaming a key would lose users' saved choices.
	autoApprove: "LuxPanelAutoApprove",
	services: "LuxPanelAutoApproveServices",
	summarise: "LuxSummariseWithModel",
	textSize: SETTINGS.textSize.key,
} as const;

export const DEFAULT_MAX_ITERATIONS = 8;

export class SettingsStore {
	readonly api: ApiSettings;

	constructor(private readonly host: SettingsHost) {
		this.api = new ApiSettings(host);
	}

	load(): ConversationSettings {
		const config = this.api.load();
		const iterations = this.host.get(KEYS.maxIterations);
		const cap = this.host.get(KEYS.costCap);
		const rawAuto = this.host.get(KEYS.autoApprove);
		const auto: Record<string, boolean> = { ...DEFAULT_AUTO_APPROVE };
		if (typeIs(rawAuto, "table")) {
			for (const [category] of pairs(DEFAULT_AUTO_APPROVE)) {
				const value = (rawAuto as Record<string, unknown>)[category];
				if (typeIs(value, "boolean")) auto[category] = value;
			}
		}
		const rawSize = this.host.get(KEYS.textSize);
		const rawServices = this.host.get(KEYS.services);
		const services = new Array<string>();
		if (typeIs(rawServices, "table")) {
			for (const value of rawServices as unknown[]) if (typeIs(value, "string")) services.push(value);
		}
		return {
			baseUrl: config.baseUrl,
			model: config.model,
			streaming: config.streaming,
			maxIterations: typeIs(iterations, "number") && iterations >= 1 ? iterations : DEFAULT_MAX_ITERATIONS,
			costCap: typeIs(cap, "number") && cap > 0 ? cap : undefined,
			autoApprove: auto as AutoApprove,
			autoApproveServices: services,
			// Off unless the user turned it on: every summary is a paid request (see SummaryClient).
			summariseWithModel: this.host.get(KEYS.summarise) === true,
			textSize: TEXT_SIZE_CHOICES.find((choice) => choice === rawSize) ?? "normal",
		};
	}

	/** Saves everything or nothing; an error text when a value is refused. */
	save(settings: ConversationSettings): string | undefined {
		const saved = this.api.save({
			baseUrl: settings.baseUrl,
			model: settings.model,
			streaming: settings.streaming,
		});
		if (!saved.ok) return saved.error;
		this.host.set(KEYS.maxIterations, settings.maxIterations);
		this.host.set(KEYS.costCap, settings.costCap ?? 0);
		const auto: Record<string, boolean> = {};
		for (const [category, on] of pairs(settings.autoApprove)) auto[category as RiskCategory] = on;
		this.host.set(KEYS.autoApprove, auto);
		this.host.set(KEYS.services, [...settings.autoApproveServices]);
		this.host.set(KEYS.summarise, settings.summariseWithModel);
		this.host.set(KEYS.textSize, settings.textSize ?? "normal");
		return undefined;
	}
}
