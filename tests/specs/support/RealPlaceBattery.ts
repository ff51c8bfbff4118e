/**
 * The Luau side of `npm run realplace`: runs the standard battery of Lux's tools on a real
 * place mounted under a folder, through the public path (executor, approval, undo turn), and
 * returns each call's outcome and its time in Studio-VM milliseconds as JSON.
 *
 * Why: the tools were specified on places this project generated; a real game's size and
 * shapes (huge scripts, odd names) must not make a call wrong, crash, or stall Studio.
 */
import { HttpService } from "@rbxts/services";
import { ScriptIndex } from "Context";
import { createTools } from "Tools/createTools";
import type { ToolHosts } from "Tools/Hosts/ToolHosts";
import type { ToolOutcome } from "Tools/ToolProtocol";
import {
	StudioClockHost,
	studioClock,
	studioHistory,
	studioInstances,
	studioReflection,
	studioScripts,
	studioSelection,
} from "App/Studio";
import type { SettingsHost } from "Shared/Hosts";
import { pathOf } from "Shared/InstancePath";
import { PlaceIndexHost } from "./PlaceIndexHost";
import { contextSteps } from "./RealPlaceContextSteps";

/** ok: the call did what it should, or refused with a clear error (a patch of TypeScript text fails the syntax check); never a crash. */
interface Row {
	readonly call: string;
	readonly target: string;
	readonly outcome: string;
	readonly ok: boolean;
	readonly ms: number;
	/** CPU time of the VM's thread in the call (the host's scheduler count, a few ms granular); wall ms also counts waiting for a CPU. */
	readonly cpuMs: number;
	readonly bytes: number;
}

const KEYWORDS = new Set(
	"and break do else elseif end false for function if in local nil not or repeat return then true until while continue export type typeof self game script require string table math const let import from new this".split(
		" ",
	),
);

class MemorySettings implements SettingsHost {
	private readonly store = new Map<string, unknown>();
	get(key: string) {
		return this.store.get(key);
	}
	set(key: string, value: unknown) {
		this.store.set(key, value);
	}
}

function scriptsUnder(root: Instance): LuaSourceContainer[] {
	return root.GetDescendants().filter((d): d is LuaSourceContainer => d.IsA("LuaSourceContainer"));
}

function sourceOf(s: LuaSourceContainer): string {
	return (s as unknown as { Source: string }).Source;
}

/** The ten identifiers used most across the place's scripts (keywords left out). */
function topIdentifiers(scripts: ReadonlyArray<LuaSourceContainer>): string[] {
	const counts = new Map<string, number>();
	for (const s of scripts) {
		for (const [word] of sourceOf(s).gmatch("[%a_][%w_]+")) {
			const w = word as string;
			if (w.size() < 4 || KEYWORDS.has(w)) continue;
			counts.set(w, (counts.get(w) ?? 0) + 1);
		}
	}
	const list: [string, number][] = [];
	counts.forEach((n, w) => list.push([w, n]));
	list.sort((a, b) => a[1] > b[1] || (a[1] === b[1] && a[0] < b[0]));
	return list.filter((_, i) => i < 10).map(([w]) => w);
}

/** A line that occurs exactly once in the text (so a patch can name it), or undefined. */
function uniqueLine(text: string): string | undefined {
	const seen = new Map<string, number>();
	const lines = text.split("\n");
	for (const line of lines) seen.set(line, (seen.get(line) ?? 0) + 1);
	for (const line of lines)
		if (line.size() > 12 && seen.get(line) === 1 && line.find("%S")[0] !== undefined) return line;
	return undefined;
}

