/**
 * Issue 18, defect 1, through the panel over the real loop and tools (support/LiveStates): a
 * real edit's card at 280 px shows numbered lines with signs, a long line wrapped whole, a
 * human hunk header with "+N −M", and Approve, Reject and "View in script editor" above the
 * change (opening the script approves nothing); a long real diff collapses with "Show all" and
 * repeats the decision at its end; a new script's source is numbered; at 280 px a property
 * change shows the part's real colours whole, each with a swatch (defect 7).
 */
import { COLLAPSED_LINES } from "UI/Approvals";
import { LIVE_STATES } from "../support/LiveStates";
import { LiveShot } from "../support/LiveDrive";
import { press, sim, waitFor } from "../support/PanelHarness";

function reach(name: string, width = 280): LiveShot {
	return LIVE_STATES.find((s) => s.name === name)!.run(width, 600);
}

function labelWith(root: Instance, text: string): TextLabel {
	const found = sim().findByText(root, text);
	assert(found !== undefined && found.IsA("TextLabel"), `no label "${text}"`);
	return found;
}

function buttons(root: Instance, label: string): TextButton[] {
	return root.GetDescendants().filter((d): d is TextButton => d.IsA("TextButton") && d.Text === label && d.Visible);
}

function rowNumber(label: TextLabel): string {
	return ((label.Parent as Frame).FindFirstChild("Number") as TextLabel).Text;
}

function pendingCards(root: ScreenGui): number {
	return root
		.GetDescendants()
		.filter((d) => d.IsA("TextLabel") && d.Name === "Outcome" && d.Text === "Waiting for your approval")
		.size();
}

export = () => {
	it("shows a real edit at 280 px numbered, signed, wrapped whole, with +N −M and the decision above it", () => {
		const shot = reach("live-edit");
		const added = labelWith(shot.screen, "local MAX_ROUNDS = 20 -- stop after a full session");
		expect(rowNumber(added)).to.equal("4");
		expect(((added.Parent as Frame).FindFirstChild("Sign") as TextLabel).Text).to.equal("+");
		expect(added.TextWrapped && added.TextTruncate === Enum.TextTruncate.None).to.equal(true);
		expect(
			added.TextBounds.X <= added.AbsoluteSize.X + 0.5 && added.TextBounds.Y <= added.AbsoluteSize.Y + 0.5,
		).to.equal(true);
		expect(sim().findByText(shot.screen, "Lines 1–8")).to.be.ok();
		expect(sim().findByText(shot.screen, "+2  −1")).to.be.ok();
		expect(sim().findByText(shot.screen, "@@")).to.equal(undefined);
		const approve = buttons(shot.screen, "Approve")[0];
		const firstLine = labelWith(shot.screen, "local round = 0");
		expect(approve.AbsolutePosition.Y < firstLine.AbsolutePosition.Y).to.equal(true);
		// Opening the script at the change is offered before approval and decides nothing.
		press(buttons(shot.screen, "View in script editor")[0]);
		expect(pendingCards(shot.screen)).to.equal(1);
		shot.done();
	});

	it("collapses a long real diff with Show all and repeats Approve at its end", () => {
		const shot = reach("live-long-diff", 480);
		const code = () =>
			shot.screen
				.GetDescendants()
				.filter((d) => d.Name === "Code")
				.size();
		expect(code()).to.equal(COLLAPSED_LINES);
		const showAll = shot.screen
			.GetDescendants()
			.find((d) => d.IsA("TextButton") && d.Text.sub(1, 8) === "Show all") as TextButton;
		press(showAll);
		expect(code() > COLLAPSED_LINES).to.equal(true);
		const approves = buttons(shot.screen, "Approve");
		expect(approves.size()).to.equal(2);
		press(approves[1]);
		const util = game
			.GetService("ReplicatedStorage")
			.FindFirstChild("Shared")!
			.FindFirstChild("Util") as ModuleScript;
		waitFor("the edit", () => util.Source.find("function Util.snap", 1, true)[0] !== undefined, 20);
		shot.done();
	});

	it("numbers a new script's source in its card", () => {
		const shot = reach("live-new-script", 320);
		expect(rowNumber(labelWith(shot.screen, "local ROUND_SECONDS = 90"))).to.equal("3");
		expect(labelWith(shot.screen, "local ROUND_SECONDS = 90").RichText).to.equal(true);
		shot.done();
	});

	it("shows a property change's real colours whole at 280 px, each with its swatch", () => {
		const shot = reach("live-properties");
		const lava = game.GetService("Workspace").FindFirstChild("Map")!.FindFirstChild("LavaPit") as Part;
		const name = shot.screen
			.GetDescendants()
			.find((d) => d.IsA("TextLabel") && d.Name.sub(1, 4) === "Name" && d.Text === "Color") as TextLabel;
		const row = name.Parent!.FindFirstChild(`Row${name.Name.sub(5)}`)!;
		const before = row.FindFirstChild("Before")!;
		const after = row.FindFirstChild("After")!;
		const swatch = (cell: Instance) => sim().findByName(cell, "Swatch") as Frame;
		expect(swatch(before).BackgroundColor3 === lava.Color).to.equal(true);
		expect(swatch(after).BackgroundColor3 === Color3.fromRGB(255, 85, 0)).to.equal(true);
		for (const cell of [before, after]) {
			const value = sim().findByName(cell, "Value") as TextLabel;
			expect(
				value.Text.find("Color3(", 1, true)[0] !== undefined || value.Text.find(",", 1, true)[0] !== undefined,
			).to.equal(true);
			expect(
				value.TextBounds.X <= value.AbsoluteSize.X + 0.5 && value.TextBounds.Y <= value.AbsoluteSize.Y + 0.5,
			).to.equal(true);
		}
		shot.done();
	});
};
