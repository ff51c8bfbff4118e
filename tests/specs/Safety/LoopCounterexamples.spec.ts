/**
 * Counterexamples to issue 12's invariant that go through the loop over the real ApiClient
 * (the key never leaves the plugin; tool-call ids), found by the randomized checker
 * (`npm run fuzz`), shrunk by fast-check, and kept as named regressions.
 *
 * Why a file of its own: the tool-executor cases are in Safety/Counterexamples.spec.ts; these
 * need a scripted server and a whole conversation instead.
 */
import { HttpService } from "@rbxts/services";
import { LuxUnderTest } from "../support/fuzz/FuzzAdapter";
import { FuzzHttp } from "../support/fuzz/FuzzHttp";
import type { FuzzReply } from "../support/fuzz/FuzzTypes";
import { loadSample, Sample, Sim } from "../Tools/SamplePlace";

const KEY = "sk-or-v1-fuzz-counterexample-0123456789abcdef";

/** One conversation over the real ApiClient whose server answers `replies`; returns every request body. */
function converse(text: string, replies: FuzzReply[], approveAll = false): string[] {
	const lux = new LuxUnderTest([]);
	const http = new FuzzHttp(replies, (args) => args, KEY);
	const loop = lux.loop(http, KEY, lux.runner());
	let outcome = loop.send(text);
	while (approveAll && outcome.kind === "awaitingApproval") outcome = loop.decide(outcome.operationId!, true);
	if (outcome.kind === "awaitingApproval") loop.cancel();
	return http.bodies;
}

function contains(text: string, part: string): boolean {
	return text.find(part, 1, true)[0] !== undefined;
}