export function runRealPlaceBattery(
	placeRoot: Instance,
	queriesJson: string,
	budget?: number,
	threadCpuSeconds: () => number = os.clock,
): string {
	const settings = new MemorySettings();
	const hosts: ToolHosts = {
		root: game,
		scripts: studioScripts,
		history: studioHistory,
		selection: studioSelection,
		settings,
		reflection: studioReflection,
		instances: studioInstances,
		clock: studioClock,
		protectedRoots: [game.GetService("ReplicatedStorage").FindFirstChild("Lux")!],
	};
	const tools = createTools(hosts);
	const rows: Row[] = [];
	let nextId = 1;
	let lastCpuMs = 0;
	const timed = <T>(fn: () => T): [T, number] => {
		const t0 = os.clock();
		const c0 = threadCpuSeconds();
		const value = fn();
		lastCpuMs = (threadCpuSeconds() - c0) * 1000;
		return [value, (os.clock() - t0) * 1000];
	};
	const call = (
		name: string,
		target: string,
		args: Record<string, unknown>,
		expectPending = false,
	): string | undefined => {
		const [result, ms] = timed(() => {
			const [ran, value] = pcall(() => tools.runner.execute({ id: `c${nextId++}`, name, args }));
			return { ran, value };
		});
		const { ran, value } = result;
		if (!ran) {
			rows.push({
				call: name,
				target,
				outcome: `CRASH ${tostring(value)}`,
				ok: false,
				ms,
				cpuMs: lastCpuMs,
				bytes: 0,
			});
			return undefined;
		}
		const outcome = value as ToolOutcome;
		if (outcome.kind === "pending") {
			rows.push({
				call: name,
				target,
				outcome: "pending approval",
				ok: expectPending,
				ms,
				cpuMs: lastCpuMs,
				bytes: 0,
			});
			return outcome.operationId;
		}
		const text = outcome.content;
		const firstLine = text.split("\n")[0].sub(1, 90);
		rows.push({
			call: name,
			target,
			outcome: `${outcome.isError ? "error: " : ""}${firstLine}`,
			ok: outcome.isError || !expectPending,
			ms,
			cpuMs: lastCpuMs,
			bytes: text.size(),
		});
		return undefined;
	};
	const step = (label: string, target: string, fn: () => boolean | string) => {
		const [result, ms] = timed(() => {
			const [ok, value] = pcall(fn);
			return { ok, value };
		});
		const { ok, value } = result;
		rows.push({
			call: label,
			target,
			outcome: !ok ? `CRASH ${tostring(value)}` : value === true ? "ok" : `wrong: ${tostring(value)}`,
			ok: ok && value === true,
			ms,
			cpuMs: lastCpuMs,
			bytes: 0,
		});
	};
	// Paths as the plugin writes them (quoted names with dots, [n] for shared names), as the
	// model reads them in listings and the prompt: a GetFullName path is ambiguous there.
	const pathIn = (instance: Instance) => pathOf(instance, game);
	const under = pathIn(placeRoot);
	const scripts = scriptsUnder(placeRoot);

	call("get_place_map", "game", {});
	for (const word of topIdentifiers(scripts)) call("search_scripts", word, { query: word, under });

	const bySize = [...scripts].sort((a, b) => sourceOf(a).size() > sourceOf(b).size());
	for (const s of [bySize[0], bySize[1], bySize[math.floor(bySize.size() / 2)]])
		if (s) call("get_script", pathIn(s), { path: pathIn(s) });

	const largest = bySize[0];
	if (largest) {
		const path = pathIn(largest);
		const before = sourceOf(largest);
		const line = uniqueLine(before);
		if (line !== undefined) {
			const turn = tools.queue.beginTurn("battery patch");
			const id = call("patch_script", path, { path, search: line, replace: `${line} -- lux battery` }, true);
			if (id !== undefined) {
				step("approve patch", path, () => {
					const out = tools.runner.resolve(id, { approved: true });
					return out.kind === "done" && !out.isError && sourceOf(largest) !== before
						? true
						: `source unchanged`;
				});
				step("undo patch", path, () =>
					tools.queue.undoTurn(turn, true).kind === "undone" && sourceOf(largest) === before
						? true
						: "source not restored",
				);
			}
		} else
			rows.push({
				call: "patch_script",
				target: path,
				outcome: "skipped: no unique line",
				ok: true,
				ms: 0,
				cpuMs: 0,
				bytes: 0,
			});
	}

	const renamed = bySize[math.floor(bySize.size() / 3)];
	if (renamed) {
		const path = pathIn(renamed);
		const oldName = renamed.Name;
		const turn = tools.queue.beginTurn("battery rename");
		const id = call("rename_instance", path, { path, new_name: `${oldName}Renamed` }, true);
		if (id !== undefined) {
			step("approve rename", path, () =>
				tools.runner.resolve(id, { approved: true }).kind === "done" && renamed.Name === `${oldName}Renamed`
					? true
					: "name unchanged",
			);
			step("undo rename", path, () =>
				tools.queue.undoTurn(turn, true).kind === "undone" && renamed.Name === oldName
					? true
					: "name not restored",
			);
		}
	}
	const moved = bySize[math.floor(bySize.size() / 4)];
	if (moved && moved.Parent) {
		const path = pathIn(moved);
		const oldParent = moved.Parent;
		const turn = tools.queue.beginTurn("battery move");
		const id = call("move_instance", path, { path, new_parent: under }, true);
		if (id !== undefined) {
			step("approve move", path, () =>
				tools.runner.resolve(id, { approved: true }).kind === "done" && moved.Parent === placeRoot
					? true
					: "parent unchanged",
			);
			step("undo move", path, () =>
				tools.queue.undoTurn(turn, true).kind === "undone" && moved.Parent === oldParent
					? true
					: "parent not restored",
			);
		}
	}

	const indexHost = new PlaceIndexHost(placeRoot);
	const index = new ScriptIndex(indexHost, new StudioClockHost());
	step("index build", under, () => {
		index.build();
		// A place without scripts (a models-only project) rightly makes an empty index.
		return index.size() > 0 || scripts.size() === 0 ? true : "empty index";
	});
	contextSteps({ step, index, placeRoot, scripts, bySize, pathIn, queriesJson, budget });
	return HttpService.JSONEncode({ scripts: scripts.size(), rows });
}
