/**
 * A deterministic picker for the specs' seeded property checks: `pick(n)` answers 0..n-1 from
 * a Lehmer (MINSTD) sequence started at `seed`.
 *
 * Why one: the property specs run inside the Luau VM, where npm's property-testing packages
 * cannot; a seed makes every failure reproducible, and each counterexample becomes a named
 * spec. Why MINSTD: every product stays below 2^53, so the arithmetic on Luau's doubles is
 * exact. The linear congruential step used before (x * 1103515245 + 12345 mod 2^31) passed
 * 2^53, lost its low bits and answered 0 for most picks of an even `n` (review finding), so
 * the checks built on it tried one case in many rounds.
 */
const MODULUS = 2147483647;
const MULTIPLIER = 48271;

export function generator(seed: number): (n: number) => number {
	let state = (math.abs(math.floor(seed)) % (MODULUS - 1)) + 1;
	return (n: number) => {
		state = (state * MULTIPLIER) % MODULUS;
		return state % n;
	};
}
