/**
 * The index's results, pinned: every entry (outline, words, defined names, calls, flags, term
 * sets) and every word count over the Adventure place plus seeded scripts (small, read in
 * chunks, one long line), after a build and after edits, a rename, a removal and an
 * addition, as digests taken before the update path was made cheaper (issue 15). A rewrite
 * for speed must keep every digest; a change meant to alter results updates them and says so.
 *
 * Also checked without digests: the counts kept through the edits equal a recount from the
 * entries, and the updated index dumps exactly as a fresh index of the same place.
 */
import { ScriptIndex, StudioScriptWatcher, contentHash } from "Context";
import { StudioClockHost } from "App/Studio";
import { PlaceIndexHost } from "../support/PlaceIndexHost";
import { dumpCounts, dumpEntries, recountedCounts } from "../support/IndexDump";
import { pinnedSource, pinnedSources } from "../support/PinnedScripts";
import { folder, module } from "../support/PlaceBuilder";
import { generator } from "../support/SeededPicker";

const PLACE = "tests/fixtures/places/Adventure";

/** Digests of the dumps as the index gave them before the rewrite (see the header); renewed when the stop list grew (RequestWords). */
const PINNED = {
	builtEntries: "32274cc55f064",
	builtCounts: "124e52cc7816",
	editedEntries: "26bd7ea06033e",
	editedCounts: "4a8aa7127446",
};

function fresh(holder: Instance): ScriptIndex {
	const index = new ScriptIndex(new PlaceIndexHost(holder), new StudioClockHost());
	index.build();
	return index;
}

function scriptsUnder(root: Instance): ModuleScript[] {
	const out: ModuleScript[] = [];
	for (const d of root.GetDescendants()) if (d.IsA("ModuleScript")) out.push(d);
	return out;
}

export = () => {
	if (LuxSim === undefined) return;
	it("keeps every entry and count of a build and of updates exactly", () => {
		const holder = folder("PinnedIndexPlace", game.GetService("ServerStorage"));
		try {
			LuxSim!.loadPlace(PLACE, holder);
			const generated = folder("Generated", holder.FindFirstChild("ServerScriptService") ?? holder);
			pinnedSources(151).forEach((source, i) => module(`Pinned${i}`, generated, source));
			const host = new PlaceIndexHost(holder);
			const index = new ScriptIndex(host, new StudioClockHost());
			const detach = index.attach(new StudioScriptWatcher(host));
			index.build();
			const built = { entries: dumpEntries(index), counts: dumpCounts(index) };

			// Edits through the watcher, applied by `step` as in Studio: new texts for some
			// scripts (generated and the place's own), a rename, a removal and an addition.
			const pick = generator(152);
			const scripts = scriptsUnder(holder);
			for (let i = 0; i < 16; i++)
				scripts[pick(scripts.size())].Source = pinnedSource(pick, i % 4 === 0 ? 500 : pick(60));
			scripts[3].Name = "RenamedByPin";
			scripts[7].Destroy();
			module("AddedByPin", generated, pinnedSource(pick, 40));
			task.wait();
			while (!index.step(0.01));
			const edited = { entries: dumpEntries(index), counts: dumpCounts(index) };
			expect(edited.counts).to.equal(recountedCounts(index));
			detach();
			const rebuilt = fresh(holder);
			expect(edited.entries).to.equal(dumpEntries(rebuilt));
			expect(edited.counts).to.equal(dumpCounts(rebuilt));

			const got = {
				builtEntries: contentHash(built.entries),
				builtCounts: contentHash(built.counts),
				editedEntries: contentHash(edited.entries),
				editedCounts: contentHash(edited.counts),
			};
			expect(got.builtEntries).to.equal(PINNED.builtEntries);
			expect(got.builtCounts).to.equal(PINNED.builtCounts);
			expect(got.editedEntries).to.equal(PINNED.editedEntries);
			expect(got.editedCounts).to.equal(PINNED.editedCounts);
		} finally {
			holder.Destroy();
		}
	});
};
