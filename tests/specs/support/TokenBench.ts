/**
 * The Luau side of `npm run bench:tokens`: runs one scenario twice in the same run, without
 * and with Context's compression (through the session's compressor seam), and measures
 * the prompt tokens of every request from the scripted server's log (body characters / 4).
 *
 * Why the server's log: it is what a provider would have billed, measured outside Lux.
 */
import { HttpService } from "@rbxts/services";
import { HistoryCompression } from "Context";
import { ContextCompressor } from "Coordination";
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

export function runTokenBench(text: string, server: string, budget: number): string {
	const scenario = HttpService.JSONDecode(text) as { name: string; user: string[] };
	runScenario(text, server);
	const plain = measure(server);
	const compression = new HistoryCompression({ defaultBudgetTokens: budget }, () => ({ task: scenario.user[0] }));
	const run = runScenario(text, server, { compressor: new ContextCompressor(compression) });
	const compressed = measure(server);
	return HttpService.JSONEncode({
		name: scenario.name,
		plain,
		compressed,
		failures: run.summary.failures,
		notices: run.transcript.filter((l) => l.find("notice: Context compressed", 1, true)[0] !== undefined).size(),
	});
}
