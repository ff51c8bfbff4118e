/**
 * Words Roblox developers use for a problem, mapped to the words the code that handles it
 * uses: "players lose their stuff when they rejoin" is about saving and loading data,
 * "exploiters" about server-side validation of remotes.
 *
 * Why a small fixed table: a message and the script it is about often share no word; a
 * handful of well-known Roblox idioms closes the commonest gaps without a model call.
 * Expanded words count for half a matched word (see Ranking).
 */
import { stem } from "Shared/Words";

const RAW: Record<string, string> = {
	rejoin: "save load profile datastore session",
	leave: "save profile release",
	lose: "save load profile",
	lost: "save load profile",
	reset: "save load profile",
	exploiter: "validate server remote rate limit",
	exploit: "validate server remote rate limit",
	cheat: "validate server",
	hacker: "validate server",
	stuck: "path waypoint blocked",
	chase: "path pathfind target",
	darker: "lighting preset atmosphere",
	brighter: "lighting preset atmosphere",
	lag: "heartbeat network owner",
	buy: "purchase price shop",
	bought: "purchase receipt",
	twice: "receipt purchase idempotent",
	music: "sound",
	sfx: "sound effect",
	kill: "leaderstats stat",
	crit: "critical",
	// Time and size complaints name the value's kind, not the value.
	long: "duration time timer delay",
	quick: "duration time timer delay",
	quickly: "duration time timer delay",
	often: "interval rate delay throttle",
	bigger: "size scale bound",
	smaller: "size scale bound",
	capital: "lower upper case",
	remember: "save load data",
	// Roblox's own mechanisms behind what a player sees: a developer product is granted in
	// MarketplaceService.ProcessReceipt, a game pass checked with UserOwnsGamePassAsync, a
	// respawn is the character being loaded again, a leaderboard is leaderstats.
	product: "receipt marketplace purchase",
	gamepass: "marketplace owns pass",
	respawn: "character spawn load",
	leaderboard: "leaderstats",
	bandwidth: "remote replicate serialize",
	screen: "viewport scale",
	mobile: "touch viewport",
};

const TABLE = new Map<string, string[]>();
for (const [word, expansion] of pairs(RAW)) {
	const words: string[] = [];
	for (const [w] of expansion.gmatch("%S+")) words.push(stem(w as string));
	TABLE.set(stem(word as string), words);
}

/** Extra words for the message's words (not including the words themselves). */
export function expand(words: ReadonlyArray<string>): string[] {
	const out: string[] = [];
	const seen = new Set(words);
	for (const w of words) {
		for (const extra of TABLE.get(w) ?? []) {
			if (seen.has(extra)) continue;
			seen.add(extra);
			out.push(extra);
		}
	}
	return out;
}
