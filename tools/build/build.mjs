// @ts-check
/**
 * `npm run build`: compile the plugin and produce dist/Lux.rbxmx, the file users put in
 * Studio's Plugins folder.
 *
 * Why: the usual tool for this step, Rojo, cannot be downloaded on this project's machines.
 * When a `rojo` executable is on PATH (a developer's own machine) it is used, so the file is
 * exactly Rojo's; otherwise the Rojo loader and .rbxmx writer of the Studio simulator package
 * (packages/studio-sim) build it from default.project.json the same way.
 *
 * `--specs` (`npm run build:specs`) writes dist/LuxSpecs.rbxmx instead, from
 * specs-plugin.project.json: Lux's modules, the compiled specs, TestEZ and the "Run Lux specs"
 * toolbar plugin (tests/studio/LuxSpecsPlugin.server.luau), without Lux's own entry script
 * (so installing it next to Lux adds no second Lux panel). It is always built by the
 * package's loader, which can leave that one script out.
 *
 * Options: `--install` copies the file into Studio's Plugins folder (Windows and macOS);
 * `--no-compile` skips rbxtsc (out/ must already be current); `--no-rojo` ignores a rojo
 * on PATH.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadClassDatabase, loadProject, readRbxmx, writeRbxmx } from "studio-sim";

/** @typedef {{ name: string, className: string, properties: Record<string, any>, children: TreeNode[] }} TreeNode */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SPECS = process.argv.includes("--specs");
const PROJECT = path.join(ROOT, SPECS ? "specs-plugin.project.json" : "default.project.json");
const OUTPUT = path.join(ROOT, "dist", SPECS ? "LuxSpecs.rbxmx" : "Lux.rbxmx");
const SCRIPT_CLASSES = new Set(["Script", "LocalScript", "ModuleScript"]);

class BuildError extends Error {}

const args = process.argv.slice(2);
const known = new Set(["--install", "--no-compile", "--no-rojo", "--specs"]);
const unknown = args.filter((a) => !known.has(a));

try {
	if (unknown.length > 0)
		throw new BuildError(`unknown option ${unknown.join(" ")} (known: ${[...known].join(" ")})`);
	if (!args.includes("--no-compile")) compile();
	const rojo = args.includes("--no-rojo") || SPECS ? undefined : findOnPath("rojo");
	fs.mkdirSync(path.dirname(OUTPUT), { recursive: true });
	const builder = rojo ? buildWithRojo(rojo) : buildWithSimulator();
	const [root] = readRbxmx(fs.readFileSync(OUTPUT, "utf8"));
	const { instances, scripts } = tally(root);
	const size = fs.statSync(OUTPUT).size;
	console.log(
		`built ${path.relative(ROOT, OUTPUT)}: ${(size / 1024).toFixed(1)} KiB, ${instances} instances, ${scripts} scripts (${builder})`,
	);
	if (args.includes("--install")) install();
} catch (error) {
	const message = error instanceof BuildError ? error.message : /** @type {Error} */ (error).stack;
	console.error(`build failed: ${message}`);
	process.exit(1);
}

function compile() {
	const bin = path.join(ROOT, "node_modules", ".bin", process.platform === "win32" ? "rbxtsc.cmd" : "rbxtsc");
	if (!fs.existsSync(bin)) throw new BuildError(`${path.relative(ROOT, bin)} is missing: run \`npm ci\` first`);
	// .cmd shims only run through a shell on Windows.
	const run = spawnSync(bin, ["--type", "model", "--rojo", "test.project.json"], {
		cwd: ROOT,
		stdio: "inherit",
		shell: process.platform === "win32",
	});
	if (run.error) throw new BuildError(`could not start rbxtsc: ${run.error.message}`);
	if (run.status !== 0) throw new BuildError("rbxtsc failed: the plugin does not compile (errors above)");
}

/** The full path of an executable found on PATH, as a shell would find it. */
function findOnPath(/** @type {string} */ name) {
	const exts = process.platform === "win32" ? (process.env.PATHEXT ?? ".EXE;.CMD;.BAT").split(";") : [""];
	for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
		if (!dir) continue;
		for (const ext of exts) {
			const candidate = path.join(dir, name + ext.toLowerCase());
			try {
				if (fs.statSync(candidate).isFile()) {
					fs.accessSync(candidate, fs.constants.X_OK);
					return candidate;
				}
			} catch {
				// not here
			}
		}
	}
	return undefined;
}

