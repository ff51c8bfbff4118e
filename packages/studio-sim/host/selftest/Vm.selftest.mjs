// @ts-check
/**
 * The VM host's own limits: long texts reach Luau intact (luau-web aborts on strings of
 * about 1 MB passed directly), and the heap is large enough for hundreds of MB.
 * Each check runs in a child process because a process keeps one luau-web VM.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

function inChild(/** @type {string} */ body) {
	const vmUrl = new URL(path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../Vm.mjs"), "file://").href;
	const script = `import { Vm } from ${JSON.stringify(vmUrl)}; const vm = await Vm.create({ onLog() {} }); ${body}`;
	const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
	return { code: run.status, out: (run.stdout + run.stderr).trim() };
}

export const tests = {
	"a compiled chunk that comes back as something else is a VM fault, reported to the host, not a Luau function": (
		/** @type {any} */ assert,
	) => {
		// luau-web sometimes hands back a host function's proxy instead of the compiled chunk
		// (README, "Known faults"); here the host's compile is made to do exactly that.
		const { code, out } = inChild(`
			const faults = [];
			const logged = await (await import(${JSON.stringify(new URL("../Vm.mjs", import.meta.url).href)})).Vm.create({
				onLog(kind, text) { if (kind === "fault") faults.push(text); },
			});
			const compile = logged.compile.bind(logged);
			logged.compile = (source, name) => (name.includes("Broken") ? () => 1 : compile(source, name));
			await logged.run("Sim = engineRequire('Sim')", "=t");
			const [fn, problem] = await logged.run("local fn, problem = engineRequire('ScriptRuntime').loadstring('return 1', '=Broken'); return type(fn), problem", "=t");
			const [good] = await logged.run("return engineRequire('ScriptRuntime').loadstring('return 40 + 2', '=Fine')()", "=t");
			console.log(JSON.stringify([fn ?? null, problem, good, faults]));`);
		assert.equal(code, 0, out);
		const [fn, problem, good, faults] = JSON.parse(out.split("\n").find((line) => line.startsWith("[")) ?? "[]");
		// (Luau's type name: a function crossing into JS would print as null either way.)
		assert.equal(fn, "nil", "no function handed to the caller");
		assert.match(problem, /studio-sim fault: the Luau VM returned a C function for the compiled chunk =Broken/);
		assert.deepEqual(faults, [problem], "the host heard of it once, in the same words");
		assert.equal(good, 42, "a chunk the host compiled properly still runs");
	},
	"a script cannot report a VM fault: not through __host_fault, its key or __host_log": (
		/** @type {any} */ assert,
	) => {
		// Scripts reach the VM's globals through getfenv(0); a fault they could report would make
		// npm test rerun their share and void its failures (SpecSuite, SHARE_RUNS).
		const { code, out } = inChild(`
			const logs = [];
			const logged = await (await import(${JSON.stringify(new URL("../Vm.mjs", import.meta.url).href)})).Vm.create({
				onLog(kind, text) { logs.push([kind, text]); },
			});
			await logged.run("Sim = engineRequire('Sim')", "=t");
			const [reached] = await logged.run(\`
				local s = engineRequire('instance').Instance.new('Script')
				s.Source = 'local g = getfenv(0); g.simReached = g.__host_fault ~= nil; g.__host_fault("forged"); g.__host_fault(g.__host_faultKey(), "forged with the key"); g.__host_log("fault", "forged as a log line")'
				engineRequire('ScriptRuntime').run(s)
				return simReached
			\`, "=t");
			console.log(JSON.stringify([reached ?? null, logs.filter(([kind]) => kind === "fault"), logs.some(([, text]) => text.includes("forged as a log line"))]));`);
		assert.equal(code, 0, out);
		const [reached, faults, logLine] = JSON.parse(out.split("\n").find((line) => line.startsWith("[")) ?? "[]");
		assert.equal(reached, true, "the script did reach the host's functions");
		assert.deepEqual(faults, [], "no fault reported");
		assert.equal(logLine, true, "the log line still reaches the host, as another kind");
	},
	"a 4 MB text crosses into Luau intact, in chunks": (/** @type {any} */ assert) => {
		const { code, out } = inChild(`
			const text = "é".repeat(2 * 1024 * 1024);
			const [n, tail] = await vm.run("local s = __text(...) return utf8.len(s), string.sub(s, -2)", "=t", vm.text(text));
			console.log(n, tail === "é");`);
		assert.equal(code, 0, out);
		assert.equal(out, "2097152 true");
	},
	"reads Luau's string table from the module's memory": (/** @type {any} */ assert) => {
		const { code, out } = inChild(`
			const [before, after] = await vm.run("local b = __host_stringTable() local t = {} for i = 1, 5000 do t[i] = 'sim-probe-' .. i end return b, __host_stringTable()", "=t");
			console.log(before + ";" + after);`);
		assert.equal(code, 0, out);
		const [[s0, b0], [s1, b1]] = out.split(";").map((x) => x.split(",").map(Number));
		assert.ok(s1 - s0 >= 5000, `5,000 new strings interned: ${out}`);
		assert.ok(b0 >= 32 && (b1 & (b1 - 1)) === 0 && s1 <= b1, `buckets a power of two, doubled when passed: ${out}`);
	},
	"loadstring of a text with over 100 syntax errors answers its first error, and the VM goes on": (
		/** @type {any} */ assert,
	) => {
		// Luau stops at 100 errors by throwing; luau-web cannot catch that throw (LuauMemory.mjs, liftParseErrorLimit).
		const { code, out } = inChild(`
			await vm.run("Sim = engineRequire('Sim')", "=t");
			const [fn, bad] = await vm.run("return engineRequire('ScriptRuntime').loadstring(__text(...), '=TypeScript')", "=t",
				vm.text("local ok = 1\\n" + "x = [1, 2]\\n".repeat(150)));
			const [good] = await vm.run("local f = engineRequire('ScriptRuntime').loadstring('return 40 + 2') return f()", "=t");
			console.log(JSON.stringify([fn ?? null, bad, good]));
			vm.close();`);
		assert.equal(code, 0, out);
		const [fn, bad, good] = JSON.parse(out.split("\n").find((line) => line.startsWith("[")) ?? "[]");
		assert.equal(fn, null);
		assert.match(bad, /^TypeScript:2: /, "the first error, on line 2");
		assert.equal(good, 42);
	},
	"loadstring without a chunk name names a long text's errors as Luau names the text itself (clipped to its start)": (
		/** @type {any} */ assert,
	) => {
		// Two long texts with the same bad first line and different tails: ScriptRuntime clips the
		// default name, so its message must equal the one compiled with the whole text as the name.
		const { code, out } = inChild(`
			await vm.run("Sim = engineRequire('Sim')", "=t");
			const answers = [];
			for (const tail of ["a", "b"]) {
				const text = "local x = = 1 -- " + "long comment ".repeat(40) + "\\n" + ("-- " + tail + "\\n").repeat(2000);
				const [, clipped] = await vm.run("return engineRequire('ScriptRuntime').loadstring(__text(...))", "=t", vm.text(text));
				const [, whole] = await vm.run("local s = __text(...) return __host_compile(s, s)", "=t", vm.text(text));
				answers.push([clipped, whole]);
			}
			console.log(JSON.stringify(answers));
			vm.close();`);
		assert.equal(code, 0, out);
		const answers = JSON.parse(out.split("\n").find((line) => line.startsWith("[")) ?? "[]");
		for (const [clipped, whole] of answers) assert.equal(clipped, whole);
		assert.match(answers[0][0], /^\[string "local x = = 1 -- long comment/);
	},
	"short texts cross unchanged": (/** @type {any} */ assert) => {
		const { code, out } = inChild(
			`const [s] = await vm.run("return __text(...)", "=t", vm.text("hello")); console.log(s);`,
		);
		assert.equal(code, 0, out);
		assert.equal(out, "hello");
	},
	"a chunk compiled where a collected JS function's closure was is that chunk, not the JS function": (
		/** @type {any} */ assert,
	) => {
		// Each read of __host_io.pending makes a new closure that luau-web records and never forgets;
		// once they are collected, new chunks land on their addresses (FunctionRefMap.mjs says why).
		const { code, out } = inChild(`
			const [bad, first] = await vm.run(\`
				local function collectTwice()
					local cycles, last, junk = 0, gcinfo(), nil
					while cycles < 2 do
						junk = {}
						for i = 1, 200 do junk[i] = { i } end
						if gcinfo() < last then cycles += 1 end
						last = gcinfo()
					end
				end
				local bad, first = 0, nil
				for round = 1, 30 do
					local closures = {}
					for i = 1, 1000 + 97 * round do closures[i] = __host_io.pending end
					closures = nil
					collectTwice()
					for i = 1, 200 do
						local fn = __host_compile("return " .. i, "=probe")
						if not (type(fn) == "function" and pcall(setfenv, fn, {}) and fn() == i) then
							bad += 1
							first = first or debug.info(fn, "s")
						end
					end
				end
				return bad, first\`, "=t");
			console.log(JSON.stringify([bad, first ?? null, vm.functionRefs?.forgotten ?? null]));
			vm.close();`);
		assert.equal(code, 0, out);
		const [bad, first, forgotten] = JSON.parse(out.split("\n").find((line) => line.startsWith("[")) ?? "[]");
		assert.equal(bad, 0, `compiles that came back as something else (first: ${first})`);
		assert.ok(forgotten > 0, "the probe did land chunks on the addresses of collected JS closures");
	},
	"the heap holds far more than luau-web's own 17 MiB": (/** @type {any} */ assert) => {
		const { code, out } = inChild(`
			const [kb] = await vm.run("local t = {} for i = 1, 1000000 do t[i] = {i} end return gcinfo()", "=t");
			console.log(kb > 40 * 1024);`);
		assert.equal(code, 0, out);
		assert.equal(out, "true");
	},
};
