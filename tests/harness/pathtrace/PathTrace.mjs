// @ts-check
/**
 * The path trace: which files of src/ run while one user message goes from the input box to
 * the model and back to the screen. The test place is mounted with every src module's
 * functions instrumented (Instrument.mjs), the panel is mounted as the plugin wires it
 * (tests/specs/support/PathTraceDriver over LuxPanel), and the trace records from the moment
 * the driver presses Enter until the reply is shown and the run has ended.
 *
 * The figures, each by a stated rule (printed together by `npm run trace:path`):
 * - chain (the figure the 15-file limit applies to): files with a function on the call stack,
 *   following each thread back to the code that started or resumed it (task.spawn, a signal's
 *   handler thread), whenever the request leaves (App/Studio/StudioHttpHost) and whenever a
 *   state is stored (Shared/Store.update, the ConversationStore and the PanelStore): the hand-over chain from
 *   the input box to the model and back to the screen;
 * - reached: the chain, plus every file a chain file handed the message or the reply to (a
 *   call whose arguments hold either: the loop's step, the wire format (request and reply),
 *   the task, the shelf that saves it; also Shared's JSON and redaction). A step that only returns, such
 *   as building the request, is on no stack at the checkpoints; this figure includes it;
 * - handedBy: the same hand-overs as "chain file -> file it handed the message to" (JSON only);
 * - carried: files with a function that received the message or the reply (text, or a table
 *   holding it up to four levels deep) as an argument, or that called such a function:
 *   everything that read the message, the modules that choose the context included;
 * - ran: files with any function that ran in the window;
 * - into / out of the UI: calls from a src/UI file into another folder and back (the nearest
 *   src caller up the chain, src/Shared skipped on both ends: its utilities and the generic
 *   Store serve every layer): one entry (PanelController -> Conversation) and one state update
 *   back (ConversationStore's signal -> PanelController) is the goal.
 * Common to all:
 * - calls made by the driver itself (its waits read the state) are not counted;
 * - a call made while Roact re-renders the panel (Roact's reconciler on the stack) is the
 *   screen drawing the new state: those view files are listed apart, as "re-render";
 * - "excluding src/Shared" also drops Shared's utilities (JSON, text, hosts) from a count.
 *
 * Why here and not in the simulator: the rewrite and the rules are about Lux's source; the
 * simulator only mounts a tree and grants a global to the scripts under a root.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { loadTreeFile } from "studio-sim";
import { REPO_ROOT, Simulator } from "../LuxSimulator.mjs";
import { ScriptedModelServer } from "../modelserver/ScriptedModelServer.mjs";
import { instrument } from "./Instrument.mjs";

const SRC = ["LuxTests", "ReplicatedStorage", "Lux", "src"];
const SRC_PATH = "ReplicatedStorage.Lux.src";
const DRIVER = "ReplicatedStorage.Lux.tests.specs.support.PathTraceDriver";
export const KINDS = ["plain", "tool"];
/** The goal: the hand-over chain of a plain message. */
export const LIMIT = 15;
/**
 * The chain and what it hands the message to, as last measured (21, 16 excluding src/Shared:
 * Shared's Store, JSON, Result, text and redaction helpers are reached); a ratchet, lower it
 * when the figure drops.
 */
export const REACHED_CEILING = 21;
/** The user's message and the model's answer, as PathTraceDriver sends and scripts them. */
const MARKERS = ["Where is the spawn?", "The spawn is at the centre of the map."];
/**
 * Where the message leaves for the model (any call into the HTTP host), and where a state is
 * stored (`Store.update`: reading a store's state with getState stores nothing, so it is no
 * checkpoint).
 */
const CHECKPOINTS = { "src/App/Studio/StudioHttpHost.ts": "*", "src/Shared/Store.ts": "update" };

/**
 * @typedef {{ chain: string[], reached: string[], handedTo: string[], handedBy: string[], carried: string[], intoUi: string[], outOfUi: string[], ran: string[], rerender: string[] }} KindTrace
 * @typedef {Record<string, KindTrace>} Trace
 */

/**
 * Instruments every ModuleScript under src in the project tree; returns the file of each id
 * (`src/Core/Loop/LoopRunner.ts`, an `init` module as its folder's `index.ts`).
 * @param {any} tree
 */
