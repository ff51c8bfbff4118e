// @ts-check
/**
 * Reads the driver's place snapshots (the simulator's canonical Snapshot text, one section
 * per service) into a flat map: instance key -> class, name and fields, and compares two.
 *
 * Why flat keys: the oracle reasons about where a change lands (which service, which subtree)
 * and which fields changed, not about text. A key is the chain of names from the service,
 * each with its index among same-named siblings, so duplicate names stay apart.
 */

export const SEP = "\u0001";
export const IDX = "\u0002";

/** @typedef {{ key: string, parent: string, cls: string, name: string, fields: Map<string, string> }} SnapNode */
/** @typedef {Map<string, SnapNode>} SnapMap */

/** Undoes Luau's %q (as Snapshot prints it: newline as \n, tab as \t). */
export function unquote(/** @type {string} */ text) {
	let out = "";
	for (let i = 1; i < text.length - 1; i++) {
		const c = text[i];
		if (c !== "\\") {
			out += c;
			continue;
		}
		const d = text[++i];
		if (d === "n") out += "\n";
		else if (d === "t") out += "\t";
		else if (d === "r") out += "\r";
		else if (d === "0") out += "\0";
		else if (/[0-9]/.test(d)) {
			let digits = d;
			while (digits.length < 3 && /[0-9]/.test(text[i + 1])) digits += text[++i];
			out += String.fromCharCode(Number(digits));
		} else out += d;
	}
	return out;
}

/** @param {string} text @returns {SnapMap} */
export function parseSnapshot(text) {
	/** @type {SnapMap} */
	const map = new Map();
	/** @type {string[]} key of the node at each depth */
	const stack = [];
	/** @type {Map<string, number>} parentKey+name -> count so far */
	const seen = new Map();
	let root = "";
	/** @type {SnapNode | undefined} */
	let current;
	for (const line of text.split("\n")) {
		if (line.startsWith("### ")) {
			root = line.slice(4);
			stack.length = 0;
			current = undefined;
			continue;
		}
		const body = line.trimStart();
		const indent = line.length - body.length;
		const first = body[0];
		if (first === "." || first === "@" || first === "#") {
			if (!current) continue;
			if (first === "#") current.fields.set(body, "");
			else {
				const eq = body.indexOf(" = ");
				current.fields.set(body.slice(0, eq), body.slice(eq + 3));
			}
			continue;
		}
		const space = body.indexOf(" ");
		if (space < 0) continue;
		const depth = indent / 2;
		const cls = body.slice(0, space);
		const name = unquote(body.slice(space + 1));
		const parent = depth === 0 ? root : stack[depth - 1];
		const groupKey = parent + SEP + name;
		const index = seen.get(groupKey) ?? 0;
		seen.set(groupKey, index + 1);
		const key = groupKey + IDX + index;
		stack[depth] = key;
		stack.length = depth + 1;
		current = { key, parent, cls, name, fields: new Map() };
		map.set(key, current);
	}
	return map;
}

/** @typedef {{ key: string, kind: "added" | "removed" | "changed", fields: string[] }} Change */

/** @param {SnapMap} a @param {SnapMap} b @returns {Change[]} */
export function diffSnapshots(a, b) {
	/** @type {Change[]} */
	const changes = [];
	for (const [key, node] of a) {
		const other = b.get(key);
		if (!other) {
			changes.push({ key, kind: "removed", fields: [] });
			continue;
		}
		/** @type {string[]} */
		const fields = [];
		if (other.cls !== node.cls) fields.push("ClassName");
		for (const [f, v] of node.fields) if (other.fields.get(f) !== v) fields.push(f);
		for (const f of other.fields.keys()) if (!node.fields.has(f)) fields.push(f);
		if (fields.length) changes.push({ key, kind: "changed", fields });
	}
	for (const key of b.keys()) if (!a.has(key)) changes.push({ key, kind: "added", fields: [] });
	return changes;
}

/** "Workspace/Tower/Base" for a key, readable in reports. */
export function showKey(/** @type {string} */ key) {
	return key
		.split(SEP)
		.map((s) => {
			const [name, index] = s.split(IDX);
			return index && index !== "0" ? `${name}[#${index}]` : name;
		})
		.join("/");
}

export function serviceOf(/** @type {string} */ key) {
	return key.split(SEP)[0];
}

/** Keys in `map` at or under `prefix` (a key or a group prefix ending in IDX). */
export function under(/** @type {SnapMap} */ map, /** @type {string} */ prefix) {
	return [...map.keys()].filter(
		(k) =>
			k === prefix ||
			k.startsWith(prefix.endsWith(IDX) ? prefix : prefix + SEP) ||
			(prefix.endsWith(IDX) && k.startsWith(prefix)),
	);
}
