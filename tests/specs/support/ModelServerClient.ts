/**
 * Talks to the scripted model server's control endpoints (tests/harness/modelserver) from Luau:
 * load a scenario, read the requests Lux sent, list the scenario files.
 *
 * Why over HTTP: the server runs in Node; HttpService (real loopback HTTP in the simulator)
 * is the one channel specs and the scenario runner share.
 */
import { HttpService } from "@rbxts/services";

export interface RecordedRequest {
	readonly method: string;
	readonly path: string;
	/** "?a=b", or "" without a query. */
	readonly query: string;
	readonly headers: { readonly [name: string]: string };
	readonly body: string;
}

function call(url: string, method: "GET" | "POST", body?: string): unknown {
	const response = HttpService.RequestAsync({
		Url: url,
		Method: method,
		Body: body,
		Headers: body !== undefined ? { "Content-Type": "application/json" } : undefined,
	});
	if (!response.Success) error(`model server control ${url}: ${response.StatusCode} ${response.Body}`);
	return HttpService.JSONDecode(response.Body);
}

export function modelServerUrl(): string | undefined {
	return LuxSim?.modelServerUrl();
}

export function loadScenario(server: string, scenarioText: string): void {
	call(`${server}/__control/scenario`, "POST", scenarioText);
}

/** Requests per page: a long conversation's log is several MB, more than one answer may carry in the simulator. */
const PAGE = 2;

export function recordedRequests(server: string): { requests: RecordedRequest[]; problems: string[] } {
	const requests: RecordedRequest[] = [];
	let problems: string[] = [];
	for (let offset = 0; ; offset += PAGE) {
		const page = call(`${server}/__control/requests?offset=${offset}&limit=${PAGE}`, "GET") as {
			requests: RecordedRequest[];
			problems: string[];
			total: number;
		};
		for (const r of page.requests) requests.push(r);
		problems = page.problems;
		if (offset + PAGE >= page.total) break;
	}
	return { requests, problems };
}

export function scenarioNames(server: string): string[] {
	return (call(`${server}/__control/scenarios`, "GET") as { scenarios: string[] }).scenarios;
}

export function scenarioText(server: string, name: string): string {
	const response = HttpService.RequestAsync({ Url: `${server}/__control/scenarios/${name}`, Method: "GET" });
	if (!response.Success) error(`no scenario ${name}`);
	return response.Body;
}

/** Only requests to the chat-completions endpoint. */
export function chatRequests(server: string): RecordedRequest[] {
	return recordedRequests(server).requests.filter(
		(r) => string.find(r.path, "chat/completions", 1, true)[0] !== undefined,
	);
}

/** A recorded response of the corpus, with the reference parser's expected reading. */
export interface RecordedFixture {
	readonly id: string;
	readonly provider?: string;
	readonly status: number;
	readonly headers: { readonly [name: string]: string };
	readonly body: string;
	readonly expected: RecordedReading;
	/** The reading of the data payloads alone (what Studio's SSE mode delivers). */
	readonly expectedSse: RecordedReading;
}

export type RecordedReading =
	| { readonly kind: "error"; readonly message?: string }
	| {
			readonly kind: "answer";
			readonly text: string;
			readonly reasoning: string;
			readonly calls: ReadonlyArray<{ readonly name: string; readonly args: unknown }>;
			readonly finish: string;
			readonly usage?: { readonly prompt: number; readonly completion: number };
	  };

export function recordedCount(server: string): number {
	return (call(`${server}/__control/recorded`, "GET") as { count: number }).count;
}

export function recordedFixture(server: string, index: number): RecordedFixture {
	return call(`${server}/__control/recorded?index=${index}`, "GET") as RecordedFixture;
}
