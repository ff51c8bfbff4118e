/**
 * Which proposals apply without asking: per risk category, optionally per service, kept in
 * plugin settings so the choice survives reloads.
 *
 * Why: users want to stop approving every script edit under ServerScriptService without also
 * letting deletions through. This class only keeps the user's rules; ApprovalAuthority.decide
 * is the one place that applies them.
 */
import type { SettingsHost } from "Shared/Hosts";

/** Categories the user can auto-approve ("read" never asks, so it is not a setting). */
export const POLICY_CATEGORIES = ["script_edit", "create", "property", "delete", "run_code", "project"] as const;
export type PolicyCategory = (typeof POLICY_CATEGORIES)[number];

/** What a per-service rule from the panel covers: everyday writes, never deletes, run code or notes. */
export const SERVICE_RULE_CATEGORIES: ReadonlyArray<PolicyCategory> = ["script_edit", "create", "property"];

export interface AutoApproveSettings {
	/** Auto-approved everywhere. */
	readonly categories: ReadonlyArray<PolicyCategory>;
	/** Auto-approved only for targets in these services: service name -> categories. */
	readonly services: Readonly<Record<string, ReadonlyArray<PolicyCategory>>>;
	/** A deletion of more instances than this always asks. */
	readonly maxAutoDelete: number;
}

export const POLICY_KEY = "LuxAutoApprove";
export const DEFAULT_POLICY: AutoApproveSettings = { categories: [], services: {}, maxAutoDelete: 10 };

function isCategory(value: unknown): value is PolicyCategory {
	return typeIs(value, "string") && (POLICY_CATEGORIES as ReadonlyArray<string>).includes(value);
}

function categoryList(value: unknown): PolicyCategory[] {
	const out: PolicyCategory[] = [];
	if (!typeIs(value, "table")) return out;
	for (const v of value as unknown[]) if (isCategory(v) && !out.includes(v)) out.push(v);
	return out;
}

export class AutoApprovePolicy {
	private current: AutoApproveSettings;

	constructor(
		private readonly settings: SettingsHost,
		private readonly key = POLICY_KEY,
	) {
		this.current = this.load();
	}

	/** Reads the stored policy, dropping anything unrecognised (a corrupted entry asks, never auto-approves). */
	private load(): AutoApproveSettings {
		const stored = this.settings.get(this.key);
		if (!typeIs(stored, "table")) return DEFAULT_POLICY;
		const raw = stored as { categories?: unknown; services?: unknown; maxAutoDelete?: unknown };
		const services: Record<string, PolicyCategory[]> = {};
		if (typeIs(raw.services, "table")) {
			for (const [name, list] of pairs(raw.services as object)) {
				const categories = categoryList(list);
				if (typeIs(name, "string") && categories.size() > 0) services[name] = categories;
			}
		}
		const maxAutoDelete =
			typeIs(raw.maxAutoDelete, "number") && raw.maxAutoDelete >= 0
				? math.floor(raw.maxAutoDelete)
				: DEFAULT_POLICY.maxAutoDelete;
		return { categories: categoryList(raw.categories), services, maxAutoDelete };
	}

	get(): AutoApproveSettings {
		return this.current;
	}

	/** Replaces the policy and stores it. */
	set(policy: AutoApproveSettings) {
		const services: Record<string, PolicyCategory[]> = {};
		for (const [name, list] of pairs(policy.services)) {
			const categories = categoryList(list);
			if (categories.size() > 0) services[name] = categories;
		}
		this.current = {
			categories: categoryList(policy.categories),
			services,
			maxAutoDelete: math.max(0, math.floor(policy.maxAutoDelete)),
		};
		this.settings.set(this.key, {
			categories: [...this.current.categories],
			services,
			maxAutoDelete: this.current.maxAutoDelete,
		});
	}

	/** Turns one category on or off everywhere. */
	setCategory(category: PolicyCategory, auto: boolean) {
		const categories = this.current.categories.filter((c) => c !== category);
		if (auto) categories.push(category);
		this.set({ ...this.current, categories });
	}

	/** Turns one category on or off for one service. */
	setServiceCategory(service: string, category: PolicyCategory, auto: boolean) {
		const services: Record<string, ReadonlyArray<PolicyCategory>> = { ...this.current.services };
		const list = (services[service] ?? []).filter((c) => c !== category);
		if (auto) list.push(category);
		services[service] = list;
		this.set({ ...this.current, services });
	}
}
