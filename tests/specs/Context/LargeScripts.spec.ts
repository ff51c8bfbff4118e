/**
 * The script index on scripts of 150 KB and more (issue 15, defect 8): such a script is read
 * a chunk per unit of work over several steps, never in one long step, and an edit to it is
 * re-read the same way while its previous entry stays usable.
 *
 * Why a ticking clock: a step ends when its budget is spent; a clock that moves one
 * millisecond per reading makes "how many steps" a deterministic number, not a timing.
 */
import { ScriptIndex, StudioScriptWatcher, outlineItems } from "Context";
import type { ClockHost } from "Shared/Hosts";
import { entryBuilder } from "Context/Index/ScriptEntry";
import { PlaceIndexHost } from "../support/PlaceIndexHost";

class TickingClock implements ClockHost {
	time = 0;
	now(): number {
		this.time += 0.001;
		return this.time;
	}
	wait(seconds: number): void {
		this.time += seconds;
	}
	random(): number {
		return 0.5;
	}
}

/** A module of about `lines` * 60 bytes whose only require and remote sit at its very end. */
function bigModule(lines: number, tail: string): string {
	const parts = ["local Big = {}"];
	for (let i = 0; i < lines; i++) parts.push(`function Big.handler${i}(player, amount) return amount * ${i} end`);
	parts.push(tail);
	parts.push("return Big");
	return parts.join("\n");
}

function setSource(target: Instance, text: string) {
	(target as unknown as { Source: string }).Source = text;
}

function placeWith(source: string): [Instance, ModuleScript] {
	const root = new Instance("Folder");
	root.Name = "LargeScriptsPlace";
	const m = new Instance("ModuleScript");
	m.Name = "Commands";
	setSource(m, source);
	m.Parent = root;
	root.Parent = game.GetService("ServerStorage");
	return [root, m];
}

/** Steps until the index is idle; the number of steps taken. */
function drain(index: ScriptIndex): number {
	let steps = 0;
	for (;;) {
		steps += 1;
		if (index.step(0.003)) return steps;
		if (steps > 10000) error("the index never finished");
	}
}

export = () => {
	describe("large scripts in the index", () => {
		if (LuxSim === undefined) return;

		it("reads a 200 KB script over many steps and still finds what its last lines use", () => {
			const source = bigModule(
				3200,
				'local Late = require(script.Parent.LateModule)\nRemotes.AdminKick:FireServer("x")',
			);
			expect(source.size() > 150000).to.equal(true);
			const [root, big] = placeWith(source);
			const index = new ScriptIndex(new PlaceIndexHost(root), new TickingClock());
			index.start();
			const steps = drain(index);
			expect(steps > 20).to.equal(true);
			const entry = index.get(big)!;
			expect(entry.size).to.equal(source.size());
			expect(entry.outline.requires.includes("LateModule")).to.equal(true);
			expect(entry.outline.remotes.includes("AdminKick")).to.equal(true);
			expect(outlineItems(entry.outline.functions).size()).to.equal(40);
			expect(entry.nameTerms.includes("command")).to.equal(true);
			root.Destroy();
		});

		it("keeps the old entry while an edit is re-read, and restarts when the text changes again", () => {
			const [root, big] = placeWith(bigModule(3000, "local First = require(script.Parent.FirstModule)"));
			const host = new PlaceIndexHost(root);
			const index = new ScriptIndex(host, new TickingClock());
			const detach = index.attach(new StudioScriptWatcher(host));
			index.start();
			drain(index);
			const before = index.get(big)!;

			setSource(big, bigModule(3000, "local Second = require(script.Parent.SecondModule)"));
			LuxSim!.flush();
			index.step(0.003);
			expect(index.busy()).to.equal(true);
			expect(index.get(big)).to.equal(before);

			setSource(big, bigModule(3000, "local Third = require(script.Parent.ThirdModule)"));
			LuxSim!.flush();
			drain(index);
			const after = index.get(big)!;
			expect(after.outline.requires.includes("ThirdModule")).to.equal(true);
			expect(after.outline.requires.includes("SecondModule")).to.equal(false);
			detach();
			root.Destroy();
		});

		it("reads at most 4 KB of a large script per unit: 2 KB and the way to a line end", () => {
			// 6 KB units took about 4 ms of CPU in the simulator, over the 3 ms slice (bench:index).
			const source = bigModule(3000, "");
			const target = new Instance("ModuleScript");
			const builder = entryBuilder(target, source, "Commands");
			let last = 0;
			let units = 0;
			while (!builder.advance()) {
				units += 1;
				expect(builder.bytesRead() - last <= 4096).to.equal(true);
				last = builder.bytesRead();
			}
			expect(units > source.size() / 4096).to.equal(true);
			expect(builder.bytesRead()).to.equal(source.size());
			target.Destroy();
		});

		it("cuts a one-line data dump between identifiers, so no step reads it whole", () => {
			const cells: string[] = [];
			for (let i = 0; i < 12000; i++) cells.push(`entry${i} = ${i}`);
			const source = `local Dump = { ${cells.join(", ")}, lastEntryName = true }`;
			const [root, big] = placeWith(source);
			const index = new ScriptIndex(new PlaceIndexHost(root), new TickingClock());
			index.start();
			expect(drain(index) > 10).to.equal(true);
			const entry = index.get(big)!;
			expect(entry.outline.tables.includes("Dump")).to.equal(true);
			expect(entry.size).to.equal(source.size());
			root.Destroy();
		});
	});
};
