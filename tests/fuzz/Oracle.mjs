// @ts-check
/**
 * The invariant checker: reads one session's record (what Lux answered after each step and a
 * full place snapshot) and reports every violation of issue 12's invariants.
 *
 * Why independent: the expected effect of each operation is computed here from the tool
 * call's arguments and the snapshots alone (our own path parser, our own idea of where a
 * change may land), never from Lux's code or its answers' text.
 *
 *  1 effect   an applied operation changes only what its arguments name (its landing place)
 *  2 approval proposing, rejecting, failing and stale change nothing; an auto-approved
 *             operation touches only the user's auto-approve scope (and never Lux's objects,
 *             never directly under game); approving after the user changed what the
 *             operation writes or removes is stale
 *  3 undo     undo-turn restores what the turn touched exactly, or asks when the user edited it
 *  4 key      the key is in no request body, tool result, persisted setting, conversation,
 *             and is never written into the place
 *  5 guards   no NaN/inf lands, Source never through set_properties, nothing created directly
 *             under game, no new duplicate sibling names
 *  6 calls    in every request, each tool call has a unique non-empty id and exactly one result
 */
import { diffSnapshots, IDX, parseSnapshot, SEP, serviceOf, showKey, unquote } from "./PlaceSnapshot.mjs";

/** @typedef {import("./PlaceSnapshot.mjs").SnapMap} SnapMap */
/** @typedef {import("./PlaceSnapshot.mjs").Change} Change */
/** @typedef {{ invariant: string, kind: string, event: number, step: number, message: string }} Violation */

const READ_TOOLS = new Set(["read"]);

/** Splits a tool path by the documented rule (dots; ["..."] for names with dots). */
export function parsePath(/** @type {string} */ path) {
	if (typeof path !== "string") return undefined;
	/** @type {string[]} */
	const out = [];
	let i = 0;
	let expect = true;
	while (i < path.length) {
		const c = path[i];
		if (c === "[") {
			if (path[i + 1] !== '"') return undefined;
			let name = "";
			let j = i + 2;
			let closed = false;
			while (j < path.length) {
				const d = path[j];
				if (d === "\\") {
					name += path[j + 1] ?? "";
					j += 2;
				} else if (d === '"') {
					if (path[j + 1] !== "]") return undefined;
					closed = true;
					j += 2;
					break;
				} else {
					name += d;
					j++;
				}
			}
			if (!closed) return undefined;
			out.push(name);
			i = j;
			expect = false;
			if (path[i] === ".") {
				i++;
				expect = true;
			}
			continue;
		}
		let j = i;
		while (j < path.length && path[j] !== "." && path[j] !== "[") j++;
		const name = path.slice(i, j);
		if (name === "" && expect && path[j] !== "[") return undefined;
		if (name !== "") out.push(name);
		i = j;
		if (path[i] === ".") i++;
	}
	if (out[0] === "game") out.shift();
	return out;
}

/** Every key the path can mean (several when names repeat). "game" itself is the key "game". */
export function resolveKeys(/** @type {SnapMap} */ map, /** @type {string} */ path, /** @type {string[]} */ services) {
	const segments = parsePath(path);
	if (!segments) return [];
	if (segments.length === 0) return ["game"];
	let first = segments[0] === "workspace" ? "Workspace" : segments[0];
	/** @type {string[]} */
	let current = services.includes(first) ? [first] : [];
	// A non-service child directly under game.
	if (current.length === 0)
		current = [...map.keys()].filter((k) => k.startsWith("game" + SEP + first + IDX) && !k.slice(5).includes(SEP));
	for (const name of segments.slice(1)) {
		/** @type {string[]} */
		const next = [];
		for (const parent of current)
			for (const node of map.values()) if (node.parent === parent && node.name === name) next.push(node.key);
		current = next;
	}
	return current;
}

function groupOf(/** @type {string} */ parent, /** @type {string} */ name) {
	return parent + SEP + name + IDX;
}

function parentOf(/** @type {SnapMap} */ map, /** @type {string} */ key) {
	return map.get(key)?.parent ?? key.slice(0, key.lastIndexOf(SEP));
}

