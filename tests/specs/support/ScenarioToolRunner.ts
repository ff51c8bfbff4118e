/**
 * A FAKE ToolRunner for scenarios and Core specs: its tools are the ones a scenario lists,
 * with scripted results. It is not Lux's tool runner (that is built in src/Tools by another
 * issue); it stands in for it so the loop can be tested end to end now.
 *
 * What is real: a tool marked `approval` returns "pending" and applies its `applies` change
 * to the simulated DataModel only when approved, so "nothing applied after a reject or a
 * cancel" is checked against the DataModel, not against a flag.
 */
import { ApprovalDecision, RiskCategory, ToolCall, ToolDefinition, ToolOutcome, ToolRunner } from "Tools/ToolProtocol";

export type ScenarioChange =
	| { readonly create: { readonly parent: string; readonly className: string; readonly name: string } }
	| { readonly delete: string }
	| { readonly set: { readonly path: string; readonly property: string; readonly value: unknown } };

export interface ScenarioTool {
	readonly name: string;
	readonly description?: string;
	readonly risk?: RiskCategory;
	readonly approval?: boolean;
	readonly result?: string;
	readonly error?: boolean;
	readonly applies?: ScenarioChange;
}

function find(path: string): Instance | undefined {
	let current: Instance | undefined = game;
	for (const [segment] of string.gmatch(path, "[^%.]+")) {
		current = current?.FindFirstChild(segment as string);
	}
	return current;
}

export class ScenarioToolRunner implements ToolRunner {
	readonly runs = new Map<string, number>();
	readonly changes = new Array<string>();
	/** Every tool call id executed, in order (a retry must never make one run twice). */
	readonly callIds = new Array<string>();
	private readonly pending = new Map<string, { tool: ScenarioTool; call: ToolCall }>();
	private nextOperation = 1;

	constructor(private readonly tools: ReadonlyArray<ScenarioTool>) {}

	definitions(): ReadonlyArray<ToolDefinition> {
		return this.tools.map((t) => ({
			name: t.name,
			description: t.description ?? `Scenario tool ${t.name}`,
			parameters: { type: "object", properties: { path: { type: "string", description: "An instance path" } } },
			risk: t.risk ?? "read",
		}));
	}

	execute(call: ToolCall): ToolOutcome {
		const tool = this.tools.find((t) => t.name === call.name);
		if (tool === undefined)
			return { kind: "done", content: `no tool ${call.name}`, isError: true, summary: "unknown" };
		this.runs.set(call.name, (this.runs.get(call.name) ?? 0) + 1);
		this.callIds.push(call.id);
		if (tool.approval) {
			const operationId = `op_${this.nextOperation++}`;
			this.pending.set(operationId, { tool, call });
			return { kind: "pending", operationId, summary: `${call.name} needs approval` };
		}
		const applied = this.apply(tool);
		return {
			kind: "done",
			content: tool.result ?? applied ?? "ok",
			isError: tool.error === true,
			summary: `${call.name} ran`,
		};
	}

	resolve(operationId: string, decision: ApprovalDecision): ToolOutcome {
		const entry = this.pending.get(operationId);
		if (entry === undefined)
			return { kind: "done", content: "no such operation", isError: true, summary: "unknown" };
		this.pending.delete(operationId);
		if (!decision.approved) return { kind: "done", content: "Rejected.", isError: false, summary: "rejected" };
		const applied = this.apply(entry.tool);
		return { kind: "done", content: entry.tool.result ?? applied ?? "applied", isError: false, summary: "applied" };
	}

	pendingCount(): number {
		return this.pending.size();
	}

	/** Applies the tool's change to the DataModel; a text saying what changed. */
	private apply(tool: ScenarioTool): string | undefined {
		const change = tool.applies;
		if (change === undefined) return undefined;
		let text: string;
		if ("create" in change) {
			const parent = find(change.create.parent);
			if (parent === undefined) return `no parent ${change.create.parent}`;
			const instance = new Instance(change.create.className as keyof CreatableInstances);
			instance.Name = change.create.name;
			instance.Parent = parent;
			text = `created ${change.create.parent}.${change.create.name} (${change.create.className})`;
		} else if ("delete" in change) {
			const target = find(change.delete);
			if (target === undefined) return `no instance ${change.delete}`;
			target.Destroy();
			text = `deleted ${change.delete}`;
		} else {
			const target = find(change.set.path);
			if (target === undefined) return `no instance ${change.set.path}`;
			(target as unknown as Record<string, unknown>)[change.set.property] = change.set.value;
			text = `set ${change.set.path}.${change.set.property}`;
		}
		this.changes.push(text);
		return text;
	}
}
