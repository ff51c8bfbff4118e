/**
 * `npm run bench:index -- --real`: the script index on the real games of
 * tests/fixtures/realplaces (streamed into a folder by the host), built in time slices,
 * then updated after edits to its largest scripts and to ordinary ones.
 *
 * Why beside the generated places: real games hold what generators do not (a 1.8 MB
 * vendored API dump, 250 KB command tables, deep folders, odd names); the slice and update
 * lines must hold there too.
 */
import { HttpService } from "@rbxts/services";
import { ScriptIndex, StudioScriptWatcher } from "Context";
import { StudioClockHost } from "App/Studio";
import { PlaceIndexHost } from "./PlaceIndexHost";

interface Slices {
	count: number;
	total: number;
	max: number;
	maxCpu: number;
	over10: number;
	over10Cpu: number;
}

function newSlices(): Slices {
	return { count: 0, total: 0, max: 0, maxCpu: 0, over10: 0, over10Cpu: 0 };
}

export function runRealIndexBench(root: Instance, sliceSeconds: number, cpuSeconds: () => number): string {
	const clock = new StudioClockHost();
	const host = new PlaceIndexHost(root);
	const index = new ScriptIndex(host, clock);
	const detach = index.attach(new StudioScriptWatcher(host));
	const drain = (into: Slices) => {
		for (;;) {
			const cpu0 = cpuSeconds();
			const t0 = clock.now();
			const done = index.step(sliceSeconds);
			const dt = clock.now() - t0;
			const cpu = cpuSeconds() - cpu0;
			into.count += 1;
			into.total += dt;
			into.max = math.max(into.max, dt);
			into.maxCpu = math.max(into.maxCpu, cpu);
			if (dt > 0.01) into.over10 += 1;
			if (cpu > 0.01) into.over10Cpu += 1;
			if (done) return;
			clock.wait(0);
		}
	};
	const build = newSlices();
	index.start();
	drain(build);

	const scripts = index.all();
	const bySize = [...scripts];
	bySize.sort((a, b) => a.size > b.size);
	const edited = [...bySize.filter((_, i) => i < 5)];
	for (let i = 0; i < 20 && i * 7 < scripts.size(); i++) edited.push(scripts[i * 7]);
	const updates: Array<{ path: string; bytes: number; slices: number; max: number; maxCpu: number }> = [];
	for (const entry of edited) {
		const target = entry.target as unknown as { Source: string };
		target.Source = target.Source + "\n-- edited by the index bench";
		task.wait();
		const slices = newSlices();
		drain(slices);
		updates.push({
			path: entry.path,
			bytes: entry.size,
			slices: slices.count,
			max: slices.max,
			maxCpu: slices.maxCpu,
		});
	}
	detach();
	let bytes = 0;
	for (const e of index.each()) bytes += e.size;
	return HttpService.JSONEncode({ indexed: index.size(), bytes, largest: bySize[0]?.size ?? 0, build, updates });
}
