// @ts-check
/**
 * Self-tests for the class database generator (host/ClassDatabase.mjs): hierarchy, flags,
 * member kinds and property types the engine relies on, enums, and that the Luau form
 * compiles in luau-web and matches the JS form.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sharedLuau } from "./sharedLuau.mjs";
import { loadClassDatabase, loadClassDatabaseSource } from "../ClassDatabase.mjs";

const CACHE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../.cache");

/** Superclass chain, the class itself first. */
function chain(/** @type {string} */ className) {
	const { classes } = loadClassDatabase();
	const out = [];
	for (let c = /** @type {string | null} */ (className); c; c = classes[c]?.superclass ?? null) out.push(c);
	return out;
}

/**
 * Finds a member on a class or its ancestors, as the engine's Classes.member does.
 * @returns {{ kind: string, owner: string, info: any } | undefined}
 */
function member(/** @type {string} */ className, /** @type {string} */ name) {
	const { classes } = loadClassDatabase();
	for (const c of chain(className)) {
		const info = classes[c];
		if (info.properties[name]) return { kind: "property", owner: c, info: info.properties[name] };
		if (info.methods[name]) return { kind: "method", owner: c, info: true };
		if (info.events[name]) return { kind: "event", owner: c, info: true };
		if (info.callbacks[name]) return { kind: "callback", owner: c, info: true };
	}
	return undefined;
}

/** Runs Luau code with the database bound to `db`; returns the chunk's results. */
async function withDbInLuau(/** @type {string} */ body) {
	const state = await sharedLuau();
	const source = loadClassDatabaseSource();
	const fn = state.loadstring(`local db = (function() ${source} end)()\n${body}`, "=dbtest", false);
	if (typeof fn === "string") throw new Error(fn);
	const result = await fn();
	return Array.isArray(result) ? result : [result];
}

