// @ts-check
/**
 * ClassDatabase: the simulator's Roblox class database, generated from the installed
 * @rbxts/types declarations with TypeScript's parser (no type checker; ~1 s cold).
 *
 * Why: the engine (engine/instance/Classes.luau) needs Roblox's real class
 * hierarchy, members and enums for IsA, Instance.new, member errors and property type
 * checks. @rbxts/types is the one machine-readable API dump already installed, and it is the
 * same API the plugin is compiled against, so simulator and compiler cannot disagree.
 *
 * Sources: include/generated/None.d.ts + PluginSecurity.d.ts (one class interface is merged
 * from both), their `Services` / `CreatableInstances` interfaces, and generated/enums.d.ts.
 * include/roblox.d.ts is read only for `type X = string` aliases (ContentId, ProtectedString)
 * and datatype names (`declare const Font: FontConstructor`, or a `_nominal_X` member). Its
 * interfaces are not merged in: AvatarRules and TextChatMessage there collide with classes.
 *
 * Rules chosen (the .d.ts files encode Roblox's API in TS terms, so some mapping is needed):
 * - A class is `Instance` or an interface whose first `extends` chain reaches Instance.
 *   Instance's superclass is null; the members of `RBXObject` (Roblox's Object: ClassName,
 *   Changed, IsA, GetPropertyChangedSignal) are folded into Instance.
 * - Each class lists only its own members (as declared on its interface); walk `superclass`
 *   for inherited ones. A subclass may redeclare a member with a narrower type.
 * - method: a method signature. event: a property typed `RBXScriptSignal<...>`.
 *   callback: a property (not a method signature) typed as a function, `(fn) | undefined`, or a type
 *   parameter constrained to `Callback` (BindableFunction.OnInvoke, RemoteFunction.OnServerInvoke,
 *   MarketplaceService.ProcessReceipt, TextChatService.OnIncomingMessage, ...).
 * - `X: unknown` members (a base hiding signatures that differ per subclass, e.g.
 *   Object.Changed, GlobalDataStore.GetAsync) take their kind from a descendant's
 *   redeclaration; a property stays type "any". `X: never` members (Workspace.MakeJoints) are
 *   removals and are skipped.
 * - Properties: `readOnly` is the `readonly` modifier; a `get X()` accessor is read-only unless
 *   a `set X()` exists (PluginSecurity.d.ts adds setters plugins may use). `deprecated` is a
 *   JSDoc @deprecated, `hidden` a @hidden or `Tags: Hidden`; `nullable` is `| undefined`.
 *   type: "number" | "string" | "boolean" | datatype name ("Vector3", "Content", ...) |
 *   "Enum.<Name>" | "Instance:<Class>" (a union of classes gives their nearest common
 *   ancestor) | "any" (tables, non-Instance objects, unknown, mixed unions).
 * - creatable: listed in CreatableInstances; service: listed in Services; notCreatableTag:
 *   `Tags: NotCreatable`; class deprecated: @deprecated on the interface.
 * Enums: { Name: [[itemName, value], ...] } in declaration order.
 *
 * The Luau form has the same shape, but equal property infos are one shared frozen table.
 * Both forms are cached in the package's .cache/ keyed by the @rbxts/types version and a hash of
 * this file and the extra declaration files, and memoized in-process per set of extra files.
 *
 * Extra declaration files (`extraTypes`): a plugin project that declares Studio members
 * @rbxts/types lacks (in a .d.ts it compiles against) passes that file, so the simulator
 * knows the same members the plugin was compiled with.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { databaseToLuau } from "./ClassDatabaseLuau.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const TYPES_DIR = path.dirname(require.resolve("@rbxts/types/package.json"));
/** Studio members @rbxts/types lacks that the simulator itself implements; always read. */
const OWN_TYPES = path.resolve(here, "../types/StudioExtras.d.ts");
const CACHE_DIR = path.resolve(here, "../.cache");

