// @ts-check
/**
 * An independent reference reading of a recorded chat-completions response, in Node: what
 * a correct client must understand from it (answer text, reasoning, tool calls with their
 * decoded arguments, or "this is an error"). The recorded-response corpus spec compares Lux's
 * conversation (read from the scenario summary) with this.
 *
 * Why separate from Lux: a check that reuses the code it checks cannot fail where that code
 * is wrong. This follows the WHATWG event-stream rules and OpenAI's chunk format directly.
 */

/**
 * @param {string} text
 * @param {boolean} dataOnly only `data:` fields, as a client that hands over event payloads (Studio's SSE mode) sees them
 */
function eventPayloads(text, dataOnly) {
	const payloads = [];
	let data = [];
	const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
	for (const line of lines) {
		if (line === "") {
			if (data.length) payloads.push(data.join("\n"));
			data = [];
			continue;
		}
		if (line.startsWith(":")) continue;
		const colon = line.indexOf(":");
		const field = colon < 0 ? line : line.slice(0, colon);
		let value = colon < 0 ? "" : line.slice(colon + 1);
		if (value.startsWith(" ")) value = value.slice(1);
		if (field === "data") data.push(value);
		// llama.cpp's server (builds through 2025) sends a mid-stream failure as an `error:` field.
		if (field === "error" && !dataOnly) payloads.push(JSON.stringify({ error: objectOr(value) }));
	}
	if (data.length) payloads.push(data.join("\n"));
	return payloads;
}

/** @param {string} value */
function objectOr(value) {
	try {
		const parsed = JSON.parse(value);
		if (parsed !== null && typeof parsed === "object") return parsed;
	} catch {
		// not JSON: the text is the message
	}
	return { message: value };
}

/** @param {any} content */
function contentOf(content) {
	if (typeof content === "string") return { text: content, thinking: "" };
	let text = "";
	let thinking = "";
	for (const part of Array.isArray(content) ? content : []) {
		if (typeof part === "string") text += part;
		else if (part?.type === "thinking" || part?.type === "reasoning") {
			const t = part.thinking ?? part.reasoning ?? part.text;
			thinking += typeof t === "string" ? t : Array.isArray(t) ? t.map((p) => p?.text ?? "").join("") : "";
		} else if (part && (part.type === undefined || part.type === "text" || part.type === "output_text")) {
			text += typeof part.text === "string" ? part.text : "";
		}
	}
	return { text, thinking };
}

/** @param {any} args */
function argsText(args) {
	if (typeof args === "string") return args;
	if (args && typeof args === "object") return JSON.stringify(args);
	return "";
}

/** @param {string} raw */
function decodeArgs(raw) {
	try {
		return JSON.parse(raw === "" ? "{}" : raw);
	} catch {
		return { __invalid: raw };
	}
}

/** @param {any} m */
function reasoningOf(m) {
	if (typeof m?.reasoning_content === "string" && m.reasoning_content !== "") return m.reasoning_content;
	if (typeof m?.reasoning === "string" && m.reasoning !== "") return m.reasoning;
	if (Array.isArray(m?.reasoning_details)) {
		return m.reasoning_details
			.map((d) => (typeof d?.text === "string" ? d.text : typeof d?.summary === "string" ? d.summary : ""))
			.join("");
	}
	return "";
}

/**
 * The answer's choice: the one with index 0. OpenAI's chat completion object documents
 * `choices` as a list that can hold more than one choice when `n` is greater than 1, each
 * choice (and each chunk's choice) naming its place by `index`; a stream interleaves the
 * choices one per chunk, so a chunk's first element is not always choice 0. A choice without
 * an index counts as 0.
 * @param {any} choices
 */
function answerChoice(choices) {
	if (!Array.isArray(choices)) return undefined;
	return choices.find(
		(c) => c && typeof c === "object" && (c.index === undefined || c.index === null || c.index === 0),
	);
}

/**
 * The server's own words in an error: `error.message` (or `error` as a string, as LM Studio
 * sends), FastAPI's `detail` (vLLM, llama.cpp front ends: a string, or a list of {msg}), a bare
 * `message`, the first entry of a list (Google's APIs answer `[{"error": ...}]`), the title of an
 * HTML page (a proxy's 502), or the text itself. Undefined when the body says nothing.
 * @param {any} root
 * @returns {string | undefined}
 */
