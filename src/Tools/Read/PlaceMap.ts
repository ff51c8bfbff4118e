/**
 * get_place_map: a budgeted overview of the place, every service first, then breadth-first.
 *
 * Why: a large place cannot be listed whole without costing dollars per turn, and a map that
 * fills its budget with the first service's leaves (as it used to on a real 400-script game)
 * tells the model nothing about the rest. So every service gets a line with its counts, then
 * each level of every service is shown before any deeper level, biggest first, plain leaves
 * summarised as counts (and containers past a dozen per parent), until the budget is spent; the answer says what it left out, and
 * never exceeds the budget. Sizes are counted in one pass, not once per comparison.
 */
import { childLabel, childSegments } from "Shared/InstancePath";
import { ok } from "Shared/Result";
import { displayPath } from "../Core/PathResolver";
import { int, objectSchema } from "../Core/Schema";
import type { ToolSpec } from "../Core/ToolSpec";
import { OUTSIDE_PLACE } from "../Core/Landing";
import { isOwnObject } from "../Core/OwnObjects";
import type { ToolHosts } from "../Hosts/ToolHosts";

/** Containers shown under one parent; the rest are counted by class, so one folder cannot take the budget. */
const MAX_PER_PARENT = 12;

/** Room kept for the closing "not shown" note, so the answer stays within the budget. */
const NOTE_ROOM = 130;

interface Counts {
	/** The instance and its descendants, Lux's own objects excluded. */
	size: number;
	scripts: number;
}

/**
 * Counts for every instance under `services`, from one walk that adds children's counts into
 * their parent's and never enters the plugin's own objects (a per-instance ancestor walk and
 * a check of every descendant against the protected roots cost 80-250 ms on a real place).
 */
function countAll(hosts: ToolHosts, services: Instance[]): Map<Instance, Counts> {
	const counts = new Map<Instance, Counts>();
	const own = hosts.protectedRoots ?? [];
	const walk = (node: Instance): Counts => {
		const c: Counts = { size: 1, scripts: node.IsA("LuaSourceContainer") ? 1 : 0 };
		for (const child of node.GetChildren()) {
			if (own.includes(child)) continue;
			const inner = walk(child);
			c.size += inner.size;
			c.scripts += inner.scripts;
		}
		counts.set(node, c);
		return c;
	};
	for (const service of services) {
		// A service the engine keeps from plugins errors when read: it is left out, not fatal.
		const [readable] = pcall(() => walk(service));
		if (!readable) counts.delete(service);
	}
	return counts;
}

interface Shown {
	readonly line: string;
	readonly children: Shown[];
	/** "+ 12 Part, 3 Sound" for the plain leaves under it, once it is expanded. */
	leaves?: string;
}

interface ChildPlan {
	readonly shown: Shown;
	readonly depth: number;
	/** Containers to show, biggest first, at most MAX_PER_PARENT. */
	readonly containers: { readonly instance: Instance; readonly label: string }[];
	/** "+ 12 Part, 28 Model" for the plain leaves and the containers past the cap. */
	readonly leaves?: string;
	readonly leafCount: number;
}

function planChildren(
	hosts: ToolHosts,
	node: Instance,
	shown: Shown,
	depth: number,
	size: (i: Instance) => number,
): ChildPlan {
	const children = childSegments(node).filter(([c]) => !isOwnObject(hosts, c));
	children.sort(([a], [b]) => (size(a) === size(b) ? a.Name < b.Name : size(a) > size(b)));
	const containers: { instance: Instance; label: string }[] = [];
	const byClass = new Map<string, number>();
	let leafCount = 0;
	for (const [child, segment] of children) {
		const isContainer = child.IsA("LuaSourceContainer") || size(child) > 1;
		if (isContainer && containers.size() < MAX_PER_PARENT) {
			containers.push({ instance: child, label: childLabel(segment) });
			continue;
		}
		byClass.set(child.ClassName, (byClass.get(child.ClassName) ?? 0) + 1);
		leafCount += size(child);
	}
	if (byClass.size() === 0) return { shown, depth, containers, leafCount };
	const parts: string[] = [];
	byClass.forEach((count, cls) => parts.push(`${count} ${cls}`));
	parts.sort();
	return { shown, depth, containers, leaves: `+ ${parts.join(", ")}`, leafCount };
}