/**
 * Where an operation may change the place: node keys (the node and its subtree), group
 * prefixes (every same-named sibling and subtree), and for field-only tools the fields.
 * @returns {{ subtrees: string[], groups: string[], fields: Map<string, Set<string>>, any: boolean }}
 */
export function landingZone(
	/** @type {SnapMap} */ map,
	/** @type {{name: string, args: any}} */ call,
	/** @type {string[]} */ services,
) {
	const a = call.args ?? {};
	/** @type {{ subtrees: string[], groups: string[], fields: Map<string, Set<string>>, any: boolean }} */
	const zone = { subtrees: [], groups: [], fields: new Map(), any: false };
	const targets = typeof a.path === "string" ? resolveKeys(map, a.path, services) : [];
	const nameOf = (/** @type {string} */ k) => map.get(k)?.name ?? "";
	const addFields = (/** @type {string} */ k, /** @type {string[]} */ f) => {
		const set = zone.fields.get(k) ?? new Set();
		for (const x of f) set.add(x);
		zone.fields.set(k, set);
	};
	switch (call.name) {
		case "set_properties": {
			const props = a.properties && typeof a.properties === "object" ? Object.keys(a.properties) : [];
			for (const t of targets) {
				addFields(
					t,
					props.map((p) => "." + p),
				);
				if (props.includes("Name")) {
					zone.groups.push(
						groupOf(parentOf(map, t), nameOf(t)),
						groupOf(parentOf(map, t), String(a.properties.Name)),
					);
				}
				if (props.includes("Parent")) zone.any = true;
			}
			break;
		}
		case "set_attributes": {
			const names = [
				...Object.keys(a.attributes && typeof a.attributes === "object" ? a.attributes : {}),
				...(Array.isArray(a.remove) ? a.remove : []),
			];
			for (const t of targets)
				addFields(
					t,
					names.map((n) => "@" + n),
				);
			break;
		}
		case "patch_script":
		case "edit_script_lines":
			for (const t of targets) addFields(t, [".Source"]);
			break;
		case "rename_instance":
			for (const t of targets)
				zone.groups.push(groupOf(parentOf(map, t), nameOf(t)), groupOf(parentOf(map, t), String(a.new_name)));
			break;
		case "move_instance": {
			const dests = resolveKeys(map, a.new_parent, services);
			for (const t of targets) {
				zone.groups.push(groupOf(parentOf(map, t), nameOf(t)));
				for (const d of dests) zone.groups.push(groupOf(d, nameOf(t)));
			}
			break;
		}
		case "clone_instance": {
			for (const t of targets) {
				const dests =
					typeof a.new_parent === "string" ? resolveKeys(map, a.new_parent, services) : [parentOf(map, t)];
				for (const d of dests)
					zone.groups.push(groupOf(d, typeof a.new_name === "string" ? a.new_name : nameOf(t)));
			}
			break;
		}
		case "delete_instance":
			for (const t of targets) zone.groups.push(groupOf(parentOf(map, t), nameOf(t)));
			break;
		case "create_instance":
		case "create_script": {
			const parents = resolveKeys(map, a.parent, services);
			const name = typeof a.name === "string" ? a.name : String(a.class_name);
			for (const p of parents) zone.groups.push(groupOf(p, name));
			break;
		}
		default:
			break;
	}
	return zone;
}

/** Members of a group (same-named siblings), not their descendants. */
function groupSize(/** @type {SnapMap} */ map, /** @type {string} */ group) {
	let n = 0;
	for (const k of map.keys()) if (k.startsWith(group) && !k.slice(group.length).includes(SEP)) n++;
	return n;
}

/** A script's text as the snapshot shows it ("" when unset). */
function sourceOf(/** @type {SnapMap} */ map, /** @type {string} */ key) {
	const v = map.get(key)?.fields.get(".Source");
	return v === undefined ? "" : unquote(v.slice("string ".length));
}

const noCr = (/** @type {string} */ t) => t.replace(/\r/g, "");

