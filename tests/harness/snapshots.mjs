// @ts-check
/**
 * `npm run snapshots [-- --no-compile] [--only <state>]`: mounts the panel in the simulator in
 * each live state (tests/specs/support/LiveStates.ts: the real loop and tools against the
 * scripted model server), in Dark and
 * Light, at 280, 320 and 480 px wide, renders each GUI dump to HTML (studio-sim's renderHtml) with
 * the fonts the simulator measures text with (studio-sim's FontMetrics: Source Sans Pro and
 * Roboto Mono from @fontsource), and screenshots it with Chromium driven by playwright-core
 * into docs/screenshots/<state>-<theme>-<width>.png.
 *
 * Chromium: $CHROMIUM_PATH, else `chromium` / `chromium-browser` / `google-chrome` on PATH
 * (Debian: apt-get install -y chromium). A development aid, not part of `npm test`; the
 * renderer has self tests (selftest/GuiHtml.selftest.mjs).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { fontFaceCss, renderHtml } from "studio-sim";
import { Simulator, REPO_ROOT } from "./LuxSimulator.mjs";
import { ScriptedModelServer } from "./modelserver/ScriptedModelServer.mjs";

const args = process.argv.slice(2);
const noCompile = args.includes("--no-compile");
const onlyIndex = args.indexOf("--only");
const only = onlyIndex >= 0 ? args[onlyIndex + 1] : undefined;
const HEIGHT = 600;
const WIDTHS = [280, 320, 480];
const THEMES = ["Dark", "Light"];
const OUT_DIR = path.join(REPO_ROOT, "docs", "screenshots");

/** The browser: $CHROMIUM_PATH, else the first Chromium on PATH. */
function findChromium() {
	if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
	for (const name of ["chromium", "chromium-browser", "google-chrome"]) {
		const found = spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" });
		if (found.status === 0 && found.stdout.trim() !== "") return found.stdout.trim();
	}
	return undefined;
}

const executablePath = findChromium();
if (!executablePath) {
	console.error("npm run snapshots needs Chromium: apt-get install -y chromium (or set CHROMIUM_PATH)");
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
// The "live-" states run the real loop against the scripted model server (support/LiveStates).
const modelServer = await new ScriptedModelServer().start();
/** @type {{name: string, theme: string, width: number, entries: any[]}[]} */
let shots = [];
try {
	await sim.vm.run(`Sim.modelServerUrl = ...`, "=snapshots/servers", modelServer.url);
	await sim.mountProject("test.project.json");
	const [json, failure] = await sim.vm.run(
		`local themeText, widthText, height = ...
		local themes, widths = string.split(themeText, ","), {}
		for _, w in string.split(widthText, ",") do table.insert(widths, tonumber(w)) end
		local ScriptRuntime = engineRequire("ScriptRuntime")
		local Scheduler = engineRequire("Scheduler")
		local out, failure
		Sim.grantApi(Sim.find("ReplicatedStorage.Lux"))
		Scheduler.spawn(function()
			local ok, result = pcall(function()
				local driver = ScriptRuntime.require(Sim.find("ReplicatedStorage.Lux.tests.specs.support.SnapshotDriver"))
				return driver.renderSnapshots(themes, widths, height)
			end)
			if ok then out = result else failure = tostring(result) end
		end)
		Scheduler.runUntil(function() return out ~= nil or failure ~= nil end)
		return out, failure or (out == nil and "stalled" or nil)`,
		"=snapshots/run",
		THEMES.join(","),
		WIDTHS.join(","),
		HEIGHT,
	);
	if (failure) throw new Error(`rendering: ${failure}\n${logs.slice(-20).join("\n")}`);
	shots = JSON.parse(json);
} finally {
	sim.close();
	await modelServer.close();
}

fs.mkdirSync(OUT_DIR, { recursive: true });
const work = fs.mkdtempSync(path.join(os.tmpdir(), "lux-snapshots-"));
const fontCss = fontFaceCss();
const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu", "--hide-scrollbars"] });
let written = 0;
try {
	const page = await browser.newPage({ deviceScaleFactor: 1 });
	for (const state of shots) {
		if (only && state.name !== only) continue;
		const base = `${state.name}-${state.theme.toLowerCase()}-${state.width}`;
		const htmlFile = path.join(work, `${base}.html`);
		fs.writeFileSync(htmlFile, renderHtml(state.entries, { width: state.width, height: HEIGHT, title: base, fontCss }));
		await page.setViewportSize({ width: state.width, height: HEIGHT });
		await page.goto(`file://${htmlFile}`);
		await page.evaluate(() => document.fonts.ready);
		await page.screenshot({ path: path.join(OUT_DIR, `${base}.png`) });
		written += 1;
	}
} finally {
	await browser.close();
	fs.rmSync(work, { recursive: true, force: true });
}
console.log(`${written} screenshots in ${path.relative(REPO_ROOT, OUT_DIR)}/`);
