/**
 * Scripts that are mostly text in strings (a changelog, setting descriptions, an API dump
 * returned as one long string) are told from code (Index/StringShare), and ranking counts
 * their word matches for less but their name in full.
 *
 * Why: on the real admin system an embedded API dump, the changelog and a table of setting
 * descriptions matched nearly every request by their prose and held places in the first five
 * that the scripts doing the work needed (the Trello ban list, the command logs).
 */
import { StringShare } from "Context/Index/StringShare";
import { folder, module } from "../support/PlaceBuilder";
import { rankedPaths, withIndexedPlace } from "../support/IndexedPlace";
import { generator } from "../support/SeededPicker";

const Q = string.char(34);

function changelog(lines: number): string {
	const out = ["return {"];
	for (let i = 0; i < lines; i++)
		out.push(`\t${Q}[v${i}] Fixed the Trello ban list sync and the kick logs for moderators (#${i})${Q};`);
	out.push("}");
	return out.join("\n");
}

/** An API dump as one long-bracket string, longer than one chunk of the index builder. */
function apiDump(): string {
	const out = ["return [==["];
	for (let i = 0; i < 400; i++)
		out.push(`<Item class="Class${i}"><string name="Name">Ban list sync ${i}</string></Item>`);
	out.push("]==]");
	return out.join("\n");
}

/**
 * The code the request is about: named for something else and using fewer of the request's
 * words than the prose (as Adonis's Trello plugin is for "the ban list does not sync").
 */
const POLLER = [
	"local BoardPoller = {}",
	"function BoardPoller.pull(board)",
	"\tlocal bans = board:getList()",
	"\tfor _, card in bans do BoardPoller.apply(card) end",
	"end",
	"function BoardPoller.apply(card)",
	"\tcard.done = true",
	"end",
	"return BoardPoller",
].join("\n");

/** Code with strings in it: messages and keys, but mostly code. */
const CODE = [
	"--[[",
	string.rep("\tLicensed under the terms written here, at some length.\n", 120),
	"]]",
	"local Messages = {}",
	"function Messages.show(player, text)",
	`\tlocal label = player.PlayerGui:FindFirstChild(${Q}Hint${Q})`,
	"\tif label then label.Text = text end",
	"end",
	string.rep(`Messages.count = (Messages.count or 0) + 1 -- 'counted'\n`, 30),
	"return Messages",
].join("\n");

function shareOf(text: string): boolean {
	const share = new StringShare();
	share.scan("\n" + text);
	return share.isProse();
}

function ranking(message: string): string[] {
	return withIndexedPlace(
		"ProseSpecPlace",
		(holder) => {
			const root = folder("ServerScriptService", holder);
			const shared = folder("Shared", root);
			module("Changelog", shared, changelog(60));
			module("API", folder("Dex", root), apiDump());
			const plugins = folder("Plugins", root);
			module("BoardPoller", plugins, POLLER);
			// Code using most words of a request for a changelog entry, for something else: it
			// outranks the changelog unless the name run together counts in full.
			module(
				"Scheduler",
				plugins,
				"local Scheduler = {}\nfunction Scheduler.run(entries, week)\n\tfor _, entry in entries do entry.log = week; entry.change = true end\nend\nreturn Scheduler",
			);
			for (let i = 0; i < 12; i++) module(`Filler${i}`, plugins, `return ${i}\n`);
		},
		(index, selector) => {
			expect(index.findByPath("ServerScriptService.Shared.Changelog")!.prose).to.equal(true);
			expect(index.findByPath("ServerScriptService.Dex.API")!.prose).to.equal(true);
			expect(index.findByPath("ServerScriptService.Plugins.BoardPoller")!.prose).to.equal(undefined);
			return rankedPaths(selector, message);
		},
	);
}

