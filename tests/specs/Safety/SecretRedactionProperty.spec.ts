/**
 * A seeded property check of Shared/Secrets' redaction with its fast path (a key shape's
 * pattern runs only when the text holds the shape's opening literal): on generated texts that
 * mix every provider's key shape, near misses (other case, other separator, mid-word), the
 * user's own key (not key-shaped) and line breaks, no key ever comes out, and text with no key
 * in it comes out unchanged.
 *
 * Why seeded: a failing text is named by its round and comes back the same.
 */
import { REDACTED_KEY, redactSecrets } from "Shared/Secrets";
import { generator } from "../support/SeededPicker";

/** The user's saved key, deliberately not shaped like any provider's. */
const SAVED = "Zq9!tR#2-vW$88.kkP";
const PREFIXES = ["sk-", "sk-or-v1-", "sk-ant-api03-", "gsk_", "xai-", "AIza"];
/** Look like keys to a reader but are no shape Secrets knows, or are mid-word: left alone. */
const NEAR = ["SK-", "Sk-", "sk_", "gsk-", "xai_", "XAI-", "aiza", "AIZA", "task-", "disk_", "maxai-", "bAIza"];
const BODY = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-";

/** Key characters; `plain` leaves out _ and - (so no key shape can start inside the run). */
function body(pick: (n: number) => number, size: number, plain = false): string {
	let out = "";
	const from = plain ? BODY.size() - 2 : BODY.size();
	for (let k = 0; k < size; k++) {
		const at = pick(from) + 1;
		out += BODY.sub(at, at);
	}
	return out;
}

const SEPARATORS = [" ", "\n", "\r\n", '"', "(", "=", "\t", ", "];

export = () => {
	it("lets no key out and leaves key-free text alone, for 400 seeded texts", () => {
		const pick = generator(4242);
		for (let round = 0; round < 400; round++) {
			const keys: string[] = [];
			const pieces: string[] = [];
			let keyFree = true;
			const count = 1 + pick(8);
			for (let k = 0; k < count; k++) {
				const kind = pick(5);
				if (kind === 0) {
					// A key shape at a word start, at least 20 characters long.
					const key = PREFIXES[pick(PREFIXES.size())] + body(pick, 20 + pick(40));
					keys.push(key);
					pieces.push(key);
					keyFree = false;
				} else if (kind === 1) {
					keys.push(SAVED);
					// The saved key stands anywhere, even glued to other text.
					pieces.push(pick(2) === 0 ? SAVED : `x${SAVED}y`);
					keyFree = false;
				} else if (kind === 2) {
					pieces.push(NEAR[pick(NEAR.size())] + body(pick, 20 + pick(20), true));
				} else if (kind === 3) {
					// Too short to be a key: kept.
					pieces.push(PREFIXES[pick(PREFIXES.size())].sub(1, 4) + body(pick, pick(6), true));
				} else pieces.push(body(pick, pick(12), true));
				pieces.push(SEPARATORS[pick(SEPARATORS.size())]);
			}
			const text = pieces.join("");
			const out = redactSecrets(text, [SAVED]);
			for (const key of keys)
				if (out.find(key, 1, true)[0] !== undefined)
					error(`round ${round}: ${key} came out of ${string.format("%q", text)}`);
			if (keyFree && out !== text)
				error(`round ${round}: key-free ${string.format("%q", text)} came out as ${string.format("%q", out)}`);
		}
	});

	it("leaves text with no opening literal byte-for-byte alone, and still finds a shape after a redacted one", () => {
		const plain = "local task_id = 'disk_12345678901234567890' -- SK-ABCDEFGHIJKLMNOPQRSTUV";
		expect(redactSecrets(plain, [SAVED])).to.equal(plain);
		const both = `${SAVED} then AIza${string.rep("b", 30)} and gsk_${string.rep("c", 30)}`;
		expect(redactSecrets(both, [SAVED])).to.equal(`${REDACTED_KEY} then ${REDACTED_KEY} and ${REDACTED_KEY}`);
	});
};