/**
 * The expected effect of an applied operation, computed from its arguments alone, compared
 * with the place after it. Checked only where the arguments name one instance unambiguously.
 * @returns {string[]} what is wrong
 */
export function effectProblems(
	/** @type {SnapMap} */ before,
	/** @type {SnapMap} */ after,
	/** @type {{name: string, args: any}} */ call,
	/** @type {string[]} */ services,
) {
	const a = call.args ?? {};
	const problems = [];
	const targets = typeof a.path === "string" ? resolveKeys(before, a.path, services) : [];
	const t = targets.length === 1 ? targets[0] : undefined;
	const node = t ? before.get(t) : undefined;
	const parent = t ? parentOf(before, t) : undefined;
	const changedBy = (/** @type {string} */ group, /** @type {number} */ delta, /** @type {string} */ what) => {
		const was = groupSize(before, group);
		const now = groupSize(after, group);
		if (now - was !== delta) problems.push(`${what}: ${showKey(group.slice(0, -1))} went from ${was} to ${now}`);
	};
	switch (call.name) {
		case "set_properties":
			if (t && a.properties && typeof a.properties === "object")
				for (const [p, v] of Object.entries(a.properties)) {
					const shown = after.get(t)?.fields.get("." + p);
					if (shown === undefined) continue;
					if (typeof v === "boolean" && shown !== `boolean ${v}`)
						problems.push(`${showKey(t)}.${p} is ${shown}, the call set ${v}`);
					if (
						typeof v === "string" &&
						p !== "Name" &&
						p !== "Source" &&
						p !== "Parent" &&
						shown.startsWith("string ") &&
						unquote(shown.slice(7)) !== v
					)
						problems.push(`${showKey(t)}.${p} is ${shown}, the call set ${JSON.stringify(v)}`);
				}
			break;
		case "rename_instance":
			if (t && node && parent && typeof a.new_name === "string" && a.new_name !== node.name) {
				changedBy(
					groupOf(parent, a.new_name),
					1,
					`renaming to ${JSON.stringify(a.new_name)} added no instance of that name`,
				);
				changedBy(groupOf(parent, node.name), -1, `renaming did not remove the old name`);
			}
			break;
		case "move_instance": {
			const dests = resolveKeys(before, a.new_parent, services);
			if (t && node && parent && dests.length === 1 && dests[0] !== parent) {
				changedBy(groupOf(dests[0], node.name), 1, "the destination did not gain the moved instance");
				changedBy(groupOf(parent, node.name), -1, "the source still holds the moved instance");
			}
			break;
		}
		case "delete_instance":
			if (t && node && parent) changedBy(groupOf(parent, node.name), -1, "the deleted instance is still there");
			break;
		case "create_instance":
		case "create_script": {
			const parents = resolveKeys(before, a.parent, services);
			const name = typeof a.name === "string" ? a.name : String(a.class_name);
			if (parents.length === 1)
				changedBy(
					groupOf(parents[0], name),
					1,
					`creating ${JSON.stringify(name)} did not add exactly one instance`,
				);
			break;
		}
		case "patch_script":
			if (t && typeof a.search === "string" && typeof a.replace === "string") {
				const old = sourceOf(before, t);
				const i = old.indexOf(a.search);
				if (i >= 0 && old.indexOf(a.search, i + 1) < 0) {
					const expected = old.slice(0, i) + a.replace + old.slice(i + a.search.length);
					if (noCr(sourceOf(after, t)) !== noCr(expected))
						problems.push(`${showKey(t)}'s text is not the patched text (search replaced once)`);
				}
			}
			break;
		default:
			break;
	}
	return problems;
}

/** Whether a change lies in the zone (a field change must name a field the call writes). */
function inZone(/** @type {Change} */ change, /** @type {ReturnType<typeof landingZone>} */ zone) {
	if (zone.any) return true;
	const k = change.key;
	if (zone.groups.some((g) => k.startsWith(g))) return true;
	if (zone.subtrees.some((s) => k === s || k.startsWith(s + SEP))) return true;
	const fields = zone.fields.get(k);
	return change.kind === "changed" && fields !== undefined && change.fields.every((f) => fields.has(f));
}

