/**
 * The key filter on the model connection's two ends: every request body leaves with keys
 * removed, and every reply arrives with keys removed before the loop stores it or runs a tool.
 *
 * Why at the transport: a request body is assembled from the system prompt, the per-turn
 * context, the history and every tool result, any of which can carry a key (a script that
 * holds one, a server that echoed one). Filtering the finished body catches all of them,
 * whatever builds the request. Replies are filtered because the server knows the key (it
 * receives it) and a hostile one could put it into tool arguments, and from there into the
 * place. The Authorization header is the one place the key must go, and it is left alone.
 */
import { HttpHost, HttpRequest } from "Shared/Hosts";
import { redactSecrets } from "Shared/Secrets";
import type { ModelReply } from "../Api/ModelReply";
import type { Result } from "Shared/Result";
import type { WebStreamHost } from "../Hosts/WebStreamHost";

export type SecretSource = () => ReadonlyArray<string>;

/**
 * A JSON string's escapes of a key: `\\` and `"` always, `/` where `slash` (the simulator's
 * JSONEncode writes `\/`; Studio's documentation does not say, so both forms are covered).
 */
function jsonEscaped(text: string, slash: boolean): string {
	return text.gsub(slash ? '["\\/]' : '["\\]', (c: string) => `\\${c}`)[0];
}

/**
 * Each key as a request body can hold it: as it is, and as a JSON string writes it (a key
 * with a `/` can reach the body as `\/`), once or twice escaped (a tool call's arguments are
 * JSON text inside the JSON body). A key in one of those forms would pass a filter that
 * looks only for the key itself.
 */
function bodyForms(secrets: ReadonlyArray<string>): string[] {
	const out: string[] = [];
	const add = (form: string) => {
		if (!out.includes(form)) out.push(form);
	};
	for (const secret of secrets) {
		add(secret);
		for (const slash of [true, false]) {
			const once = jsonEscaped(secret, slash);
			add(once);
			add(jsonEscaped(once, slash));
		}
	}
	return out;
}

function cleanRequest(request: HttpRequest, secrets: SecretSource): HttpRequest {
	return request.body === undefined
		? request
		: { ...request, body: redactSecrets(request.body, bodyForms(secrets())) };
}

export function filteredHttp(http: HttpHost, secrets: SecretSource): HttpHost {
	return {
		request(request) {
			return http.request(cleanRequest(request, secrets));
		},
	};
}

export function filteredStream(stream: WebStreamHost, secrets: SecretSource): WebStreamHost {
	return {
		mode: stream.mode,
		isAvailable() {
			return stream.isAvailable();
		},
		open(request, handlers) {
			return stream.open(cleanRequest(request, secrets), handlers);
		},
	};
}

/** A reply with any key removed from the text and the tool calls' names and arguments. */
export function filteredReply<E>(result: Result<ModelReply, E>, known: ReadonlyArray<string>): Result<ModelReply, E> {
	if (!result.ok) return result;
	const reply = result.value;
	return {
		ok: true,
		value: {
			...reply,
			text: redactSecrets(reply.text, known),
			toolCalls: reply.toolCalls.map((call) => ({
				...call,
				name: redactSecrets(call.name, known),
				rawArguments: redactSecrets(call.rawArguments, known),
			})),
		},
	};
}
