/**
 * patch_script on a script shaped like the real admin system's largest (tens of thousands of
 * lines), through the executor and the approval: the preview is the exact one-line diff with
 * the line's place in the whole text, the approved change is verified as compiling, and a
 * patch that breaks the script is refused every time it is proposed.
 *
 * Why: on that 1.8 MB script the proposal split the whole text into lines twice for its diff
 * and the approval compiled the text it had already compiled (half a second of Studio in
 * all, `npm run realplace`); the diff is now made around the change and a text known to
 * compile is not compiled again. These specs hold the results to what they were.
 */
import { Sample, loadSample } from "./SamplePlace";
import { approve, contains, propose, run } from "./ToolCalls";

const LINES = 20000;

function bigSource(): string {
	const lines = ["local Items = {}"];
	for (let k = 1; k < LINES; k++) lines.push(`Items.item${k} = { price = ${k}, tier = "t${k % 5}" }`);
	lines.push("return Items");
	return lines.join("\n");
}

export = () => {
	let sample: Sample;
	let big: ModuleScript;
	beforeEach(() => {
		sample = loadSample();
		big = new Instance("ModuleScript");
		big.Name = "BigItems";
		big.Source = bigSource();
		big.Parent = game.GetService("ServerStorage");
	});
	afterEach(() => {
		big.Destroy();
		sample.unload();
	});

	it("previews a one-line patch as the exact diff, numbered in the whole text, and verifies it", () => {
		const id = propose(sample, "patch_script", {
			path: "ServerStorage.BigItems",
			search: 'Items.item9999 = { price = 9999, tier = "t4" }',
			replace: 'Items.item9999 = { price = 1, tier = "t4" }',
		});
		const op = sample.tools.queue.get(id)!;
		if (op.preview.kind !== "diff") error("expected a diff preview");
		expect(op.preview.added).to.equal(1);
		expect(op.preview.removed).to.equal(1);
		contains(
			op.preview.diff,
			[
				"@@ -9997,7 +9997,7 @@",
				' Items.item9996 = { price = 9996, tier = "t1" }',
				' Items.item9997 = { price = 9997, tier = "t2" }',
				' Items.item9998 = { price = 9998, tier = "t3" }',
				'-Items.item9999 = { price = 9999, tier = "t4" }',
				'+Items.item9999 = { price = 1, tier = "t4" }',
				' Items.item10000 = { price = 10000, tier = "t0" }',
			].join("\n"),
		);
		const applied = approve(sample, id);
		expect(applied.isError).to.equal(false);
		expect(applied.verification?.ok).to.equal(true);
		const syntax = applied.verification?.checks.find((c) => c.check === "syntax");
		expect(syntax?.ok).to.equal(true);
		contains(big.Source, 'Items.item9999 = { price = 1, tier = "t4" }');
	});

	it("refuses a patch that breaks the script each time it is proposed", () => {
		const broken = {
			path: "ServerStorage.BigItems",
			search: 'Items.item500 = { price = 500, tier = "t0" }',
			replace: 'Items.item500 = { price = 500, tier = "t0" ',
		};
		for (let attempt = 0; attempt < 2; attempt++) {
			const outcome = run(sample, "patch_script", broken);
			expect(outcome.isError).to.equal(true);
			contains(outcome.content, "would not compile");
		}
		expect(big.Source).to.equal(bigSource());
	});
};
