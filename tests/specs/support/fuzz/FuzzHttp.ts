/**
 * The hostile model server of a fuzz session, inside the VM: answers each chat request with
 * the next generated reply (tool calls with repeated, empty or missing ids, broken arguments,
 * injected instructions, the key echoed back) or a fault, and records every request body.
 *
 * Why an HttpHost and not a fake ModelClient: the bodies recorded here are the bytes Lux's
 * real ApiClient would send, so a key that any layer lets through is seen.
 */
import { HttpService } from "@rbxts/services";
import type { HttpHost, HttpOutcome, HttpRequest } from "Shared/Hosts";
import type { FuzzReply } from "./FuzzTypes";

export class FuzzHttp implements HttpHost {
	readonly bodies: string[] = [];
	private next = 0;

	constructor(
		private readonly replies: ReadonlyArray<FuzzReply>,
		private readonly resolveArgs: (args: unknown) => unknown,
		private readonly key: string,
	) {}

	request(request: HttpRequest): HttpOutcome {
		this.bodies.push(request.body ?? "");
		const reply = this.replies[this.next];
		this.next += 1;
		if (reply === undefined) return respond(200, completion("Done.", undefined, "stop"));
		if (reply.fault === "drop") return { ok: false, error: "HttpError: ConnectFail" };
		if (reply.fault === "500") return respond(500, '{"error":{"message":"upstream failed"}}');
		if (reply.fault === "garbage") return respond(200, '{"choices":[{"message":{"content":"cut');
		const calls = (reply.calls ?? []).map((call) => {
			const wire: Record<string, unknown> = {
				type: "function",
				function: {
					name: call.name,
					arguments: call.raw !== undefined ? this.text(call.raw) : this.encode(call.args),
				},
			};
			if (call.id !== undefined) wire.id = call.id;
			return wire;
		});
		const text = reply.text !== undefined ? this.text(reply.text) : undefined;
		const finish = reply.finish ?? (calls.size() > 0 ? "tool_calls" : "stop");
		return respond(200, completion(text, calls.size() > 0 ? calls : undefined, finish));
	}

	/** Arguments as the model's JSON text (a value JSON cannot carry, e.g. NaN, goes as the model would write it). */
	private encode(args: unknown): string {
		const [ok, text] = pcall(() => HttpService.JSONEncode(this.resolveArgs(args)));
		return ok ? (text as string) : "{}";
	}

	private text(value: string): string {
		return value.gsub("{{KEY}}", this.key)[0];
	}
}

function completion(content: string | undefined, calls: unknown[] | undefined, finish: string): string {
	const message: Record<string, unknown> = { role: "assistant" };
	if (content !== undefined) message.content = content;
	if (calls !== undefined) message.tool_calls = calls;
	return HttpService.JSONEncode({
		id: "gen-fuzz",
		choices: [{ index: 0, message, finish_reason: finish }],
		usage: { prompt_tokens: 10, completion_tokens: 5 },
	});
}

function respond(code: number, body: string): HttpOutcome {
	return {
		ok: true,
		response: { statusCode: code, statusMessage: "", headers: { "content-type": "application/json" }, body },
	};
}
