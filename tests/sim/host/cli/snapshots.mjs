// @ts-check
/**
 * `npm run snapshots [-- --no-compile] [--only <state>]`: mounts the panel in the simulator in
 * each story state (tests/specs/support/StoryStates.ts), in Dark and Light, at 320 and 480 px
 * wide, renders each GUI dump to HTML (host/GuiHtml.mjs) and screenshots it with headless
 * Chromium into docs/screenshots/<state>-<theme>-<width>.png.
 *
 * A development aid, not part of `npm test` (it needs Debian's `chromium`); the renderer has
 * self tests (selftest/GuiHtml.selftest.mjs).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Simulator, REPO_ROOT } from "../Simulator.mjs";
import { renderHtml } from "../GuiHtml.mjs";

const args = process.argv.slice(2);
const noCompile = args.includes("--no-compile");
const onlyIndex = args.indexOf("--only");
const only = onlyIndex >= 0 ? args[onlyIndex + 1] : undefined;
const HEIGHT = 600;
const OUT_DIR = path.join(REPO_ROOT, "docs", "screenshots");

const chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].find((p) => fs.existsSync(p));
if (!chromium) {
	console.error("npm run snapshots needs Chromium: apt-get install -y chromium");
	process.exit(2);
}

if (!noCompile) {
	const rbxtsc = path.join(REPO_ROOT, "node_modules", ".bin", "rbxtsc");
	const compile = spawnSync(rbxtsc, ["--type", "model", "--rojo", "test.project.json"], { cwd: REPO_ROOT, stdio: "inherit" });
	if (compile.status !== 0) process.exit(1);
}

/** @type {string[]} */
const logs = [];
const sim = await Simulator.boot({ onLog: (kind, line) => logs.push(`[${kind}] ${line}`) });
/** @type {{theme: string, width: number, states: {name: string, entries: any[]}[]}[]} */
const runs = [];
try {
	await sim.mountProject("test.project.json");
	for (const theme of ["Dark", "Light"]) {
		for (const width of [320, 480]) {
			const [json, failure] = await sim.vm.run(
				`local theme, width, height = ...
				local ScriptRuntime = engineRequire("ScriptRuntime")
				local Scheduler = engineRequire("Scheduler")
				local out, failure
				Sim.grantApi(Sim.find("ReplicatedStorage.Lux"))
				Scheduler.spawn(function()
					local ok, result = pcall(function()
						local driver = ScriptRuntime.require(Sim.find("ReplicatedStorage.Lux.tests.specs.support.SnapshotDriver"))
						return driver.renderSnapshots(theme, width, height)
					end)
					if ok then out = result else failure = tostring(result) end
				end)
				Scheduler.runUntil(function() return out ~= nil or failure ~= nil end)
				return out, failure or (out == nil and "stalled" or nil)`,
				"=snapshots/run",
				theme,
				width,
				HEIGHT,
			);
			if (failure) throw new Error(`rendering ${theme} ${width}: ${failure}\n${logs.slice(-20).join("\n")}`);
			const states = JSON.parse(json);
			runs.push({ theme, width, states });
		}
	}
} finally {
	sim.close();
}

fs.mkdirSync(OUT_DIR, { recursive: true });
const work = fs.mkdtempSync(path.join(os.tmpdir(), "lux-snapshots-"));
let written = 0;
for (const run of runs) {
	for (const state of run.states) {
		if (only && state.name !== only) continue;
		const base = `${state.name}-${run.theme.toLowerCase()}-${run.width}`;
		const htmlFile = path.join(work, `${base}.html`);
		fs.writeFileSync(htmlFile, renderHtml(state.entries, { width: run.width, height: HEIGHT, title: base }));
		const png = path.join(OUT_DIR, `${base}.png`);
		const result = spawnSync(
			chromium,
			[
				"--headless",
				"--no-sandbox",
				"--disable-gpu",
				"--disable-background-networking",
				"--disable-component-update",
				"--disable-sync",
				"--no-first-run",
				"--hide-scrollbars",
				"--force-device-scale-factor=1",
				`--user-data-dir=${path.join(work, "profile")}`,
				`--window-size=${run.width},${HEIGHT}`,
				`--screenshot=${png}`,
				`file://${htmlFile}`,
			],
			{ encoding: "utf8" },
		);
		if (result.status !== 0 || !fs.existsSync(png)) {
			console.error(`chromium failed for ${base}: ${result.stderr}`);
			process.exit(1);
		}
		written += 1;
	}
}
fs.rmSync(work, { recursive: true, force: true });
console.log(`${written} screenshots in ${path.relative(REPO_ROOT, OUT_DIR)}/`);
