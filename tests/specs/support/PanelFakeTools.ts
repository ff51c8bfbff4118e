/**
 * A FAKE tool runner with approval previews, for the panel's specs. It is not Lux's tool
 * runner (Tools, issue 4, builds that with real diffs and checkpoints); it stands in so the
 * panel can be driven end to end now. The lead wires the real one at merge.
 *
 * What is real: writes are pending until approved and only then touch the simulated
 * DataModel; the diff preview is computed from the script's actual text, so a spec can
 * check that the place changed exactly as the card showed.
 *
 * Tools: read_script {path}; replace_lines {path, line, count, text}; create_instance
 * {parent, className, name}.
 */
import { ApprovalPreviews } from "Conversation";
import { DiffLine, Preview, ChangeTarget } from "UI/Store";
import { ApprovalDecision, ToolCall, ToolDefinition, ToolOutcome, ToolRunner } from "Tools/ToolProtocol";

function find(path: string): Instance | undefined {
	let current: Instance | undefined = game;
	for (const [segment] of string.gmatch(path, "[^%.]+")) current = current?.FindFirstChild(segment as string);
	return current;
}

function lines(text: string): string[] {
	return text.split("\n");
}

interface PendingWrite {
	readonly preview: Preview;
	readonly target: ChangeTarget;
	readonly apply: () => string;
}

export class PanelFakeTools implements ToolRunner, ApprovalPreviews {
	readonly applied = new Array<string>();
	readonly decisions = new Array<{ operationId: string; approved: boolean; reason?: string }>();
	private readonly pending = new Map<string, PendingWrite>();
	private next = 1;

	definitions(): ReadonlyArray<ToolDefinition> {
		const schema = { type: "object", properties: { path: { type: "string" } } };
		return [
			{ name: "read_script", description: "Read a script", parameters: schema, risk: "read" },
			{
				name: "replace_lines",
				description: "Replace lines of a script",
				parameters: schema,
				risk: "script_edit",
			},
			{ name: "create_instance", description: "Create an instance", parameters: schema, risk: "create" },
		];
	}

	execute(call: ToolCall): ToolOutcome {
		const args = call.args as Record<string, unknown>;
		if (call.name === "read_script") {
			const target = find(args.path as string);
			if (target === undefined || !target.IsA("LuaSourceContainer"))
				return {
					kind: "done",
					content: `No script at ${args.path}`,
					isError: true,
					summary: `Read ${args.path} (missing)`,
				};
			const source = (target as Script).Source;
			return {
				kind: "done",
				content: source,
				isError: false,
				summary: `Read ${args.path} (${lines(source).size()} lines)`,
			};
		}
		const write = call.name === "replace_lines" ? this.replaceLines(args) : this.createInstance(args);
		if (typeIs(write, "string")) return { kind: "done", content: write, isError: true, summary: write };
		const operationId = `op_${this.next++}`;
		this.pending.set(operationId, write);
		const summary = call.name === "replace_lines" ? `Edit ${write.target.path}` : `Create ${write.target.path}`;
		return { kind: "pending", operationId, summary };
	}

	resolve(operationId: string, decision: ApprovalDecision): ToolOutcome {
		const write = this.pending.get(operationId);
		this.decisions.push({
			operationId,
			approved: decision.approved,
			reason: decision.approved ? undefined : decision.reason,
		});
		if (write === undefined) return { kind: "done", content: "Nothing pending.", isError: true, summary: "none" };
		this.pending.delete(operationId);
		if (!decision.approved) return { kind: "done", content: "Rejected.", isError: false, summary: "rejected" };
		const text = write.apply();
		this.applied.push(text);
		return { kind: "done", content: text, isError: false, summary: text };
	}

	describe(operationId: string) {
		const write = this.pending.get(operationId);
		return write !== undefined ? { preview: write.preview, target: write.target } : undefined;
	}

	private replaceLines(args: Record<string, unknown>): PendingWrite | string {
		const path = args.path as string;
		const source = find(path);
		if (source === undefined || !source.IsA("LuaSourceContainer")) return `No script at ${path}`;
		const old = lines((source as Script).Source);
		const first = args.line as number;
		const count = args.count as number;
		const added = lines(args.text as string);
		const updated = [...old];
		// Splice by hand: roblox-ts arrays have no splice.
		const head = updated.filter((_, i) => i < first - 1);
		const tail = updated.filter((_, i) => i >= first - 1 + count);
		const result = [...head, ...added, ...tail];
		const diff = new Array<DiffLine>();
		const start = math.max(1, first - 2);
		for (let n = start; n < first; n++) diff.push({ kind: "context", oldLine: n, newLine: n, text: old[n - 1] });
		for (let n = first; n < first + count; n++) diff.push({ kind: "remove", oldLine: n, text: old[n - 1] });
		added.forEach((text, i) => diff.push({ kind: "add", newLine: first + i, text }));
		const after = first + count;
		for (let n = after; n <= math.min(old.size(), after + 1); n++)
			diff.push({ kind: "context", oldLine: n, newLine: n - count + added.size(), text: old[n - 1] });
		return {
			preview: { kind: "diff", path, hunks: [{ oldStart: start, newStart: start, lines: diff }] },
			target: { path, isScript: true, line: first },
			apply: () => {
				(source as Script).Source = result.join("\n");
				return `Edited ${path} (lines ${first}-${first + count - 1})`;
			},
		};
	}

	private createInstance(args: Record<string, unknown>): PendingWrite | string {
		const parentPath = args.parent as string;
		const parent = find(parentPath);
		if (parent === undefined) return `No parent ${parentPath}`;
		const path = `${parentPath}.${args.name as string}`;
		return {
			preview: {
				kind: "subtree",
				action: "create",
				path,
				lines: [`${args.className as string} ${args.name as string}`],
			},
			target: { path, isScript: false },
			apply: () => {
				const instance = new Instance(args.className as keyof CreatableInstances);
				instance.Name = args.name as string;
				instance.Parent = parent;
				return `Created ${path}`;
			},
		};
	}
}
