/**
 * Checks an API key (GET {base}/key) and lists tool-capable models
 * (GET {base}/models?supported_parameters=tools) through the HttpHost.
 *
 * Why here and not in ApiClient: these are setup-dialog questions, not model requests; the
 * answers are the dialog's KeyCheck and ModelChoice. The key goes only into the
 * Authorization header, and every message is redacted before it can reach the panel.
 */
import { decodeJson, mapStatusError, mapTransportError, redact } from "Core";
import { HttpHost } from "Shared/Hosts";
import { KeyCheck, ModelChoice } from "../Store";

const TIMEOUT = 20;

function trimBase(base: string): string {
	let out = base;
	while (out.sub(-1) === "/") out = out.sub(1, -2);
	return out;
}

function hostOf(url: string): string {
	const [host] = string.match(url, "^%a[%w+.-]*://([^/]+)");
	return typeIs(host, "string") ? host : url;
}

export function checkKey(http: HttpHost, base: string, key: string): KeyCheck {
	const url = `${trimBase(base)}/key`;
	const outcome = http.request({
		url,
		method: "GET",
		headers: { Authorization: `Bearer ${key}` },
		timeout: TIMEOUT,
	});
	if (!outcome.ok) {
		const problem = mapTransportError(outcome.error, hostOf(url), TIMEOUT, key);
		if (problem.kind === "permissionDenied" || problem.kind === "httpDisabled") {
			return { state: "blocked", message: problem.message };
		}
		return { state: "error", message: problem.message };
	}
	const response = outcome.response;
	if (response.statusCode === 401 || response.statusCode === 403) {
		return {
			state: "invalid",
			message: mapStatusError(response.statusCode, response.headers, response.body, TIMEOUT, key).message,
		};
	}
	if (response.statusCode < 200 || response.statusCode >= 300) {
		return {
			state: "error",
			message: mapStatusError(response.statusCode, response.headers, response.body, TIMEOUT, key).message,
		};
	}
	const decoded = decodeJson(response.body);
	const data = decoded.ok && typeIs(decoded.value, "table") ? (decoded.value as { data?: unknown }).data : undefined;
	if (!typeIs(data, "table")) return { state: "valid", label: "key" };
	const info = data as { label?: unknown; limit_remaining?: unknown };
	return {
		state: "valid",
		label: typeIs(info.label, "string") ? redact(info.label, key) : "key",
		remaining: typeIs(info.limit_remaining, "number") ? info.limit_remaining : undefined,
	};
}

function perMillion(value: unknown): number {
	const n = typeIs(value, "string") ? tonumber(value) : typeIs(value, "number") ? value : undefined;
	return n !== undefined ? n * 1e6 : 0;
}

export function listModels(http: HttpHost, base: string, key: string): { models?: ModelChoice[]; error?: string } {
	const url = `${trimBase(base)}/models?supported_parameters=tools`;
	const headers: Record<string, string> = key !== "" ? { Authorization: `Bearer ${key}` } : {};
	const outcome = http.request({ url, method: "GET", headers, timeout: TIMEOUT });
	if (!outcome.ok) return { error: mapTransportError(outcome.error, hostOf(url), TIMEOUT, key).message };
	const response = outcome.response;
	if (response.statusCode < 200 || response.statusCode >= 300) {
		return { error: mapStatusError(response.statusCode, response.headers, response.body, TIMEOUT, key).message };
	}
	const decoded = decodeJson(response.body);
	const list = decoded.ok && typeIs(decoded.value, "table") ? (decoded.value as { data?: unknown }).data : undefined;
	if (!typeIs(list, "table")) return { error: "The server's model list could not be read." };
	const models = new Array<ModelChoice>();
	for (const raw of list as unknown[]) {
		if (!typeIs(raw, "table")) continue;
		const m = raw as {
			id?: unknown;
			name?: unknown;
			context_length?: unknown;
			pricing?: { prompt?: unknown; completion?: unknown };
		};
		if (!typeIs(m.id, "string")) continue;
		models.push({
			id: m.id,
			name: typeIs(m.name, "string") ? m.name : m.id,
			contextLength: typeIs(m.context_length, "number") ? m.context_length : 0,
			promptPrice: perMillion(m.pricing?.prompt),
			completionPrice: perMillion(m.pricing?.completion),
		});
	}
	return { models };
}
