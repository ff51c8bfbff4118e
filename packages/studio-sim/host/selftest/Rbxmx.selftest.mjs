// @ts-check
/**
 * Self tests of the .rbxmx writer and reader: round trips (sources with CDATA edge cases,
 * every property form, attributes, tags), reading files written by Studio-like tools, and
 * the plugin build's own tree.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { writeRbxmx, readRbxmx } from "../Rbxmx.mjs";
import { loadProject } from "../RojoLoader.mjs";

/** @typedef {import("../Rbxmx.mjs").TreeNode} TreeNode */
/** @typedef {typeof import("node:assert/strict")} Assert */

const PACKAGE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** @returns {TreeNode} */
const node = (/** @type {string} */ name, /** @type {string} */ className, properties = {}, /** @type {TreeNode[]} */ children = []) => ({
	name,
	className,
	properties,
	children,
});

/** Drops what the format does not keep (sourcePath) so trees can be compared. */
const strip = (/** @type {TreeNode} */ n) => {
	/** @type {TreeNode} */
	const out = { name: n.name, className: n.className, properties: n.properties, children: n.children.map(strip) };
	if (n.attributes) out.attributes = n.attributes;
	if (n.tags) out.tags = n.tags;
	return out;
};

const TRICKY_SOURCES = [
	"",
	"print('plain')",
	"local s = [[a]]>b]] print(']]>')",
	"]]>",
	"]]]]>>",
	"x]]",
	"unicode: héllo — 日本語 😀 \u00a0",
	"\ttabs\tand\n\n\nblank lines\n",
	"windows\r\nline\r\nendings\r\n",
	"old mac\rline",
	"controls \u0001\u0002\u001f and nul \u0000 end",
	"<xml> & entities &amp; &lt; stay literal",
	"   leading and trailing spaces   ",
];

