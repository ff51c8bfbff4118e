// @ts-check
/**
 * Self tests of the binary model reader (rojo/Rbxm.mjs) through the Rojo loader: a small
 * `.rbxm` is written here chunk by chunk (raw, LZ4 and ZSTD bodies) following rbx-dom's
 * docs/binary.md, so every encoding the reader decodes is checked against the spec's rules
 * rather than against the reader's own output. Also: files a checkout can hold instead of a
 * model (a Git LFS pointer, a cut file) and the mount of model-only properties.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import lz4 from "lz4js";
import { loadProject } from "../RojoLoader.mjs";

/** @typedef {import("../Rbxmx.mjs").TreeNode} TreeNode */
/** @typedef {typeof import("node:assert/strict")} Assert */

const HOST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const u32 = (/** @type {number} */ n) => {
	const b = Buffer.alloc(4);
	b.writeUInt32LE(n);
	return b;
};
const be32 = (/** @type {number} */ n) => {
	const b = Buffer.alloc(4);
	b.writeUInt32BE(n >>> 0);
	return b;
};
const str = (/** @type {string} */ s) => Buffer.concat([u32(Buffer.byteLength(s)), Buffer.from(s)]);
/** binary.md, Byte Interleaving: first bytes of every word, then the second bytes... */
const interleave = (/** @type {Buffer[]} */ words) => {
	const n = words.length;
	const out = Buffer.alloc(n * 4);
	words.forEach((w, i) => w.forEach((byte, b) => (out[b * n + i] = byte)));
	return out;
};
/** binary.md, Integer Transformations. */
const ints = (/** @type {number[]} */ v) => interleave(v.map((x) => be32((x << 1) ^ (x >> 31))));
/** binary.md, Referent: stored as differences from the previous one. */
const refs = (/** @type {number[]} */ v) => ints(v.map((x, i) => x - (i ? v[i - 1] : 0)));
/** binary.md, Roblox Float Format: the sign bit moved to the end. */
const floats = (/** @type {number[]} */ v) =>
	interleave(
		v.map((f) => {
			const b = Buffer.alloc(4);
			b.writeFloatBE(f);
			const bits = b.readUInt32BE(0);
			return be32(((bits << 1) | (bits >>> 31)) >>> 0);
		}),
	);
const strings = (/** @type {string[]} */ v) => Buffer.concat(v.map(str));

/** A chunk with a raw, LZ4 or ZSTD (one raw block in a frame) body. */
function chunk(
	/** @type {string} */ name,
	/** @type {Buffer} */ data,
	/** @type {"raw" | "lz4" | "zstd"} */ how = "raw",
) {
	let body = data;
	if (how === "lz4") {
		const out = Buffer.alloc(data.length * 2 + 16);
		body = out.subarray(0, lz4.compressBlock(data, out, 0, data.length, new Uint32Array(1 << 16)));
		if (body.length === 0) throw new Error("test data LZ4 cannot shrink: make it more repetitive");
	} else if (how === "zstd") {
		// Frame: magic, descriptor 0x20 (single segment, 1-byte content size), size, then one last raw block.
		const header = (1 | (data.length << 3)) >>> 0;
		body = Buffer.concat([
			Buffer.from([0x28, 0xb5, 0x2f, 0xfd, 0x20, data.length]),
			Buffer.from([header & 255, (header >> 8) & 255, header >> 16]),
			data,
		]);
	}
	const head = Buffer.alloc(16);
	head.write(name, 0, "latin1");
	head.writeUInt32LE(how === "raw" ? 0 : body.length, 4);
	head.writeUInt32LE(data.length, 8);
	return Buffer.concat([head, body]);
}

/** Repeated so that LZ4 finds matches (lz4js leaves a block it cannot shrink empty). */
const SOURCE = 'print("héllo")\n'.repeat(8);

/**
 * Model(0) > Script(1) "Main", Part(2) "Brick"; classes Model=0, Script=1, Part=2.
 * `links`: the PRNT chunk's [child, parent] pairs instead (a hostile file's).
 */
