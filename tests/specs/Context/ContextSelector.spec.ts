/**
 * ContextSelector over the sample place: relevant scripts first, the budget respected,
 * the Selection and recency counted, and a script changed since it was read marked stale.
 */
import { ContextSelector, DEFAULT_THRESHOLDS, ScriptIndex } from "Context";
import { StudioClockHost } from "App/Studio";
import { estimateTokens } from "Shared/Tokens";
import { PlaceIndexHost } from "../support/PlaceIndexHost";

export = () => {
	if (LuxSim === undefined) return;
	let place: Instance;
	let host: PlaceIndexHost;
	let index: ScriptIndex;

	// Loaded inside each spec and destroyed after it: describe bodies run before every spec
	// of the suite, and other specs list ServerStorage.
	const withPlace = (body: () => void) => {
		const holder = new Instance("Folder");
		holder.Name = "SelectorSpecPlace";
		holder.Parent = game.GetService("ServerStorage");
		place = LuxSim!.loadPlace("tests/fixtures/places/Adventure", holder);
		host = new PlaceIndexHost(place);
		index = new ScriptIndex(host, new StudioClockHost());
		index.build();
		try {
			body();
		} finally {
			holder.Destroy();
		}
	};

	it("ranks the scripts a message is about first and stays within the budget", () =>
		withPlace(() => {
			const selector = new ContextSelector(index);
			const result = selector.selectRelevantScripts(
				{ message: "Developer product purchases are sometimes granted twice" },
				{ budgetTokens: 2500 },
			);
			expect(result.ranked[0].entry.path).to.equal("ServerScriptService.Services.Shop.ReceiptProcessor");
			expect(result.tokens <= 2500).to.equal(true);
			const text = selector.formatForPrompt(result);
			expect(estimateTokens(text) <= 2500).to.equal(true);
			expect(result.items[0].tier).to.equal("full");
			expect(result.items.some((i) => i.tier === "outline")).to.equal(true);
			expect(result.items.some((i) => i.tier === "name")).to.equal(true);
		}));

	it("follows the Selection and identifiers in the message", () =>
		withPlace(() => {
			const selector = new ContextSelector(index);
			const selected = host.find("Workspace.Garage.SpawnPad")!;
			const bySelection = selector.selectRelevantScripts({
				message: "why doesn't this work?",
				selection: [selected],
			});
			expect(bySelection.ranked[0].entry.path).to.equal("Workspace.Garage.SpawnPad");
			const byIdent = selector.selectRelevantScripts({ message: "what calls validateHit?" });
			expect(byIdent.ranked[0].entry.path).to.equal("ServerScriptService.Services.CombatService");
		}));

	it("ranks recently modified scripts higher and marks a script changed since it was read as stale", () =>
		withPlace(() => {
			const selector = new ContextSelector(index);
			const path = "ReplicatedStorage.Shared.Util.FormatUtil";
			const before = selector.selectRelevantScripts({ message: "carry on" });
			const rankBefore = before.ranked.findIndex((r) => r.entry.path === path);
			selector.recordRead(path);
			const entry = index.findByPath(path)!;
			(entry.target as unknown as { Source: string }).Source = "-- FormatUtil: rewritten\nreturn {}\n";
			index.refresh(entry.target);
			selector.recordModified(path);
			const after = selector.selectRelevantScripts({ message: "carry on" });
			const rankAfter = after.ranked.findIndex((r) => r.entry.path === path);
			expect(rankBefore).to.equal(-1);
			expect(rankAfter).to.equal(0);
			const item = after.items.find((i) => i.entry.path === path)!;
			expect(item.stale).to.equal(true);
			expect(
				selector.formatForPrompt(after).find("changed since you last read it", 1, true)[0] !== undefined,
			).to.equal(true);
			// Read again: no longer stale.
			selector.recordRead(path);
			const again = selector.selectRelevantScripts({ message: "carry on" });
			expect(again.items.find((i) => i.entry.path === path)!.stale).to.equal(false);
		}));

	it("selects nothing for small talk and only scripts over the relevance threshold otherwise", () =>
		withPlace(() => {
			const selector = new ContextSelector(index);
			for (const message of ["hello", "Hi Lux!", "thanks, that's great", "ok bye"]) {
				const lean = selector.selectRelevantScripts({ message });
				expect(lean.items.size()).to.equal(0);
				expect(lean.tokens).to.equal(0);
				expect(selector.formatForPrompt(lean)).to.equal("");
			}
			// A general Luau question: only what clears the floor, never filled up to the budget.
			const message = "How do I round a number to two decimal places in Luau?";
			const gated = selector.selectRelevantScripts({ message });
			const fill = selector.selectRelevantScripts(
				{ message },
				{ thresholds: { minScore: 0, minFullScore: 0, fullShareOfTop: 0, outlineShareOfTop: 0 } },
			);
			expect(gated.tokens < fill.tokens).to.equal(true);
			const top = gated.ranked[0]?.score ?? 0;
			for (const item of gated.items) {
				const score = gated.ranked.find((r) => r.entry === item.entry)!.score;
				expect(score >= DEFAULT_THRESHOLDS.minScore).to.equal(true);
				if (item.tier === "full") expect(score >= math.max(10, top * 0.5)).to.equal(true);
			}
			// The Selection still counts in a short message.
			const selected = host.find("Workspace.Garage.SpawnPad")!;
			expect(selector.selectRelevantScripts({ message: "hi", selection: [selected] }).items.size() > 0).to.equal(
				true,
			);
		}));
};