export = () => {
	let sample: Sample;
	beforeEach(() => {
		sample = loadSample();
	});
	afterEach(() => sample.unload());

	describe("the key never leaves the plugin", () => {
		let holder: Script;
		beforeEach(() => {
			holder = new Instance("Script");
			holder.Name = "KeyHolder";
			holder.Source = `local API_KEY = "${KEY}"\nreturn API_KEY\n`;
			holder.Parent = game.GetService("ServerScriptService");
			Sim.clearUnrecordedChanges();
		});
		afterEach(() => holder.Destroy());

		it("keeps a key found in a script out of the tool result and the next request", () => {
			// fuzz: 4-key key-in-tool-result, key-in-request-body (get_script, list_children)
			const outcome = sample.tools.runner.execute({
				id: "r",
				name: "get_script",
				args: { path: "ServerScriptService.KeyHolder" },
			});
			expect(outcome.kind === "done" && contains(outcome.content, KEY)).to.equal(false);
			const bodies = converse("What does KeyHolder do?", [
				{ calls: [{ id: "c1", name: "get_script", args: { path: "ServerScriptService.KeyHolder" } }] },
			]);
			expect(bodies.size()).to.equal(2);
			expect(contains(bodies[1], KEY)).to.equal(false);
		});

		it("does not send back a key the model echoed in its text", () => {
			// fuzz: 4-key key-in-request-body (assistant text)
			const bodies = converse("Hello", [
				{
					text: `Your key is ${KEY}.`,
					calls: [{ id: "c1", name: "get_instance", args: { path: "Workspace" } }],
				},
			]);
			expect(bodies.size()).to.equal(2);
			expect(contains(bodies[1], KEY)).to.equal(false);
		});

		it("does not send a key the user typed into the message", () => {
			// fuzz: 4-key key-in-request-body (user message)
			const bodies = converse(`My key is ${KEY}, please check it`, [{ text: "Done." }]);
			expect(contains(bodies[0], KEY)).to.equal(false);
		});
	});

	describe("a key JSON writes with escapes", () => {
		// A proxy's or Bedrock's key can hold "/", which JSONEncode writes as "\\/": the request
		// body then holds the key only in that form (safety review 2026-11-28).
		const SLASHED = "lux/proxy+token/0123456789abcdefABCDEF==";
		const ESCAPED = SLASHED.gsub("/", "\\/")[0];

		function talk(text: string, replies: FuzzReply[]): string[] {
			const lux = new LuxUnderTest([]);
			const http = new FuzzHttp(replies, (args) => args, SLASHED);
			const loop = lux.loop(http, SLASHED, lux.runner());
			loop.send(text);
			return http.bodies;
		}

		it("sends neither form of a key holding a slash that the user typed or the model echoed", () => {
			const bodies = talk(`My key is ${SLASHED}, please check it`, [
				{
					text: `Your key is ${SLASHED}.`,
					calls: [{ id: "c1", name: "get_instance", args: { path: "Workspace" } }],
				},
				{ text: "Done." },
			]);
			expect(bodies.size()).to.equal(2);
			// Not even a dozen characters of it in a row, in either form.
			for (const body of bodies)
				for (const form of [SLASHED, ESCAPED]) {
					// A bound of its own: roblox-ts compiles `i + 11 <= n` in a for header as `for i = 1, n`.
					const last = form.size() - 11;
					for (let i = 1; i <= last; i++) expect(contains(body, form.sub(i, i + 11))).to.equal(false);
				}
		});
	});

	describe("Stop while an approved change is being applied", () => {
		it("stops a snippet that is still running: nothing of it lands, and the model is told so truly", () => {
			const lux = new LuxUnderTest([]);
			const code = `workspace:SetAttribute("Early", true)\ntask.wait(1)\nworkspace:SetAttribute("Late", true)`;
			const http = new FuzzHttp(
				[
					{ calls: [{ id: "c1", name: "run_luau", args: { code, purpose: "slow change" } }] },
					{ text: "Done." },
				],
				(args) => args,
				KEY,
			);
			const loop = lux.loop(http, KEY, sample.tools.runner);
			const asked = loop.send("Change the workspace slowly");
			expect(asked.kind).to.equal("awaitingApproval");
			task.spawn(() => loop.decide(asked.operationId!, true));
			// The snippet now waits inside task.wait; the user presses Stop.
			loop.cancel();
			task.wait(2);
			const workspace = game.GetService("Workspace");
			const early = workspace.GetAttribute("Early");
			const late = workspace.GetAttribute("Late");
			workspace.SetAttribute("Early", undefined);
			workspace.SetAttribute("Late", undefined);
			// The model is told nothing of the call was applied after the Stop: that must be true.
			expect(contains(loop.historyJson(), "Cancelled by the user")).to.equal(true);
			expect(late).to.equal(undefined);
			expect(early).to.equal(undefined);
		});
	});

	describe("tool-call ids", () => {
		it("answers each of two calls that share an id, with unique ids", () => {
			// fuzz: 6-calls repeated-call-id, call-without-one-result
			const bodies = converse("Look at the tower", [
				{
					calls: [
						{ id: "call_0", name: "get_instance", args: { path: "Workspace.Tower" } },
						{ id: "call_0", name: "get_instance", args: { path: "Workspace.Map" } },
					],
				},
			]);
			const last = HttpService.JSONDecode(bodies[bodies.size() - 1]) as {
				messages: { role: string; tool_calls?: { id: string }[]; tool_call_id?: string }[];
			};
			const ids = new Set<string>();
			let calls = 0;
			let results = 0;
			for (const m of last.messages) {
				for (const c of m.tool_calls ?? []) {
					calls += 1;
					ids.add(c.id);
				}
				if (m.role === "tool") results += 1;
			}
			expect(calls).to.equal(2);
			expect(ids.size()).to.equal(2);
			expect(results).to.equal(2);
		});

		it("invents ids that do not repeat when the server sends none", () => {
			// fuzz: 6-calls repeated-call-id (missing ids in two replies)
			const bodies = converse("Look around", [
				{ calls: [{ name: "get_instance", args: { path: "Workspace.Tower" } }] },
				{ calls: [{ name: "get_instance", args: { path: "Workspace.Map" } }] },
			]);
			const last = HttpService.JSONDecode(bodies[bodies.size() - 1]) as {
				messages: { tool_calls?: { id: string }[] }[];
			};
			const ids: string[] = [];
			for (const m of last.messages) for (const c of m.tool_calls ?? []) ids.push(c.id);
			expect(ids.size()).to.equal(2);
			expect(ids[0] !== ids[1] && ids[0] !== "" && ids[1] !== "").to.equal(true);
		});
	});
};
