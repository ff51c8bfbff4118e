/**
 * Issue 16, bug 6: "Open script at the change" asks the editor for the documented highlight
 * shape (creator-docs ScriptEditorService.yaml, OpenScriptDocumentAsync: `HighlightRange =
 * { Start = { Line, Character }, End = { Line, Character } }`), through the Studio tool hosts.
 */
import { createStudioToolHosts } from "App/Studio";
import { JsonSettings } from "../Tools/SamplePlace";

export = () => {
	if (LuxSim === undefined) return;
	const sim = LuxSim;

	it("highlights the whole changed line with the documented Line/Character keys", () => {
		const settings = new JsonSettings();
		const standIn = {
			GetSetting: (_: unknown, key: string) => settings.get(key),
			SetSetting: (_: unknown, key: string, value: unknown) => settings.set(key, value),
		} as unknown as Plugin;
		const target = new Instance("Script");
		target.Name = "HighlightProbe";
		(target as unknown as { Source: string }).Source = "local A = 1\nlocal Bee = 2\nreturn A";
		target.Parent = game.GetService("ServerScriptService");
		try {
			createStudioToolHosts(standIn).scripts.open(target, 2);
			task.wait();
			const highlight = sim.documentHighlight(target);
			expect(highlight).to.be.ok();
			expect(highlight!.startLine).to.equal(2);
			expect(highlight!.startCharacter).to.equal(1);
			expect(highlight!.endLine).to.equal(2);
			expect(highlight!.endCharacter).to.equal("local Bee = 2".size() + 1);
		} finally {
			sim.closeDocument(target);
			target.Destroy();
		}
	});
};
