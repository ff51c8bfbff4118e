// @ts-check
/**
 * Self tests of the Rojo loader on project shapes found in public Rojo games and in Rojo's own
 * build tests (rojo-test/build-tests), each as a small synthetic project: init.plugin and init.csv
 * folders, a project's syncRules, TOML/YAML/JSONC data files, package folders that were never
 * installed, and a folder whose project file is not called default.project.json.
 *
 * Why a file of its own: these are the shapes `npm run realplace` met on real games; each must
 * load as Rojo builds it or fail with a message that names the file and the fix.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadProject } from "../RojoLoader.mjs";

/** @typedef {import("../Rbxmx.mjs").TreeNode} TreeNode */
/** @typedef {typeof import("node:assert/strict")} Assert */

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

/** Loads a project written from `files` in a temporary folder, then removes the folder. */
function withProject(
	/** @type {Record<string, string>} */ files,
	/** @type {(dir: string, load: (rel?: string, options?: any) => { tree: TreeNode, warnings: string[] }) => void} */ body,
) {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), "studio-sim-rojo-shapes-"));
	try {
		for (const [rel, content] of Object.entries(files)) {
			fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
			fs.writeFileSync(path.join(dir, rel), content);
		}
		body(dir, (rel = "", options = {}) => {
			/** @type {string[]} */
			const warnings = [];
			const tree = loadProject(path.join(dir, rel), {
				warn: (/** @type {string} */ m) => warnings.push(m),
				...options,
			});
			return { tree, warnings };
		});
	} finally {
		fs.rmSync(dir, { recursive: true, force: true });
	}
}

const project = (/** @type {any} */ tree, /** @type {any} */ extra = {}) =>
	JSON.stringify({ name: "P", tree, ...extra });

