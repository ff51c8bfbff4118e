// @ts-check
/**
 * `node tools/realplaces/rojo-build-tests.mjs <rojo checkout>`: loads every project of Rojo's own
 * build tests (rojo-test/build-tests in a checkout of rojo-rbx/rojo) with the simulator's Rojo
 * loader and compares the names, classes, script sources and StringValue texts with Rojo's
 * recorded output (rojo-test/build-test-snapshots). Prints each case that differs and a count.
 *
 * Why: Rojo's snapshots are the authority on what `rojo build` makes of each file shape; the
 * checkout stays outside this repository (only this comparison is ours). A DataModel build is
 * compared by its services (the snapshot's place root has no name of its own).
 */
import fs from "node:fs";
import path from "node:path";
import { loadProject, readRbxmx } from "studio-sim";

const root = process.argv[2];
if (!root || !fs.existsSync(path.join(root, "rojo-test/build-tests"))) {
	console.error("usage: node tools/realplaces/rojo-build-tests.mjs <checkout of rojo-rbx/rojo>");
	process.exit(2);
}
/** @returns {string[]} */
const lines = (/** @type {any} */ n, depth = 0) => [
	`${"  ".repeat(depth)}${n.name} [${n.className}]` +
		(n.properties.Source !== undefined ? ` source=${JSON.stringify(String(n.properties.Source))}` : "") +
		(n.className === "StringValue" ? ` value=${JSON.stringify(String(n.properties.Value ?? ""))}` : ""),
	...n.children.flatMap((/** @type {any} */ c) => lines(c, depth + 1)),
];
let same = 0;
let differ = 0;
for (const name of fs.readdirSync(path.join(root, "rojo-test/build-tests")).sort()) {
	const snap = path.join(root, "rojo-test/build-test-snapshots", `end_to_end__tests__build__${name}.snap`);
	if (!fs.existsSync(snap)) continue;
	const want = readRbxmx(fs.readFileSync(snap, "utf8").split(/^---$/m).slice(2).join("---").trim());
	/** @type {string[]} */
	let got;
	const warnings = /** @type {string[]} */ ([]);
	try {
		const tree = loadProject(path.join(root, "rojo-test/build-tests", name), { warn: (m) => warnings.push(m) });
		got = tree.className === "DataModel" ? tree.children.flatMap((c) => lines(c, 1)) : lines(tree);
	} catch (error) {
		got = [`error: ${/** @type {Error} */ (error).message.split("\n")[0]}`];
	}
	const expected =
		want.length === 1 && want[0].className !== "DataModel"
			? lines(want[0])
			: want.flatMap((n) => (n.className === "DataModel" ? n.children.flatMap((c) => lines(c, 1)) : lines(n, 1)));
	if (JSON.stringify(expected) === JSON.stringify(got)) {
		same++;
		continue;
	}
	differ++;
	console.log(
		`${name}: differs${warnings.length ? ` (warnings: ${warnings.join(" | ")})` : ""}\n  Rojo:\n    ${expected.join("\n    ")}\n  loader:\n    ${got.join("\n    ")}`,
	);
}
console.log(`${same} build tests the same as Rojo's snapshot, ${differ} different`);
process.exit(differ ? 1 : 0);
