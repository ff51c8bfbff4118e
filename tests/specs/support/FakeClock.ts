/**
 * A ClockHost whose time moves only when someone waits on it, with scripted random numbers.
 *
 * Why: backoff specs must check a 30 s wait without spending 30 s and without timed
 * assertions; here "waited 30 s" is a number to compare, and jitter is predictable.
 */
import { ClockHost } from "Shared/Hosts";

export class FakeClock implements ClockHost {
	time = 0;
	/** Every wait, in seconds, in order. */
	readonly waits = new Array<number>();
	private nextRandom = 0;

	/** `randoms` are returned in turn by random(), the last one repeating. */
	constructor(private readonly randoms: number[] = [0.5]) {}

	now(): number {
		return this.time;
	}

	wait(seconds: number): void {
		this.waits.push(seconds);
		this.time += seconds;
	}

	random(): number {
		const value = this.randoms[math.min(this.nextRandom, this.randoms.size() - 1)];
		this.nextRandom += 1;
		return value;
	}
}