export = () => {
	it("tells a changelog, a description table and a long-string dump from code holding strings", () => {
		expect(shareOf(changelog(30))).to.equal(true);
		expect(shareOf(apiDump())).to.equal(true);
		const descriptions = ["return {"];
		for (let i = 0; i < 20; i++)
			descriptions.push(
				`\tSetting${i} = [[ What setting ${i} does, in a sentence or two, and what to know before changing it ]];`,
			);
		descriptions.push("}");
		expect(shareOf(descriptions.join("\n"))).to.equal(true);
		expect(shareOf(CODE)).to.equal(false);
		expect(shareOf(POLLER)).to.equal(false);
		// A short module of messages is read whole; it is never set aside as prose.
		expect(shareOf(`return { ${Q}Welcome to the game${Q}, ${Q}Have fun${Q} }`)).to.equal(false);
	});

	it("does not take brackets in strings or comments for long strings, nor count a string twice", () => {
		const code = string.rep("local speed = humanoid.WalkSpeed * 2 + offset\n", 40);
		// Review findings: each of these was counted as a long string to the end, or twice.
		expect(shareOf(`local open = ${Q}[[${Q}\n${code}`)).to.equal(false);
		expect(shareOf(`-- foo[[bar\n${code}`)).to.equal(false);
		expect(shareOf(`-- [[ a line comment, not a block\n${code}-- ]]\n`)).to.equal(false);
		const json = string.rep(`{${Q}name${Q}: ${Q}Sword${Q}, ${Q}damage${Q}: 10},\n`, 52);
		const parser = string.rep("local item = decode(line)\n", 66);
		expect(shareOf(`local DATA = [==[\n${json}]==]\n${parser}`)).to.equal(false);
		// Escaped quotes stay inside their string; a block comment is not a string.
		const share = new StringShare();
		share.scan(`x = ${Q}a\\${Q}b${Q} --[[ not ${Q}counted${Q} ]] y = 'c'`);
		expect(share.bytesInStrings()).to.equal(5);
	});

	it("counts a long quoted line read in pieces, as the index reads a large script", () => {
		const words = string.rep("the quick brown fox jumps over the lazy dog ", 500);
		withIndexedPlace(
			"ProseLinePlace",
			(holder) => module("Quoted", folder("ServerScriptService", holder), `return ${Q}${words}${Q}\n`),
			(index) => {
				const entry = index.findByPath("ServerScriptService.Quoted");
				expect(entry !== undefined).to.equal(true);
				expect(entry!.prose).to.equal(true);
			},
		);
	});

	it("reads again at most a few bytes per piece, whatever the text (no quadratic re-reading)", () => {
		// Review finding: `[` and a long run of `=` was carried, whole, into every next piece.
		const share = new StringShare();
		for (const text of ["return [" + string.rep("=", 20000), "--[" + string.rep("=", 20000), "x = [===[ long"]) {
			let most = 0;
			for (let from = 1; from <= text.size(); from += 2048) {
				share.scan(text.sub(from, from + 2047));
				most = math.max(most, share.pendingBytes());
			}
			if (most > 68) error(`held back ${most} bytes for the next piece`);
		}
	});

	it("counts a script fed in pieces cut anywhere as it counts the whole text", () => {
		const pieces = [
			"local x = 1 - 2",
			`print(${Q}a quoted line${Q})`,
			`print(${Q}an \\${Q}escaped\\${Q} quote${Q})`,
			"local s = [[",
			"a long string line",
			"]]",
			"local t = [==[ one ]] two",
			"three ]==]",
			"--[[ a long comment",
			"still comment ]]",
			"--[==[ a level two comment ]] still ]==]",
			"-- a line comment with [[ and 'quotes'",
			"local c = 'single'",
			"local b = `back ${Q}tick${Q}`",
			`local open = ${Q}[[${Q}`,
			"x = t[i] - y[ [=[a]=] ]",
		];
		for (let round = 1; round <= 60; round++) {
			const pick = generator(round);
			const lines: string[] = [];
			for (let i = 0; i < 30; i++) lines.push(pieces[pick(pieces.size())]);
			const text = lines.join("\n") + "\n";
			const whole = new StringShare();
			whole.scan(text);
			const cut = new StringShare();
			let from = 1;
			while (from <= text.size()) {
				const stop = math.min(text.size(), from + pick(40));
				cut.scan(text.sub(from, stop));
				from = stop + 1;
			}
			if (cut.bytesInStrings() !== whole.bytesInStrings())
				error(`round ${round}: in pieces ${cut.bytesInStrings()}, whole ${whole.bytesInStrings()}\n${text}`);
		}
	});

	it("ranks the code a request is about above prose that repeats the request's words", () => {
		if (LuxSim === undefined) return;
		const ranked = ranking("The ban list does not sync anymore");
		if (ranked[0] !== "ServerScriptService.Plugins.BoardPoller")
			error(`the poller is not first:\n${ranked.join("\n")}`);
	});

	it("still finds a prose script by its name", () => {
		if (LuxSim === undefined) return;
		// "change log" run together is the script's name: counted in full, not as prose.
		const ranked = ranking("Add an entry for this week to the change log");
		if (ranked[0] !== "ServerScriptService.Shared.Changelog")
			error(`the changelog is not first:\n${ranked.join("\n")}`);
	});
};
