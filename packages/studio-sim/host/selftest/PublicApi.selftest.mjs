// @ts-check
/**
 * The public API end to end, through the README's quick start (examples/quickstart.mjs): a
 * Luau plugin loaded from a Rojo project, its toolbar button clicked, a name typed into its
 * widget, and what the user sees, what it sent over HTTP and Studio's Output read back.
 * Runs in a child process because a process keeps one luau-web VM.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const QUICKSTART = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../examples/quickstart.mjs");

export const tests = {
	"the quick start loads a plugin, drives its widget and records its request": (/** @type {any} */ assert) => {
		const run = spawnSync(process.execPath, [QUICKSTART], { encoding: "utf8" });
		assert.equal(run.status, 0, run.stdout + run.stderr);
		const result = JSON.parse(run.stdout);
		assert.deepEqual(result.gui, ["DockWidgetPluginGui Greeter: ", "TextBox NameBox: Ada", "TextLabel Reply: Hello, Ada"]);
		assert.equal(result.reply, "Hello, Ada");
		assert.deepEqual(result.requests, [{ method: "POST", path: "/echo", body: '{"name":"Ada"}' }]);
		assert.deepEqual(result.errors, []);
	},
};
