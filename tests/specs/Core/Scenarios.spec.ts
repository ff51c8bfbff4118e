/**
 * Runs every scenario in tests/scenarios through the loop's public runner against the
 * scripted model server; each must meet its `expect` and the rules every scenario keeps.
 */
import { Workspace } from "@rbxts/services";
import { modelServerUrl, scenarioNames, scenarioText } from "../support/ModelServerClient";
import { runScenario } from "../support/ScenarioDriver";

export = () => {
	const server = modelServerUrl();
	if (server === undefined) {
		itSKIP("needs the scripted model server (simulator only)", () => {});
		return;
	}
	describe("scenarios", () => {
		// Scenario tools really change Workspace; later specs must not see what they left.
		let before = new Set<Instance>();
		beforeEach(() => {
			before = new Set(Workspace.GetChildren());
		});
		afterEach(() => {
			for (const child of Workspace.GetChildren()) if (!before.has(child)) child.Destroy();
		});
		for (const name of scenarioNames(server)) {
			it(name, () => {
				const result = runScenario(scenarioText(server, name), server);
				const failures = result.summary.failures;
				if (failures.size() > 0) {
					error(`${failures.join("\n")}\n--- transcript ---\n${result.transcript.join("\n")}`);
				}
			});
		}
	});
};
