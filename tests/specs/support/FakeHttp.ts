/**
 * An HttpHost that answers from a script and records what it was asked.
 *
 * Why: ApiClient's retry loop is checked here without sockets: which answers it got, in
 * which order, and what it sent, decided by the spec alone.
 */
import { HttpService } from "@rbxts/services";
import { HttpHost, HttpOutcome, HttpRequest } from "Shared/Hosts";

export class FakeHttp implements HttpHost {
	readonly requests = new Array<HttpRequest>();
	private next = 0;

	constructor(private readonly answers: HttpOutcome[]) {}

	request(request: HttpRequest): HttpOutcome {
		this.requests.push(request);
		const answer = this.answers[this.next++];
		return answer ?? { ok: false, error: "FakeHttp: no scripted answer left" };
	}
}

export function status(code: number, body: unknown, headers: Record<string, string> = {}): HttpOutcome {
	return {
		ok: true,
		response: { statusCode: code, statusMessage: "", headers, body: HttpService.JSONEncode(body) },
	};
}

/** A 200 chat completion with this text. */
export function answer(text: string): HttpOutcome {
	return status(200, {
		id: "gen-1",
		choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }],
		usage: { prompt_tokens: 10, completion_tokens: 2 },
	});
}