/** The keys an operation's correctness rests on: must be unchanged between preview and approve. */
function staleScope(
	/** @type {SnapMap} */ map,
	/** @type {{name: string, args: any}} */ call,
	/** @type {string[]} */ services,
) {
	const zone = landingZone(map, call, services);
	const a = call.args ?? {};
	const targets = typeof a.path === "string" ? resolveKeys(map, a.path, services) : [];
	/** @type {(c: Change) => boolean} */
	let matters;
	switch (call.name) {
		case "set_properties":
		case "set_attributes":
		case "patch_script":
		case "edit_script_lines":
			// What the operation writes (and the target's existence).
			matters = (c) => {
				if (!targets.includes(c.key)) return false;
				if (c.kind !== "changed") return true;
				const f = zone.fields.get(c.key);
				return c.fields.some((x) => f?.has(x));
			};
			break;
		case "delete_instance":
			// Everything it removes.
			matters = (c) => targets.some((t) => c.key === t || c.key.startsWith(t + SEP));
			break;
		case "rename_instance":
		case "move_instance":
			matters = (c) => targets.some((t) => c.key === t) && c.kind !== "changed";
			break;
		default:
			matters = () => false;
	}
	return matters;
}

function countOf(/** @type {string} */ text, /** @type {string} */ needle) {
	if (!needle) return 0;
	let n = 0;
	let i = text.indexOf(needle);
	while (i >= 0) {
		n++;
		i = text.indexOf(needle, i + needle.length);
	}
	return n;
}

function snippet(/** @type {string} */ text, /** @type {string} */ needle) {
	const i = text.indexOf(needle);
	return JSON.stringify(text.slice(Math.max(0, i - 60), i + needle.length + 20));
}

/**
 * @param {any} session the generated session (for the key)
 * @param {any} record the driver's record
 * @param {{ services: string[], stats?: Record<string, number> }} options
 * @returns {Violation[]}
 */
