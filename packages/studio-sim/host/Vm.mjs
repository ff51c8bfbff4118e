// @ts-check
/**
 * Boots one Luau VM (npm luau-web) with the simulator engine loaded into it.
 *
 * Why: Studio cannot run here, so the plugin's compiled Luau runs in a real Luau VM and the
 * engine (instances, signals, scheduler, services) is Luau code loaded by this host. The host
 * only does what Luau cannot: compile source, read files, real network I/O, and wall time.
 * Values cross the JS/Luau boundary as strings (JSON) or plain scalars: luau-web marshals JS
 * arrays as multiple return values and JS objects as proxies, so structured data is encoded.
 */
import { InternalLuauWasmModule as Luau, LuauState } from "luau-web";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { IoHub } from "./IoHub.mjs";
import { loadClassDatabaseSource } from "./ClassDatabase.mjs";
import { fontMetricsSource } from "./FontMetrics.mjs";
import { FunctionRefMap, topLuauFunction } from "./FunctionRefMap.mjs";
import { installLargeHeap, liftParseErrorLimit, luauMemory, luauStringTable, readLuauBuffer } from "./LuauMemory.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
export const ENGINE_DIR = path.resolve(here, "../engine");

/**
 * Reads every engine module once: name ("Scheduler", "datatypes/Vector3") -> source. The
 * `.luau` files of each `apiModules` folder join as `simapi/<file>`: a project adds its own
 * functions to the simulator's spec API this way, without the engine knowing the project.
 * @param {string[]} apiModules
 */
function readEngineSources(apiModules) {
	/** @type {Map<string, string>} */
	const sources = new Map();
	const walk = (/** @type {string} */ dir, /** @type {string} */ base, /** @type {string} */ prefix) => {
		for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
			const full = path.join(dir, entry.name);
			if (entry.isDirectory()) walk(full, base, prefix);
			else if (entry.name.endsWith(".luau")) {
				const name =
					prefix +
					path
						.relative(base, full)
						.replace(/\\/g, "/")
						.replace(/\.luau$/, "");
				if (sources.has(name)) throw new Error(`engine module ${name} is defined twice (${full})`);
				sources.set(name, fs.readFileSync(full, "utf8"));
			}
		}
	};
	walk(ENGINE_DIR, ENGINE_DIR, "");
	for (const dir of apiModules) walk(dir, dir, "simapi/");
	return sources;
}

/**
 * luau-web copies a string argument or result from JS into Luau on the WebAssembly stack,
 * which aborts the VM for strings of about 1 MB. Longer texts cross in chunks instead:
 * the host hands Luau a marker and Luau pulls the pieces with __host_textChunk (`__text`).
 */
const TEXT_CHUNK = 65536;
const TEXT_MARKER = "\u0001SIMTEXT:";

const BOOTSTRAP = `
local textChunk = __host_textChunk
local marker = string.char(1) .. "SIMTEXT:"
function __text(value)
	if type(value) ~= "string" or string.sub(value, 1, #marker) ~= marker then
		return value
	end
	local id = tonumber(string.sub(value, #marker + 1))
	local parts, i = {}, 0
	while true do
		local piece = textChunk(id, i)
		if piece == nil then break end
		i += 1
		parts[i] = piece
	end
	return table.concat(parts)
end
local compile, engineSource = __host_compile, __host_engineSource
local cache, loading = {}, {}
function engineRequire(name)
	local cached = cache[name]
	if cached ~= nil then return cached end
	if loading[name] then error("engine module cycle through " .. name, 2) end
	local source = __text(engineSource(name) or engineSource(name .. "/init"))
	if source == nil then error("no engine module named " .. name, 2) end
	local fn, err = compile(source, "=sim/" .. name)
	if type(fn) ~= "function" then error(err or fn, 0) end
	loading[name] = true
	local result = fn()
	loading[name] = nil
	cache[name] = result
	return result
end
-- A JS function's closure, for the host to find luau-web's table of them (FunctionRefMap.mjs).
return engineRequire, tostring(compile)
`;

/**
 * @typedef {object} VmOptions
 * @property {(kind: string, text: string) => void} [onLog] receives LogService output
 * @property {Record<string, string>} [settings] plugin settings to pre-seed (key -> JSON text)
 * @property {(file: string) => string} [loadTree] returns a Rojo tree as JSON for a project path
 * @property {string} [root] folder that relative file paths (plugin files) are read from; default the working directory
 * @property {string[]} [apiModules] folders of extra spec-API modules (see readEngineSources)
 * @property {import("./ClassDatabase.mjs").ClassDatabaseOptions} [classDatabase] extra declaration files
 */

export class Vm {
	/** @param {VmOptions} [options] */
	static async create(options = {}) {
		const vm = new Vm(options);
		await vm.boot();
		return vm;
	}

