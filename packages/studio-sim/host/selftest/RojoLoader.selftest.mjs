// @ts-check
/**
 * Self tests of the Rojo project loader against fixtures/rojo/basic (one file per
 * Rojo rule) and against temporary trees for cases git cannot hold (CRLF files, .git,
 * binary .rbxm) or that must fail.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { sharedLuau } from "./sharedLuau.mjs";
import { loadProject } from "../RojoLoader.mjs";
import { globToRegExp } from "../rojo/Glob.mjs";

/** @typedef {import("../Rbxmx.mjs").TreeNode} TreeNode */
/** @typedef {typeof import("node:assert/strict")} Assert */

const PACKAGE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const BASIC = path.join(PACKAGE, "fixtures/rojo/basic");
const require = createRequire(import.meta.url);

/** The node at a slash-separated path of names below `root`. */
function at(/** @type {TreeNode} */ root, /** @type {string} */ names) {
	let node = root;
	for (const name of names.split("/")) {
		const next = node.children.find((c) => c.name === name);
		if (!next) throw new Error(`no ${name} in ${node.name} (has ${node.children.map((c) => c.name).join(", ")})`);
		node = next;
	}
	return node;
}

function loadBasic() {
	/** @type {string[]} */
	const warnings = [];
	const tree = loadProject(BASIC, { warn: (m) => warnings.push(m) });
	return { tree, warnings, src: at(tree, "ReplicatedStorage/Src") };
}

/** Writes `files` (relative path -> content) under a fresh temporary folder; callers remove it. */
function tempTree(/** @type {Record<string, string | Buffer>} */ files) {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), "studio-sim-rojo-"));
	for (const [rel, content] of Object.entries(files)) {
		fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
		fs.writeFileSync(path.join(dir, rel), content);
	}
	return dir;
}

/** @returns {number} */
const count = (/** @type {TreeNode} */ n) => 1 + n.children.reduce((/** @type {number} */ sum, c) => sum + count(c), 0);