/** @typedef {{ type: string, nullable: boolean, readOnly: boolean, deprecated: boolean, hidden: boolean }} PropertyInfo */
/** @typedef {{ superclass: string | null, creatable: boolean, service: boolean, notCreatableTag: boolean, deprecated: boolean,
 *   properties: Record<string, PropertyInfo>, methods: Record<string, true>, events: Record<string, true>, callbacks: Record<string, true> }} ClassInfo */
/** @typedef {{ version: string, classes: Record<string, ClassInfo>, enums: Record<string, [string, number][]> }} ClassDatabase */
/** @typedef {import("typescript").Node} Node */
/** @typedef {import("typescript").TypeNode} TypeNode */
/** @typedef {import("typescript").SourceFile} SourceFile */

/** @typedef {{ extraTypes?: string[] }} ClassDatabaseOptions extraTypes: absolute .d.ts paths */

/** @type {Map<string, { db?: ClassDatabase, source?: string }>} */
const memos = new Map();

/** @param {ClassDatabaseOptions} options */
function memoFor(options) {
	const extra = [OWN_TYPES, ...(options.extraTypes ?? []).map((f) => path.resolve(f))];
	const key = extra.join("\n");
	let memo = memos.get(key);
	if (!memo) {
		memo = {};
		memos.set(key, memo);
		loadOrGenerate(memo, extra);
	}
	return memo;
}

/** @param {ClassDatabaseOptions} [options] @returns {ClassDatabase} */
export function loadClassDatabase(options = {}) {
	return /** @type {ClassDatabase} */ (memoFor(options).db);
}

/**
 * @param {ClassDatabaseOptions} [options]
 * @returns {string} Luau chunk source: `return { version = ..., classes = {...}, enums = {...} }`
 */
export function loadClassDatabaseSource(options = {}) {
	return /** @type {string} */ (memoFor(options).source);
}

/** @param {{ db?: ClassDatabase, source?: string }} memo @param {string[]} extraTypes */
function loadOrGenerate(memo, extraTypes) {
	const version = JSON.parse(fs.readFileSync(path.join(TYPES_DIR, "package.json"), "utf8")).version;
	const hasher = crypto.createHash("sha256").update(fs.readFileSync(fileURLToPath(import.meta.url)));
	for (const file of extraTypes) hasher.update(file).update(fs.readFileSync(file));
	const hash = hasher.digest("hex");
	const base = path.join(CACHE_DIR, `classdb-${version}-${hash.slice(0, 16)}`);
	try {
		memo.db = JSON.parse(fs.readFileSync(base + ".json", "utf8"));
		memo.source = fs.readFileSync(base + ".luau", "utf8");
		return;
	} catch {
		// cache miss: generate below
	}
	memo.db = generate(version, extraTypes);
	memo.source = databaseToLuau(memo.db);
	fs.mkdirSync(CACHE_DIR, { recursive: true });
	for (const [ext, text] of [
		[".json", JSON.stringify(memo.db)],
		[".luau", memo.source],
	]) {
		const tmp = `${base}${ext}.${process.pid}.tmp`;
		fs.writeFileSync(tmp, text);
		fs.renameSync(tmp, base + ext);
	}
	// Drop outputs of other @rbxts/types versions (other hashes may serve other extra files).
	for (const old of fs.readdirSync(CACHE_DIR))
		if (old.startsWith("classdb-") && !old.startsWith(`classdb-${version}-`))
			fs.rmSync(path.join(CACHE_DIR, old), { force: true });
}