	/** @param {VmOptions} options */
	constructor(options) {
		this.options = options;
		this.io = new IoHub();
		/** @type {LuauState | undefined} */
		this.state = undefined;
		this.engineSources = readEngineSources(options.apiModules ?? []);
		/** @type {Map<number, string[]>} */
		this.texts = new Map();
		this.nextText = 1;
		/** @type {FunctionRefMap | undefined} */
		this.functionRefs = undefined;
		/** @type {(name: string) => any} */
		this.engineRequire = () => {
			throw new Error("VM not booted");
		};
	}

	/**
	 * A text safe to hand to Luau: itself when short, else a marker Luau's `__text` resolves.
	 * @param {string | undefined} text
	 */
	text(text) {
		if (text === undefined || text.length <= TEXT_CHUNK) return text;
		const id = this.nextText++;
		const pieces = [];
		for (let i = 0; i < text.length; i += TEXT_CHUNK) pieces.push(text.slice(i, i + TEXT_CHUNK));
		this.texts.set(id, pieces);
		return TEXT_MARKER + id;
	}

	/**
	 * Compiles Luau source; returns the function, or a string with the error. luau-web's
	 * `loadstring` (load, then hand JS the top of the stack), with one step between: the new
	 * chunk's address is struck from luau-web's table of JS functions (FunctionRefMap.mjs says why).
	 */
	compile(/** @type {string} */ source, /** @type {string} */ chunkName) {
		/** @type {any} */
		const state = this.state;
		if (!state) throw new Error("VM not booted");
		if (state.destroyed) throw new Error("Cannot use destroyed Luau state");
		const load = /** @type {any} */ (Luau)._luauLoad;
		const status = load(state.state, state.makeTransaction(source), state.makeTransaction(chunkName));
		const memory = luauMemory();
		if (status === 0 && this.functionRefs && memory) this.functionRefs.forget(topLuauFunction(memory, state.state));
		return state.getValue(-1);
	}