function messageOf(root) {
	if (Array.isArray(root)) return root.length > 0 ? messageOf(root[0]) : undefined;
	if (typeof root === "string") return root.trim() || undefined;
	if (!root || typeof root !== "object") return undefined;
	const e = root.error;
	if (typeof e === "string" && e.trim() !== "") return e;
	if (e && typeof e === "object" && typeof e.message === "string" && e.message.trim() !== "")
		return innerWords(e.message);
	if (typeof root.detail === "string" && root.detail.trim() !== "") return root.detail;
	if (Array.isArray(root.detail)) {
		const parts = root.detail
			.map((/** @type {any} */ d) => (typeof d?.msg === "string" ? d.msg : ""))
			.filter(Boolean);
		if (parts.length > 0) return parts.join("; ");
	}
	if (typeof root.message === "string" && root.message.trim() !== "") return root.message;
	return undefined;
}

/**
 * An error message that is itself a JSON error (a proxy passing the upstream's error body on as
 * its message): the words are the inner message, not the JSON around them.
 * @param {string} text @returns {string}
 */
function innerWords(text) {
	const trimmed = text.trim();
	if (!trimmed.startsWith("{") && !trimmed.startsWith("[")) return text;
	try {
		return messageOf(JSON.parse(trimmed)) ?? text;
	} catch {
		return text;
	}
}

/** @param {string} body @returns {string | undefined} */
function errorText(body) {
	const text = body.replace(/^\uFEFF/, "").trim();
	if (text === "") return undefined;
	try {
		return messageOf(JSON.parse(text));
	} catch {}
	// JSON cut short (in transit, or by a proxy's length limit): its first "message" string is
	// the server's words; the fragment around it is envelope, not words, so it is never quoted.
	if (text.startsWith("{") || text.startsWith("[")) {
		const cut = /"message"\s*:\s*"((?:[^"\\]|\\.)*)"/.exec(text);
		if (!cut) return undefined;
		try {
			return JSON.parse(`"${cut[1]}"`) || undefined;
		} catch {
			return undefined;
		}
	}
	if (text.startsWith("<")) {
		const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(text);
		const words = (title ? title[1] : text.replace(/<[^>]*>/g, " ")).replace(/\s+/g, " ").trim();
		return words || undefined;
	}
	return text;
}

/**
 * Token counts a body reports: `usage` (OpenAI: prompt_tokens, completion_tokens; in a stream,
 * the last chunk that carries it, often one with `choices: []`), else Groq's `x_groq.usage`.
 * @param {any} root @returns {{prompt: number, completion: number} | undefined}
 */
function usageIn(root) {
	const u = root?.usage ?? root?.x_groq?.usage;
	if (!u || typeof u !== "object") return undefined;
	const n = (/** @type {any} */ v) => (typeof v === "number" && v >= 0 ? v : 0);
	return { prompt: n(u.prompt_tokens), completion: n(u.completion_tokens) };
}

/**
 * @param {number} status @param {string} body
 * @param {{dataOnly?: boolean}} [options] dataOnly: read only `data:` fields (a client that hands over event payloads)
 * @returns {{kind: "error", message?: string} | {kind: "answer", text: string, reasoning: string, calls: {name: string, args: any}[], finish: string, usage?: {prompt: number, completion: number}}}
 */