function instrumentSrc(tree) {
	let node = tree;
	for (const name of SRC.slice(1)) node = node.children.find((/** @type {any} */ c) => c.name === name);
	/** @type {string[]} */
	const files = [];
	/** @param {any} n @param {string[]} at */
	const walk = (n, at) => {
		const here = [...at, n.name];
		if (n.className === "ModuleScript" && typeof n.properties?.Source === "string") {
			const id = files.length;
			files.push(fileOf(here));
			n.properties.Source = instrument(n.properties.Source, id).source;
		}
		for (const c of n.children ?? []) walk(c, here);
	};
	for (const c of node.children) walk(c, ["src"]);
	return files;
}

/** The source file a compiled module came from. @param {string[]} at */
function fileOf(at) {
	const base = at.join("/");
	const found = [".ts", ".tsx", "/index.ts", "/index.tsx"]
		.map((e) => base + e)
		.find((f) => fs.existsSync(path.join(REPO_ROOT, f)));
	return found ?? `${base}.luau`;
}

/**
 * Runs the trace for each kind in one simulator. `compile`: rbxtsc first.
 * @param {{ compile?: boolean, kinds?: string[] }} [options]
 * @returns {Promise<Trace>}
 */
export async function tracePath(options = {}) {
	if (options.compile) {
		const rbxtsc = path.join(REPO_ROOT, "node_modules", ".bin", "rbxtsc");
		const r = spawnSync(rbxtsc, ["--type", "model", "--rojo", "test.project.json"], {
			cwd: REPO_ROOT,
			stdio: "inherit",
		});
		if (r.status !== 0) throw new Error("rbxtsc failed");
	}
	const tree = loadTreeFile(path.join(REPO_ROOT, "test.project.json"));
	const files = instrumentSrc(tree);
	/** @type {string[]} */
	const logs = [];
	const sim = await Simulator.boot({ onLog: (kind, line) => logs.push(`[${kind}] ${line}`) });
	const server = await new ScriptedModelServer().start();
	try {
		await sim.vm.run(`Sim.mount(__text(...), "")`, "=pathtrace/mount", sim.vm.text(JSON.stringify(tree)));
		await sim.vm.run(`Sim.modelServerUrl = ...`, "=pathtrace/server", server.url);
		await sim.vm.run(`Sim.grantApi(Sim.find("ReplicatedStorage.Lux.tests"))`, "=pathtrace/grant");
		const checkpoints = Object.entries(CHECKPOINTS).map(([f, fn]) => `${files.indexOf(f)}:${fn}`);
		if (checkpoints.some((c) => c.startsWith("-1:")))
			throw new Error(
				`a checkpoint file moved; update CHECKPOINTS in PathTrace.mjs: ${Object.keys(CHECKPOINTS).join(", ")}`,
			);
		await sim.vm.run(
			RECORDER,
			"=pathtrace/recorder",
			SRC_PATH,
			"ReplicatedStorage.Lux",
			checkpoints.join(","),
			MARKERS.join("|"),
			files.flatMap((f, i) => (f.startsWith("src/UI/") ? [i] : [])).join(","),
			files.flatMap((f, i) => (f.startsWith("src/Shared/") ? [i] : [])).join(","),
		);
		/** @type {Trace} */
		const trace = {};
		for (const kind of options.kinds ?? KINDS) {
			const [json] = await sim.vm.run(RUN, "=pathtrace/run", DRIVER, kind);
			const result = JSON.parse(json);
			if (result.crashed)
				throw new Error(`the path trace (${kind}) crashed: ${result.crashed}\n${logs.slice(-20).join("\n")}`);
			const names = (/** @type {string} */ ids) =>
				ids === "" ? [] : ids.split(",").map((id) => files[Number(id)]);
			const ran = names(result.ran).sort();
			const chain = (Array.isArray(result.chain) ? result.chain : []).map(fileOfSource).filter(Boolean);
			const onChain = [...new Set(chain)].sort();
			const pairs = (/** @type {unknown} */ list) =>
				(Array.isArray(list) ? list : []).map((/** @type {string} */ pair) => {
					const [caller, id] = pair.split("|");
					return /** @type {[string | undefined, string]} */ ([fileOfSource(caller), files[Number(id)]]);
				});
			const handovers = pairs(result.handovers);
			const crossings = pairs(result.crossings).map(([from, to]) => `${from} -> ${to}`);
			const handedTo = [
				...new Set(
					handovers
						.filter(([from, to]) => from !== undefined && onChain.includes(from) && !onChain.includes(to))
						.map(([, to]) => to),
				),
			].sort();
			const carried = new Set(handovers.flatMap(([from, to]) => (from !== undefined ? [from, to] : [to])));
			trace[kind] = {
				chain: onChain,
				reached: [...onChain, ...handedTo].sort(),
				handedTo,
				handedBy: handovers
					.filter(([from, to]) => from !== undefined && onChain.includes(from) && !onChain.includes(to))
					.map(([from, to]) => `${from} -> ${to}`)
					.sort(),
				carried: [...carried].sort(),
				intoUi: [...new Set(crossings.filter((c) => c.split(" -> ")[1].startsWith("src/UI/")))].sort(),
				outOfUi: [...new Set(crossings.filter((c) => c.startsWith("src/UI/")))].sort(),
				ran,
				rerender: names(result.rerender)
					.filter((f) => !ran.includes(f))
					.sort(),
			};
		}
		return trace;
	} finally {
		sim.close();
		await server.close();
	}
}

