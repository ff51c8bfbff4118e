/**
 * Verification through the loop: a script edit that did not land (the tool says "Updated."
 * but applies nothing) and an edit that lands with a syntax error are both caught, and the
 * model reads both failures in its next request (the scripted server's log shows it).
 */
import { HttpService } from "@rbxts/services";
import { StudioVerificationHost, VerificationLog, VerifyingToolRunner, verifyChange } from "Planning";
import { chatRequests } from "../support/ModelServerClient";
import { runScenario } from "../support/ScenarioDriver";

const BROKEN = "local x = = 1\nprint(x)";
const FIXED = "local x = 1\nprint(x)";

export = () => {
	const server = LuxSim?.modelServerUrl();
	if (server === undefined) return;

	it("catches a change that did not land and a syntax error, and tells the model", () => {
		const target = new Instance("Script");
		target.Name = "VerifyTarget";
		(target as unknown as { Source: string }).Source = "print('old')";
		target.Parent = game.GetService("Workspace");
		const scenario = HttpService.JSONEncode({
			name: "verification feedback",
			tools: [
				{ name: "update_script", risk: "script_edit", result: "Updated." },
				{
					name: "set_source",
					risk: "script_edit",
					result: "Updated.",
					applies: { set: { path: "Workspace.VerifyTarget", property: "Source", value: BROKEN } },
				},
			],
			user: ["Make VerifyTarget print x."],
			turns: [
				{
					reply: {
						tool_calls: [
							{ name: "update_script", arguments: { path: "Workspace.VerifyTarget", source: FIXED } },
						],
					},
				},
				{
					reply: {
						tool_calls: [
							{ name: "set_source", arguments: { path: "Workspace.VerifyTarget", source: BROKEN } },
						],
					},
				},
				{ reply: { content: "I will fix the syntax error next." } },
			],
			expect: {
				outcome: "answered",
				requests: 3,
				requestContains: [
					{ request: 2, contains: ["VERIFICATION FAILED", "did not land"] },
					{ request: 3, contains: ["VERIFICATION FAILED", "Syntax error"] },
				],
			},
		});
		const log = new VerificationLog();
		const host = new StudioVerificationHost((s) => (s as unknown as { Source: string }).Source, game);
		const run = runScenario(scenario, server, {
			wrapTools: (inner) => new VerifyingToolRunner(inner, host, log),
		});
		expect(run.summary.failures.size()).to.equal(0);
		expect(chatRequests(server).size()).to.equal(3);
		expect(log.all().size()).to.equal(2);
		expect(log.all().every((r) => !r.ok)).to.equal(true);
		const summary = log.summary();
		expect(summary.find("2 of 2 changes failed verification", 1, true)[0] !== undefined).to.equal(true);
		target.Destroy();
	});

	it("passes a change that landed and compiles; checks instances and deletes", () => {
		const host = new StudioVerificationHost((s) => (s as unknown as { Source: string }).Source, game);
		const part = new Instance("Part");
		part.Name = "VerifyPart";
		part.Anchored = true;
		part.Parent = game.GetService("Workspace");
		const good = verifyChange(
			{ kind: "instance", path: "Workspace.VerifyPart", className: "Part", properties: { Anchored: true } },
			host,
		);
		expect(good.ok).to.equal(true);
		const wrong = verifyChange(
			{ kind: "instance", path: "Workspace.VerifyPart", properties: { Anchored: false } },
			host,
		);
		expect(wrong.ok).to.equal(false);
		expect(verifyChange({ kind: "deleted", path: "Workspace.VerifyPart" }, host).ok).to.equal(false);
		part.Destroy();
		expect(verifyChange({ kind: "deleted", path: "Workspace.VerifyPart" }, host).ok).to.equal(true);
		expect(verifyChange({ kind: "instance", path: "Workspace.VerifyPart" }, host).ok).to.equal(false);
		expect(host.syntaxError(FIXED)).to.equal(undefined);
		expect(host.syntaxError(BROKEN)).to.be.ok();
	});
};
