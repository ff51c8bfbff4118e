// @ts-check
/**
 * One plain Luau state for self tests that only need to compile and run a chunk.
 *
 * Why shared: luau-web's states share one heap and destroying a state breaks the ones made
 * after it, so a process makes one state, with the simulator's larger heap, and keeps it.
 */
import { LuauState } from "luau-web";
import { installLargeHeap } from "../LuauMemory.mjs";

/** @type {Promise<LuauState> | undefined} */
let shared;
export function sharedLuau() {
	installLargeHeap();
	shared ??= LuauState.createAsync({});
	return shared;
}
