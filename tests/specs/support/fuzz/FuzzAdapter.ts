/**
 * The only file of the fuzz driver that touches Lux's own API: it builds Tools with
 * createTools over the simulated Studio, a LoopRunner over the real ApiClient (with a scripted
 * in-VM HttpHost), and exposes plain functions the driver calls.
 *
 * Why one file: the approval internals are being rebuilt (issue 12); the driver and the
 * Node-side oracle must keep working across that, so everything that could move sits here
 * and nowhere else. It depends only on createTools' runner/queue/policy, ToolRunner's
 * execute/resolve/definitions, ToolOutcome kinds, PendingOperation's id/tool/risk/target/
 * title and LoopRunner's send/decide/cancel.
 */
import { HttpService } from "@rbxts/services";
import { ApiClient, LoopOutcome, LoopRunner, withDefaults } from "Core";
import type { HttpHost } from "Shared/Hosts";
import type { PolicyCategory } from "Tools/ApprovalQueue/AutoApprovePolicy";
import { createTools, Tools } from "Tools/createTools";
import type { InstanceFactoryHost, ToolHosts } from "Tools/Hosts/ToolHosts";
import { studioHistory, studioInstances, studioReflection, studioScripts, studioSelection } from "App/Studio";
import type { ToolCall, ToolOutcome, ToolRunner } from "Tools/ToolProtocol";
import { FakeClock } from "../FakeClock";

/** Plugin settings kept as Studio keeps them: JSON text (so what is persisted can be searched). */
export class FuzzSettings {
	readonly store = new Map<string, string>();
	get(key: string): unknown {
		const text = this.store.get(key);
		return text === undefined ? undefined : HttpService.JSONDecode(text);
	}
	set(key: string, value: unknown) {
		this.store.set(key, HttpService.JSONEncode(value));
	}
	/** Every persisted value, one text. */
	dump(): string {
		const parts: string[] = [];
		this.store.forEach((value, key) => parts.push(`${key}=${value}`));
		return parts.join("\n");
	}
}

export interface PendingView {
	readonly id: string;
	readonly tool: string;
	readonly risk: string;
	readonly target: string;
	readonly title: string;
}

export interface OutcomeView {
	readonly kind: "done" | "pending";
	readonly isError: boolean;
	readonly content: string;
	readonly summary: string;
	readonly operationId?: string;
}

export function viewOutcome(outcome: ToolOutcome): OutcomeView {
	if (outcome.kind === "pending")
		return {
			kind: "pending",
			isError: false,
			content: "",
			summary: outcome.summary,
			operationId: outcome.operationId,
		};
	return { kind: "done", isError: outcome.isError, content: outcome.content, summary: outcome.summary };
}

/** Instance creation that fails on the n-th create after being armed (an apply failing halfway). */
export class FaultyFactory implements InstanceFactoryHost {
	private countdown = 0;
	arm(after: number) {
		this.countdown = after;
	}
	create(className: string): Instance {
		if (this.countdown > 0) {
			this.countdown -= 1;
			if (this.countdown === 0) error("fuzz fault: instance creation failed");
		}
		return studioInstances.create(className);
	}
}

export interface FuzzPolicy {
	readonly categories: ReadonlyArray<string>;
	readonly services: Readonly<Record<string, ReadonlyArray<string>>>;
	readonly maxAutoDelete: number;
}

export class LuxUnderTest {
	readonly settings = new FuzzSettings();
	readonly factory = new FaultyFactory();
	readonly tools: Tools;
	private readonly turnIds: string[] = [];

	constructor(protectedRoots: Instance[]) {
		const hosts: ToolHosts = {
			root: game,
			scripts: studioScripts,
			history: studioHistory,
			selection: studioSelection,
			settings: this.settings,
			reflection: studioReflection,
			instances: this.factory,
			clock: new FakeClock(),
			protectedRoots,
		};
		this.tools = createTools(hosts);
	}

	runner(): ToolRunner {
		return this.tools.runner;
	}

	riskOf(tool: string): string | undefined {
		return this.tools.runner.definitions().find((d) => d.name === tool)?.risk;
	}

	setPolicy(policy: FuzzPolicy) {
		this.tools.policy.set({
			categories: policy.categories as PolicyCategory[],
			services: policy.services as Record<string, PolicyCategory[]>,
			maxAutoDelete: policy.maxAutoDelete,
		});
	}

	pending(): PendingView[] {
		return this.tools.queue.pending().map((op) => ({
			id: op.id,
			tool: op.tool,
			risk: op.risk,
			target: op.target,
			title: op.title,
		}));
	}

	beginTurn(label: string): number {
		this.turnIds.push(this.tools.queue.beginTurn(label));
		return this.turnIds.size() - 1;
	}

	/** "undone" | "needs_confirmation" | "nothing" | another kind, as the queue answers. */
	undoTurn(index: number, confirmed: boolean): string {
		const id = this.turnIds[index];
		if (id === undefined) return "no_turn";
		return this.tools.queue.undoTurn(id, confirmed).kind;
	}

	/** A loop over the real ApiClient; `http` answers (and records) every request. */
	loop(http: HttpHost, key: string, tools: ToolRunner): FuzzLoop {
		const client = new ApiClient(
			withDefaults({
				baseUrl: "http://fuzz.invalid/api/v1",
				apiKey: key,
				model: "fuzz/model",
				streaming: false,
				timeoutSeconds: 5,
				maxAttempts: 2,
				baseBackoffSeconds: 1,
			}),
			http,
			new FakeClock(),
		);
		const runner = new LoopRunner({
			client,
			tools,
			systemPrompt: "You are Lux (fuzz session).",
			config: { maxIterations: 8, budget: {} },
		});
		return {
			send: (text) => summarize(runner.send(text)),
			decide: (id, approved) => summarize(runner.decide(id, approved ? { approved: true } : { approved: false })),
			cancel: () => runner.cancel(),
			historyJson: () => HttpService.JSONEncode(runner.history().messages()),
		};
	}
}

export interface LoopView {
	readonly kind: string;
	readonly operationId?: string;
}

function summarize(outcome: LoopOutcome): LoopView {
	return outcome.kind === "awaitingApproval"
		? { kind: outcome.kind, operationId: outcome.operationId }
		: { kind: outcome.kind };
}

export interface FuzzLoop {
	readonly send: (text: string) => LoopView;
	readonly decide: (operationId: string, approved: boolean) => LoopView;
	readonly cancel: () => void;
	readonly historyJson: () => string;
}

export type { ToolCall, ToolOutcome, ToolRunner };