/** @type {Record<string, (assert: typeof import("node:assert/strict")) => Promise<void>>} */
export const tests = {
	"Part's superclass chain reaches Instance through FormFactorPart, BasePart, PVInstance": async (assert) => {
		assert.deepEqual(chain("Part"), ["Part", "FormFactorPart", "BasePart", "PVInstance", "Instance"]);
		assert.equal(loadClassDatabase().classes.Instance.superclass, null);
	},

	"only Instance descendants are classes": async (assert) => {
		const { classes } = loadClassDatabase();
		for (const name of ["RBXObject", "Object", "EditableImage", "Services", "CreatableInstances", "Vector3"])
			assert.equal(classes[name], undefined, name);
		for (const name of Object.keys(classes)) assert.equal(chain(name).at(-1), "Instance", name);
		assert.ok(Object.keys(classes).length > 500);
	},

	"creatable, service and tag flags": async (assert) => {
		const { classes } = loadClassDatabase();
		assert.equal(classes.Part.creatable, true);
		assert.equal(classes.Part.notCreatableTag, false);
		assert.equal(classes.Workspace.service, true);
		assert.equal(classes.Workspace.creatable, false);
		assert.equal(classes.BasePart.creatable, false);
		assert.equal(classes.BasePart.notCreatableTag, true);
		assert.equal(classes.Folder.creatable, true);
		assert.equal(classes.BodyVelocity.deprecated, true);
	},

	"Studio services plugins use exist and are services": async (assert) => {
		const { classes } = loadClassDatabase();
		for (const name of [
			"ScriptEditorService",
			"ChangeHistoryService",
			"HttpService",
			"Selection",
			"StudioService",
			"LogService",
			"ReflectionService",
			"RunService",
		]) {
			assert.ok(classes[name], name);
			assert.equal(classes[name].service, true, name);
		}
	},

	"BasePart and GUI property types": async (assert) => {
		assert.equal(member("Part", "Anchored")?.info.type, "boolean");
		assert.equal(member("Part", "Size")?.info.type, "Vector3");
		assert.equal(member("Part", "Material")?.info.type, "Enum.Material");
		assert.equal(member("Part", "CFrame")?.info.type, "CFrame");
		assert.equal(member("Part", "BrickColor")?.info.type, "BrickColor");
		assert.equal(member("Part", "Anchored")?.owner, "BasePart");
		assert.equal(member("Frame", "BackgroundColor3")?.info.type, "Color3");
		assert.equal(member("Frame", "Size")?.info.type, "UDim2");
		assert.equal(member("UICorner", "CornerRadius")?.info.type, "UDim");
		assert.equal(member("TextLabel", "FontFace")?.info.type, "Font");
		assert.equal(member("Script", "Source")?.info.type, "string");
		assert.equal(member("Instance", "Capabilities")?.info.type, "SecurityCapabilities");
	},

	"instance references and nullability": async (assert) => {
		const parent = member("Part", "Parent")?.info;
		assert.deepEqual([parent.type, parent.nullable], ["Instance:Instance", true]);
		const part0 = member("Weld", "Part0")?.info;
		assert.deepEqual([part0.type, part0.nullable], ["Instance:BasePart", true]);
		assert.equal(member("ObjectValue", "Value")?.info.type, "Instance:Instance");
		assert.equal(member("Camera", "CameraSubject")?.info.type, "Instance:Instance"); // Humanoid | BasePart
		assert.equal(member("Part", "Name")?.info.nullable, false);
	},

	"Instance members, folded in from Object": async (assert) => {
		const className = member("Instance", "ClassName");
		assert.equal(className?.kind, "property");
		assert.equal(className?.info.readOnly, true);
		assert.equal(member("Instance", "Name")?.info.readOnly, false);
		for (const m of [
			"FindFirstChild",
			"IsA",
			"GetPropertyChangedSignal",
			"Destroy",
			"Clone",
			"GetChildren",
			"WaitForChild",
		])
			assert.equal(member("Instance", m)?.kind, "method", m);
		for (const e of ["ChildAdded", "ChildRemoved", "Changed", "AncestryChanged", "Destroying"])
			assert.equal(member("Instance", e)?.kind, "event", e);
	},

	"events, callbacks and methods on subclasses": async (assert) => {
		assert.equal(member("TextButton", "Activated")?.kind, "event");
		assert.equal(member("TextButton", "MouseButton1Click")?.kind, "event");
		assert.equal(member("BindableFunction", "OnInvoke")?.kind, "callback");
		assert.equal(member("RemoteFunction", "OnServerInvoke")?.kind, "callback");
		assert.equal(member("MarketplaceService", "ProcessReceipt")?.kind, "callback");
		assert.equal(member("BindableFunction", "Invoke")?.kind, "method");
		assert.equal(member("HttpService", "RequestAsync")?.kind, "method");
		assert.equal(member("ScriptEditorService", "UpdateSourceAsync")?.kind, "method");
		assert.equal(member("ChangeHistoryService", "TryBeginRecording")?.kind, "method");
		assert.equal(member("LogService", "MessageOut")?.kind, "event");
	},

	"`unknown` members take their kind from subclasses; `never` members are skipped": async (assert) => {
		assert.equal(member("GlobalDataStore", "GetAsync")?.kind, "method");
		assert.equal(member("ValueBase", "Value")?.info.type, "any");
		assert.equal(member("IntValue", "Value")?.info.type, "number");
		assert.equal(loadClassDatabase().classes.Workspace.methods.MakeJoints, undefined);
		assert.equal(member("Workspace", "MakeJoints")?.owner, "Model");
	},

	"get/set accessors: read-only unless PluginSecurity adds a setter": async (assert) => {
		assert.equal(member("HttpService", "HttpEnabled")?.info.readOnly, true);
		assert.equal(member("MeshPart", "MeshId")?.info.readOnly, true);
		assert.equal(member("MeshPart", "MeshId")?.info.type, "string"); // ContentId alias
		assert.equal(member("Workspace", "StreamingEnabled")?.info.readOnly, false);
	},

	"deprecated and hidden property flags": async (assert) => {
		assert.equal(member("TextButton", "FontSize")?.info.deprecated, true);
		assert.equal(member("TextButton", "Font")?.info.hidden, true);
		assert.equal(member("TextButton", "Text")?.info.deprecated, false);
	},

	"enums list items with values in declaration order": async (assert) => {
		const { enums } = loadClassDatabase();
		assert.ok(enums.Material.some(([n, v]) => n === "Plastic" && v === 256));
		assert.deepEqual(enums.Material[0], ["Plastic", 256]);
		assert.ok(enums.FillDirection.some(([n]) => n === "Vertical"));
		assert.ok(enums.KeyCode.length > 100);
		assert.ok(Object.keys(enums).length > 300);
	},

	"Luau source compiles in luau-web and matches the JS form": async (assert) => {
		const { classes, enums, version } = loadClassDatabase();
		const results = await withDbInLuau(`
			local nc, ne, ev = 0, 0, 0
			for _ in db.classes do nc += 1 end
			for _ in db.enums do ne += 1 end
			for _ in db.classes.Instance.events do ev += 1 end
			local anchored = db.classes.BasePart.properties.Anchored
			return nc, ne, #db.enums.Material, db.enums.Material[1][1], db.enums.Material[1][2], db.classes.Part.superclass,
				anchored.type, anchored.readOnly, db.version, ev, db.classes.Instance.superclass == nil,
				db.classes.Instance.properties.Parent.nullable, #db.enums.KeyCode, table.isfrozen(anchored)`);
		assert.deepEqual(results, [
			Object.keys(classes).length,
			Object.keys(enums).length,
			enums.Material.length,
			"Plastic",
			256,
			"FormFactorPart",
			"boolean",
			false,
			version,
			Object.keys(classes.Instance.events).length,
			true,
			true,
			enums.KeyCode.length,
			true,
		]);
	},

	"results are memoized and cached on disk by @rbxts/types version": async (assert) => {
		assert.equal(loadClassDatabase(), loadClassDatabase());
		assert.equal(loadClassDatabaseSource(), loadClassDatabaseSource());
		const { version } = loadClassDatabase();
		const files = /** @type {string[]} */ (fs.readdirSync(CACHE_DIR)).filter((f) =>
			f.startsWith(`classdb-${version}-`),
		);
		assert.ok(files.some((f) => f.endsWith(".json")) && files.some((f) => f.endsWith(".luau")), files.join(", "));
	},
};
