/**
 * Spec helpers for driving tools the way the loop and the approval panel do: the executor's
 * execute, then the runner's resolve (approve or reject), plus the assertions every tool spec
 * repeats.
 *
 * Why: each spec must go through the public path, not call a tool's plan directly, and must
 * fail loudly (with the tool's own words) when an outcome is not the expected kind.
 */
import type { ToolOutcome } from "Tools/ToolProtocol";
import { Sim, Sample } from "./SamplePlace";

export type Done = ToolOutcome & { kind: "done" };

/** The patch_script arguments most Tools specs use: PlayerData's starting coins, 0 -> 100. */
export const COINS_PATCH = {
	path: "ServerScriptService.PlayerData",
	search: "local DEFAULT_COINS = 0",
	replace: "local DEFAULT_COINS = 100",
};

/** Executes a call that must become a pending operation; returns its id. */
export function propose(sample: Sample, name: string, args: Record<string, unknown>): string {
	const outcome = sample.tools.runner.execute({ id: "call", name, args });
	if (outcome.kind !== "pending")
		error(`expected pending, got ${outcome.kind}: ${(outcome as { content?: string }).content}`);
	return outcome.operationId;
}

/** Executes a call that must answer at once (a read, or a refusal); returns the outcome. */
export function run(sample: Sample, name: string, args: Record<string, unknown>): Done {
	const outcome = sample.tools.runner.execute({ id: "call", name, args });
	if (outcome.kind !== "done") error(`expected done, got pending ${outcome.operationId}`);
	return outcome;
}

export function approve(sample: Sample, id: string): Done {
	const outcome = sample.tools.runner.resolve(id, { approved: true });
	if (outcome.kind !== "done") error("resolve must answer done");
	return outcome;
}

export function reject(sample: Sample, id: string, reason?: string): Done {
	const outcome = sample.tools.runner.resolve(id, { approved: false, reason });
	if (outcome.kind !== "done") error("resolve must answer done");
	return outcome;
}

export function contains(text: string, piece: string) {
	if (text.find(piece, 1, true)[0] === undefined)
		error(`expected to find ${string.format("%q", piece)} in:\n${text}`);
}

/** Fails when `piece` is in `text` (a long text is shown cut). */
export function lacks(text: string, piece: string) {
	if (text.find(piece, 1, true)[0] !== undefined) error(`did not expect ${piece} in:\n${text.sub(1, 2000)}`);
}

/** An instance of `cls` named `name` under `parent`, with `source` as its Source when given. */
export function make<T extends keyof CreatableInstances>(cls: T, name: string, parent: Instance, source?: string) {
	const i = new Instance(cls);
	i.Name = name;
	if (source !== undefined) (i as unknown as { Source: string }).Source = source;
	i.Parent = parent;
	return i;
}

/** (can undo, the newest waypoint's name) as the simulator's history lists them. */
export function lastWaypoint(): [boolean, string | undefined] {
	const names = Sim.history().undo;
	return [names.size() > 0, names[names.size() - 1]];
}

/** The number of undo waypoints, to prove an apply added exactly one. */
export function undoDepth(): number {
	return Sim.history().undo.size();
}
