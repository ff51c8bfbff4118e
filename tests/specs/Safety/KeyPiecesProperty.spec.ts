/**
 * A seeded property check: no piece of the API key of 12 characters or more (Shared/Secrets'
 * MIN_RUN) comes out of any error path, log or tool-result filter, however the piece got
 * there: a server echoing the key's first characters, a masked form keeping a long prefix
 * ("sk-or-v1-0123456789ab...wxyz"), the key split by line wraps, the key whole or glued to
 * other text. Only runs wholly inside a provider's public prefix (Anthropic's 13-character
 * "sk-ant-api03-", shared by every Anthropic key) may stay. Before, only the whole key was
 * removed from error text: every piece survived.
 *
 * The paths: a JSON error's message, OpenRouter's metadata.raw, an HTML page's title, a plain
 * text body, a cut-off JSON body, a thrown transport message, a 2xx error object, Groq's
 * failed_generation, a redirect's Location header, a refused stream and a failed one, the filter every log, tool result
 * and request body goes through (redactSecrets), and streamed text as shown (redactArriving).
 */
import { HttpService } from "@rbxts/services";
import { mapBodyError, mapStatusError, mapTransportError, parseCompletion, streamCompletion } from "Core";
import { redactArriving, redactSecrets } from "Shared/Secrets";
import { FakeClock } from "../support/FakeClock";
import { FakeStream } from "../support/FakeStream";
import { generator } from "../support/SeededPicker";

const THRESHOLD = 12;
const HEX = "0123456789abcdef";
const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-";
const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

type Pick = (n: number) => number;

function chars(pick: Pick, alphabet: string, size: number): string {
	let out = "";
	for (let k = 0; k < size; k++) {
		const at = pick(alphabet.size()) + 1;
		out += alphabet.sub(at, at);
	}
	return out;
}

/** A key of one provider's shape, and how many leading characters every key of that provider shares. */
function makeKey(pick: Pick): [string, number] {
	switch (pick(6)) {
		case 0:
			return [`sk-or-v1-${chars(pick, HEX, 64)}`, 9];
		case 1:
			return [`sk-ant-api03-${chars(pick, B64, 93)}AA`, 13];
		case 2:
			return [`sk-proj-${chars(pick, B64, 48)}`, 8];
		case 3:
			return [`sk-${chars(pick, HEX, 32)}`, 3];
		case 4:
			return [`gsk_${chars(pick, ALNUM, 52)}`, 4];
		default:
			// A local server's key: no shape at all.
			return [chars(pick, ALNUM, 20 + pick(30)), 0];
	}
}

/** The key as a leak shows it. */
function leak(pick: Pick, key: string): string {
	const size = key.size();
	switch (pick(5)) {
		case 0: {
			const length = THRESHOLD + pick(size - THRESHOLD + 1);
			const from = 1 + pick(size - length + 1);
			return key.sub(from, from + length - 1);
		}
		case 1:
			// A mask that keeps too much of the start.
			return `${key.sub(1, THRESHOLD + pick(size - THRESHOLD - 4))}...${key.sub(-4)}`;
		case 2: {
			// Split by line wraps.
			let out = "";
			let from = 1;
			while (from <= size) {
				const width = 8 + pick(40);
				out += key.sub(from, from + width - 1) + (pick(2) === 0 ? "\n" : "\r\n  ");
				from += width;
			}
			return out;
		}
		case 3:
			return `x${key}y`;
		default:
			return key;
	}
}

/** The first piece of `key` (THRESHOLD long, not inside its public prefix) found in `text`. */
function survivor(text: string, key: string, prefix: number): string | undefined {
	// (The bound is on `i` alone: roblox-ts's loop optimiser drops an offset added to the loop variable.)
	for (let i = 1; i <= key.size() - THRESHOLD + 1; i++) {
		if (i + THRESHOLD - 1 <= prefix) continue;
		const piece = key.sub(i, i + THRESHOLD - 1);
		if (text.find(piece, 1, true)[0] !== undefined) return piece;
	}
	return undefined;
}

/** Every path's output for a server or program text that holds `shown`. */
function outputs(shown: string, key: string): string[] {
	const json = (value: unknown) => HttpService.JSONEncode(value);
	const out = [
		mapStatusError(401, {}, json({ error: { message: `Incorrect API key provided: ${shown}` } }), 30, key).message,
		mapStatusError(
			400,
			{},
			json({
				error: {
					message: "Provider returned error",
					metadata: { provider_name: "X", raw: json({ error: { message: shown } }) },
				},
			}),
			30,
			key,
		).message,
		mapStatusError(502, {}, `<html><head><title>Bad key ${shown}</title></head></html>`, 30, key).message,
		mapStatusError(500, {}, `upstream said ${shown}`, 30, key).message,
		mapStatusError(
			400,
			{},
			`{"error": {"message": "key ${shown.gsub("[\r\n]", " ")[0]} is wrong", "type": "x"`,
			30,
			key,
		).message,
		mapTransportError(`HttpError: ${shown}`, "example.test", 30, key).message,
		mapBodyError({ message: `stopped: ${shown}` }, key).message,
		mapStatusError(
			400,
			{},
			json({ error: { code: "tool_use_failed", message: "m", failed_generation: shown } }),
			30,
			key,
		).message,
		// Found by review: the redirect's Location header was quoted as the server sent it.
		mapStatusError(302, { location: `https://login.example.test/?next=${shown}` }, "", 30, key).message,
		redactSecrets(`log: ${shown} end`, [key]),
		redactArriving(`streamed ${shown}`, [key]),
	];
	const parsed = parseCompletion(`{"error": {"message": "${shown.gsub("[\r\n]", " ")[0]}"`, key);
	if (!parsed.ok) out.push(parsed.error.message);
	const stream = new FakeStream([
		[{ error: 401, text: json({ error: { message: shown } }) }],
		[{ opened: 200 }, { error: 0, text: shown }],
	]);
	for (let k = 0; k < 2; k++) {
		const streamed = streamCompletion(
			stream,
			new FakeClock(),
			{ url: "https://example.test/v1/chat/completions", method: "POST", headers: {}, timeout: 30 },
			key,
			{ isCancelled: () => false },
			30,
		);
		if (!streamed.ok) out.push(streamed.error.error.message);
	}
	return out;
}

export = () => {
	it(`lets no piece of the key of ${THRESHOLD} or more characters out of any path, for 300 seeded leaks`, () => {
		const pick = generator(20261128);
		for (let round = 0; round < 300; round++) {
			const [key, prefix] = makeKey(pick);
			const shown = leak(pick, key);
			const texts = outputs(shown, key);
			texts.forEach((text, path) => {
				const piece = survivor(text, key, prefix);
				if (piece !== undefined)
					error(
						`round ${round}, path ${path}: "${piece}" of the key survived in ${string.format("%q", text)}`,
					);
			});
		}
	});

	it("keeps a provider's public prefix, and text with no piece of the key, as they are", () => {
		const pick = generator(7);
		const [key] = [`sk-ant-api03-${chars(pick, B64, 93)}AA`];
		const text = "Anthropic keys start with sk-ant-api03- and are long.";
		expect(redactSecrets(text, [key])).to.equal(text);
		// Eleven characters of the key's own part are below the threshold: kept.
		const short = `id ${key.sub(20, 30)} here`;
		expect(redactSecrets(short, [key])).to.equal(short);
		expect(redactSecrets(`id ${key.sub(20, 31)} here`, [key])).to.equal("id [redacted key] here");
	});
};
