/**
 * Shared/UnifiedDiff's applyHunks, which a part-approved script edit applies: every hunk gives
 * the new text, none gives the old, and one hunk changes only its own lines, numbered as
 * unifiedDiff prints them.
 */
import { applyHunks, hunkCount, unifiedDiff } from "Shared/UnifiedDiff";

const BEFORE = ["local A = 1", "b", "c", "d", "e", "f", "g", "h", "i", "j", "return A"].join("\n");
const AFTER = ["local A = 2", "b", "c", "d", "e", "f", "g", "h", "i", "j", "return table.freeze(A)"].join("\n");

export = () => {
	it("gives the new text for every hunk, the old for none, and one hunk's lines alone", () => {
		expect(hunkCount(BEFORE, AFTER)).to.equal(2);
		const [, markers] = unifiedDiff(BEFORE, AFTER, "x").gsub("@@", "@@");
		expect(markers).to.equal(4);
		expect(applyHunks(BEFORE, AFTER, [1, 2])).to.equal(AFTER);
		expect(applyHunks(BEFORE, AFTER, [])).to.equal(BEFORE);
		expect(applyHunks(BEFORE, AFTER, [2])).to.equal(BEFORE.gsub("return A", "return table.freeze(A)")[0]);
		expect(applyHunks(BEFORE, AFTER, [1])).to.equal(AFTER.gsub("return table%.freeze%(A%)", "return A")[0]);
	});

	it("keeps a trailing newline and handles added and removed lines", () => {
		const before = "a\nb\nc\nd\ne\nf\ng\nh\ni\nj\n";
		const after = "a\nnew\nb\nc\nd\ne\nf\ng\nh\ni\n";
		expect(hunkCount(before, after)).to.equal(2);
		expect(applyHunks(before, after, [1])).to.equal("a\nnew\nb\nc\nd\ne\nf\ng\nh\ni\nj\n");
		expect(applyHunks(before, after, [2])).to.equal("a\nb\nc\nd\ne\nf\ng\nh\ni\n");
	});
};