/** @type {Record<string, (assert: Assert) => Promise<void>>} */
export const tests = {
	"init.plugin.luau makes its folder a plugin Script; init.csv makes it a LocalizationTable that keeps its children":
		async (assert) => {
			withProject(
				{
					"default.project.json": project({ $path: "src" }),
					"src/Tool/init.plugin.luau": "print('plugin')",
					"src/Tool/Helper.luau": "return 1",
					"src/Strings/init.csv": "Key,Source,fr\nHi,Hello,Salut\n",
					"src/Strings/Extra.csv": "Key,Source\nBye,Goodbye\n",
				},
				(dir, load) => {
					const { tree } = load();
					const tool = at(tree, "Tool");
					assert.equal(tool.className, "Script");
					assert.deepEqual(tool.properties.RunContext, { Enum: 3 }, "RunContext Plugin");
					assert.equal(at(tool, "Helper").className, "ModuleScript");
					const strings = at(tree, "Strings");
					assert.equal(strings.className, "LocalizationTable");
					assert.deepEqual(JSON.parse(strings.attributes?.LocalizationEntries), [
						{ key: "Hi", source: "Hello", values: { fr: "Salut" } },
					]);
					assert.equal(at(strings, "Extra").className, "LocalizationTable");
				},
			);
		},
	"syncRules: the project's rules come first, exclude and suffix apply, a nested project replaces them": async (
		assert,
	) => {
		withProject(
			{
				"default.project.json": project(
					{ $className: "Folder", Src: { $path: "src" }, Inner: { $path: "inner.project.json" } },
					{
						syncRules: [
							{ pattern: "*.module", use: "moduleScript" },
							{ pattern: "*.rojo", exclude: "*.skip.rojo", use: "text" },
							{ pattern: "*.dog.cfg", use: "runContextServerScript", suffix: ".dog.cfg" },
							{ pattern: "*.lua", use: "ignore" },
						],
					},
				),
				"src/a.module": "return 'a'",
				"src/b.rojo": "text of b",
				"src/c.skip.rojo": "not synced: no default rule matches .rojo",
				"src/d.dog.cfg": "print('d')",
				"src/e.lua": "ignored by the project's rule",
				"inner.project.json": project({ $path: "inner" }),
				"inner/f.rojo": "the outer rules do not reach a nested project",
				"inner/g.lua": "return 'g'",
			},
			(dir, load) => {
				const { tree } = load();
				const src = at(tree, "Src");
				assert.deepEqual(
					src.children.map((c) => `${c.name}:${c.className}`),
					["a:ModuleScript", "b:StringValue", "d:Script"],
				);
				assert.deepEqual(at(src, "d").properties.RunContext, { Enum: 1 });
				assert.deepEqual(
					at(tree, "Inner").children.map((c) => `${c.name}:${c.className}`),
					["g:ModuleScript"],
				);
			},
		);
		withProject(
			{ "default.project.json": project({ $path: "src" }, { syncRules: [{ pattern: "*.x", use: "lua" }] }) },
			(dir, load) => {
				assert.throws(() => load(), /syncRules\[0\]\.use "lua" is not one of csv, jsonModel/);
			},
		);
	},
	"data files: .toml and .yaml return their data, .jsonc files load, a multi-document YAML is a clear error": async (
		assert,
	) => {
		withProject(
			{
				"default.project.jsonc": '{ "name": "J", // comment\n "tree": { "$path": "src" } }',
				"src/config.toml": 'speed = 16\nname = "x"\nwhen = 1979-05-27\n[shop]\nprice = 5\n',
				"src/levels.yaml": "zeta: 1\nalpha: [1, 2]\n",
				"src/settings.jsonc": '{ "b": 2, /* c */ "a": 1, }',
				"src/Remote.model.jsonc": '{ "className": "RemoteEvent" // comment\n }',
				"src/Sub.project.jsonc": '{ "name": "Sub", "tree": { "$className": "Folder" } }',
			},
			(dir, load) => {
				const { tree } = load();
				assert.equal(tree.name, "J", "default.project.jsonc stands for its folder");
				const src = (/** @type {string} */ n) => String(at(tree, n).properties.Source);
				assert.equal(
					src("config"),
					'return {\n\tname = "x",\n\tshop = {\n\t\tprice = 5,\n\t},\n\tspeed = 16,\n\twhen = "1979-05-27",\n}',
				);
				assert.equal(src("levels"), "return {\n\tzeta = 1,\n\talpha = {1, 2},\n}", "YAML keeps document order");
				assert.equal(src("settings"), "return {\n\ta = 1,\n\tb = 2,\n}");
				assert.equal(at(tree, "Remote").className, "RemoteEvent");
				assert.equal(at(tree, "Sub").className, "Folder");
			},
		);
		withProject(
			{ "default.project.json": project({ $path: "two.yaml" }), "two.yaml": "a: 1\n---\nb: 2\n" },
			(dir, load) => {
				assert.throws(() => load(), /two\.yaml: Rojo does not currently support multiple documents/);
			},
		);
		withProject({ "default.project.json": project({ $path: "bad.toml" }), "bad.toml": "a = \n" }, (dir, load) => {
			assert.throws(() => load(), /malformed TOML: .*bad\.toml/);
		});
	},
	"a missing $path (packages never installed) keeps the project's own children and warns": async (assert) => {
		withProject(
			{
				"default.project.json": project({
					$className: "DataModel",
					ReplicatedStorage: {
						Packages: { $path: "Packages", MyLib: { $path: "lib" } },
						DevPackages: { $path: "DevPackages" },
					},
					ServerScriptService: { $path: "ServerPackages" },
				}),
				"lib/init.luau": "return {}",
			},
			(dir, load) => {
				assert.throws(
					() => load(),
					/could not be turned into a Roblox Instance[\s\S]*Packages/,
					"Rojo's own error without skipMissing",
				);
				const { tree, warnings } = load("", { skipMissing: true });
				const packages = at(tree, "ReplicatedStorage/Packages");
				assert.equal(packages.className, "Folder");
				assert.equal(at(packages, "MyLib").className, "ModuleScript");
				assert.ok(
					!at(tree, "ReplicatedStorage").children.some((c) => c.name === "DevPackages"),
					"nothing left to keep",
				);
				assert.equal(at(tree, "ServerScriptService").className, "ServerScriptService", "a service stays");
				assert.equal(
					warnings.filter((w) => /missing \(not installed\?\)/.test(w)).length,
					3,
					warnings.join("\n"),
				);
			},
		);
	},
	"older projects: Rojo 0.5 explicit values ({ Type, Value }) and a Rojo 0.4 rojo.json with partitions": async (
		assert,
	) => {
		withProject(
			{
				"rojo.json": JSON.stringify({
					name: "Old",
					servePort: 8000,
					partitions: {
						shared: { path: "src/shared", target: "ReplicatedStorage.Modules.Shared" },
						server: { path: "src/server", target: "ServerScriptService" },
						part: { path: "src/Brick.model.json", target: "Workspace.Brick" },
					},
				}),
				"src/shared/Util.lua": "return {}",
				"src/server/Main.server.lua": "print(1)",
				"src/Brick.model.json": JSON.stringify({
					Name: "Brick",
					ClassName: "Part",
					Properties: {
						Size: { Type: "Vector3", Value: [4, 1, 2] },
						CFrame: { Type: "CFrame", Value: [1, 2, 3, 1, 0, 0, 0, 1, 0, 0, 0, 1] },
						Anchored: { Type: "Bool", Value: true },
					},
					Children: [
						{
							Name: "Label",
							ClassName: "StringValue",
							Properties: { Value: { Type: "String", Value: "hi" } },
						},
					],
				}),
			},
			(dir, load) => {
				const { tree, warnings } = load();
				assert.equal(tree.className, "DataModel");
				assert.equal(
					at(tree, "ReplicatedStorage/Modules").className,
					"Folder",
					"a missing object on the way is a Folder",
				);
				assert.equal(at(tree, "ReplicatedStorage/Modules/Shared/Util").className, "ModuleScript");
				assert.equal(at(tree, "ServerScriptService/Main").className, "Script");
				const brick = at(tree, "Workspace/Brick");
				assert.equal(brick.className, "Part");
				assert.deepEqual(brick.properties.Size, { Vector3: [4, 1, 2] });
				assert.deepEqual(brick.properties.CFrame, {
					CFrame: {
						position: [1, 2, 3],
						orientation: [
							[1, 0, 0],
							[0, 1, 0],
							[0, 0, 1],
						],
					},
				});
				assert.deepEqual(brick.properties.Anchored, { Bool: true });
				assert.deepEqual(at(brick, "Label").properties.Value, { String: "hi" });
				assert.ok(
					warnings.some((w) => /rojo\.json: a Rojo 0\.4 project/.test(w)),
					warnings.join("\n"),
				);
			},
		);
		withProject(
			{ "rojo.json": JSON.stringify({ name: "Bad", partitions: { x: { path: "src" } } }) },
			(dir, load) => {
				assert.throws(() => load(), /rojo\.json: partition "x" needs a "path" and a "target"/);
			},
		);
	},
	"a symbolic link back to an enclosing folder is left out with a warning, not followed forever": async (assert) => {
		withProject(
			{ "default.project.json": project({ $path: "src" }), "src/inner/a.luau": "return 1" },
			(dir, load) => {
				fs.symlinkSync(path.join(dir, "src"), path.join(dir, "src/inner/loop"), "junction");
				const { tree, warnings } = load();
				assert.equal(at(tree, "inner/a").className, "ModuleScript");
				assert.ok(!at(tree, "inner").children.some((c) => c.name === "loop"));
				assert.ok(
					warnings.some((w) => /loop: links back to .*; left out/.test(w)),
					warnings.join("\n"),
				);
			},
		);
	},
	"a folder without default.project.json is a clear error that names the project files it holds": async (assert) => {
		withProject(
			{
				"place.project.json": project({ $path: "src" }),
				"model.project.json": project({ $path: "src" }),
				"src/a.luau": "",
			},
			(dir, load) => {
				assert.throws(
					() => load(),
					/holds no default\.project\.json; name one of its project files instead: model\.project\.json, place\.project\.json/,
				);
				assert.equal(load("place.project.json").tree.name, "P");
			},
		);
		assert.throws(
			() => loadProject(path.join(os.tmpdir(), "no-such-rojo-project")),
			/cannot read Rojo project .*no such file/,
		);
	},
};