/** @param {string} version @param {string[]} extraTypes @returns {ClassDatabase} */
function generate(version, extraTypes) {
	/** @type {typeof import("typescript")} */
	const ts = require("typescript");
	const parse = (/** @type {string} */ rel) => {
		const file = path.isAbsolute(rel) ? rel : path.join(TYPES_DIR, "include", rel);
		const text = fs.readFileSync(file, "utf8");
		return ts.createSourceFile(rel, text, ts.ScriptTarget.Latest, false);
	};
	/** @type {(n: any) => string} */
	const nameOf = (n) =>
		ts.isIdentifier(n) || ts.isStringLiteral(n)
			? n.text
			: ts.isQualifiedName(n)
				? `${nameOf(n.left)}.${n.right.text}`
				: "";
	const docOf = (/** @type {Node} */ n, /** @type {SourceFile} */ sf) => sf.text.slice(n.pos, n.getStart(sf));
	const tagsOf = (/** @type {string} */ doc) => (/- \*\*Tags\*\*: ([^\n]*)/.exec(doc)?.[1] ?? "").split(/,\s*/);

	// roblox.d.ts: primitive aliases and datatype names.
	/** @type {Map<string, string>} */ const aliases = new Map();
	const datatypes = new Set(["EnumItem", "RBXScriptConnection", "buffer"]);
	const robloxSf = parse("roblox.d.ts");
	for (const st of robloxSf.statements) {
		if (ts.isTypeAliasDeclaration(st) && /^(string|number|boolean)$/.test(st.type.getText(robloxSf)))
			aliases.set(st.name.text, st.type.getText(robloxSf));
		else if (
			ts.isInterfaceDeclaration(st) &&
			st.members.some((m) => m.name && nameOf(m.name) === `_nominal_${st.name.text}`)
		)
			datatypes.add(st.name.text);
		else if (ts.isVariableStatement(st))
			for (const d of st.declarationList.declarations)
				if (ts.isIdentifier(d.name) && d.type && d.type.getText(robloxSf) === `${d.name.text}Constructor`)
					datatypes.add(d.name.text);
	}

	// Class interfaces, merged across files.
	/** @type {Map<string, { st: import("typescript").InterfaceDeclaration, sf: SourceFile }[]>} */
	const decls = new Map();
	/** @type {Set<string>} */ const services = new Set();
	/** @type {Set<string>} */ const creatable = new Set();
	// The project's own declarations add members @rbxts/types lacks (options.extraTypes).
	for (const sf of [parse("generated/None.d.ts"), parse("generated/PluginSecurity.d.ts"), ...extraTypes.map(parse)]) {
		for (const st of sf.statements) {
			if (!ts.isInterfaceDeclaration(st)) continue;
			const name = st.name.text;
			const listed = name === "Services" ? services : name === "CreatableInstances" ? creatable : undefined;
			if (listed) for (const m of st.members) listed.add(nameOf(m.name));
			const key = name === "RBXObject" ? "Instance" : name;
			if (!decls.has(key)) decls.set(key, []);
			decls.get(key)?.push({ st, sf });
		}
	}
	/** @type {Map<string, string | null>} */ const superOf = new Map();
	for (const [name, list] of decls) {
		const clause = list.find(({ st }) => st.name.text === name && st.heritageClauses)?.st.heritageClauses?.[0]
			.types[0];
		superOf.set(name, name === "Instance" || !clause ? null : nameOf(clause.expression));
	}
	const isClass = (/** @type {string} */ name) => {
		for (let c = /** @type {string | null | undefined} */ (name), n = 0; c && n < 100; c = superOf.get(c), n++)
			if (c === "Instance") return true;
		return false;
	};
	const classNames = [...decls.keys()].filter(isClass).sort();
	const classSet = new Set(classNames);
	const chainOf = (/** @type {string} */ name) => {
		const out = [];
		for (let c = /** @type {string | null | undefined} */ (name); c; c = superOf.get(c)) out.push(c);
		return out;
	};
	const commonAncestor = (/** @type {string[]} */ names) =>
		chainOf(names[0]).find((c) => names.every((n) => chainOf(n).includes(c))) ?? "Instance";

	/** Maps a property's type node to { type, nullable }. */
	const typeOf = (/** @type {TypeNode} */ t) => {
		let nullable = false;
		/** @type {TypeNode[]} */ let parts = [t];
		while (parts.length === 1 && ts.isParenthesizedTypeNode(parts[0])) parts = [parts[0].type];
		if (parts.length === 1 && ts.isUnionTypeNode(parts[0])) parts = [...parts[0].types];
		parts = parts.filter((p) => (p.kind === ts.SyntaxKind.UndefinedKeyword ? ((nullable = true), false) : true));
		const names = [...new Set(parts.map(single))];
		let type = names.length === 1 ? names[0] : "any";
		if (names.length > 1 && names.every((n) => n.startsWith("Instance:")))
			type = "Instance:" + commonAncestor(names.map((n) => n.slice(9)));
		return { type, nullable };
	};
	const { NumberKeyword, StringKeyword, BooleanKeyword, TrueKeyword, FalseKeyword } = ts.SyntaxKind;
	/** @type {Record<number, string>} */
	const keywords = { [NumberKeyword]: "number", [StringKeyword]: "string", [BooleanKeyword]: "boolean" };
	const single = (/** @type {TypeNode} */ t) => {
		if (keywords[t.kind]) return keywords[t.kind];
		if (ts.isLiteralTypeNode(t)) {
			const k = t.literal.kind;
			return ts.isStringLiteral(t.literal)
				? "string"
				: k === TrueKeyword || k === FalseKeyword
					? "boolean"
					: "number";
		}
		if (!ts.isTypeReferenceNode(t)) return "any";
		const name = nameOf(t.typeName);
		if (name.startsWith("Enum.")) return name.split(".").slice(0, 2).join(".");
		if (classSet.has(name)) return "Instance:" + name;
		return aliases.get(name) ?? (datatypes.has(name) ? name : "any");
	};
	/** Classifies one member: { kind, type?, nullable? }. @returns {any} */
	const classify = (
		/** @type {import("typescript").TypeElement} */ m,
		/** @type {Map<string, string>} */ typeParams,
	) => {
		if (ts.isMethodSignature(m)) return { kind: "method" };
		if (ts.isGetAccessorDeclaration(m) || ts.isSetAccessorDeclaration(m)) {
			const t = ts.isGetAccessorDeclaration(m) ? m.type : m.parameters[0]?.type;
			return { kind: "property", ...(t ? typeOf(t) : { type: "any", nullable: false }) };
		}
		if (!ts.isPropertySignature(m) || !m.type) return { kind: "property", type: "any", nullable: false };
		const t = m.type;
		if (t.kind === ts.SyntaxKind.NeverKeyword) return { kind: "skip" };
		if (t.kind === ts.SyntaxKind.UnknownKeyword) return { kind: "unknown" };
		const parts = (ts.isUnionTypeNode(t) ? [...t.types] : [t])
			.filter((p) => p.kind !== ts.SyntaxKind.UndefinedKeyword)
			.map((p) => (ts.isParenthesizedTypeNode(p) ? p.type : p));
		const isFn = (/** @type {TypeNode} */ p) =>
			ts.isFunctionTypeNode(p) ||
			(ts.isTypeReferenceNode(p) && /(^|\W)Callback$/.test(typeParams.get(nameOf(p.typeName)) ?? ""));
		if (parts.length > 0 && parts.every(isFn)) return { kind: "callback" };
		if (parts.length === 1 && ts.isTypeReferenceNode(parts[0]) && nameOf(parts[0].typeName) === "RBXScriptSignal")
			return { kind: "event" };
		return { kind: "property", ...typeOf(t) };
	};

	// Raw members per class: name -> classification (later declarations only fill gaps).
	/** @type {Map<string, Map<string, any>>} */ const raw = new Map();
	/** @type {Record<string, ClassInfo>} */ const classes = {};
	for (const name of classNames) {
		/** @type {Map<string, any>} */ const members = new Map();
		/** @type {Set<string>} */ const setters = new Set();
		const docs = (decls.get(name) ?? [])
			.filter(({ st }) => st.name.text === name)
			.map(({ st, sf }) => docOf(st, sf));
		for (const { st, sf } of decls.get(name) ?? []) {
			const typeParams = new Map(
				(st.typeParameters ?? []).map((p) => [p.name.text, p.constraint?.getText(sf) ?? ""]),
			);
			for (const m of st.members) {
				const member = m.name ? nameOf(m.name) : "";
				if (!member || member.startsWith("_nominal_")) continue;
				if (ts.isSetAccessorDeclaration(m)) setters.add(member);
				if (members.has(member)) continue;
				const mdoc = docOf(m, sf);
				const info = classify(m, typeParams);
				const readonly =
					ts.isPropertySignature(m) && m.modifiers?.some((x) => x.kind === ts.SyntaxKind.ReadonlyKeyword);
				info.readOnly = ts.isGetAccessorDeclaration(m) || !!readonly;
				info.deprecated = /@deprecated\b/.test(mdoc);
				info.hidden = /@hidden\b/.test(mdoc) || tagsOf(mdoc).includes("Hidden");
				members.set(member, info);
			}
		}
		for (const s of setters) if (members.get(s)?.kind === "property") members.get(s).readOnly = false;
		raw.set(name, members);
		classes[name] = {
			superclass: superOf.get(name) ?? null,
			creatable: creatable.has(name),
			service: services.has(name),
			notCreatableTag: docs.some((doc) => tagsOf(doc).includes("NotCreatable")),
			deprecated: docs.some((doc) => /@deprecated\b/.test(doc)),
			properties: {},
			methods: {},
			events: {},
			callbacks: {},
		};
	}
	for (const name of classNames) {
		for (const [member, info] of raw.get(name) ?? []) {
			let kind = info.kind;
			if (kind === "unknown") {
				kind = "property";
				for (const other of classNames) {
					const k =
						other !== name && chainOf(other).includes(name) ? raw.get(other)?.get(member)?.kind : undefined;
					if (k && k !== "unknown" && k !== "skip") {
						kind = k;
						if (k !== "property") break;
					}
				}
			}
			const c = classes[name];
			if (kind === "method") c.methods[member] = true;
			else if (kind === "event") c.events[member] = true;
			else if (kind === "callback") c.callbacks[member] = true;
			else if (kind === "property") {
				const { type = "any", nullable = false, readOnly, deprecated, hidden } = info;
				c.properties[member] = { type, nullable, readOnly, deprecated, hidden };
			}
		}
	}

	// Enums: declare namespace Enum { export namespace X { export interface Item { Name: "Item"; Value: 1 } } }
	/** @type {Record<string, [string, number][]>} */ const enums = {};
	const enumSf = parse("generated/enums.d.ts");
	for (const st of enumSf.statements) {
		if (!ts.isModuleDeclaration(st) || nameOf(st.name) !== "Enum" || !st.body || !ts.isModuleBlock(st.body))
			continue;
		for (const ns of st.body.statements) {
			if (!ts.isModuleDeclaration(ns) || !ns.body || !ts.isModuleBlock(ns.body)) continue;
			const items = (enums[nameOf(ns.name)] = /** @type {[string, number][]} */ ([]));
			for (const it of ns.body.statements) {
				if (!ts.isInterfaceDeclaration(it)) continue;
				/** @type {Record<string, import("typescript").LiteralTypeNode["literal"]>} */ const fields = {};
				for (const m of it.members)
					if (ts.isPropertySignature(m) && m.type && ts.isLiteralTypeNode(m.type))
						fields[nameOf(m.name)] = m.type.literal;
				const { Name: n, Value: v } = fields;
				const value = v ? Number(v.getText(enumSf)) : NaN; // `256`, `-1`
				if (n && ts.isStringLiteral(n) && !Number.isNaN(value)) items.push([n.text, value]);
			}
		}
	}
	return { version, classes, enums };
}
