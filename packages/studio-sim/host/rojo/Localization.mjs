// @ts-check
/**
 * Localization tables from `*.csv` files (rojo.space "Sync Details", Localization Tables).
 *
 * Why its own module: the CSV reading (RFC 4180 quoting) and the entry rules are Rojo's
 * (snapshot_middleware/csv.rs) and have nothing to do with how files are matched.
 */
import fs from "node:fs";
import { leaf } from "./Metadata.mjs";

/** @typedef {import("./FileSnapshot.mjs").Context} Context */

/**
 * Rojo 7 makes a LocalizationTable of a `.csv` (snapshot_middleware/csv.rs): the first row
 * names the columns, `Key`, `Source`, `Context` and `Example` are the entry's fields and
 * every other column is a locale id; rows with neither key nor source are skipped; the
 * entries become the table's `Contents` JSON. The simulator's class database (from
 * @rbxts/types) has no `Contents` property (Roblox exposes it through Get/SetContents), so
 * the entries travel as the JSON text in the `LocalizationEntries` attribute, which keeps
 * them readable by specs without inventing a property.
 * @param {Context} ctx @param {string} file @param {string} name
 */
export function localizationTable(ctx, file, name) {
	const rows = parseCsv(fs.readFileSync(file, "utf8"));
	const header = rows.shift() ?? [];
	const entries = [];
	for (const row of rows) {
		/** @type {Record<string, any>} */
		const entry = { values: {} };
		header.forEach((column, i) => {
			const cell = row[i] ?? "";
			if (column === "Key" || column === "Source" || column === "Context" || column === "Example") {
				if (cell !== "") entry[column.toLowerCase()] = cell;
			} else if (column !== "" && cell !== "") entry.values[column] = cell;
		});
		if (entry.key === undefined && entry.source === undefined) continue;
		entries.push(entry);
	}
	if (rows.length > 0 && entries.length === 0)
		ctx.warn(`${file}: no localization entries (no Key or Source column?)`);
	const node = leaf(name, "LocalizationTable", {}, file);
	node.attributes = { LocalizationEntries: JSON.stringify(entries) };
	return node;
}

/** RFC 4180 CSV: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(/** @type {string} */ text) {
	/** @type {string[][]} */
	const rows = [];
	let row = /** @type {string[]} */ ([]);
	let cell = "";
	let quoted = false;
	for (let i = 0; i < text.length; i++) {
		const c = text[i];
		if (quoted) {
			if (c === '"' && text[i + 1] === '"') ((cell += '"'), i++);
			else if (c === '"') quoted = false;
			else cell += c;
		} else if (c === '"') quoted = true;
		else if (c === ",") (row.push(cell), (cell = ""));
		else if (c === "\n" || c === "\r") {
			if (c === "\r" && text[i + 1] === "\n") i++;
			(row.push(cell), (cell = ""));
			if (row.some((x) => x !== "")) rows.push(row);
			row = [];
		} else cell += c;
	}
	row.push(cell);
	if (row.some((x) => x !== "")) rows.push(row);
	return rows;
}
