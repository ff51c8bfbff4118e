/**
 * A deterministic picker for the specs' seeded property checks: `pick(n)` answers 0..n-1 from
 * a linear congruential sequence started at `seed`.
 *
 * Why one: the property specs run inside the Luau VM, where npm's property-testing packages
 * cannot; a seed makes every failure reproducible, and each counterexample becomes a named
 * spec. Nine specs had their own copy.
 */
export function generator(seed: number): (n: number) => number {
	let state = seed;
	return (n: number) => {
		state = (state * 1103515245 + 12345) % 2147483648;
		return state % n;
	};
}
