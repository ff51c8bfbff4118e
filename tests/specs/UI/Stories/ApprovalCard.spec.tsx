/** Story (issue 18, defect 1): approval cards that read at any width, their decisions, and collapsed outcomes. */
import Roact from "@rbxts/roact";
import { ApprovalCard, ApprovalItem, COLLAPSE_AFTER, COLLAPSED_LINES } from "UI/Approvals";
import { currentPalette, Metrics } from "UI/Theme";
import { ChatItem } from "UI/Store";
import { recordingActions } from "../../support/RecordingActions";
import {
	CREATE_CARD,
	DIFF_CARD,
	longDiffCard,
	NEW_SCRIPT_CARD,
	OUTCOME_CARDS,
	PROPERTY_CARD,
} from "../../support/StoryCards";
import { buttonOn, mountStory, textOn } from "../../support/StoryHarness";
import { studioTheme } from "App/Studio";

const CARDS: { readonly [name: string]: ReadonlyArray<ChatItem> } = {
	"pending-diff": [DIFF_CARD],
	"pending-create": [CREATE_CARD, PROPERTY_CARD],
	"new-script": [NEW_SCRIPT_CARD],
	"long-diff": [longDiffCard()],
	outcomes: OUTCOME_CARDS,
};

function cards(name: string): ApprovalItem[] {
	return CARDS[name].filter((i): i is ApprovalItem => i.kind === "approval");
}

const theme = () => settings().Studio.Theme;

