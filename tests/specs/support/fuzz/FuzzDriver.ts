/**
 * Runs one generated fuzz session (tests/fuzz) through Lux's public path and records, after
 * every step, what Lux answered and a full snapshot of the place. The Node side judges the
 * record against the invariants; nothing here decides whether Lux was right.
 *
 * Why record-then-judge: the oracle stays independent of the compiled plugin, and one VM
 * call per session keeps a session cheap (10,000 sessions must run in well under an hour).
 */
import { HttpService } from "@rbxts/services";
import { LuxUnderTest, OutcomeView, PendingView, ToolCall, ToolOutcome, ToolRunner, viewOutcome } from "./FuzzAdapter";
import { FuzzHttp } from "./FuzzHttp";
import { decodeValue, dottedPath, FuzzPlace, quotedPath } from "./FuzzPlace";
import type { FuzzEdit, FuzzSession, FuzzStep } from "./FuzzTypes";

const Sim = LuxSim!;

interface FuzzEvent {
	step: number;
	kind: string;
	via?: string;
	call?: { id: string; name: string; args: unknown };
	outcome?: OutcomeView;
	op?: PendingView;
	approved?: boolean;
	result?: string;
	turn?: number;
	edit?: { path: string; field: string; name: string };
	policy?: unknown;
	message?: string;
	snap?: string;
}

let place: FuzzPlace | undefined;

/** Values JSON cannot carry (NaN, inf) as the generator writes them, so the record always encodes. */
function plain(value: unknown): unknown {
	if (typeIs(value, "number")) {
		if (value !== value) return { $num: "nan" };
		if (value === math.huge) return { $num: "inf" };
		if (value === -math.huge) return { $num: "-inf" };
		return value;
	}
	if (!typeIs(value, "table")) return value;
	const out: Record<string | number, unknown> = {};
	for (const [k, v] of pairs(value as object)) out[k as string] = plain(v);
	return out;
}

function scriptLines(instance: Instance | undefined): string[] {
	if (instance === undefined || !instance.IsA("LuaSourceContainer")) return [];
	return (instance as unknown as { Source: string }).Source.split("\n");
}

class Session {
	readonly events: FuzzEvent[] = [];
	readonly requests: string[] = [];
	readonly histories: string[] = [];
	private lastSnap = "";
	private step = -1;
	private turns = -1;
	readonly lux: LuxUnderTest;
	readonly own: Instance;
	private readonly recorder: ToolRunner;

	constructor(
		private readonly place: FuzzPlace,
		private readonly session: FuzzSession,
	) {
		place.reset();
		place.build(session.place, session.key);
		place.build({ ServerStorage: [session.own] }, session.key);
		this.own = game.GetService("ServerStorage").FindFirstChild(session.own.n)!;
		this.lux = new LuxUnderTest([this.own]);
		const inner = this.lux.runner();
		const execute = (call: ToolCall) => this.execute(inner, call, "loop");
		const resolve = (id: string, approved: boolean) => this.resolve(inner, id, approved, "loop");
		this.recorder = {
			definitions() {
				return inner.definitions();
			},
			execute(call) {
				return execute(call);
			},
			resolve(id, decision) {
				return resolve(id, decision.approved);
			},
		};
		this.push({ step: -1, kind: "start" });
	}

	private push(event: FuzzEvent) {
		const snap = this.place.snapshot();
		if (snap !== this.lastSnap) event.snap = snap;
		this.lastSnap = snap;
		this.events.push(event);
	}

	/** Placeholders in generated arguments, resolved against the place as it is now. */
	resolveArgs = (value: unknown): unknown => {
		if (typeIs(value, "string")) return decodeValue(value, this.session.key);
		if (!typeIs(value, "table")) return value;
		const special = value as {
			$pick?: number;
			raw?: boolean;
			of?: string;
			$text?: { pick: number; from: number; to: number };
		};
		if (special.$pick !== undefined) {
			const target = this.place.pick(special.$pick, special.of);
			if (target === undefined) return "Workspace";
			return special.raw === true ? dottedPath(target) : quotedPath(target);
		}
		if (special.$text !== undefined) {
			const lines = scriptLines(this.place.pick(special.$text.pick, "LuaSourceContainer"));
			const out: string[] = [];
			for (let i = special.$text.from; i <= special.$text.to; i++)
				if (lines[i - 1] !== undefined) out.push(lines[i - 1]);
			return out.join("\n");
		}
		if ((value as { $num?: string }).$num !== undefined) return decodeValue(value as never, this.session.key);
		const out: Record<string | number, unknown> = {};
		for (const [k, v] of pairs(value as object)) out[k as string] = this.resolveArgs(v);
		return out;
	};

	private execute(inner: ToolRunner, call: ToolCall, via: string): ToolOutcome {
		const outcome = inner.execute(call);
		const view = viewOutcome(outcome);
		const op =
			outcome.kind === "pending" ? this.lux.pending().find((p) => p.id === outcome.operationId) : undefined;
		this.push({
			step: this.step,
			kind: "execute",
			via,
			call: { id: call.id, name: call.name, args: plain(call.args) },
			outcome: view,
			op,
		});
		return outcome;
	}