export function checkSession(session, record, options) {
	/** @type {Violation[]} */
	const out = [];
	const services = options.services;
	const key = session.key;
	const flag = (
		/** @type {string} */ invariant,
		/** @type {string} */ kind,
		/** @type {number} */ event,
		/** @type {number} */ step,
		/** @type {string} */ message,
	) => out.push({ invariant, kind, event, step, message });
	/** What happened, for coverage figures: applied (auto/approved), stale, rejected, undo answers. */
	const stats = options.stats ?? {};
	const count = (/** @type {string} */ what) => (stats[what] = (stats[what] ?? 0) + 1);
	if (record.crashed) {
		flag("driver", "crashed", -1, -1, `the session crashed: ${record.crashed}`);
		return out;
	}
	const events = record.events;
	let prevText = events[0].snap;
	let prev = parseSnapshot(prevText);
	const startKeyCount = countOf(prevText, key);
	/** @type {any} */
	let policy = { categories: [], services: {}, maxAutoDelete: 10 };
	const ownKeys = resolveKeys(prev, record.own, services);
	/** @type {Map<string, { call: any, map: SnapMap }>} */
	const previews = new Map();
	/**
	 * The open turn: its start, what its applied operations touched (key -> first event), and
	 * what the user edited since it began (key -> fields, and the event of the latest edit).
	 * @type {{ start: SnapMap, touched: Map<string, number>, edited: Map<string, Set<string>>, editedAt: Map<string, number> } | undefined}
	 */
	let turn;
	const newTurn = (/** @type {SnapMap} */ start) => ({
		start,
		touched: new Map(),
		edited: new Map(),
		editedAt: new Map(),
	});
	const isOwn = (/** @type {string} */ k) => ownKeys.some((o) => k === o || k.startsWith(o + SEP));

	for (let i = 1; i < events.length; i++) {
		const e = events[i];
		const curText = e.snap ?? prevText;
		const cur = e.snap ? parseSnapshot(curText) : prev;
		const changes = e.snap ? diffSnapshots(prev, cur) : [];
		const step = e.step;
		const shown = () =>
			changes
				.slice(0, 6)
				.map((c) => `${c.kind} ${showKey(c.key)}${c.fields.length ? " " + c.fields.join(",") : ""}`)
				.join("; ");
		const nothingChanged = (/** @type {string} */ invariant, /** @type {string} */ why) => {
			if (changes.length)
				flag(invariant, `changed-on-${e.kind}`, i, step, `${why}, yet the place changed: ${shown()}`);
		};
		for (const text of [e.outcome?.content, e.outcome?.summary]) {
			if (typeof text === "string" && key && text.includes(key))
				flag(
					"4-key",
					"key-in-tool-result",
					i,
					step,
					`the key is in a tool result (${e.call?.name ?? e.op?.tool ?? e.kind}): ${snippet(text, key)}`,
				);
		}
		if (key && countOf(curText, key) > startKeyCount)
			flag(
				"4-key",
				"key-into-place",
				i,
				step,
				`the key was written into the place (${e.call?.name ?? e.op?.tool ?? e.kind})`,
			);

		/** Checks one operation that Lux says it applied; `auto` when no one approved it. */
		const applied = (/** @type {{name: string, args: any}} */ call, /** @type {boolean} */ auto) => {
			const zone = landingZone(prev, call, services);
			const outside = changes.filter((c) => !inZone(c, zone));
			if (outside.length)
				flag(
					"1-effect",
					`outside-landing-place ${call.name}`,
					i,
					step,
					`${call.name} ${JSON.stringify(call.args)} changed what its arguments do not name: ${outside
						.slice(0, 5)
						.map((c) => `${c.kind} ${showKey(c.key)} ${c.fields.join(",")}`)
						.join("; ")}`,
				);
			if (turn) for (const c of changes) if (!turn.touched.has(c.key)) turn.touched.set(c.key, i);
			// Lux removes the key from every argument before a tool runs (issue 12, secret
			// hygiene), so the effect to expect is the call with the key redacted.
			const expected = key
				? { ...call, args: JSON.parse(JSON.stringify(call.args ?? {}).split(key).join("[redacted key]")) }
				: call;
			for (const problem of effectProblems(prev, cur, expected, services))
				flag(
					"1-effect",
					`not-what-was-approved ${call.name}`,
					i,
					step,
					`${call.name} ${JSON.stringify(call.args)}: ${problem}`,
				);
			const risk = record.risks[call.name];
			if (auto && changes.length) {
				for (const c of changes) {
					const service = serviceOf(c.key);
					const where = showKey(c.key);
					if (isOwn(c.key))
						flag(
							"2-approval",
							`auto-own-object ${call.name}`,
							i,
							step,
							`auto-approved ${call.name} changed Lux's own object ${where}`,
						);
					else if (!services.includes(service))
						flag(
							"2-approval",
							`auto-under-game ${call.name}`,
							i,
							step,
							`auto-approved ${call.name} changed ${where}, directly under game`,
						);
					else if (!policy.categories.includes(risk) && !(policy.services[service] ?? []).includes(risk))
						flag(
							"2-approval",
							`auto-outside-scope ${call.name}`,
							i,
							step,
							`auto-approved ${call.name} (${risk}) changed ${where}, outside the user's auto-approve scope ${JSON.stringify({ categories: policy.categories, services: policy.services })}`,
						);
				}
				const removed = changes.filter((c) => c.kind === "removed").length;
				if (call.name === "delete_instance" && removed > policy.maxAutoDelete)
					flag(
						"2-approval",
						"auto-delete-over-limit",
						i,
						step,
						`auto-approved a delete of ${removed} instances (limit ${policy.maxAutoDelete})`,
					);
			}
			// Guards (item 9).
			for (const c of changes) {
				const node = cur.get(c.key);
				if (!node) continue;
				const fields = c.kind === "added" ? [...node.fields.keys()] : c.fields;
				for (const f of fields) {
					const v = node.fields.get(f) ?? "";
					if (
						/^number (-?nan|-?inf)/.test(v) ||
						(/\b(-?nan|-?inf)\b/.test(v) && /^(Vector3|CFrame|Color3|UDim2?|Vector2) /.test(v))
					)
						flag(
							"5-guards",
							"guard-nan-inf",
							i,
							step,
							`${call.name} wrote ${v} into ${showKey(c.key)}${f}`,
						);
				}
				if (call.name === "set_properties" && c.fields.includes(".Source"))
					flag(
						"5-guards",
						"guard-source-via-set-properties",
						i,
						step,
						`Source of ${showKey(c.key)} written through set_properties`,
					);
				if (c.kind === "added" && serviceOf(c.key) === "game" && parentOf(cur, c.key) === "game")
					flag(
						"5-guards",
						`guard-under-game ${call.name}`,
						i,
						step,
						`${call.name} created ${showKey(c.key)} directly under game`,
					);
				if (
					c.kind === "added" &&
					c.key.endsWith(IDX + "1") &&
					(call.name === "create_instance" || call.name === "create_script")
				)
					flag(
						"5-guards",
						`guard-duplicate-name ${call.name}`,
						i,
						step,
						`${call.name} created a duplicate sibling name ${showKey(c.key)}`,
					);
			}
		};

		switch (e.kind) {
			case "policy":
				policy = e.policy;
				nothingChanged("2-approval", "a policy change");
				break;
			case "turn":
				nothingChanged("2-approval", "starting a turn");
				turn = newTurn(cur);
				break;
			case "chatEnd":
				nothingChanged("2-approval", "the loop's end (cancel rejects what is pending)");
				break;
			case "execute": {
				const risk = record.risks[e.call.name];
				if (e.outcome.kind === "pending") {
					nothingChanged("2-approval", `proposing ${e.call.name}`);
					previews.set(e.outcome.operationId, { call: e.call, map: cur });
					count("proposed");
				} else if (e.outcome.isError || risk === undefined || READ_TOOLS.has(risk)) {
					nothingChanged(
						"2-approval",
						`${e.call.name} answered ${e.outcome.isError ? "with an error" : "as a read"}`,
					);
				} else {
					count(`auto-applied ${e.call.name}`);
					applied(e.call, true);
				}
				break;
			}
			case "resolve": {
				const preview = e.op ? previews.get(e.op.id) : undefined;
				if (!e.approved) nothingChanged("2-approval", `rejecting ${e.op?.title ?? "an operation"}`);
				else if (e.outcome.isError) {
					count("approve-refused (stale/failed)");
					nothingChanged("2-approval", `approving ${e.op?.title ?? "an operation"} failed or was stale`);
				} else if (preview) {
					// What changed between the preview and this approval, by anyone.
					const since = diffSnapshots(preview.map, prev);
					const matters = staleScope(preview.map, preview.call, services);
					const stale = since.filter(matters);
					if (stale.length)
						flag(
							"2-approval",
							`stale-applied ${preview.call.name}`,
							i,
							step,
							`approved ${preview.call.name} applied although what it writes changed since the preview: ${stale
								.slice(0, 4)
								.map((c) => `${c.kind} ${showKey(c.key)} ${c.fields.join(",")}`)
								.join("; ")}`,
						);
					count(`approved-applied ${preview.call.name}`);
					if (since.length) count("approved after changes since the preview");
					applied(preview.call, false);
				} else if (changes.length)
					flag(
						"2-approval",
						"applied-unseen",
						i,
						step,
						`approving an operation never seen as a preview changed the place: ${shown()}`,
					);
				if (e.op) previews.delete(e.op.id);
				break;
			}
			case "edit":
				if (turn)
					for (const c of changes) {
						const set = turn.edited.get(c.key) ?? new Set();
						for (const f of c.fields) set.add(f);
						turn.edited.set(c.key, set);
						turn.editedAt.set(c.key, i);
					}
				break;
			case "undo": {
				if (!turn) break;
				// A conflict is a user edit made after the turn changed that instance.
				const conflicts = [...turn.editedAt.entries()]
					.filter(([k, at]) => (turn?.touched.get(k) ?? Infinity) < at)
					.map(([k]) => k);
				count(`undo ${e.result}${conflicts.length ? " (user edited what the turn touched)" : ""}`);
				if (e.result === "undone") {
					if (!e.approved && conflicts.length)
						flag(
							"3-undo",
							"undo-without-asking",
							i,
							step,
							`undo-turn did not ask although the user edited what the turn touched: ${conflicts.slice(0, 4).map(showKey).join(", ")}`,
						);
					if (!conflicts.length) {
						// Everything back as at the turn's start, except the user's own later edits.
						const back = diffSnapshots(turn.start, cur).filter((c) => {
							const edited = turn?.edited.get(c.key);
							return !(c.kind === "changed" && edited && c.fields.every((f) => edited.has(f)));
						});
						if (back.length)
							flag(
								"3-undo",
								"undo-inexact",
								i,
								step,
								`undo-turn did not restore the turn's start: ${back
									.slice(0, 5)
									.map((c) => `${c.kind} ${showKey(c.key)} ${c.fields.join(",")}`)
									.join("; ")}`,
							);
						// And the user's edits (outside what the turn touched) kept.
						for (const [k, fields] of turn.edited) {
							// (Edits to what the turn touched later return with the state before the change.)
							if (turn.touched.has(k)) continue;
							const before = prev.get(k);
							const after = cur.get(k);
							if (before && after)
								for (const f of fields)
									if (before.fields.get(f) !== after.fields.get(f))
										flag(
											"3-undo",
											"undo-overwrote-user-edit",
											i,
											step,
											`undo-turn overwrote the user's edit of ${showKey(k)}${f}`,
										);
						}
					}
					turn = newTurn(cur);
				} else nothingChanged("3-undo", `undo-turn answered ${e.result}`);
				break;
			}
			case "crash":
				flag("driver", "raised", i, step, `Lux raised out of the public path: ${e.message}`);
				break;
			default:
				break;
		}
		prev = cur;
		prevText = curText;
	}

	// 6: every tool call the model made has a unique, non-empty id and exactly one result.
	for (const body of record.requests ?? []) {
		let request;
		try {
			request = JSON.parse(body);
		} catch {
			flag("6-calls", "request-not-json", -1, -1, `a request body is not JSON: ${body.slice(0, 80)}`);
			continue;
		}
		const messages = Array.isArray(request.messages) ? request.messages : [];
		/** @type {Map<string, number>} */
		const ids = new Map();
		/** @type {Map<string, number>} */
		const results = new Map();
		for (const m of messages) {
			for (const c of m.tool_calls ?? []) ids.set(c.id, (ids.get(c.id) ?? 0) + 1);
			if (m.role === "tool") results.set(m.tool_call_id, (results.get(m.tool_call_id) ?? 0) + 1);
		}
		for (const [id, n] of ids) {
			if (id === "" || id === undefined)
				flag("6-calls", "empty-call-id", -1, -1, `a tool call was sent back with an empty id`);
			else if (n > 1)
				flag(
					"6-calls",
					"repeated-call-id",
					-1,
					-1,
					`tool-call id ${JSON.stringify(id)} appears ${n} times in one conversation`,
				);
			if ((results.get(id) ?? 0) !== n)
				flag(
					"6-calls",
					"call-without-one-result",
					-1,
					-1,
					`tool-call id ${JSON.stringify(id)}: ${n} calls, ${results.get(id) ?? 0} results`,
				);
		}
	}

	if (key) {
		(record.requests ?? []).forEach((/** @type {string} */ body, /** @type {number} */ n) => {
			if (body.includes(key))
				flag(
					"4-key",
					"key-in-request-body",
					-1,
					-1,
					`request body ${n + 1} contains the key: ${snippet(body, key)}`,
				);
		});
		if ((record.persisted ?? "").includes(key))
			flag(
				"4-key",
				"key-persisted",
				-1,
				-1,
				`the key is persisted in plugin settings: ${snippet(record.persisted, key)}`,
			);
		for (const h of record.histories ?? [])
			if (h.includes(key))
				flag(
					"4-key",
					"key-in-conversation",
					-1,
					-1,
					`the key is in the conversation history (archived with it): ${snippet(h, key)}`,
				);
	}
	return out;
}