export = () => {
	it("shows a unified diff with line numbers, signs and the theme's diff and script colours", () => {
		const { actions } = recordingActions();
		const story = mountStory(<ApprovalCard item={cards("pending-diff")[0]} actions={actions} />, 480);
		const removed = textOn(story.screen, "local START_COINS = 10") as TextLabel;
		const added = textOn(story.screen, "local START_COINS = 50") as TextLabel;
		const removedRow = removed.Parent as Frame;
		const addedRow = added.Parent as Frame;
		expect(
			(removedRow.FindFirstChild("Sign") as TextLabel).TextColor3 === currentPalette(studioTheme).diffRemove,
		).to.equal(true);
		expect((addedRow.FindFirstChild("Sign") as TextLabel).Text).to.equal("+");
		expect(
			addedRow.BackgroundColor3 === theme().GetColor(Enum.StudioStyleGuideColor.DiffTextAdditionBackground),
		).to.equal(true);
		// The removed line carries its old number, the added ones their new numbers.
		expect((removedRow.FindFirstChild("Number") as TextLabel).Text).to.equal("2");
		expect((addedRow.FindFirstChild("Number") as TextLabel).Text).to.equal("2");
		// Keywords and numbers in the theme's script colours (RichText), comments too.
		const keyword = currentPalette(studioTheme).scriptKeyword.ToHex();
		expect(added.RichText).to.equal(true);
		expect(added.Text.find(`<font color="#${keyword}">local</font>`, 1, true)[0] !== undefined).to.equal(true);
		// A human header, not "@@ -1 +1 @@", and "+2 −1" from the diff's stats.
		expect(textOn(story.screen, "Lines 1–4")).to.be.ok();
		expect(textOn(story.screen, "@@")).to.equal(undefined);
		expect(textOn(story.screen, "+2  −1")).to.be.ok();
		story.unmount();
	});

	it("wraps a long line under itself at 280 px instead of cutting it", () => {
		const { actions } = recordingActions();
		const story = mountStory(<ApprovalCard item={cards("pending-diff")[0]} actions={actions} />, 280);
		const long = textOn(story.screen, "first-day bonus for new players") as TextLabel;
		expect(long.TextWrapped).to.equal(true);
		expect(long.TextTruncate).to.equal(Enum.TextTruncate.None);
		// The whole line is shown: it fits its box, on more than one line, right of the gutter.
		expect(long.TextBounds.Y <= long.AbsoluteSize.Y).to.equal(true);
		expect(long.TextBounds.X <= long.AbsoluteSize.X).to.equal(true);
		expect(long.AbsoluteSize.Y > Metrics.codeTextSize * 2).to.equal(true);
		const numberLabel = (long.Parent as Frame).FindFirstChild("Number") as TextLabel;
		expect(long.AbsolutePosition.X > numberLabel.AbsolutePosition.X + numberLabel.AbsoluteSize.X).to.equal(true);
		story.unmount();
	});

	it("shows a before/after table and a subtree; a new script's source is numbered and coloured", () => {
		const { actions } = recordingActions();
		const [create, props] = cards("pending-create");
		const story = mountStory(<ApprovalCard item={props} actions={actions} />);
		const swatch = LuxSim!.findByName(LuxSim!.findByName(story.screen, "Before")!, "Swatch") as Frame;
		expect(swatch.BackgroundColor3 === Color3.fromRGB(91, 93, 105)).to.equal(true);
		expect(textOn(story.screen, "Plastic")).to.be.ok();
		expect(textOn(story.screen, "Grass")).to.be.ok();
		story.update(<ApprovalCard item={create} actions={actions} />);
		expect(textOn(story.screen, "  Part Floor")).to.be.ok();
		story.update(<ApprovalCard item={cards("new-script")[0]} actions={actions} />);
		const second = textOn(story.screen, "local ROUND_SECONDS") as TextLabel;
		expect(((second.Parent as Frame).FindFirstChild("Number") as TextLabel).Text).to.equal("2");
		expect(second.RichText).to.equal(true);
		story.unmount();
	});

	it("puts Approve, Reject and View in script editor above the change; no Approve all; approve and allow in the card's service", () => {
		const { actions, calls } = recordingActions();
		const item = { ...cards("pending-diff")[0], allowScope: "ServerScriptService" };
		const story = mountStory(<ApprovalCard item={item} actions={actions} />);
		const approve = buttonOn(story.screen, "Approve");
		const firstLine = textOn(story.screen, "local Players") as TextLabel;
		expect(approve.AbsolutePosition.Y < firstLine.AbsolutePosition.Y).to.equal(true);
		expect(textOn(story.screen, "Approve all")).to.equal(undefined);
		LuxSim!.click(buttonOn(story.screen, "View in script editor"));
		LuxSim!.click(approve);
		LuxSim!.click(buttonOn(story.screen, "Approve + always in ServerScriptService"));
		LuxSim!.click(buttonOn(story.screen, "Reject"));
		LuxSim!.typeInto(LuxSim!.findByName(story.screen, "Reason") as TextBox, "  too many coins ");
		LuxSim!.click(buttonOn(story.screen, "Reject"));
		expect(calls.map((c) => c.name).join(",")).to.equal("openScript,approve,approveAndAllow,reject");
		expect(calls[0].args[0]).to.equal(item.id);
		expect(calls[3].args[0]).to.equal(item.id);
		expect(calls[3].args[1]).to.equal("too many coins");
		story.unmount();
	});

	it("collapses a long change to its first lines with Show all, and repeats the decision at its end", () => {
		const { actions, calls } = recordingActions();
		const item = cards("long-diff")[0];
		const story = mountStory(<ApprovalCard item={item} actions={actions} />, 480, 8000);
		const codeLines = () =>
			story.screen
				.GetDescendants()
				.filter((d) => d.Name === "Code")
				.size();
		expect(codeLines()).to.equal(COLLAPSED_LINES);
		const showAll = story.screen
			.GetDescendants()
			.find((d) => d.IsA("TextButton") && d.Text.sub(1, 8) === "Show all") as TextButton;
		expect(showAll).to.be.ok();
		LuxSim!.click(showAll);
		expect(codeLines() > COLLAPSE_AFTER).to.equal(true);
		const approves = story.screen.GetDescendants().filter((d) => d.IsA("TextButton") && d.Text === "Approve");
		expect(approves.size()).to.equal(2);
		LuxSim!.click(approves[1] as TextButton);
		expect(calls[0].name).to.equal("approve");
		story.unmount();
	});

	it("collapses to the outcome with Show in Explorer and Open script", () => {
		const { actions, calls } = recordingActions();
		const [applied, rejected, stale] = cards("outcomes");
		const story = mountStory(<ApprovalCard item={applied} actions={actions} />);
		// "Applied", not "Applied: Edited X" under the title "Edit X".
		expect((textOn(story.screen, "Applied") as TextLabel).Text).to.equal("Applied");
		expect(textOn(story.screen, "local START_COINS = 50")).to.equal(undefined);
		LuxSim!.click(buttonOn(story.screen, "Show in Explorer"));
		LuxSim!.click(buttonOn(story.screen, "Open script"));
		expect(calls.map((c) => c.name).join(",")).to.equal("showInExplorer,openScript");
		story.update(<ApprovalCard item={rejected} actions={actions} />);
		expect(textOn(story.screen, "Rejected: Use the existing Arena")).to.be.ok();
		story.update(<ApprovalCard item={stale} actions={actions} />);
		expect(textOn(story.screen, "Not applied: the target changed")).to.be.ok();
		story.unmount();
	});

	it("offers to propose a change again when it was not applied (issue 18)", () => {
		const { actions, calls } = recordingActions();
		const stale = cards("outcomes")[2];
		const story = mountStory(<ApprovalCard item={stale} actions={actions} />);
		LuxSim!.click(buttonOn(story.screen, "Ask Lux to propose it again"));
		expect(calls[0].name).to.equal("retryStale");
		expect(calls[0].args[0]).to.equal(stale.id);
		story.unmount();
	});

	it("shows a CFrame's twelve numbers whole at 280 px, wrapped in its cell (issue 18)", () => {
		const { actions } = recordingActions();
		const before = "CFrame(0, 5, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1)";
		const after = "CFrame(12.5, 5, -8, 0.866, 0, 0.5, 0, 1, 0, -0.5, 0, 0.866)";
		const item: ApprovalItem = {
			...cards("pending-create")[1],
			preview: { kind: "properties", path: "Workspace.Spawn", rows: [{ name: "CFrame", before, after }] },
		};
		const story = mountStory(<ApprovalCard item={item} actions={actions} />, 280);
		for (const text of [before, after]) {
			const label = textOn(story.screen, text) as TextLabel;
			expect(label.Text).to.equal(text);
			expect(label.TextBounds.X <= label.AbsoluteSize.X + 0.5).to.equal(true);
			expect(label.TextBounds.Y <= label.AbsoluteSize.Y + 0.5).to.equal(true);
		}
		story.unmount();
	});
};
