/**
 * ClockHost over os.clock and task.wait (the simulator's virtual clock serves both).
 *
 * Why: backoff and stream polling wait on an injected clock so specs can run them on a
 * fake or virtual clock; this is the real one.
 */
import { ClockHost } from "Shared/Hosts";

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
}