/**
 * The src file of a stack frame's chunk name ("ReplicatedStorage.Lux.src.Core.Loop.LoopRunner"),
 * or undefined for anything else (the engine, RuntimeLib, packages).
 * @param {string} source
 */
function fileOfSource(source) {
	const name = source.replace(/^[=@]/, "");
	const prefix = `${SRC_PATH}.`;
	return name.startsWith(prefix) ? fileOf(["src", ...name.slice(prefix.length).split(".")]) : undefined;
}

/** @param {string[]} files */
export const withoutShared = (files) => files.filter((f) => !f.startsWith("src/Shared/"));

// The recorder: `__pathTrace`, granted to every script under src and called first in each
// function; `task` and `coroutine` for every script of the plugin's tree, wrapped so that a
// thread started or resumed remembers the stack that started it (a chain across threads).
const RECORDER = `
local srcPath, rootPath, checkpointList, markerList, uiList, sharedList = ...
local uiPrefix = srcPath .. ".UI."
local sharedPrefix = srcPath .. ".Shared."
local ui = {}
for id in string.gmatch(uiList, "%d+") do ui[tonumber(id)] = true end
local shared = {}
for id in string.gmatch(sharedList, "%d+") do shared[tonumber(id)] = true end
local markers = string.split(markerList, "|")
local ScriptRuntime = engineRequire("ScriptRuntime")
local trace = { recording = false, ran = {}, rerender = {}, chain = {}, handovers = {}, crossings = {} }
Sim.pathTrace = trace
local checkpoints = {}
for id, fn in string.gmatch(checkpointList, "(%d+):([%w_*]+)") do checkpoints[tonumber(id)] = fn end
-- Is this call (the instrumented function at level 3 from here) a checkpoint?
local function atCheckpoint(id)
	local fn = checkpoints[id]
	return fn ~= nil and (fn == "*" or debug.info(3, "n") == fn)
end
local parents = setmetatable({}, { __mode = "k" })

-- The sources of this thread's frames, then those of the threads that started it.
local function chainHere(from)
	local list = {}
	local level = from
	while true do
		local source = debug.info(level, "s")
		if source == nil then break end
		table.insert(list, source)
		level += 1
	end
	for _, source in parents[coroutine.running()] or {} do table.insert(list, source) end
	return list
end

local function classify(chain)
	local rendering = false
	for _, source in chain do
		if string.find(source, ".Lux.tests.", 1, true) then return "driver" end
		if string.find(source, "roact", 1, true) and string.find(source, "Reconciler", 1, true) then rendering = true end
	end
	return if rendering then "rerender" else "ran"
end

-- Does \`value\` hold the message or the reply (a string, or a table a few levels deep)?
local function carries(value, depth, seen)
	if type(value) == "string" then
		for _, marker in markers do
			if string.find(value, marker, 1, true) then return true end
		end
		return false
	end
	if type(value) ~= "table" or depth > 4 or seen[value] then return false end
	seen[value] = true
	local n = 0
	for k, v in value do
		n += 1
		if n > 400 then return false end
		if carries(v, depth + 1, seen) then return true end
	end
	return false
end

local function argsCarry(...)
	local seen = {}
	for i = 1, select("#", ...) do
		if carries((select(i, ...)), 1, seen) then return true end
	end
	return false
end

ScriptRuntime.grant(Sim.find(srcPath), {
	__pathTrace = function(id, ...)
		if not trace.recording then return end
		-- The nearest src function up the chain: the one that called (or started) this one.
		local caller = "?"
		for _, source in chainHere(4) do
			if string.find(source, srcPath, 1, true) then
				caller = source
				break
			end
		end
		local pair = caller .. "|" .. id
		if select("#", ...) > 0 and not trace.handovers[pair] and argsCarry(...) and classify(chainHere(3)) == "ran" then
			trace.handovers[pair] = true
		end
		-- Crossings between the UI and the rest skip Shared: its utilities (text, JSON, the
		-- generic Store both stores are) serve every layer, so the nearest non-Shared caller counts.
		if not shared[id] then
			local owner = "?"
			for _, source in chainHere(4) do
				if string.find(source, srcPath, 1, true) and not string.find(source, sharedPrefix, 1, true) then
					owner = source
					break
				end
			end
			local crossing = owner .. "|" .. id
			local ownerInUi = string.find(owner, uiPrefix, 1, true) ~= nil
			if owner ~= "?" and ownerInUi ~= (ui[id] == true) and not trace.crossings[crossing] then
				if classify(chainHere(3)) == "ran" then trace.crossings[crossing] = true end
			end
		end
		if trace.ran[id] and not checkpoints[id] then return end
		local chain = chainHere(3)
		local kind = classify(chain)
		if kind == "driver" then return end
		trace[kind][id] = true
		if kind == "ran" and atCheckpoint(id) then
			for _, source in chain do trace.chain[source] = true end
		end
	end,
})

local realTask, realCoroutine = ScriptRuntime.globals.task, ScriptRuntime.globals.coroutine or coroutine
local function remember(thread)
	if trace.recording then parents[thread] = chainHere(4) end
end
local function starter(name)
	return function(f, ...)
		if type(f) == "thread" then
			remember(f)
			return realTask[name](f, ...)
		end
		local chain = if trace.recording then chainHere(3) else nil
		return realTask[name](function(...)
			if chain then parents[coroutine.running()] = chain end
			return f(...)
		end, ...)
	end
end
local wrappedTask = setmetatable({ spawn = starter("spawn"), defer = starter("defer") }, { __index = realTask })
local wrappedCoroutine = setmetatable({
	resume = function(thread, ...)
		remember(thread)
		return realCoroutine.resume(thread, ...)
	end,
}, { __index = realCoroutine })
ScriptRuntime.grant(Sim.find(rootPath), { task = wrappedTask, coroutine = wrappedCoroutine })
`;

const RUN = `
local driverPath, kind = ...
local ScriptRuntime = engineRequire("ScriptRuntime")
local Scheduler = engineRequire("Scheduler")
local trace = Sim.pathTrace
local out
Scheduler.spawn(function()
	local ok, err = pcall(function()
		local driver = ScriptRuntime.require(Sim.find(driverPath))
		driver.prepare(kind)
		trace.ran, trace.rerender, trace.chain, trace.handovers, trace.crossings = {}, {}, {}, {}, {}
		trace.recording = true
		driver.send()
		trace.recording = false
		driver.finish()
	end)
	trace.recording = false
	local function ids(set)
		local list = {}
		for id in set do table.insert(list, id) end
		return list
	end
	if ok then
		-- ids as text: an empty list would encode as an object
		out = engineRequire("Json").encode({
			ran = table.concat(ids(trace.ran), ","),
			rerender = table.concat(ids(trace.rerender), ","),
			chain = ids(trace.chain),
			handovers = ids(trace.handovers),
			crossings = ids(trace.crossings),
		})
	else
		out = engineRequire("Json").encode({ crashed = tostring(err) })
	end
end)
Scheduler.runUntil(function() return out ~= nil end)
return out or '{"crashed":"the trace stalled"}'
`;