/** @type {Record<string, (assert: Assert) => Promise<void>>} */
export const tests = {
	"scripts: *.server/*.client/*.luau/*.lua and init files map to Rojo's classes": async (
		/** @type {Assert} */ assert,
	) => {
		const { src } = loadBasic();
		const cls = (/** @type {string} */ p) => at(src, p).className;
		assert.equal(cls("Module"), "ModuleScript");
		assert.equal(cls("Legacy"), "ModuleScript");
		assert.equal(cls("Runner"), "Script");
		assert.equal(cls("Client"), "LocalScript");
		assert.equal(cls("Foo.spec"), "ModuleScript", "only the last extension is dropped");
		assert.equal(at(src, "Module").properties.Source, "return { answer = 42 }\n");
		assert.equal(cls("PkgFolder"), "ModuleScript");
		assert.equal(at(src, "PkgFolder").properties.Source, 'return "package init"\n');
		assert.equal(cls("PkgFolder/Child"), "ModuleScript");
		assert.equal(cls("ServerFolder"), "Script");
		assert.equal(cls("ServerFolder/Helper"), "ModuleScript");
		assert.equal(cls("ClientFolder"), "LocalScript");
		assert.equal(at(src, "Runner").sourcePath, path.join(BASIC, "src/Runner.server.luau"));
	},
	"data files: *.txt, *.model.json, *.rbxmx and *.project.json inside a folder": async (
		/** @type {Assert} */ assert,
	) => {
		const { src } = loadBasic();
		assert.deepEqual(at(src, "Notes").properties, { Value: "Hello from a text file.\nLine two.\n" });
		assert.equal(at(src, "Notes").className, "StringValue");
		const model = at(src, "Model");
		assert.equal(model.className, "Model");
		assert.deepEqual(model.tags, ["FromModel"]);
		assert.deepEqual(at(model, "Value").properties, { Value: 5 });
		assert.equal(
			at(model, "Folder/Inner").className,
			"BoolValue",
			"a model child without a name is named after its class",
		);
		assert.ok(!src.children.some((c) => c.name === "Empty"), "an empty .model.json makes nothing");
		const kit = at(src, "Kit");
		assert.equal(kit.className, "Configuration", "the .rbxmx root is renamed to the file name");
		assert.deepEqual(at(kit, "Setting").properties, { Value: "from rbxmx & friends" });
		assert.deepEqual(at(src, "Extra"), {
			name: "Extra",
			className: "StringValue",
			properties: { Value: "extra" },
			children: [],
		});
		const sub = at(src, "FromSubProject");
		assert.equal(
			sub.className,
			"Folder",
			"a folder with default.project.json is that project, named by its name field",
		);
		assert.equal(at(sub, "Lib").properties.Source, 'return "sub lib"\n');
	},
	"meta files: adjacent and init.meta.json set properties, attributes and className": async (
		/** @type {Assert} */ assert,
	) => {
		const { src } = loadBasic();
		assert.deepEqual(at(src, "Runner").properties, { Source: 'print("runner")\n', Disabled: true });
		assert.deepEqual(at(src, "Runner").attributes, { Owner: "meta" });
		assert.equal(at(src, "Override").properties.Value, "overridden by meta");
		assert.equal(at(src, "Config").className, "Configuration");
		assert.deepEqual(at(src, "Config").properties, { Archivable: false });
		assert.equal(at(src, "Config/Value").properties.Value, "inside configuration");
		assert.equal(at(src, "ScriptFolder").className, "Script");
		assert.equal(at(src, "ScriptFolder").properties.Disabled, true);
		assert.ok(!src.children.some((c) => c.name === "Lonely"), "a meta file alone makes nothing");
	},
	"ignored: unknown extensions, .meta.json, globIgnorePaths": async (/** @type {Assert} */ assert) => {
		const { src } = loadBasic();
		const names = src.children.map((c) => c.name);
		for (const gone of ["README", "types.d", "types", "thing", "LICENSE", "Bar.skip", "Runner.meta", "Bar"]) {
			assert.ok(!names.includes(gone), `${gone} should not be an instance`);
		}
		assert.deepEqual(
			at(src, "ignored").children,
			[],
			"src/ignored/** drops the folder's contents, not the folder (globset)",
		);
	},
	"project nodes: services inferred, $properties kept as written, Name refused, optional $path": async (
		/** @type {Assert} */ assert,
	) => {
		const { tree, warnings } = loadBasic();
		assert.equal(tree.name, "Basic");
		assert.equal(tree.className, "DataModel");
		assert.equal(at(tree, "ReplicatedStorage").className, "ReplicatedStorage");
		assert.equal(at(tree, "ServerScriptService/Main").className, "Script");
		const part = at(tree, "ReplicatedStorage/Part");
		assert.deepEqual(part.properties, {
			Anchored: true,
			Material: "Plastic",
			Size: [4, 1, 2],
			Color: { Color3: [1, 0, 0] },
		});
		assert.deepEqual(part.tags, ["Lava", "Hot"]);
		assert.deepEqual(part.attributes, { Damage: 10, Label: "hot" });
		assert.ok(
			warnings.some((w) => w.includes("'Name' cannot be set")),
			warnings.join("\n"),
		);
		assert.ok(!at(tree, "ReplicatedStorage").children.some((c) => c.name === "Maybe"));
		const nested = at(tree, "ReplicatedStorage/Nested");
		assert.equal(nested.className, "Folder", "a $path to a project takes the parent's key as name");
		assert.equal(at(nested, "Leaf").properties.Source, 'return "leaf"\n');
		assert.deepEqual(
			at(tree, "ReplicatedStorage").children.map((c) => c.name),
			["Nested", "Part", "Src"],
			"project children in name order",
		);
	},
	"*.json becomes a ModuleScript whose Luau returns the same data": async (/** @type {Assert} */ assert) => {
		const { src } = loadBasic();
		const source = at(src, "Data").properties.Source;
		const state = await sharedLuau();
		// Serialises the returned table canonically (sorted keys) inside Luau itself.
		const dump = `local function dump(v) if type(v) ~= "table" then return typeof(v) .. ":" .. tostring(v) end
			local keys = {} for k in v do table.insert(keys, k) end
			table.sort(keys, function(a, b) return tostring(a) < tostring(b) end)
			local parts = {} for _, k in keys do table.insert(parts, tostring(k) .. "=" .. dump(v[k])) end
			return "{" .. table.concat(parts, ",") .. "}" end
			return dump((function() ${source} end)())`;
		const fn = state.loadstring(dump, "=Data", false);
		assert.equal(typeof fn, "function", String(fn));
		const [result] = await /** @type {any} */ (fn)();
		assert.equal(
			result,
			"{count=number:3,lines=string:one\ntwo,list={1=number:1,2=string:two,3=boolean:false,5={deep={}}}," +
				'name=string:Sim "quoted",nested={1st=string:non-identifier key,and=string:keyword key,empty={}},ok=boolean:true,ratio=number:0.25}',
		);
		// Keys in byte order: Rojo reads JSON into a sorted map (rojo-test build-tests/json_as_lua).
		assert.ok(
			source.startsWith("return {\n\tcount = 3,\n\tlines = "),
			"Rojo's layout: one entry per line, tab indented, keys sorted",
		);
	},
	"files git cannot hold: CRLF scripts, .git, binary .rbxm, symlinked folders": async (
		/** @type {Assert} */ assert,
	) => {
		const dir = tempTree({
			"default.project.json": JSON.stringify({ name: "T", tree: { $path: "src" } }),
			"src/Crlf.luau": "local a = 1\r\nreturn a\r\n",
			"src/Crlf.txt": "keep\r\nas is",
			"src/.git/HEAD.luau": "return 1",
			"src/Bin.rbxm": Buffer.from([0x3c, 0x72, 0x6f, 0x62, 0x6c, 0x6f, 0x78, 0x21, 0x89, 0xff]),
			"elsewhere/Linked.luau": "return 'linked'",
		});
		try {
			// "junction" works on Windows without admin rights and means a plain symlink elsewhere.
			fs.symlinkSync(path.join(dir, "elsewhere"), path.join(dir, "src/Link"), "junction");
			/** @type {string[]} */
			const warnings = [];
			assert.throws(
				() => loadProject(path.join(dir, "default.project.json"), { warn: () => {} }),
				/Bin\.rbxm: not a binary Roblox model/,
				"a broken model file fails the build, as in Rojo",
			);
			const tree = loadProject(path.join(dir, "default.project.json"), {
				skipMissing: true,
				warn: (m) => warnings.push(m),
			});
			const crlf = (/** @type {string} */ cls) =>
				tree.children.find((c) => c.name === "Crlf" && c.className === cls);
			assert.equal(
				crlf("ModuleScript")?.properties.Source,
				"local a = 1\nreturn a\n",
				"Rojo normalises script line endings",
			);
			const text = crlf("StringValue");
			assert.equal(text?.properties.Value, "keep\r\nas is", "but not .txt contents");
			assert.ok(!tree.children.some((c) => c.name === ".git"));
			assert.ok(!tree.children.some((c) => c.name === "Bin"));
			assert.ok(
				warnings.some((w) => w.includes("Bin.rbxm")),
				warnings.join("\n"),
			);
			assert.equal(at(tree, "Link/Linked").className, "ModuleScript");
		} finally {
			fs.rmSync(dir, { recursive: true, force: true });
		}
	},
	"emitLegacyScripts false and *.plugin.luau give Scripts with a RunContext": async (
		/** @type {Assert} */ assert,
	) => {
		const dir = tempTree({
			"p.project.json": JSON.stringify({ name: "P", emitLegacyScripts: false, tree: { $path: "src" } }),
			"src/A.server.luau": "",
			"src/B.client.luau": "",
			"src/C.plugin.luau": "",
		});
		try {
			const tree = loadProject(path.join(dir, "p.project.json"));
			assert.deepEqual(at(tree, "A").properties, { Source: "", RunContext: { Enum: 1 } });
			assert.deepEqual(at(tree, "B").properties, { Source: "", RunContext: { Enum: 2 } });
			assert.equal(at(tree, "B").className, "Script");
			assert.deepEqual(at(tree, "C").properties, { Source: "", RunContext: { Enum: 3 } });
		} finally {
			fs.rmSync(dir, { recursive: true, force: true });
		}
	},
	"errors name the project and the file": async (/** @type {Assert} */ assert) => {
		const dir = tempTree({
			"missing.project.json": JSON.stringify({ name: "M", tree: { $path: "nope" } }),
			"clash.project.json": JSON.stringify({
				name: "C",
				tree: { $className: "Folder", S: { $className: "Model", $path: "s.luau" } },
			}),
			"s.luau": "",
			"noinfo.project.json": JSON.stringify({ name: "N", tree: { $className: "Folder", Child: {} } }),
			"initmeta.project.json": JSON.stringify({ name: "I", tree: { $path: "pkg" } }),
			"pkg/init.luau": "",
			"pkg/init.meta.json": JSON.stringify({ className: "Model" }),
			"two.project.json": JSON.stringify({ name: "Two", tree: { $path: "two.rbxmx" } }),
			"two.rbxmx":
				'<roblox version="4"><Item class="Folder" referent="a"/><Item class="Folder" referent="b"/></roblox>',
			"bad.project.json": "{ not json",
		});
		try {
			const load = (/** @type {string} */ f) => () => loadProject(path.join(dir, f), { warn: () => {} });
			assert.throws(load("missing.project.json"), /could not be turned into a Roblox Instance[\s\S]*nope/);
			assert.throws(load("clash.project.json"), /\$path must refer to a Folder/);
			assert.throws(load("noinfo.project.json"), /"Child" is missing some required information/);
			assert.throws(load("initmeta.project.json"), /className in init.meta.json/);
			assert.throws(load("two.project.json"), /one top-level instance/);
			assert.throws(load("bad.project.json"), /bad.project.json: malformed JSON/);
		} finally {
			fs.rmSync(dir, { recursive: true, force: true });
		}
	},
	"a .csv becomes a LocalizationTable with Rojo 7's entries (quoted cells, locale columns)": async (
		/** @type {Assert} */ assert,
	) => {
		const dir = tempTree({
			"p.project.json": JSON.stringify({ name: "P", tree: { $path: "src" } }),
			"src/Strings.csv":
				'Key,Source,Context,Example,es,fr\r\nGreeting,"Hello, ""friend""",,,Hola,\nEmpty,,,,,\n,Only source,,,,Seulement\n',
		});
		try {
			const table = at(loadProject(path.join(dir, "p.project.json")), "Strings");
			assert.equal(table.className, "LocalizationTable");
			assert.deepEqual(JSON.parse(table.attributes.LocalizationEntries), [
				{ key: "Greeting", source: 'Hello, "friend"', values: { es: "Hola" } },
				{ key: "Empty", values: {} },
				{ source: "Only source", values: { fr: "Seulement" } },
			]);
		} finally {
			fs.rmSync(dir, { recursive: true, force: true });
		}
	},
	"a roblox-ts project loads from its sources on request; missing packages are left out on request": async (
		/** @type {Assert} */ assert,
	) => {
		const dir = tempTree({
			"default.project.json": JSON.stringify({
				name: "Ts",
				tree: {
					$className: "DataModel",
					ServerScriptService: { $className: "ServerScriptService", TS: { $path: "out/server" } },
					ReplicatedStorage: {
						$className: "ReplicatedStorage",
						rbxts_include: { $path: "include" },
						TS: { $path: "out/shared" },
					},
				},
			}),
			"tsconfig.json": '{ "compilerOptions": { // comments allowed\n "rootDir": "src", "outDir": "out" } }',
			"src/server/main.server.ts": "print(1)",
			"src/server/util.ts": "export const x = 1;",
			"src/server/types.d.ts": "declare const y: number;",
			"src/shared/store/index.ts": "export * from './slice';",
			"src/shared/store/slice.ts": "export const slice = {};",
			"src/shared/app.client.tsx": "export {}",
		});
		try {
			const warnings = /** @type {string[]} */ ([]);
			assert.throws(() => loadProject(dir, { warn: () => {} }), /could not be turned into a Roblox Instance/);
			const tree = loadProject(dir, { typescript: true, skipMissing: true, warn: (m) => warnings.push(m) });
			assert.equal(at(tree, "ServerScriptService/TS/main").className, "Script");
			assert.equal(at(tree, "ServerScriptService/TS/util").properties.Source, "export const x = 1;");
			assert.ok(
				!at(tree, "ServerScriptService/TS").children.some((c) => c.name.startsWith("types")),
				".d.ts compiles to nothing",
			);
			const store = at(tree, "ReplicatedStorage/TS/store");
			assert.equal(store.className, "ModuleScript", "index.ts makes the folder a module, as init.lua does");
			assert.equal(at(store, "slice").className, "ModuleScript");
			assert.equal(at(tree, "ReplicatedStorage/TS/app").className, "LocalScript");
			assert.ok(!at(tree, "ReplicatedStorage").children.some((c) => c.name === "rbxts_include"));
			assert.ok(warnings.some((w) => /rbxts_include.*missing.*left out/.test(w)));
		} finally {
			fs.rmSync(dir, { recursive: true, force: true });
		}
	},
	"glob patterns follow globset's defaults": async (/** @type {Assert} */ assert) => {
		const m = (/** @type {string} */ g, /** @type {string} */ p) => globToRegExp(g).test(p);
		assert.ok(m("**/*.spec.lua", "a.spec.lua") && m("**/*.spec.lua", "x/y/a.spec.lua"));
		assert.ok(m("*.lua", "deep/dir/a.lua"), "* crosses / when literal_separator is off");
		assert.ok(m("src/**", "src/a/b") && !m("src/**", "src"));
		assert.ok(m("a/**/b", "a/b") && m("a/**/b", "a/x/y/b"));
		assert.ok(m("*.{lua,luau}", "x.luau") && !m("*.{lua,luau}", "x.ts"));
		assert.ok(m("file?.[ab]", "file1.a") && !m("file?.[!ab]", "file1.a"));
	},
	"loads the real packages plus a 3000-file place": async (/** @type {Assert} */ assert) => {
		const files = /** @type {Record<string, string>} */ ({});
		for (let i = 0; i < 3000; i++) files[`place/Folder${i % 30}/Sub${i % 7}/Module${i}.luau`] = `return ${i}\n`;
		const dir = tempTree(files);
		try {
			const nm = (/** @type {string} */ p) =>
				path.join(
					path.dirname(require.resolve(`@rbxts/${p.split("/")[0]}/package.json`)),
					...p.split("/").slice(1),
				);
			fs.writeFileSync(
				path.join(dir, "default.project.json"),
				JSON.stringify({
					name: "Perf",
					tree: {
						$className: "Folder",
						place: { $path: "place" },
						roact: { $path: nm("roact/src") },
						t: { $path: nm("t/lib") },
						services: { $path: nm("services") },
						testez: { $path: nm("testez/src") },
					},
				}),
			);
			// Load time is a benchmark figure (npm run bench), not an assertion here.
			const tree = loadProject(dir);
			assert.ok(count(at(tree, "place")) > 3000);
			assert.ok(count(at(tree, "roact")) > 30);
		} finally {
			fs.rmSync(dir, { recursive: true, force: true });
		}
	},
};
