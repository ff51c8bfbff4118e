/**
 * The setup dialog's two questions, asked through Core's ApiClient: is this key good
 * (GET {base}/key) and which tool-capable models are there (GET {base}/models?...), turned
 * into the conversation state's KeyCheck and ModelChoice.
 *
 * Why a thin adapter: Core owns the HTTP, the error mapping and the key's redaction; the
 * user only needs words for the result (valid with credit, invalid, blocked by Studio).
 */
import { ApiClient, ApiError, withDefaults } from "Core";
import { ClockHost, HttpHost } from "Shared/Hosts";
import { KeyCheck, ModelChoice } from "./ConversationState";

function clientFor(http: HttpHost, clock: ClockHost, baseUrl: string, key: string): ApiClient {
	return new ApiClient(withDefaults({ baseUrl, apiKey: key, timeoutSeconds: 20, maxAttempts: 1 }), http, clock);
}

function failure(problem: ApiError): KeyCheck {
	if (problem.kind === "badKey" || problem.kind === "forbidden")
		return { state: "invalid", message: problem.message };
	if (problem.kind === "permissionDenied" || problem.kind === "httpDisabled") {
		return { state: "blocked", message: problem.message };
	}
	return { state: "error", message: problem.message };
}

export function checkKey(http: HttpHost, clock: ClockHost, baseUrl: string, key: string): KeyCheck {
	const result = clientFor(http, clock, baseUrl, key).validateKey();
	if (!result.ok) return failure(result.error);
	const info = result.value;
	if (!info.valid) return { state: "invalid", message: info.note ?? "The server refused this key." };
	return {
		state: "valid",
		label: info.label ?? "key",
		remaining: info.limitRemaining,
		note: info.checked ? undefined : info.note,
	};
}

/**
 * The setup's Save asks this before it stores a key: the key check, and where the endpoint has
 * no key check (a 404 from a custom server, or from a mistyped path), the model list, so that
 * a URL nothing answers at is a failure rather than "valid, unchecked".
 */
export function checkEndpoint(http: HttpHost, clock: ClockHost, baseUrl: string, key: string): KeyCheck {
	const check = checkKey(http, clock, baseUrl, key);
	if (check.state !== "valid" || check.note === undefined) return check;
	const listed = listModels(http, clock, baseUrl, key);
	if (listed.error === undefined) return check;
	return {
		state: "error",
		message: `${baseUrl} has no key check, and its model list failed too: ${listed.error}`,
	};
}

export function listModels(
	http: HttpHost,
	clock: ClockHost,
	baseUrl: string,
	key: string,
): { models?: ModelChoice[]; error?: string } {
	const result = clientFor(http, clock, baseUrl, key).listModels();
	if (!result.ok) return { error: result.error.message };
	return {
		models: result.value.map((m) => ({
			id: m.id,
			name: m.name,
			contextLength: m.contextLength ?? 0,
			promptPrice: (m.promptPrice ?? 0) * 1e6,
			completionPrice: (m.completionPrice ?? 0) * 1e6,
			cacheReadPrice: m.cacheReadPrice !== undefined ? m.cacheReadPrice * 1e6 : undefined,
			cacheWritePrice: m.cacheWritePrice !== undefined ? m.cacheWritePrice * 1e6 : undefined,
			priced: m.promptPrice !== undefined && m.completionPrice !== undefined,
		})),
	};
}
