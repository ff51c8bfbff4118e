/**
 * The Luau side of `npm run bench:cost`: plays one scripted session through the plugin's
 * modules (LuxModules over real Tools on the SamplePlace, the real LoopRunner and ApiClient,
 * against the scripted server) as one of three clients, then checks the session's outcome.
 *
 * - lux: what the panel does (the Conversation's Task): byte-stable system prompt, the context message
 *   after the history, sticky compaction, breakpoints for the model.
 * - naive: the whole history and every tool result verbatim, the context rebuilt inside the
 *   system prompt for every request, no compaction (Lux before issue 14).
 * - cline: the whole history with caching: the context is added to each user message and
 *   kept in the history (as Cline keeps its environment details), no compaction; the bench
 *   prices it with Cline's breakpoints (system and the last two user messages).
 *
 * Why the same modules for all three: the outcome (tool results, approvals, the place at the
 * end) must be the same, so only what each client sends differs. Tokens are counted in Node
 * from the server's request log, with real tokenizers.
 */
import { HttpService } from "@rbxts/services";
import { projectStoreForTools } from "App";
import { ApiClient, ConversationHistory, LoopOutcome, LoopRunner, NO_COMPRESSION, withDefaults } from "Core";
import { StudioClockHost, StudioHttpHost, everyFrame } from "App/Studio";
import { SCRIPT_ROOTS } from "Context";
import { ProjectContext } from "Memory";
import { TaskPlanner } from "Planning";
import { createLuxModules } from "App/LuxModules";
import { placeKeyOf } from "Shared/SettingKeys";
import { Task } from "Conversation";
import { ToolsBridge } from "Conversation/ToolsBridge";
import { loadSample } from "../Tools/SamplePlace";
import { MemorySettings } from "./MemorySettings";
import { loadScenario } from "./ModelServerClient";

export type CostClient = "lux" | "naive" | "cline";

interface CostSession {
	readonly name: string;
	readonly model: string;
	/** Scripts the place has before the session (large legacy scripts for debugging). */
	readonly setup?: ReadonlyArray<{ parent: string; name: string; source: string }>;
	readonly user: ReadonlyArray<string>;
	readonly approvals?: ReadonlyArray<{ approve: boolean; reason?: string }>;
	readonly turns: ReadonlyArray<unknown>;
	readonly checks: {
		readonly scriptContains?: ReadonlyArray<{ path: string; text: string }>;
		readonly minErrorResults?: number;
		readonly approvals?: number;
		readonly lastAnswerContains?: string;
	};
}

function find(path: string): Instance | undefined {
	let current: Instance | undefined = game;
	for (const name of path.split(".")) current = current?.FindFirstChild(name);
	return current;
}

/** Runs the session as `client`; returns the failed checks (none: the outcome was reached). */
export function runCostSession(text: string, server: string, client: CostClient): string {
	const session = HttpService.JSONDecode(text) as CostSession;
	// The server reports prompt tokens as it received them (characters / 4), as a provider would.
	const scenario = { name: session.name, user: ["-"], expect: {}, turns: session.turns };
	loadScenario(server, HttpService.JSONEncode({ ...scenario, defaultUsage: { prompt_tokens: "estimate" } }));
	const planner = new TaskPlanner();
	const notes = new MemorySettings();
	const project = new ProjectContext(notes, placeKeyOf(game));
	const sample = loadSample({ projectContext: projectStoreForTools(project), plan: planner });
	const failures: string[] = [];
	try {
		for (const s of session.setup ?? []) {
			const created = new Instance("Script");
			created.Name = s.name;
			created.Source = s.source;
			created.Parent = find(s.parent);
		}
		const clock = new StudioClockHost();
		const http = new StudioHttpHost();
		const modules = createLuxModules(
			{
				settings: notes,
				clock,
				frames: everyFrame,
				scripts: sample.hosts.scripts,
				selection: sample.hosts.selection,
				toolHosts: sample.hosts,
				project,
				planner,
				indexRoots: SCRIPT_ROOTS.filter((name) => name !== "ReplicatedStorage"),
				dataModel: sample.hosts.root,
			},
			new ToolsBridge(sample.tools).runner,
		);
		while (modules.index.busy()) modules.index.step();
		const manager = new Task(modules.runner, "", modules);
		manager.startConversation();
		const api = new ApiClient(
			withDefaults({ baseUrl: `${server}/api/v1`, apiKey: "sk-cost-bench", model: session.model }),
			http,
			clock,
		);
		let history = ConversationHistory.empty();
		let approvals = 0;
		let lastAnswer = "";
		for (const message of session.user) {
			manager.newTask(message);
			modules.breaker.newTask();
			const context = manager.prompts!.prompt().context;
			const runner = new LoopRunner({
				client: api,
				tools: modules.runner,
				config: { maxIterations: 30, budget: {}, model: client === "lux" ? session.model : "bench/none" },
				systemPrompt:
					client === "naive"
						? () => {
								const p = manager.prompts!.prompt();
								return p.context !== "" ? `${p.system}\n\n${p.context}` : p.system;
							}
						: () => manager.prompts!.systemPrompt(),
				context: client === "lux" ? () => manager.prompts!.prompt().context : undefined,
				compressor: client === "lux" ? manager.prompts!.compressor() : NO_COMPRESSION,
				callbacks: {
					onToolStarted: (call) => manager.beforeTool(call),
					onToolFinished: (call, outcome) => manager.afterTool(call, outcome),
				},
				history,
			});
			const sent = client === "cline" && context !== "" ? `${context}\n\n${message}` : message;
			let outcome: LoopOutcome = runner.send(sent);
			while (outcome.kind === "awaitingApproval") {
				const answer = session.approvals?.[approvals] ?? { approve: true };
				approvals += 1;
				outcome = runner.decide(
					outcome.operationId,
					answer.approve ? { approved: true } : { approved: false, reason: answer.reason },
				);
			}
			if (outcome.kind !== "answered") failures.push(`"${message}" ended ${outcome.kind}`);
			else lastAnswer = outcome.text;
			manager.taskComplete(outcome.kind === "answered", lastAnswer);
			history = runner.history();
		}
		const checks = session.checks;
		for (const c of checks.scriptContains ?? []) {
			const found = find(c.path);
			const source =
				found !== undefined && found.IsA("LuaSourceContainer") ? sample.hosts.scripts.read(found) : "";
			if (source.find(c.text, 1, true)[0] === undefined) failures.push(`${c.path} lacks ${c.text}`);
		}
		const errors = history
			.messages()
			.filter((m) => m.kind === "toolResult" && m.isError)
			.size();
		if (errors < (checks.minErrorResults ?? 0)) failures.push(`${errors} failed tool results`);
		if (failures.size() > 0) {
			const lastError = history
				.messages()
				.filter((m) => m.kind === "toolResult" && m.isError)
				.pop();
			if (lastError !== undefined && lastError.kind === "toolResult")
				failures.push(`last error: ${lastError.content.sub(1, 300)}`);
		}
		if (checks.approvals !== undefined && approvals !== checks.approvals)
			failures.push(`${approvals} approvals, expected ${checks.approvals}`);
		if (
			checks.lastAnswerContains !== undefined &&
			lastAnswer.find(checks.lastAnswerContains, 1, true)[0] === undefined
		)
			failures.push(`last answer lacks ${checks.lastAnswerContains}`);
		modules.destroy();
	} finally {
		sample.unload();
	}
	return HttpService.JSONEncode({ failures });
}