function buildWithRojo(/** @type {string} */ rojo) {
	const run = spawnSync(rojo, ["build", PROJECT, "-o", OUTPUT], {
		cwd: ROOT,
		stdio: "inherit",
		shell: process.platform === "win32",
	});
	if (run.error) throw new BuildError(`could not start ${rojo}: ${run.error.message}`);
	if (run.status !== 0) throw new BuildError(`${rojo} build failed (errors above)`);
	return `rojo at ${rojo}`;
}

function buildWithSimulator() {
	const db = classDatabase();
	/** @type {string[]} */
	const warnings = [];
	const warn = (/** @type {string} */ message) => warnings.push(message);
	let tree;
	try {
		tree = loadProject(PROJECT, { warn, isService: db.isService });
	} catch (error) {
		throw new BuildError(/** @type {Error} */ (error).message);
	}
	// The instance users see in Studio's plugin list; Rojo names it after the project.
	tree.name = SPECS ? "LuxSpecs" : "Lux";
	if (SPECS) {
		// The specs plugin runs specs, not Lux: its copy of Lux's entry script is left out.
		// out/src/init.server.luau makes `src` itself the entry Script: here it is a plain Folder.
		const src = tree.children.find((c) => c.name === "src");
		if (src && src.className === "Script") {
			src.className = "Folder";
			delete src.properties.Source;
		}
	}
	const xml = writeRbxmx([tree], { typeOf: db.typeOf, enumValue: db.enumValue, warn });
	for (const message of warnings) console.warn(`warning: ${message}`);
	const tmp = `${OUTPUT}.${process.pid}.tmp`;
	fs.writeFileSync(tmp, xml, "utf8");
	fs.renameSync(tmp, OUTPUT); // never leave a half-written plugin where Studio might load it
	return "no rojo on PATH: built by studio-sim's Rojo loader";
}

/**
 * Property types from the class database, so implicit values in the project
 * (`"Material": "Plastic"`) are stored with the type Studio expects.
 */
function classDatabase() {
	let db;
	try {
		db = loadClassDatabase();
	} catch (error) {
		console.warn(
			`warning: class database unavailable (${/** @type {Error} */ (error).message}); only explicit and plain values are written`,
		);
		return {};
	}
	const classes = db.classes;
	return {
		typeOf: (/** @type {string} */ className, /** @type {string} */ prop) => {
			for (let c = /** @type {string | null} */ (className); c && classes[c]; c = classes[c].superclass) {
				const info = classes[c].properties[prop];
				if (info) return info.type;
			}
			return undefined;
		},
		enumValue: (/** @type {string} */ enumName, /** @type {string} */ item) =>
			db.enums[enumName]?.find(([name]) => name === item)?.[1],
		isService: (/** @type {string} */ name) => classes[name]?.service === true,
	};
}

function tally(/** @type {TreeNode | undefined} */ node) {
	let instances = 0;
	let scripts = 0;
	const visit = (/** @type {TreeNode} */ n) => {
		instances++;
		if (SCRIPT_CLASSES.has(n.className)) scripts++;
		n.children.forEach(visit);
	};
	if (node) visit(node);
	return { instances, scripts };
}

function install() {
	let folder;
	if (process.platform === "win32") {
		if (!process.env.LOCALAPPDATA)
			throw new BuildError("--install: LOCALAPPDATA is not set, so Studio's Plugins folder cannot be found");
		folder = path.join(process.env.LOCALAPPDATA, "Roblox", "Plugins");
	} else if (process.platform === "darwin") {
		folder = path.join(os.homedir(), "Documents", "Roblox", "Plugins");
	} else {
		console.log(
			`--install: Roblox Studio runs only on Windows and macOS, and this is ${process.platform}: nothing installed. ` +
				`Copy ${path.relative(ROOT, OUTPUT)} into Studio's Plugins folder on a machine with Studio.`,
		);
		return;
	}
	if (!fs.existsSync(path.dirname(folder))) {
		throw new BuildError(
			`--install: ${path.dirname(folder)} does not exist; is Roblox Studio installed for this user?`,
		);
	}
	fs.mkdirSync(folder, { recursive: true });
	const target = path.join(folder, path.basename(OUTPUT));
	fs.copyFileSync(OUTPUT, target);
	console.log(`installed ${target}; restart Studio or reload plugins to pick it up`);
}
