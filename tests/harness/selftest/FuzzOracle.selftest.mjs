// @ts-check
/**
 * Self tests of the fuzz oracle (tests/fuzz/Oracle.mjs) on hand-made records: it must flag
 * each kind of violation it claims to find and stay quiet on a session that keeps the
 * promise, or `npm run fuzz` could report 0 violations by looking at nothing.
 */
import { checkSession, parsePath } from "../../fuzz/Oracle.mjs";
import { parseSnapshot } from "../../fuzz/PlaceSnapshot.mjs";

const SERVICES = ["Workspace", "ServerScriptService", "ReplicatedStorage", "ServerStorage"];
const KEY = "sk-or-v1-selftest";
const START = [
	"### Workspace",
	'Model "Tower"',
	'  Part "Base"',
	"    .Anchored = boolean true",
	"### ServerScriptService",
	'Script "Main"',
	'  .Source = string "print(1)"',
	"### ReplicatedStorage",
	"### ServerStorage",
	'Folder "Lux"',
	"### game",
].join("\n");
const MOVED = START.replace(
	'Script "Main"\n  .Source = string "print(1)"\n### ReplicatedStorage',
	'### ReplicatedStorage\nScript "Main"\n  .Source = string "print(1)"',
);
const RISKS = { move_instance: "property", set_properties: "property", get_script: "read" };

/** A record: start, a policy, then the given events. */
function record(
	/** @type {any[]} */ events,
	/** @type {any} */ policy = { categories: [], services: {}, maxAutoDelete: 10 },
) {
	return {
		events: [
			{ step: -1, kind: "start", snap: START },
			{ step: 0, kind: "policy", policy },
			{ step: 1, kind: "turn" },
			...events,
		],
		requests: [],
		histories: [],
		persisted: "",
		risks: RISKS,
		own: "ServerStorage.Lux",
	};
}

const move = { name: "move_instance", args: { path: "ServerScriptService.Main", new_parent: "ReplicatedStorage" } };
const done = { kind: "done", isError: false, content: "Applied", summary: "Applied" };
const kinds = (/** @type {any} */ rec) => checkSession({ key: KEY }, rec, { services: SERVICES }).map((v) => v.kind);

export const tests = {
	"parses bracketed and dotted paths": (/** @type {any} */ assert) => {
		assert.deepEqual(parsePath('Workspace["Map.v2"].Spawn'), ["Workspace", "Map.v2", "Spawn"]);
		assert.deepEqual(parsePath("game.Workspace.Tower"), ["Workspace", "Tower"]);
		assert.deepEqual(parsePath('ServerStorage["a\\"b"]'), ["ServerStorage", 'a"b']);
	},
	"reads duplicate names as separate keys": (/** @type {any} */ assert) => {
		const map = parseSnapshot('### Workspace\nPart "A"\nPart "A"\n  .Anchored = boolean true');
		assert.equal(map.size, 2);
	},
	"flags an auto-approved move whose destination is outside the rule": (/** @type {any} */ assert) => {
		const policy = { categories: [], services: { ServerScriptService: ["property"] }, maxAutoDelete: 10 };
		const rec = record([{ step: 2, kind: "execute", call: move, outcome: done, snap: MOVED }], policy);
		assert.ok(kinds(rec).includes("auto-outside-scope move_instance"));
	},
	"accepts the same move when the user approved it": (/** @type {any} */ assert) => {
		const rec = record([
			{
				step: 2,
				kind: "execute",
				call: move,
				outcome: { kind: "pending", isError: false, content: "", summary: "", operationId: "op-1" },
			},
			{ step: 3, kind: "resolve", approved: true, op: { id: "op-1" }, outcome: done, snap: MOVED },
		]);
		assert.deepEqual(kinds(rec), []);
	},
	"flags a reject that changed the place, and a change outside the call's landing place": (
		/** @type {any} */ assert,
	) => {
		const pending = { kind: "pending", isError: false, content: "", summary: "", operationId: "op-1" };
		const rejected = record([
			{ step: 2, kind: "execute", call: move, outcome: pending },
			{ step: 3, kind: "resolve", approved: false, op: { id: "op-1" }, outcome: done, snap: MOVED },
		]);
		assert.ok(kinds(rejected).includes("changed-on-resolve"));
		const elsewhere = START.replace("boolean true", "boolean false");
		const wrong = record([
			{ step: 2, kind: "execute", call: move, outcome: pending },
			{ step: 3, kind: "resolve", approved: true, op: { id: "op-1" }, outcome: done, snap: elsewhere },
		]);
		assert.ok(kinds(wrong).includes("outside-landing-place move_instance"));
	},
	"flags undo-turn that did not ask after a user edit to what the turn changed": (/** @type {any} */ assert) => {
		const edited = MOVED.replace('.Source = string "print(1)"', '.Source = string "print(2)"');
		const rec = record(
			[
				{ step: 2, kind: "execute", call: move, outcome: done, snap: MOVED },
				{
					step: 3,
					kind: "edit",
					edit: { path: "ReplicatedStorage.Main", field: "source", name: "Source" },
					snap: edited,
				},
				{ step: 4, kind: "undo", turn: 0, result: "undone", approved: false, snap: START },
			],
			{ categories: ["property"], services: {}, maxAutoDelete: 10 },
		);
		assert.ok(kinds(rec).includes("undo-without-asking"));
	},
	"flags the key in a request body and in a tool result": (/** @type {any} */ assert) => {
		const rec = record([
			{
				step: 2,
				kind: "execute",
				call: { name: "get_script", args: { path: "ServerScriptService.Main" } },
				outcome: { ...done, content: `x = "${KEY}"` },
			},
		]);
		rec.requests = [JSON.stringify({ messages: [{ role: "user", content: KEY }] })];
		const found = kinds(rec);
		assert.ok(found.includes("key-in-tool-result"));
		assert.ok(found.includes("key-in-request-body"));
	},
	"flags a repeated tool-call id": (/** @type {any} */ assert) => {
		const rec = record([]);
		rec.requests = [
			JSON.stringify({
				messages: [
					{
						role: "assistant",
						tool_calls: [
							{ id: "c", function: {} },
							{ id: "c", function: {} },
						],
					},
					{ role: "tool", tool_call_id: "c", content: "ok" },
				],
			}),
		];
		assert.ok(kinds(rec).includes("repeated-call-id"));
	},
};