	async boot() {
		const onLog = this.options.onLog ?? ((kind, text) => process.stdout.write(`[${kind}] ${text}\n`));
		const issuedFaultKey = randomUUID();
		/** @type {string | undefined} */
		let faultKey = issuedFaultKey;
		const globals = {
			__host_compile: (/** @type {string} */ source, /** @type {string} */ chunkName) => {
				const result = this.compile(String(source), String(chunkName));
				return typeof result === "string" ? [undefined, result] : result;
			},
			// The same for a text the engine put in a buffer: read from the VM's memory, not passed
			// as JSON (LuauMemory.readLuauBuffer says why); false when it cannot be read.
			__host_compileBuffer: (
				/** @type {string} */ address,
				/** @type {number} */ length,
				/** @type {number} */ sample,
				/** @type {string} */ chunkName,
			) => {
				const source = readLuauBuffer(Number.parseInt(String(address), 16), Number(length), Number(sample));
				if (source === undefined) return false;
				const result = this.compile(source, String(chunkName));
				return typeof result === "string" ? [undefined, result] : result;
			},
			__host_textChunk: (/** @type {number} */ id, /** @type {number} */ index) => {
				const pieces = this.texts.get(Number(id));
				const piece = pieces?.[Number(index)];
				if (pieces && piece === undefined) this.texts.delete(Number(id));
				return piece;
			},
			// The engine found the VM in a state it cannot trust (ScriptRuntime.checkCompiled):
			// reported as log kind "fault", so a runner can tell it from a spec's own failure.
			// Only with the key the engine took at boot: scripts reach these globals too
			// (getfenv(0)), and a fault they could forge would make a runner rerun their failure.
			__host_faultKey: () => {
				const key = faultKey;
				faultKey = undefined;
				return key;
			},
			__host_fault: (/** @type {string} */ key, /** @type {string} */ text) => {
				if (key === issuedFaultKey) onLog("fault", String(text));
			},
			__host_engineSource: (/** @type {string} */ name) => this.text(this.engineSources.get(String(name))),
			__host_engineModules: (/** @type {string} */ folder) =>
				JSON.stringify(
					[...this.engineSources.keys()]
						.filter((n) => n.startsWith(`${folder}/`) && !n.slice(folder.length + 1).includes("/"))
						.filter((n) => !n.endsWith("/init"))
						.sort(),
				),
			__host_classDatabase: () => this.text(loadClassDatabaseSource(this.options.classDatabase)),
			__host_fontMetrics: () => this.text(fontMetricsSource()),
			// Never kind "fault": that one comes only through __host_fault.
			__host_log: (/** @type {string} */ kind, /** @type {string} */ text) =>
				onLog(String(kind) === "fault" ? "error" : String(kind), String(text)),
			__host_readFile: (/** @type {string} */ file) =>
				this.text(readTextOrNil(path.resolve(this.options.root ?? process.cwd(), String(file)))),
			__host_io: this.io.luauApi((text) => this.text(text)),
			__host_waitIo: async (/** @type {number} */ maxSeconds) =>
				this.text(await this.io.wait(Number(maxSeconds))),
			// CPU time of this process, so benchmarks can tell work from preemption (the
			// simulator clock is wall time: a descheduled VM looks like a slow slice).
			__host_cpuSeconds: () => {
				const usage = process.cpuUsage();
				return (usage.user + usage.system) / 1e6;
			},
			// CPU time of the thread the VM runs on (Linux: /proc/thread-self/schedstat, the
			// scheduler's nanosecond count of time on a CPU), falling back to process CPU time.
			// Why a third clock: on a shared machine the wall clock counts time the VM waited for
			// a CPU, and process CPU counts V8's helper threads (GC, compilers) running beside
			// it; this counts what the VM's own thread ran, the part Studio would run too.
			__host_threadCpuSeconds: () => {
				const first = readTextOrNil("/proc/thread-self/schedstat")?.split(" ")[0];
				if (first !== undefined && /^\d+$/.test(first)) return Number(first) / 1e9;
				const usage = process.cpuUsage();
				return (usage.user + usage.system) / 1e6;
			},
			// Machine-wide time the hypervisor gave to other guests ("steal" in /proc/stat, in
			// 10 ms ticks; 0 where there is no /proc): CPU time can include it.
			__host_stealSeconds: () => {
				const line = readTextOrNil("/proc/stat")?.split("\n")[0] ?? "";
				return Number(line.trim().split(/\s+/)[8] ?? 0) / 100;
			},
			// Luau's interned strings and the string table's buckets ("strings,buckets", or ""
			// when unreadable), so benchmarks can name the slice in which the table doubled.
			__host_stringTable: () => {
				const table = luauStringTable(this.state?.state);
				return table ? `${table.strings},${table.buckets}` : "";
			},
			__host_settingsSeed: () => this.text(JSON.stringify(this.options.settings ?? {})),
			__host_loadTree: (/** @type {string} */ file) => {
				try {
					if (!this.options.loadTree) return "no tree loader in this VM";
					return this.text(this.options.loadTree(String(file)));
				} catch (err) {
					return String(/** @type {Error} */ (err).message ?? err);
				}
			},
		};
		installLargeHeap();
		this.state = await LuauState.createAsync(globals);
		if (!liftParseErrorLimit())
			onLog(
				"warning",
				"studio-sim: Luau's parse error limit was not found; a text with 100 syntax errors will abort the VM",
			);
		const bootstrap = this.compile(BOOTSTRAP, "=sim/bootstrap");
		if (typeof bootstrap === "string") throw new Error(bootstrap);
		const [engineRequire, compileClosure] = await callLuau(bootstrap);
		this.engineRequire = engineRequire;
		this.functionRefs = locateFunctionRefs(this.state, globals.__host_compile, String(compileClosure));
		if (!this.functionRefs)
			onLog(
				"warning",
				"studio-sim: luau-web's table of JS functions was not found; a compile can come back as a JS function",
			);
	}

	/** Runs a Luau chunk in the engine's global environment (for host-driven steps). */
	async run(/** @type {string} */ source, /** @type {string} */ chunkName, /** @type {any[]} */ ...args) {
		const fn = this.compile(source, chunkName);
		if (typeof fn === "string") throw new Error(fn);
		return callLuau(fn, ...args);
	}

	close() {
		this.io.close();
		this.state?.destroy();
		this.state = undefined;
	}
}

/** Calls a Luau function from JS; luau-web returns an array of results (possibly a promise). */
async function callLuau(/** @type {any} */ fn, /** @type {any[]} */ ...args) {
	const result = await fn(...args);
	return Array.isArray(result) ? result : [result];
}

/**
 * luau-web's table of JS functions (FunctionRefMap.mjs), found by the entry for `fn`: a JS
 * function whose closure Luau printed as `printed` ("function: 0x...").
 * @param {any} state @param {Function} fn @param {string} printed
 */
function locateFunctionRefs(state, fn, printed) {
	const memory = luauMemory();
	const ref = Luau.states?.[state.stateIdx]?.jsValueReverse?.get(fn);
	const match = /^function: 0x([0-9a-f]+)$/.exec(printed);
	if (!memory || ref === undefined || !match) return undefined;
	return FunctionRefMap.locate(memory, Number.parseInt(match[1], 16), String(ref));
}

function readTextOrNil(/** @type {string} */ file) {
	try {
		return fs.readFileSync(file, "utf8");
	} catch {
		return undefined;
	}
}
