/**
 * The real clock: os.clock, task.wait, math.random and os.time, as Shared's ClockHost.
 *
 * Why in App/Studio: it is the runtime's clock, one of the hosts the composition root hands
 * down (every layer takes a ClockHost, none builds the real one), like the HTTP and settings
 * hosts beside it. Specs that need control inject their own ClockHost; specs and benches that
 * run on the simulator's virtual clock (it serves os.clock and task.wait) build this one.
 */
import type { ClockHost } from "Shared/Hosts";

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
