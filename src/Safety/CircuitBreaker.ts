/**
 * Stops a failure spiral: the same failing call repeated, too many failures in a row, or the
 * same call made again and again.
 *
 * Why: a model stuck on one error burns money retrying it. Once tripped, every further call
 * in the task is refused with the reason (for the model and the user) until a new task resets.
 */
export interface BreakerLimits {
	/** The same failing call (tool + arguments) this many times trips. */
	readonly sameFailure: number;
	/** This many failures in a row, whatever the calls, trips. */
	readonly consecutiveFailures: number;
	/** The same call (even succeeding) this many times in one task trips. */
	readonly identicalCalls: number;
}

export const DEFAULT_LIMITS: BreakerLimits = { sameFailure: 3, consecutiveFailures: 6, identicalCalls: 5 };

export type BreakerState = { readonly open: false } | { readonly open: true; readonly reason: string };

/** A stable key for a call: tool name plus its arguments with keys sorted. */
export function callKey(name: string, args: { readonly [key: string]: unknown }): string {
	const encode = (value: unknown): string => {
		if (typeIs(value, "table")) {
			const keys: string[] = [];
			for (const [k] of pairs(value as object)) keys.push(tostring(k));
			keys.sort();
			return `{${keys.map((k) => `${k}=${encode((value as Record<string, unknown>)[k] ?? (value as unknown[])[tonumber(k)! - 1])}`).join(",")}}`;
		}
		return typeIs(value, "string") ? string.format("%q", value) : tostring(value);
	};
	return `${name}${encode(args)}`;
}

export class CircuitBreaker {
	private failuresInARow = 0;
	private readonly failuresByCall = new Map<string, number>();
	private readonly callsByKey = new Map<string, number>();
	private tripped: string | undefined;

	constructor(private readonly limits: BreakerLimits = DEFAULT_LIMITS) {}

	state(): BreakerState {
		return this.tripped !== undefined ? { open: true, reason: this.tripped } : { open: false };
	}

	/** Call before running a tool: counts the call and refuses it if the breaker is (or becomes) open. */
	beforeCall(name: string, args: { readonly [key: string]: unknown }): BreakerState {
		if (this.tripped !== undefined) return this.state();
		const key = callKey(name, args);
		const calls = (this.callsByKey.get(key) ?? 0) + 1;
		this.callsByKey.set(key, calls);
		if (calls > this.limits.identicalCalls)
			this.tripped = `${name} was called ${calls} times with the same arguments in this task; Lux stopped the loop so it does not go round in circles.`;
		return this.state();
	}

	recordResult(name: string, args: { readonly [key: string]: unknown }, failed: boolean, message = "") {
		if (!failed) {
			this.failuresInARow = 0;
			return;
		}
		this.failuresInARow++;
		const key = callKey(name, args);
		const same = (this.failuresByCall.get(key) ?? 0) + 1;
		this.failuresByCall.set(key, same);
		if (same >= this.limits.sameFailure)
			this.tripped = `The same ${name} call failed ${same} times (${message.sub(1, 160)}); Lux stopped retrying it.`;
		else if (this.failuresInARow >= this.limits.consecutiveFailures)
			this.tripped = `${this.failuresInARow} tool calls failed in a row; Lux stopped the loop to avoid a failure spiral.`;
	}

	/** A new task (user message) starts clean. */
	reset() {
		this.failuresInARow = 0;
		this.failuresByCall.clear();
		this.callsByKey.clear();
		this.tripped = undefined;
	}
}
