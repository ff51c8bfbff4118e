/** Stories: the run-code approval card (purpose, code, note) and a playtest result with "Undo this turn". */
import Roact from "@rbxts/roact";
import { RunCodePreview, RunCodeResult } from "UI/Approvals";
import { PlaytestResult } from "UI/Chat";
import { buttonOn, mountStory, textOn } from "../../support/StoryHarness";

export = () => {
	it("the run-code preview shows the purpose, the code and what approving means", () => {
		const story = mountStory(
			<RunCodePreview
				purpose="Anchor the map"
				code={"for _, p in workspace.Map:GetChildren() do end"}
				lines={1}
			/>,
		);
		expect(textOn(story.screen, "Anchor the map")).to.be.ok();
		expect(textOn(story.screen, "workspace.Map:GetChildren()")).to.be.ok();
		expect(textOn(story.screen, "1 line of Luau, run in edit mode with plugin rights")).to.be.ok();
		story.unmount();
	});

	it("an applied snippet's card lists what it changed and returned", () => {
		const story = mountStory(
			<RunCodeResult
				view={{ kind: "run", changed: ["changed Workspace.Part (Anchored)"], output: ["hello"], returned: "1" }}
			/>,
		);
		expect(textOn(story.screen, "Changed in the place:")).to.be.ok();
		expect(textOn(story.screen, "changed Workspace.Part (Anchored)")).to.be.ok();
		expect(textOn(story.screen, "Returned: 1")).to.be.ok();
		expect(textOn(story.screen, "> hello")).to.be.ok();
		story.unmount();
	});

	it("a failed playtest lists its error and check and offers Undo this turn", () => {
		let undone = 0;
		const story = mountStory(
			<PlaytestResult
				view={{
					kind: "playtest",
					passed: false,
					ending: "Lux ended it after 5 s.",
					errors: ["ServerScriptService.LavaKill:2: boom (script ServerScriptService.LavaKill, line 2)"],
					warnings: [],
					checks: [{ name: "no errors in Output", passed: false }],
				}}
				detail="full text"
				summary="Playtest failed (1 errors)"
				onUndoTurn={() => undone++}
			/>,
		);
		expect(textOn(story.screen, "Playtest failed")).to.be.ok();
		expect(textOn(story.screen, "(script ServerScriptService.LavaKill, line 2)")).to.be.ok();
		expect(textOn(story.screen, "no errors in Output")).to.be.ok();
		LuxSim!.click(buttonOn(story.screen, "Undo this turn"));
		expect(undone).to.equal(1);
		story.unmount();
	});

	it("a passed playtest offers no undo", () => {
		const story = mountStory(
			<PlaytestResult
				view={{ kind: "playtest", passed: true, ending: "ended", errors: [], warnings: [], checks: [] }}
				detail=""
				summary="Playtest passed"
			/>,
		);
		expect(textOn(story.screen, "Playtest passed")).to.be.ok();
		expect(textOn(story.screen, "Undo this turn")).to.equal(undefined);
		story.unmount();
	});
};
