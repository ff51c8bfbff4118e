/**
 * Which of a request's words ranking lets count, and how much a script's name counts.
 *
 * Why: a request is English ("keep more than 1000 logs even while they load"); a script whose
 * comments are prose uses "more", "than", "even" and "they", and as rare words in a place of
 * code they outweighed the script named for what the request is about (Adonis: the settings
 * prose above its command-log module). And a word that names a whole family of scripts
 * (`candy-slice`, `candy-tick`, `candy-selectors`, ...) says which family, not which member: a
 * dozen such names crowded out the one script using the request's rarer words.
 */
import { folder, module } from "../support/PlaceBuilder";
import { rankedPaths, withIndexedPlace } from "../support/IndexedPlace";

export = () => {
	if (LuxSim === undefined) return;

	it("does not let English function words rank a script of comments above the one the request names", () => {
		withIndexedPlace(
			"FunctionWordsPlace",
			(holder) => {
				const root = folder("ServerScriptService", holder);
				module(
					"Logs",
					root,
					"local Logs = {}\nfunction Logs.add(entry)\n\ttable.insert(Logs, entry)\nend\nreturn Logs\n",
				);
				const prose = [
					"-- Keeps more than one copy, even when they are still loading.",
					"-- Which of them wins? The other one, since they were both only drafts.",
					"-- Until then, each of those is about the same as any other.",
				].join("\n");
				module("Drafts", root, `${prose}\nreturn { count = 3 }\n`);
				for (let i = 0; i < 20; i++) module(`Filler${i}`, root, `return ${i}\n`);
			},
			(_, selector) => {
				const ranked = rankedPaths(selector, "Keep more than 1000 logs even while they are still loading");
				expect(ranked[0]).to.equal("ServerScriptService.Logs");
			},
		);
	});

	it("counts a word naming a whole family of scripts for less by name than a word naming one", () => {
		withIndexedPlace(
			"NameFamilyPlace",
			(holder) => {
				const root = folder("ServerScriptService", holder);
				// Twelve scripts are named for "pebble"; one for "tumbler", and eleven others use
				// that word, so both words occur in twelve scripts and weigh the same.
				for (const part of ["Slice", "Tick", "Selectors", "Item", "Spawner", "Sounds"])
					module(`Pebble${part}`, root, "return {}\n");
				for (const part of ["Helpers", "Grid", "View", "Store", "Rules", "Effects"])
					module(`Pebble${part}`, root, "return {}\n");
				module("Tumbler", root, "return {}\n");
				for (let i = 0; i < 11; i++) module(`User${i}`, root, `local tumbler = ${i}\nreturn tumbler\n`);
				for (let i = 0; i < 20; i++) module(`Filler${i}`, root, `return ${i}\n`);
			},
			(_, selector) => {
				const ranked = rankedPaths(selector, "pebble tumbler");
				expect(ranked[0]).to.equal("ServerScriptService.Tumbler");
			},
		);
	});
};