/** @type {Record<string, (assert: Assert) => Promise<void>>} */
export const tests = {
	"script sources survive a round trip byte for byte": async (/** @type {Assert} */ assert) => {
		const scripts = TRICKY_SOURCES.map((source, i) => node(`S${i}`, "ModuleScript", { Source: source }));
		const xml = writeRbxmx([node("Root", "Folder", {}, scripts)]);
		assert.ok(!/[\r\u0000-\u0008]/.test(xml), "no raw CR or control characters in the file");
		const [root] = readRbxmx(xml);
		assert.deepEqual(
			root.children.map((c) => c.properties.Source),
			TRICKY_SOURCES,
		);
		assert.equal(writeRbxmx(readRbxmx(xml)), xml, "writing what was read gives the same bytes");
	},
	"names, strings and StringValues with markup characters": async (/** @type {Assert} */ assert) => {
		const tree = node(`A & <B> "C" 'D'`, "StringValue", { Value: "x < y && y > z\nline 2\ttab" });
		const xml = writeRbxmx([tree]);
		assert.ok(xml.includes('<string name="Value">x &lt; y &amp;&amp; y &gt; z\nline 2\ttab</string>'), xml);
		assert.deepEqual(readRbxmx(xml), [tree]);
	},
	"explicit values of every supported type round trip": async (/** @type {Assert} */ assert) => {
		const properties = {
			Anchored: true,
			Label: "text",
			Size: { Vector3: [4, 1.5, -2] },
			Offset: { Vector2: [0.25, 8] },
			Color: { Color3: [1, 0.5, 0] },
			Tint: { Color3uint8: [255, 128, 0] },
			Position: { UDim2: [[0.5, -10], [1, 20]] },
			Padding: { UDim: [0, 4] },
			Material: { Enum: 256 },
			Transparency: { Float32: 0.5 },
			Mass: { Float64: 12.125 },
			Count: { Int32: -7 },
			Big: { Int64: 9007199254740991 },
			Range: { NumberRange: [0, 5] },
			Texture: { Content: "rbxassetid://123" },
			Empty: { Content: "" },
			Blob: { BinaryString: "AQID" },
			Huge: { Float64: Infinity },
			CFrame: { CFrame: { position: [1, 2, 3], orientation: [[0, -1, 0], [1, 0, 0], [0, 0, 1]] } },
		};
		const tree = node("Part", "Part", properties);
		const xml = writeRbxmx([tree]);
		assert.ok(xml.includes('<token name="Material">256</token>'));
		assert.ok(xml.includes('<Vector3 name="Size"><X>4</X><Y>1.5</Y><Z>-2</Z></Vector3>'));
		assert.ok(xml.includes('<UDim2 name="Position"><XS>0.5</XS><XO>-10</XO><YS>1</YS><YO>20</YO></UDim2>'));
		assert.ok(xml.includes('<Color3uint8 name="Tint">4294934528</Color3uint8>'));
		assert.deepEqual(readRbxmx(xml), [tree]);
	},
	"implicit values are typed by the class database callbacks": async (/** @type {Assert} */ assert) => {
		/** @type {string[]} */
		const warnings = [];
		const types = /** @type {Record<string, string>} */ ({ Anchored: "boolean", Material: "Enum.Material", Size: "Vector3", Transparency: "number", Parent: "Instance:Instance" });
		const xml = writeRbxmx([node("P", "Part", { Anchored: true, Material: "Plastic", Size: [4, 1, 2], Transparency: 0.5, Parent: "x", Mystery: 3 })], {
			typeOf: (_cls, prop) => types[prop],
			enumValue: (enumName, item) => (enumName === "Material" && item === "Plastic" ? 256 : undefined),
			warn: (m) => warnings.push(m),
		});
		assert.ok(xml.includes('<bool name="Anchored">true</bool>'));
		assert.ok(xml.includes('<token name="Material">256</token>'));
		assert.ok(xml.includes('<Vector3 name="Size"><X>4</X><Y>1</Y><Z>2</Z></Vector3>'));
		assert.ok(xml.includes('<double name="Transparency">0.5</double>'));
		assert.ok(xml.includes('<double name="Mystery">3</double>'), "an unknown property falls back to its JSON type");
		assert.ok(!xml.includes('name="Parent"'));
		assert.equal(warnings.length, 1, warnings.join("\n"));
		/** @type {string[]} */
		const noDb = [];
		const plain = writeRbxmx([node("P", "Part", { Size: [1, 2, 3], Material: "Plastic" })], { warn: (m) => noDb.push(m) });
		assert.ok(plain.includes('<string name="Material">Plastic</string>'), "without a database a string stays a string");
		assert.ok(!plain.includes('name="Size"') && noDb.length === 1, "an untyped array cannot be stored");
	},
	"attributes and tags round trip through their binary forms": async (/** @type {Assert} */ assert) => {
		/** @type {TreeNode} */
		const tree = {
			...node("Tagged", "Folder"),
			attributes: {
				Label: "héllo",
				On: false,
				Speed: 12.5,
				Where: { Vector3: [1, 2, 3] },
				Tint: { Color3: [0.5, 0.25, 1] },
				Box: { UDim2: [[0.5, 1], [0, -3]] },
				Range: { NumberRange: [1, 2] },
				Float: { Float32: 0.5 },
			},
			tags: ["One", "Two words", "ünï"],
		};
		const xml = writeRbxmx([tree]);
		assert.ok(xml.includes('<BinaryString name="AttributesSerialize">'));
		assert.ok(xml.includes(`<BinaryString name="Tags">${Buffer.from("One\0Two words\0ünï").toString("base64")}</BinaryString>`));
		assert.deepEqual(readRbxmx(xml), [tree]);
		const fromProperties = writeRbxmx([node("T", "Folder", { Tags: ["One", "Two words", "ünï"], Attributes: { Attributes: tree.attributes } })]);
		assert.deepEqual(readRbxmx(fromProperties)[0].tags, tree.tags, "Tags and Attributes given as properties are stored the same way");
		assert.deepEqual(readRbxmx(fromProperties)[0].attributes, tree.attributes);
	},
	"reads Studio-style files: declaration, comments, Externals, char refs, self-closing tags": async (/** @type {Assert} */ assert) => {
		const xml = [
			'<?xml version="1.0" encoding="utf-8"?>',
			'<roblox xmlns:xmime="http://www.w3.org/2005/05/xmlmime" version="4">',
			"<!-- a comment -->",
			"<External>null</External><External>nil</External>",
			"<Item class='Script' referent='RBXA'>",
			"<Properties>",
			'<string name="Name">Main</string>',
			'<bool name="Disabled">false</bool>',
			'<ProtectedString name="Source"><![CDATA[print(1)]]>&#13;<![CDATA[\r\nprint("]]]]><![CDATA[>")]]></ProtectedString>',
			'<Content name="LinkedSource"><null></null></Content>',
			'<BinaryString name="AttributesSerialize"></BinaryString>',
			'<SharedString name="Data">abc</SharedString>',
			"</Properties>",
			'<Item class="Folder" referent="RBXB"><Properties><string name="Name">Empty &#x263A;</string></Properties></Item>',
			'<Item class="Folder" referent="RBXC"/>',
			"</Item>",
			"</roblox>",
		].join("\r\n");
		const [script] = readRbxmx(xml);
		assert.equal(script.name, "Main");
		assert.equal(script.properties.Source, 'print(1)\r\nprint("]]>")', "a literal CRLF is read as LF, &#13; as CR");
		assert.equal(script.properties.Disabled, false);
		assert.deepEqual(script.properties.LinkedSource, { Content: "" });
		assert.deepEqual(script.properties.Data, { $xml: { type: "SharedString", inner: "abc" } });
		assert.equal(script.attributes, undefined);
		assert.deepEqual(script.children.map((c) => c.name), ["Empty ☺", "Folder"]);
		assert.ok(writeRbxmx([script]).includes('<SharedString name="Data">abc</SharedString>'), "unknown types are written back verbatim");
	},
	"malformed files fail with a line number": async (/** @type {Assert} */ assert) => {
		assert.throws(() => readRbxmx('<roblox version="4">\n<Item class="Folder">\n</roblox>'), /line 3: unexpected <\/roblox>/);
		assert.throws(() => readRbxmx("<model/>"), /not a Roblox model file/);
		assert.throws(() => readRbxmx('<roblox><Item class="Folder" referent="a"><Properties><string name="Name">&bogus;</string></Properties></Item></roblox>'), /unknown XML entity &bogus;/);
	},
	"the Rojo fixture project survives writing and reading": async (/** @type {Assert} */ assert) => {
		const tree = loadProject(path.join(PACKAGE, "fixtures/rojo/basic"), { warn: () => {} });
		const [back] = readRbxmx(writeRbxmx([tree], { warn: () => {} }));
		/** @returns {any} */
		const shape = (/** @type {TreeNode} */ n) => ({ name: n.name, className: n.className, source: n.properties.Source, children: n.children.map(shape) });
		assert.deepEqual(shape(back), shape(tree));
		const part = back.children[0].children.find((c) => c.name === "Part");
		assert.deepEqual(part?.tags, ["Lava", "Hot"]);
		assert.deepEqual(part?.attributes, { Damage: 10, Label: "hot" });
		assert.deepEqual(strip(readRbxmx(writeRbxmx([back]))[0]), strip(back));
	},
};