export function referenceParse(status, body, { dataOnly = false } = {}) {
	if (status < 200 || status >= 300) return { kind: "error", message: errorText(body) };
	const trimmed = body.replace(/^\uFEFF/, "").trimStart();
	if (trimmed.startsWith("{") || trimmed.startsWith("[")) {
		let root;
		try {
			root = JSON.parse(trimmed);
		} catch {
			return { kind: "error" };
		}
		if (root?.error !== undefined && root.error !== null) return { kind: "error", message: messageOf(root) };
		const choice = answerChoice(root?.choices);
		if (!choice?.message || choice.finish_reason === "error") return { kind: "error" };
		const m = choice.message;
		const c = contentOf(m.content);
		// A legacy `function_call` (deprecated for tool_calls, still what some servers and proxies
		// answer) is the one call the model asked for.
		const legacy = !Array.isArray(m.tool_calls) && m.function_call && typeof m.function_call === "object";
		const calls = (legacy ? [{ function: m.function_call }] : (m.tool_calls ?? [])).map((/** @type {any} */ t) => ({
			name: t?.function?.name ?? "",
			args: decodeArgs(argsText(t?.function?.arguments)),
		}));
		return {
			kind: "answer",
			// A refusal (OpenAI: "the refusal message generated by the model", content null) is
			// the answer the user must see, not an empty one.
			text: c.text + (typeof m.refusal === "string" ? m.refusal : ""),
			reasoning: reasoningOf(m) || c.thinking,
			calls,
			finish: choice.finish_reason ?? (calls.length ? "tool_calls" : "stop"),
			usage: usageIn(root),
		};
	}
	let text = "";
	let reasoning = "";
	let thinking = "";
	let details = "";
	let finish;
	/** @type {{prompt: number, completion: number} | undefined} */
	let usage;
	/** @type {{index: number, id?: string, name: string, args: string}[]} */
	const calls = [];
	/** @type {Map<number, number>} */
	const slots = new Map();
	let content = false;
	for (const payload of eventPayloads(body, dataOnly)) {
		if (payload === "[DONE]") break;
		let chunk;
		try {
			chunk = JSON.parse(payload);
		} catch {
			return { kind: "error" };
		}
		if (chunk?.error !== undefined && chunk.error !== null) {
			if (finish !== undefined) break;
			return { kind: "error", message: messageOf(chunk) };
		}
		usage = usageIn(chunk) ?? usage;
		const choice = answerChoice(chunk?.choices);
		if (!choice) continue;
		if (choice.finish_reason === "error") return { kind: "error" };
		const delta = choice.delta ?? choice.message;
		if (delta) {
			const c = contentOf(delta.content);
			const refusal = typeof delta.refusal === "string" ? delta.refusal : "";
			text += c.text + refusal;
			thinking += c.thinking;
			const r =
				typeof delta.reasoning_content === "string" && delta.reasoning_content !== ""
					? delta.reasoning_content
					: typeof delta.reasoning === "string"
						? delta.reasoning
						: "";
			reasoning += r;
			if (Array.isArray(delta.reasoning_details))
				details += delta.reasoning_details.map((/** @type {any} */ d) => d?.text ?? d?.summary ?? "").join("");
			if (c.text || refusal || r || c.thinking) content = true;
			const pieces = Array.isArray(delta.tool_calls) ? [...delta.tool_calls] : [];
			if (delta.function_call && typeof delta.function_call === "object") {
				pieces.push({ index: -1, function: delta.function_call });
			}
			for (const [position, piece] of pieces.entries()) {
				const index = typeof piece?.index === "number" ? piece.index : position;
				const id = typeof piece?.id === "string" && piece.id !== "" ? piece.id : undefined;
				const name = typeof piece?.function?.name === "string" ? piece.function.name : "";
				const at = slots.get(index);
				let call = at === undefined ? undefined : calls[at];
				let complete = false;
				if (call && call.args !== "") {
					try {
						complete = typeof JSON.parse(call.args) === "object";
					} catch {}
				}
				if (
					!call ||
					(id && call.id && id !== call.id) ||
					(!(id && id === call.id) && name && call.name && complete)
				) {
					call = { index, name: "", args: "" };
					calls.push(call);
					slots.set(index, calls.length - 1);
				}
				if (id) call.id = id;
				if (name && call.name !== name) call.name += name;
				call.args += argsText(piece?.function?.arguments);
				content = true;
			}
		}
		if (typeof choice.finish_reason === "string") finish = choice.finish_reason;
	}
	if (finish === undefined && !content) return { kind: "error" };
	return {
		kind: "answer",
		text,
		reasoning: reasoning || details || thinking,
		calls: calls.map((c) => ({ name: c.name, args: decodeArgs(c.args) })),
		finish: finish ?? (calls.length ? "tool_calls" : "stop"),
		usage,
	};
}
