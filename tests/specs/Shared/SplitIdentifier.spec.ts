/**
 * splitIdentifier answers a one-word lower-case token at once and reads the bytes of any
 * other (the index splits every distinct token of every script, and each of the four passes
 * made a string Luau interns): a seeded property check that every token, of every shape code
 * has, splits as the four passes split it.
 */
import { splitIdentifier } from "Shared/Words";
import { generator } from "../support/SeededPicker";

const CHARS = ["a", "z", "q", "A", "Z", "K", "0", "7", "_", ".", " ", "é"];

/** The passes as they run on every token that is not one lower-case word. */
function passes(text: string): string[] {
	const spaced = text
		.gsub("(%l)(%u)", "%1 %2")[0]
		.gsub("(%u)(%u%l)", "%1 %2")[0]
		.gsub("(%a)(%d)", "%1 %2")[0]
		.gsub("[^%w]+", " ")[0];
	const out: string[] = [];
	for (const [word] of spaced.gmatch("%S+")) out.push((word as string).lower());
	return out;
}

export = () => {
	it("splits every token as the full passes do", () => {
		const tokens = [
			"",
			"player",
			"x",
			"playerData",
			"HTTPService",
			"item42",
			"get_coins",
			"ALL",
			"a1b",
			"Module5",
			"aBCd",
			"1AAb",
			"v2Beta",
			"_G",
			"é",
		];
		for (let round = 1; round <= 2000; round++) {
			const pick = generator(round);
			const parts: string[] = [];
			for (let k = 0; k < 1 + pick(round % 2 === 0 ? 8 : 16); k++)
				parts.push(CHARS[pick(round % 3 === 0 ? 3 : CHARS.size())]);
			tokens.push(parts.join(""));
		}
		for (const t of tokens) {
			const fast = splitIdentifier(t).join("|");
			const full = passes(t).join("|");
			if (fast !== full) error(`${t}: ${fast} vs ${full}`);
		}
	});
};