function sampleModel(
	links = [
		[1, 0],
		[2, 0],
		[0, -1],
	],
) {
	const header = Buffer.alloc(32);
	header.write("<roblox!", 0, "latin1");
	Buffer.from([0x89, 0xff, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 8);
	header.writeInt32LE(3, 16);
	header.writeInt32LE(3, 20);
	const inst = (/** @type {number} */ id, /** @type {string} */ cls, /** @type {number[]} */ r) =>
		chunk("INST", Buffer.concat([u32(id), str(cls), Buffer.from([0]), u32(r.length), refs(r)]));
	const prop = (
		/** @type {number} */ id,
		/** @type {string} */ name,
		/** @type {number} */ type,
		/** @type {Buffer} */ values,
		how = /** @type {any} */ ("raw"),
	) => chunk("PROP", Buffer.concat([u32(id), str(name), Buffer.from([type]), values]), how);
	return Buffer.concat([
		header,
		inst(0, "Model", [0]),
		inst(1, "Script", [1]),
		inst(2, "Part", [2]),
		prop(0, "Name", 0x01, strings(["Ignored root name"])),
		prop(1, "Name", 0x01, strings(["Main"])),
		prop(1, "Source", 0x01, strings([SOURCE]), "lz4"),
		prop(1, "ScriptGuid", 0x01, strings(["{GUID}"])),
		prop(2, "Name", 0x01, strings(["Brick"]), "zstd"),
		prop(2, "size", 0x0e, Buffer.concat([floats([4]), floats([1.2]), floats([-2])])),
		prop(2, "Color3uint8", 0x1a, Buffer.from([10, 20, 30])),
		prop(2, "Anchored", 0x02, Buffer.from([1])),
		prop(2, "Material", 0x12, interleave([be32(256)])),
		prop(2, "Transparency", 0x04, floats([0.5])),
		prop(2, "Tags", 0x01, strings(["Lava\0Hot"])),
		// CFrame with special rotation 0x03 = (90, 0, 0) degrees, position (1, 2, 3).
		prop(2, "CFrame", 0x10, Buffer.concat([Buffer.from([0x03]), floats([1]), floats([2]), floats([3])])),
		prop(2, "Velocity", 0x13, refs([-1])),
		// Bytes that are not UTF-8 in a String property, as in Terrain's SmoothGrid.
		prop(2, "PhysicsGrid", 0x01, Buffer.concat([u32(4), Buffer.from([0xff, 0xfe, 0x00, 0x81])])),
		chunk(
			"PRNT",
			Buffer.concat([
				Buffer.from([0]),
				u32(links.length),
				refs(links.map(([child]) => child)),
				refs(links.map(([, parent]) => parent)),
			]),
		),
		chunk("END", Buffer.from("</roblox>")),
	]);
}

/** Writes a project holding `files` under src/ in a fresh folder; callers remove it. */
function projectWith(/** @type {Record<string, Buffer | string>} */ files) {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), "studio-sim-rbxm-"));
	fs.writeFileSync(path.join(dir, "default.project.json"), JSON.stringify({ name: "M", tree: { $path: "src" } }));
	for (const [name, data] of Object.entries(files)) {
		fs.mkdirSync(path.join(dir, "src"), { recursive: true });
		fs.writeFileSync(path.join(dir, "src", name), data);
	}
	return dir;
}