	private resolve(inner: ToolRunner, id: string, approved: boolean, via: string): ToolOutcome {
		const op = this.lux.pending().find((p) => p.id === id);
		const outcome = inner.resolve(id, approved ? { approved: true } : { approved: false, reason: "fuzz says no" });
		this.push({ step: this.step, kind: "resolve", via, approved, op, outcome: viewOutcome(outcome) });
		return outcome;
	}

	private edit(edit: FuzzEdit) {
		const target = edit.near === "pending" ? this.nearPending(edit) : this.place.pick(edit.pick, edit.of);
		if (target === undefined) return;
		const path = quotedPath(target);
		const value = decodeValue(edit.value, this.session.key);
		Sim.userEdit("fuzz: user edit", () => {
			pcall(() => {
				if (edit.field === "source") {
					if (target.IsA("LuaSourceContainer")) {
						const code = target as unknown as { Source: string };
						code.Source = `${code.Source}\n-- ${tostring(value)}`;
					}
				} else if (edit.field === "attr") target.SetAttribute(edit.name, value as AttributeValue);
				else (target as unknown as Record<string, unknown>)[edit.name] = value;
			});
		});
		this.push({ step: this.step, kind: "edit", edit: { path, field: edit.field, name: edit.name } });
	}

	/** An instance in the subtree of the newest pending operation's target (as its card names it). */
	private nearPending(edit: FuzzEdit): Instance | undefined {
		const pending = this.lux.pending();
		const newest = pending[pending.size() - 1];
		if (newest === undefined) return this.place.pick(edit.pick, edit.of);
		const root = this.place.instances().find((i) => quotedPath(i) === newest.target);
		if (root === undefined) return this.place.pick(edit.pick, edit.of);
		const subtree = [root, ...root.GetDescendants()];
		const fitting = edit.of !== undefined ? subtree.filter((i) => i.IsA(edit.of as keyof Instances)) : subtree;
		const from = fitting.size() > 0 ? fitting : subtree;
		return from[edit.pick % from.size()];
	}

	private chat(step: Extract<FuzzStep, { t: "chat" }>) {
		this.turn();
		const http = new FuzzHttp(step.replies, this.resolveArgs, this.session.key);
		const loop = this.lux.loop(http, this.session.key, this.recorder);
		let outcome = loop.send(decodeValue(step.text, this.session.key) as string);
		let answered = 0;
		while (outcome.kind === "awaitingApproval" && answered < step.decisions.size()) {
			const decision = step.decisions[answered];
			answered += 1;
			if (decision.edit !== undefined) this.edit(decision.edit);
			outcome = loop.decide(outcome.operationId!, decision.approve);
		}
		if (outcome.kind === "awaitingApproval") loop.cancel();
		this.push({ step: this.step, kind: "chatEnd", result: outcome.kind });
		for (const body of http.bodies) this.requests.push(body);
		this.histories.push(loop.historyJson());
	}

	private turn() {
		this.turns = this.lux.beginTurn(`fuzz turn ${this.step}`);
		this.push({ step: this.step, kind: "turn", turn: this.turns });
	}

	run(): void {
		for (const step of this.session.steps) {
			this.step += 1;
			const [ok, problem] = pcall(() => this.run1(step));
			if (!ok) this.push({ step: this.step, kind: "crash", message: tostring(problem) });
		}
	}

	private run1(step: FuzzStep) {
		const inner = this.lux.runner();
		switch (step.t) {
			case "policy":
				this.lux.setPolicy(step);
				this.push({ step: this.step, kind: "policy", policy: step });
				return;
			case "turn":
				this.turn();
				return;
			case "call": {
				const call: ToolCall = {
					id: step.call.id ?? "",
					name: step.call.name,
					args: this.resolveArgs(step.call.args) as never,
				};
				this.execute(inner, call, "direct");
				return;
			}
			case "approve":
			case "reject": {
				const pending = this.lux.pending();
				if (pending.size() === 0) return;
				this.resolve(inner, pending[step.k % pending.size()].id, step.t === "approve", "direct");
				return;
			}
			case "edit":
				this.edit(step.edit);
				return;
			case "undo": {
				if (this.turns < 0) return;
				const result = this.lux.undoTurn(this.turns, step.confirmed);
				this.push({ step: this.step, kind: "undo", turn: this.turns, result, approved: step.confirmed });
				return;
			}
			case "fault":
				this.lux.factory.arm(step.after);
				return;
			case "chat":
				this.chat(step);
				return;
		}
	}
}

/** Runs one session (JSON, FuzzTypes.FuzzSession) and returns its record as JSON. */
export function runSessionJson(json: string): string {
	place = place ?? new FuzzPlace();
	const session = HttpService.JSONDecode(json) as FuzzSession;
	const run = new Session(place, session);
	run.run();
	const risks: Record<string, string> = {};
	for (const d of run.lux.runner().definitions()) risks[d.name] = d.risk;
	const record = {
		events: run.events,
		requests: run.requests,
		histories: run.histories,
		persisted: run.lux.settings.dump(),
		risks,
		own: quotedPath(run.own),
	};
	place.reset();
	const [ok, text] = pcall(() => HttpService.JSONEncode(record));
	return ok ? (text as string) : HttpService.JSONEncode({ crashed: `record not encodable: ${tostring(text)}` });
}
