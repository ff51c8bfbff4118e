/**
 * Reads the answer to GET {base}/models into the setup dialog's model list: id, name,
 * context length, prices in USD per token, tool support; sorted for a picker.
 *
 * Why tolerant: OpenRouter sends prices as strings ("0.000003", "-1" for variable pricing)
 * and lists tool support in `supported_parameters`; local servers (Ollama, LM Studio) send
 * only ids. Missing figures stay undefined rather than becoming a made-up zero, so a free
 * model and an unpriced one are never confused.
 */
import { HttpOutcome } from "Shared/Hosts";
import { Result, ok, err } from "Shared/Result";
import { ApiError, makeApiError } from "./ApiError";
import { errorObject, mapBodyError } from "./ErrorMapper";
import { decodeJson } from "Shared/Json";
import { EndpointContext, successfulResponse } from "./KeyCheck";

export interface ModelInfo {
	readonly id: string;
	/** Display name; the id when the server gives none. */
	readonly name: string;
	readonly contextLength?: number;
	/** USD per prompt token; undefined when unknown or variable. */
	readonly promptPrice?: number;
	/** USD per completion token; undefined when unknown or variable. */
	readonly completionPrice?: number;
	/** USD per prompt token read from / written to the provider's cache (`input_cache_read` / `input_cache_write`). */
	readonly cacheReadPrice?: number;
	readonly cacheWritePrice?: number;
	/** Undefined when the server does not say (local servers). */
	readonly supportsTools?: boolean;
}

function num(value: unknown): number | undefined {
	return typeIs(value, "number") && value === value ? value : undefined;
}

/** A price as OpenRouter sends it (a decimal string) or as a number; negative means "varies". */
function price(value: unknown): number | undefined {
	const parsed = typeIs(value, "string") ? tonumber(value) : num(value);
	return parsed !== undefined && parsed === parsed && parsed >= 0 ? parsed : undefined;
}

function readModel(raw: unknown): ModelInfo | undefined {
	if (!typeIs(raw, "table")) return undefined;
	const entry = raw as {
		id?: unknown;
		name?: unknown;
		context_length?: unknown;
		max_context_length?: unknown;
		top_provider?: { context_length?: unknown };
		pricing?: { prompt?: unknown; completion?: unknown; input_cache_read?: unknown; input_cache_write?: unknown };
		supported_parameters?: unknown;
	};
	if (!typeIs(entry.id, "string") || entry.id === "") return undefined;
	const pricing = typeIs(entry.pricing, "table") ? entry.pricing : {};
	const topProvider = typeIs(entry.top_provider, "table") ? entry.top_provider : {};
	const parameters = entry.supported_parameters;
	return {
		id: entry.id,
		name: typeIs(entry.name, "string") && entry.name !== "" ? entry.name : entry.id,
		contextLength: num(entry.context_length) ?? num(topProvider.context_length) ?? num(entry.max_context_length),
		promptPrice: price(pricing.prompt),
		completionPrice: price(pricing.completion),
		cacheReadPrice: price(pricing.input_cache_read),
		cacheWritePrice: price(pricing.input_cache_write),
		supportsTools: typeIs(parameters, "table") ? (parameters as defined[]).includes("tools") : undefined,
	};
}

/** Tool-capable first (Lux needs tools), then unknown, then without; by name within each. */
function rank(model: ModelInfo): number {
	return model.supportsTools === true ? 0 : model.supportsTools === undefined ? 1 : 2;
}

export function sortModels(models: ModelInfo[]): ModelInfo[] {
	const sorted = [...models];
	sorted.sort((a, b) => {
		if (rank(a) !== rank(b)) return rank(a) < rank(b);
		const [nameA, nameB] = [string.lower(a.name), string.lower(b.name)];
		return nameA !== nameB ? nameA < nameB : a.id < b.id;
	});
	return sorted;
}

/** Said when a server lists no model at all. */
export const NO_MODELS =
	"no models are installed on this server. For Ollama run `ollama pull <model>` (e.g. ollama pull qwen3); for LM Studio download and load a model; then reopen the model list.";

export function readModelList(outcome: HttpOutcome, context: EndpointContext): Result<ModelInfo[], ApiError> {
	const answered = successfulResponse(outcome, context);
	if (!answered.ok) return answered;
	const response = answered.value;
	const decoded = decodeJson(response.body);
	const root = decoded.ok ? decoded.value : undefined;
	const problem = errorObject(root);
	if (problem !== undefined) return err(mapBodyError(problem, context.secret));
	// OpenAI shape {data: [...]}; a few servers answer the bare list. Ollama with no model
	// pulled answers {"object": "list", "data": null}: nothing installed, not a broken answer.
	const data = typeIs(root, "table") ? (root as { data?: unknown }).data : undefined;
	if (typeIs(root, "table") && data === undefined && (root as { object?: unknown }).object === "list") {
		return err(makeApiError("refused", { serverMessage: NO_MODELS }));
	}
	const list = typeIs(data, "table")
		? data
		: typeIs(root, "table") && (root as unknown[])[0] !== undefined
			? root
			: undefined;
	if (!typeIs(list, "table")) {
		return err(makeApiError("badResponse", { serverMessage: "the answer to GET /models has no model list" }));
	}
	const models = new Array<ModelInfo>();
	for (const raw of list as defined[]) {
		const model = readModel(raw);
		if (model !== undefined) models.push(model);
	}
	if (models.size() === 0) return err(makeApiError("refused", { serverMessage: NO_MODELS }));
	return ok(sortModels(models));
}
