/**
 * The Luau side of `npm run bench:tokens`: runs one scenario twice in the same run, without
 * and with Context's compression (through the session's compressor seam), and measures
 * the prompt tokens of every request from the scripted server's log (body characters / 4).
 * Requests carry Lux's real tool schemas (ToolRegistry), in front of any tool a scenario
 * invents, so the figures include what every real request pays for its tools.
 *
 * Why the server's log: it is what a provider would have billed, measured outside Lux.
 */
import { HttpService } from "@rbxts/services";
import { HistoryCompression } from "Context";
import { ContextCompressor } from "Conversation";
import { ToolDefinition, ToolRunner } from "Tools/ToolProtocol";
import { ToolRegistry } from "Tools/ToolRegistry";
import { chatRequests } from "./ModelServerClient";
import { runScenario } from "./ScenarioDriver";

function measure(server: string): { total: number; largest: number; requests: number } {
	let total = 0;
	let largest = 0;
	const requests = chatRequests(server);
	for (const r of requests) {
		const tokens = math.ceil(r.body.size() / 4);
		total += tokens;
		largest = math.max(largest, tokens);
	}
	return { total, largest, requests: requests.size() };
}

/** The scenario's fake tools, advertised with the real schemas (plus any tool only the scenario has). */
function withRealSchemas(runner: ToolRunner): ToolRunner {
	const real = ToolRegistry.definitions();
	const extra = runner.definitions().filter((d) => ToolRegistry.get(d.name) === undefined);
	const definitions: ToolDefinition[] = [...real, ...extra];
	return {
		definitions() {
			return definitions;
		},
		execute(call) {
			return runner.execute(call);
		},
		resolve(id, decision) {
			return runner.resolve(id, decision);
		},
	};
}

export function runTokenBench(text: string, server: string, budget: number): string {
	const scenario = HttpService.JSONDecode(text) as { name: string; user: string[] };
	runScenario(text, server, { wrapTools: withRealSchemas });
	const plain = measure(server);
	const compression = new HistoryCompression({ defaultBudgetTokens: budget }, () => ({ task: scenario.user[0] }));
	const run = runScenario(text, server, {
		compressor: new ContextCompressor(compression),
		wrapTools: withRealSchemas,
	});
	const compressed = measure(server);
	return HttpService.JSONEncode({
		name: scenario.name,
		plain,
		compressed,
		failures: run.summary.failures,
		notices: run.transcript.filter((l) => l.find("notice: Context compressed", 1, true)[0] !== undefined).size(),
	});
}