export const getPlaceMap: ToolSpec = {
	definition: {
		name: "get_place_map",
		risk: "read",
		description:
			"Overview of the place: every service with its counts, then folders, models and scripts level by level. Start here in an unfamiliar place.",
		parameters: objectSchema({ budget: int("Max characters (default 6000, 500-30000).", 500) }, []),
	},
	handler: {
		kind: "read",
		run: (args, hosts) => {
			const budget = math.clamp((args.budget as number | undefined) ?? 6000, 500, 30000);
			const services = hosts.root
				.GetChildren()
				// Services nobody edits (outside the place: Core/Landing); listing them would only cost tokens.
				.filter((s) => !OUTSIDE_PLACE.has(s.ClassName) && !isOwnObject(hosts, s));
			const counts = countAll(hosts, services);
			const size = (i: Instance) => counts.get(i)?.size ?? 1;
			const bySize = (a: Instance, b: Instance) => (size(a) === size(b) ? a.Name < b.Name : size(a) > size(b));
			const shownServices = services.filter((s) => counts.has(s) && size(s) > 1);
			shownServices.sort(bySize);
			let total = 0;
			for (const s of shownServices) total += size(s);

			let used = 0;
			let omitted = 0;
			const room = budget - NOTE_ROOM;
			const fits = (text: string, depth: number) => used + depth * 2 + text.size() + 1 <= room;
			const take = (text: string, depth: number) => (used += depth * 2 + text.size() + 1);

			const tops: Shown[] = [];
			const queue: { node: Instance; shown: Shown; depth: number }[] = [];
			for (const service of shownServices) {
				const c = counts.get(service)!;
				const line = `${displayPath(hosts.root, service)} (${c.size - 1} descendants, ${c.scripts} scripts)`;
				if (!fits(line, 0)) {
					omitted += c.size;
					continue;
				}
				take(line, 0);
				const shown: Shown = { line, children: [] };
				tops.push(shown);
				queue.push({ node: service, shown, depth: 1 });
			}
			// Level by level: every service's first level before anyone's second; within a level,
			// parents take turns (round robin), so one big folder cannot take the budget.
			let level = queue;
			while (level.size() > 0) {
				const plans = level.map(({ node, shown, depth }) => planChildren(hosts, node, shown, depth, size));
				const deeper: typeof queue = [];
				for (const plan of plans) {
					if (plan.leaves === undefined) continue;
					if (fits(plan.leaves, plan.depth)) {
						take(plan.leaves, plan.depth);
						plan.shown.leaves = plan.leaves;
					} else omitted += plan.leafCount;
				}
				const rounds = plans.reduce((most, p) => math.max(most, p.containers.size()), 0);
				for (let round = 0; round < rounds; round++) {
					for (const plan of plans) {
						const child = plan.containers[round];
						if (child === undefined) continue;
						const c = counts.get(child.instance)!;
						const label = child.instance.IsA("LuaSourceContainer")
							? `${child.label} (${child.instance.ClassName})`
							: `${child.label} (${child.instance.ClassName}, ${c.size - 1} descendants, ${c.scripts} scripts)`;
						if (!fits(label, plan.depth)) {
							omitted += c.size;
							continue;
						}
						take(label, plan.depth);
						const entry: Shown = { line: label, children: [] };
						plan.shown.children.push(entry);
						deeper.push({ node: child.instance, shown: entry, depth: plan.depth + 1 });
					}
				}
				level = deeper;
			}

			const lines: string[] = [];
			const render = (entry: Shown, depth: number) => {
				lines.push(`${string.rep("  ", depth)}${entry.line}`);
				for (const child of entry.children) render(child, depth + 1);
				if (entry.leaves !== undefined) lines.push(`${string.rep("  ", depth + 1)}${entry.leaves}`);
			};
			for (const top of tops) render(top, 0);
			if (omitted > 0)
				lines.push(
					`[${omitted} instances not shown to stay within ${budget} characters: use list_children on a path for more.]`,
				);
			return ok({ content: lines.join("\n"), summary: `Mapped the place (${total} instances)` });
		},
	},
};
