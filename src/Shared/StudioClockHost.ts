/**
 * The real clock: os.clock, task.wait, math.random and os.time.
 *
 * Why in Shared: Core, Tools, Memory and the UI all need the same clock; none of it is a
 * Studio service (the simulator's virtual clock serves os.clock and task.wait), so every
 * layer may build one, and specs that need control inject their own ClockHost instead.
 */
import type { ClockHost } from "./Hosts";

export class StudioClockHost implements ClockHost {
	now(): number {
		return os.clock();
	}

	wait(seconds: number): void {
		task.wait(seconds);
	}

	random(): number {
		return math.random();
	}

	epochSeconds(): number {
		return os.time();
	}
}
