/**
 * The loop's pure step function through its public API (initialState, step, stepFor): the
 * actions it asks for and the state it moves to, with no HTTP, tools or threads. Covers
 * several tool calls in order, the pause at an approval and the resume (with a rejection
 * reason), the iteration limit, the budget stop before a request that would cross the cap,
 * and cancellation (late events of the cancelled task land nowhere); a grouped `more_tools`
 * call runs as its member's call.
 */
import { initialState, LoopConfig, LoopEvent, MAX_CALLS_PER_ANSWER, stepFor } from "Core";
import { ToolDefinition, ToolOutcome } from "Tools/ToolProtocol";
import { CONFIG, DEFS, done, reply, REQUEST, StepDriver } from "../support/StepDriver";

export = () => {
	it("runs several tool calls one at a time, in the model's order, then asks again", () => {
		const loop = new StepDriver();
		expect(loop.on({ kind: "userMessage", text: "go" })).to.equal("prepareRequest");
		expect(loop.on({ kind: "requestPrepared", request: REQUEST, requestChars: 100 })).to.equal("sendRequest");
		const calls: Array<[string, string]> = [
			["c1", "read"],
			["c2", "write"],
			["c3", "read"],
		];
		expect(loop.on({ kind: "modelReplied", reply: reply(calls) })).to.equal("runTool:c1");
		// A result for a call that is not running changes nothing.
		expect(loop.on({ kind: "toolFinished", callId: "c3", outcome: done("early") })).to.equal("");
		expect(loop.on({ kind: "toolFinished", callId: "c1", outcome: done("one") })).to.equal("runTool:c2");
		expect(loop.on({ kind: "toolFinished", callId: "c2", outcome: done("two") })).to.equal("runTool:c3");
		expect(loop.on({ kind: "toolFinished", callId: "c3", outcome: done("three") })).to.equal("prepareRequest");
		const results = loop.state.history
			.messages()
			.filter((m) => m.kind === "toolResult")
			.map((m) => (m.kind === "toolResult" ? `${m.callId}=${m.content}` : ""));
		expect(results.join(",")).to.equal("c1=one,c2=two,c3=three");
		expect(loop.on({ kind: "requestPrepared", request: REQUEST, requestChars: 200 })).to.equal("sendRequest");
		expect(loop.on({ kind: "modelReplied", reply: reply([], "all done") })).to.equal("finish:answered");
		expect(loop.state.status).to.equal("idle");
		expect(loop.state.iteration).to.equal(2);
	});

	it("pauses at an approval and resumes with the decision; a rejection's reason reaches the model", () => {
		const loop = new StepDriver();
		loop.ask("change things");
		loop.on({
			kind: "modelReplied",
			reply: reply([
				["w1", "write"],
				["r1", "read"],
			]),
		});
		const pending: ToolOutcome = { kind: "pending", operationId: "op_1", summary: "create Part" };
		expect(loop.on({ kind: "toolFinished", callId: "w1", outcome: pending })).to.equal("finish:awaitingApproval");
		expect(loop.state.status).to.equal("awaitingApproval");
		expect(loop.state.awaiting?.operationId).to.equal("op_1");
		// A decision for another operation is ignored.
		const decided = (operationId: string, reason: string): LoopEvent => ({
			kind: "approvalDecided",
			operationId,
			decision: { approved: false, reason },
			outcome: done("Rejected."),
		});
		expect(loop.on(decided("op_9", "x"))).to.equal("");
		expect(loop.on(decided("op_1", "keep the baseplate"))).to.equal("runTool:r1");
		const messages = loop.state.history.messages();
		const result = messages.find((m) => m.kind === "toolResult" && m.callId === "w1");
		expect(result !== undefined && result.kind === "toolResult" && result.isError).to.equal(true);
		const content = result !== undefined && result.kind === "toolResult" ? result.content : "";
		expect(string.find(content, "rejected", 1, true)[0] !== undefined).to.equal(true);
		expect(string.find(content, "keep the baseplate", 1, true)[0] !== undefined).to.equal(true);
		const card = messages.find((m) => m.kind === "approval");
		expect(card !== undefined && card.kind === "approval" && `${card.state}:${card.reason}`).to.equal(
			"rejected:keep the baseplate",
		);
	});

	it("an approved operation's outcome becomes the tool result", () => {
		const loop = new StepDriver();
		loop.ask("add a part");
		loop.on({ kind: "modelReplied", reply: reply([["w1", "write"]]) });
		loop.on({
			kind: "toolFinished",
			callId: "w1",
			outcome: { kind: "pending", operationId: "op_2", summary: "s" },
		});
		const after = loop.on({
			kind: "approvalDecided",
			operationId: "op_2",
			decision: { approved: true },
			outcome: done("created Workspace.Part"),
		});
		expect(after).to.equal("prepareRequest");
		const last = loop.state.history.last();
		expect(last !== undefined && last.kind === "toolResult" && `${last.content}:${last.isError}`).to.equal(
			"created Workspace.Part:false",
		);
	});

	it("stops at the iteration limit instead of asking again", () => {
		const loop = new StepDriver(initialState(DEFS), { maxIterations: 2, budget: {} });
		loop.ask("keep going");
		loop.on({ kind: "modelReplied", reply: reply([["a", "read"]]) });
		expect(loop.on({ kind: "toolFinished", callId: "a", outcome: done("1") })).to.equal("prepareRequest");
		expect(loop.on({ kind: "requestPrepared", request: REQUEST, requestChars: 100 })).to.equal("sendRequest");
		loop.on({ kind: "modelReplied", reply: reply([["b", "read"]]) });
		expect(loop.on({ kind: "toolFinished", callId: "b", outcome: done("2") })).to.equal("finish:stopped");
		const finish = loop.actions.find((a) => a.kind === "finish");
		expect(finish?.kind === "finish" && finish.outcome.kind === "stopped" && finish.outcome.reason).to.equal(
			"maxIterations",
		);
		expect(loop.state.iteration).to.equal(2);
		expect(loop.state.status).to.equal("idle");
	});

	it("refuses, before sending, a request whose estimated cost would cross the cap", () => {
		// 0.25 tokens per character before calibration; 24 completion tokens assumed; 2^-10 USD per
		// token (exact in binary, so the boundary is exact too).
		const perToken = 1 / 1024;
		const config: LoopConfig = {
			maxIterations: 4,
			budget: { maxCostPerRequest: 1 },
			pricing: { prompt: perToken, completion: perToken },
			expectedCompletionTokens: 24,
		};
		// 4000 chars -> 1000 + 24 tokens -> exactly $1: at the cap is allowed.
		expect(new StepDriver(initialState(DEFS), config).ask("fits", 4000)).to.equal("sendRequest");
		// 4004 chars -> 1001 + 24 tokens: over the cap, never sent.
		const over = new StepDriver(initialState(DEFS), config);
		expect(over.ask("too big", 4004)).to.equal("finish:stopped");
		expect(over.state.iteration).to.equal(0);
		expect(over.state.status).to.equal("idle");
		const last = over.state.history.last();
		const text = last !== undefined && last.kind === "notice" ? last.text : "";
		expect(string.find(text, "Stopped before request 1", 1, true)[0] !== undefined).to.equal(true);
	});

	it("counts what this request already spent towards the cap", () => {
		const config: LoopConfig = {
			maxIterations: 4,
			budget: { maxCostPerRequest: 0.01 },
			pricing: { prompt: 0.00001, completion: 0.00001 },
			expectedCompletionTokens: 100,
		};
		const loop = new StepDriver(initialState(DEFS), config);
		loop.ask("look", 400);
		const usage = {
			promptTokens: 100,
			completionTokens: 100,
			cachedTokens: 0,
			cacheWriteTokens: 0,
			reasoningTokens: 0,
			cost: 0.006,
		};
		loop.on({ kind: "modelReplied", reply: { ...reply([["a", "read"]]), usage } });
		loop.on({ kind: "toolFinished", callId: "a", outcome: done("x") });
		// Calibrated at 100 tokens / 400 chars: 2000 chars -> 500 + 100 tokens -> $0.006; 0.006 + 0.006 > 0.01.
		expect(loop.on({ kind: "requestPrepared", request: REQUEST, requestChars: 2000 })).to.equal("finish:stopped");
		expect(loop.state.iteration).to.equal(1);
	});

	it("cancel while waiting for the model: finishes at once; the late reply lands nowhere", () => {
		const loop = new StepDriver();
		loop.ask("slow one");
		const task = loop.state.task;
		expect(loop.on({ kind: "cancel" })).to.equal("finish:cancelled");
		expect(loop.state.status).to.equal("idle");
		const late = stepFor(task, loop.state, { kind: "modelReplied", reply: reply([["x", "write"]]) }, CONFIG);
		expect(late.actions.size()).to.equal(0);
		expect(late.state).to.equal(loop.state);
		// Cancelling an idle loop does nothing; the next message starts a fresh task.
		expect(loop.on({ kind: "cancel" })).to.equal("");
		expect(loop.on({ kind: "userMessage", text: "again" })).to.equal("prepareRequest");
	});

	it("cancel at an approval rejects the pending operation and answers the open calls", () => {
		const loop = new StepDriver();
		loop.ask("delete it");
		loop.on({
			kind: "modelReplied",
			reply: reply([
				["w1", "write"],
				["r1", "read"],
			]),
		});
		loop.on({
			kind: "toolFinished",
			callId: "w1",
			outcome: { kind: "pending", operationId: "op_3", summary: "s" },
		});
		expect(loop.on({ kind: "cancel" })).to.equal("rejectPending:op_3,finish:cancelled");
		const history = loop.state.history;
		expect(history.hasResultFor("w1") && history.hasResultFor("r1")).to.equal(true);
		const card = history.messages().find((m) => m.kind === "approval");
		expect(card !== undefined && card.kind === "approval" && card.state).to.equal("rejected");
	});

	it("a message while busy is refused, not queued", () => {
		const loop = new StepDriver();
		loop.ask("first");
		expect(loop.on({ kind: "userMessage", text: "second" })).to.equal("finish:stopped");
		expect(loop.state.status).to.equal("waitingModel");
	});

	it("runs a more_tools call as its member's call and answers an unknown member without running anything", () => {
		const defs: ToolDefinition[] = [
			...DEFS,
			{ name: "rare_write", description: "rarely", parameters: {}, risk: "create", grouped: true },
		];
		const loop = new StepDriver(initialState(defs));
		loop.ask("go");
		const grouped = (id: string, tool: string) => ({
			id,
			name: "more_tools",
			rawArguments: `{"tool":"${tool}","args":{"x":1}}`,
		});
		const actions = loop.on({
			kind: "modelReplied",
			reply: {
				text: "",
				toolCalls: [grouped("g1", "nope"), grouped("g2", "rare_write")],
				finishReason: "tool_calls",
				usage: undefined,
			},
		});
		// The unknown member is answered at once; the known one runs under its own name.
		expect(actions).to.equal("runTool:g2");
		expect(loop.state.current?.name).to.equal("rare_write");
		expect(loop.state.current?.args.x).to.equal(1);
		const messages = loop.state.history.messages();
		const unknown = messages.find((m) => m.kind === "toolResult" && m.callId === "g1");
		const text = unknown !== undefined && unknown.kind === "toolResult" ? unknown.content : "";
		expect(text.find('more_tools has no tool "nope"', 1, true)[0] !== undefined).to.equal(true);
		expect(text.find("rare_write", 1, true)[0] !== undefined).to.equal(true);
		// The model's own call stays in the history as it was sent.
		const sent = messages.find((m) => m.kind === "assistant");
		expect(sent !== undefined && sent.kind === "assistant" && sent.toolCalls[1].name).to.equal("more_tools");
	});

	it("runs at most MAX_CALLS_PER_ANSWER calls of one answer; the others are answered as not run", () => {
		// A looping or hostile server's answer of 300 calls froze Studio for 16 s: every result
		// redrew the whole chat. The calls not run keep a result saying so (the model is told).
		const loop = new StepDriver();
		loop.ask("go");
		const calls = new Array<[string, string]>();
		for (let i = 1; i <= 300; i++) calls.push([`c${i}`, "read"]);
		expect(loop.on({ kind: "modelReplied", reply: reply(calls) })).to.equal("runTool:c1");
		const messages = loop.state.history.messages();
		const notRun = messages.filter((m) => m.kind === "toolResult" && m.isError);
		expect(notRun.size()).to.equal(300 - MAX_CALLS_PER_ANSWER);
		const last = notRun[notRun.size() - 1];
		expect(
			last.kind === "toolResult" &&
				last.callId === "c300" &&
				last.content.find("Not run", 1, true)[0] !== undefined,
		).to.equal(true);
		const notice = messages.find((m) => m.kind === "notice");
		expect(
			notice !== undefined &&
				notice.kind === "notice" &&
				notice.text.find("268 were not run", 1, true)[0] !== undefined,
		).to.equal(true);
		for (let i = 1; i < MAX_CALLS_PER_ANSWER; i++)
			expect(loop.on({ kind: "toolFinished", callId: `c${i}`, outcome: done("ok") })).to.equal(
				`runTool:c${i + 1}`,
			);
		expect(loop.on({ kind: "toolFinished", callId: `c${MAX_CALLS_PER_ANSWER}`, outcome: done("ok") })).to.equal(
			"prepareRequest",
		);
		// Every call of the answer has exactly one result: the request that follows is valid.
		const results = loop.state.history.messages().filter((m) => m.kind === "toolResult");
		expect(results.size()).to.equal(300);
	});
};