/** @type {Record<string, (assert: Assert) => Promise<void> | void>} */
export const tests = {
	"a binary .rbxm (raw, LZ4 and ZSTD chunks) loads as its one root, named after the file": (assert) => {
		const dir = projectWith({ "Lava.rbxm": sampleModel() });
		try {
			/** @type {string[]} */
			const warnings = [];
			const tree = loadProject(dir, { warn: (m) => warnings.push(m) });
			const root = tree.children[0];
			assert.equal(root.name, "Lava");
			assert.equal(root.className, "Model");
			assert.deepEqual(
				root.children.map((c) => `${c.name}:${c.className}`),
				["Main:Script", "Brick:Part"],
			);
			const [main, brick] = root.children;
			assert.equal(main.properties.Source, SOURCE);
			assert.deepEqual(brick.properties.Size, { Vector3: [4, 1.2, -2] }, "serialized `size` becomes Size");
			assert.deepEqual(brick.properties.Color, { Color3uint8: [10, 20, 30] });
			assert.equal(brick.properties.Anchored, true);
			assert.deepEqual(brick.properties.Material, { Enum: 256 });
			assert.deepEqual(brick.properties.Transparency, { Float32: 0.5 });
			assert.deepEqual(brick.tags, ["Lava", "Hot"]);
			assert.deepEqual(brick.properties.CFrame, {
				CFrame: {
					position: [1, 2, 3],
					orientation: [
						[1, 0, 0],
						[0, 0, -1],
						[0, 1, 0],
					],
				},
			});
			assert.ok(!("Velocity" in brick.properties), "a Referent value is left out");
			assert.ok(!("PhysicsGrid" in brick.properties), "binary data is left out");
			assert.ok(
				warnings.some((w) =>
					/Lava\.rbxm: 2 kinds of property value .*Part\.Velocity.*Part\.PhysicsGrid \(binary data\)/.test(w),
				),
				warnings.join("\n"),
			);
			assert.ok(brick.fromModelFile && main.fromModelFile);
		} finally {
			fs.rmSync(dir, { recursive: true, force: true });
		}
	},
	"a Git LFS pointer or a cut .rbxm is a clear error, or left out with a warning when skipping": (assert) => {
		const model = sampleModel();
		const dir = projectWith({
			"Map.rbxm": "version https://git-lfs.github.com/spec/v1\noid sha256:abc\nsize 123\n",
			"Cut.rbxm": model.subarray(0, model.length - 30),
			"Ok.luau": "return 1",
		});
		try {
			assert.throws(() => loadProject(dir, { warn: () => {} }), /Cut\.rbxm: .*(cut short|shorter|ends without)/);
			/** @type {string[]} */
			const warnings = [];
			const tree = loadProject(dir, { skipMissing: true, warn: (m) => warnings.push(m) });
			assert.deepEqual(
				tree.children.map((c) => c.name),
				["Ok"],
			);
			assert.ok(
				warnings.some((w) => /Map\.rbxm: is a Git LFS pointer.*git lfs pull.*left out/.test(w)),
				warnings.join("\n"),
			);
			assert.ok(
				warnings.some((w) => /Cut\.rbxm: .*left out/.test(w)),
				warnings.join("\n"),
			);
		} finally {
			fs.rmSync(dir, { recursive: true, force: true });
		}
	},
	"a hostile .rbxm (a child under two parents or itself, a parent loop, a ZSTD chunk claiming 4 GB) is a clear error":
		(assert) => {
			const huge = sampleModel();
			// The ZSTD chunk (Brick's Name): its header's uncompressed length, 8 bytes after the name.
			const zstdAt = huge.indexOf(Buffer.from([0x28, 0xb5, 0x2f, 0xfd])) - 16;
			assert.equal(huge.toString("latin1", zstdAt, zstdAt + 4), "PROP");
			huge.writeUInt32LE(0xf0000000, zstdAt + 8);
			const dir = projectWith({
				"Twice.rbxm": sampleModel([
					[1, 0],
					[2, 0],
					[0, -1],
					[2, 1],
				]),
				// Main under the root and under itself: every walk of the tree recursed until the stack ran out.
				"Self.rbxm": sampleModel([
					[1, 0],
					[2, 0],
					[0, -1],
					[1, 1],
				]),
				"Loop.rbxm": sampleModel([
					[1, 2],
					[2, 1],
					[0, -1],
				]),
				"Huge.rbxm": huge,
			});
			try {
				/** @type {string[]} */
				const warnings = [];
				const tree = loadProject(dir, { skipMissing: true, warn: (m) => warnings.push(m) });
				assert.deepEqual(tree.children, []);
				for (const [file, why] of [
					["Twice", /instance 2 more than one parent/],
					["Self", /instance 1 more than one parent/],
					["Loop", /parents instances in a loop/],
					["Huge", /chunk PROP: ZSTD body gave \d+ bytes, expected 4026531840/],
				])
					assert.ok(
						warnings.some((w) => w.includes(`${file}.rbxm: `) && /** @type {RegExp} */ (why).test(w)),
						`${file}: ${warnings.join("\n")}`,
					);
			} finally {
				fs.rmSync(dir, { recursive: true, force: true });
			}
		},
	"a model file's serialized-only properties are dropped when it mounts, the rest kept": (assert) => {
		const dir = projectWith({ "Lava.rbxm": sampleModel() });
		try {
			const url = (/** @type {string} */ f) => new URL(path.join(HOST, f), "file://").href;
			const script = `
				import { Simulator } from ${JSON.stringify(url("Simulator.mjs"))};
				const sim = await Simulator.boot({ onLog() {} });
				await sim.mount(${JSON.stringify(path.join(dir, "default.project.json"))}, "ServerStorage");
				const out = await sim.run("local m = Sim.game:GetService('ServerStorage').M.Lava local b = m.Brick return m.Main.Source, b.Size.Y, b.Color.R * 255, b.Anchored, b.CFrame.UpVector.Z");
				console.log(JSON.stringify(out));
				sim.close();`;
			const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
			assert.equal(run.status, 0, run.stdout + run.stderr);
			const [source, sizeY, red, anchored, upZ] = JSON.parse(run.stdout.trim().split("\n").pop() ?? "[]");
			assert.equal(source, SOURCE);
			assert.ok(Math.abs(sizeY - 1.2) < 1e-6);
			assert.ok(Math.abs(red - 10) < 1e-6);
			assert.equal(anchored, true);
			assert.equal(upZ, 1, "rotation 0x03 turns the up vector to +Z");
		} finally {
			fs.rmSync(dir, { recursive: true, force: true });
		}
	},
};
