/**
 * `keywords` remembers each token's words (the index splits the same identifiers in every
 * script) and splits a text that is one identifier without collecting tokens: a seeded check
 * that the words, and their order, are the same whether the memo is cold, warm or emptied
 * after filling up, and that one identifier gives what the same identifier among other text
 * gives.
 */
import { keywords } from "Shared/Words";
import { generator } from "../support/SeededPicker";

const PARTS = ["player", "Data", "HTTP", "Service", "item", "42", "_", "coins", "enemies", "chasing", "used", "x", "é"];

function tokenOf(pick: (n: number) => number): string {
	let out = "";
	for (let k = 0; k < 1 + pick(4); k++) out += PARTS[pick(PARTS.size())];
	return out;
}

function textOf(pick: (n: number) => number): string {
	const tokens: string[] = [];
	for (let k = 0; k < pick(30); k++) tokens.push(tokenOf(pick));
	return tokens.join(pick(2) === 0 ? " " : ".");
}

export = () => {
	it("gives the same words cold, warm and after the memo is emptied", () => {
		const pick = generator(71);
		const texts: string[] = [];
		// Tokens no other spec uses: the first call meets them cold.
		for (let i = 0; i < 60; i++) texts.push(`${textOf(pick)} memoProbe${i}Token cold${i}_x`);
		const cold = texts.map((t) => keywords(t).join(","));
		texts.forEach((t, i) => expect(keywords(t).join(",")).to.equal(cold[i]));
		// More distinct tokens than the memo keeps: it is emptied at least once on the way.
		for (let i = 0; i < 3000; i++) keywords(`fillerToken${i}`);
		texts.forEach((t, i) => expect(keywords(t).join(",")).to.equal(cold[i]));
	});

	it("splits one identifier as it splits the same identifier within other text", () => {
		const pick = generator(72);
		for (let round = 0; round < 500; round++) {
			const token = tokenOf(pick);
			expect(keywords(token).join(",")).to.equal(keywords(`${token} `).join(","));
		}
	});

	it("keeps the words of tokens that differ only in case apart", () => {
		// Review: a memo keyed by the lower-case token gave httpservice the words of HTTPService.
		expect(keywords("HTTPService").join(",")).to.equal("http,servic");
		expect(keywords("httpservice").join(",")).to.equal("httpservic");
		expect(keywords("playerdata").join(",")).to.equal("playerdata");
		expect(keywords("PlayerData").join(",")).to.equal("player,data");
	});
};
