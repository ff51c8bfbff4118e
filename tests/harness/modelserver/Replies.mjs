// @ts-check
/**
 * Builds chat-completion bodies and SSE event streams from a scenario turn's `reply`.
 *
 * Why separate: the same reply is served plain or streamed, depending on what the client
 * asked for; both must say the same thing, in the formats OpenRouter documents.
 */

/** @param {any} reply @param {number} number */
function toolCalls(reply, number) {
	return (reply.tool_calls ?? []).map((/** @type {any} */ call, /** @type {number} */ i) => ({
		id: call.id ?? `call_${number}_${i + 1}`,
		type: "function",
		function: {
			name: call.name,
			arguments:
				call.arguments_raw !== undefined ? String(call.arguments_raw) : JSON.stringify(call.arguments ?? {}),
		},
	}));
}

/**
 * `prompt_tokens: "estimate"` answers ceil(characters of the request's messages / 4), so
 * budget and compression scenarios see usage that grows with what Lux actually sent.
 * @param {any} reply @param {any} scenario @param {number} [promptEstimate]
 */
function usage(reply, scenario, promptEstimate) {
	const u = { ...(scenario.defaultUsage ?? {}), ...(reply.usage ?? {}) };
	const prompt = u.prompt_tokens === "estimate" ? (promptEstimate ?? 0) : (u.prompt_tokens ?? 100);
	const completion = u.completion_tokens ?? 20;
	return {
		prompt_tokens: prompt,
		completion_tokens: completion,
		total_tokens: prompt + completion,
		prompt_tokens_details: { cached_tokens: u.cached_tokens ?? 0, cache_write_tokens: u.cache_write_tokens ?? 0 },
		completion_tokens_details: { reasoning_tokens: u.reasoning_tokens ?? 0 },
		...(u.cost !== undefined ? { cost: u.cost } : {}),
	};
}

/** @param {any} reply @param {number} number @param {any} scenario @param {number} [promptEstimate] */
export function replyBody(reply, number, scenario, promptEstimate) {
	const calls = toolCalls(reply, number);
	/** @type {any} */
	const message = { role: "assistant", content: reply.content ?? (calls.length ? null : "") };
	if (calls.length) message.tool_calls = calls;
	/** @type {any} */
	const body = {
		id: `gen-${number}`,
		object: "chat.completion",
		model: scenario.settings?.model ?? "scripted/model",
		choices: [{ index: 0, message, finish_reason: reply.finish_reason ?? (calls.length ? "tool_calls" : "stop") }],
		usage: usage(reply, scenario, promptEstimate),
	};
	if (reply.error) body.error = reply.error;
	return body;
}

/**
 * SSE events (each "...\n\n") for a reply: a comment line, the text in pieces, tool calls in
 * pieces, a finish chunk with usage, [DONE]. fault "streamErrorChunk" puts an error chunk
 * (finish_reason "error") in the middle and ends there.
 * @param {any} reply @param {number} number @param {any} scenario @param {string | undefined} fault
 * @param {number} [promptEstimate]
 */
export function streamEvents(reply, number, scenario, fault, promptEstimate) {
	const model = scenario.settings?.model ?? "scripted/model";
	const chunk = (/** @type {any} */ delta, /** @type {any} */ finish = null, /** @type {any} */ extra = {}) =>
		`data: ${JSON.stringify({ id: `gen-${number}`, object: "chat.completion.chunk", model, choices: [{ index: 0, delta, finish_reason: finish }], ...extra })}\n\n`;
	const events = [": OPENROUTER PROCESSING\n\n"];
	const text = String(reply.content ?? "");
	for (let i = 0; i < text.length; i += 8) events.push(chunk({ content: text.slice(i, i + 8) }));
	if (fault === "streamErrorChunk") {
		events.push(
			`data: ${JSON.stringify({ id: `gen-${number}`, model, error: { code: 502, message: "Provider disconnected" }, choices: [{ index: 0, delta: { content: "" }, finish_reason: "error" }] })}\n\n`,
		);
		return events;
	}
	toolCalls(reply, number).forEach((call, index) => {
		const args = call.function.arguments;
		const half = Math.floor(args.length / 2);
		events.push(chunk({ tool_calls: [{ index, id: call.id, type: "function", function: { name: call.function.name, arguments: "" } }] }));
		events.push(chunk({ tool_calls: [{ index, function: { arguments: args.slice(0, half) } }] }));
		events.push(chunk({ tool_calls: [{ index, function: { arguments: args.slice(half) } }] }));
	});
	const finish = reply.finish_reason ?? (reply.tool_calls?.length ? "tool_calls" : "stop");
	events.push(chunk({}, finish, { usage: usage(reply, scenario, promptEstimate) }));
	events.push("data: [DONE]\n\n");
	return events;
}
