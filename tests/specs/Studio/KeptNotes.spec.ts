/**
 * Saved project notes and decision memory that this Lux cannot read are kept aside, never
 * erased: a plugin rollback meets notes a newer Lux wrote, and a hand edit can break a field.
 * Before, PersistedDocument's reset emptied the key and the notes were gone (found by review).
 * Run against the simulator's plugin settings through the codec host, as the plugin reads them.
 */
import { StudioSettingsHost } from "App/Studio";
import { DecisionMemory, ProjectContext } from "Memory";
import { KEPT_ASIDE_PREFIX, MAX_KEPT, PLACE_SETTINGS, RawSettingsStore, SETTINGS, keptAside } from "Shared";
import { generator } from "../support/SeededPicker";
import { bootProbe, rawStore } from "../support/ProbePlugin";

const WORDS = ["spawn", "lava", "", "ü", 'a "quote"', "line\nbreak", "C:\\path"];

/** A stored value of a shape this Lux does not read: a newer format, a broken field, a bare value. */
function unreadable(pick: (n: number) => number): unknown {
	const word = () => WORDS[pick(WORDS.size())];
	const section = { section: word(), text: word(), source: "user", updatedAt: pick(100) };
	switch (pick(5)) {
		case 0:
			return { version: 3 + pick(50), data: { sections: [section], extra: word() } };
		case 1:
			return { version: 2, data: { sections: [{ ...section, source: "someone" }] } };
		case 2:
			return { version: 2, data: { sections: [{ section: word() }] } };
		case 3:
			return { data: { sections: [section] } };
		default:
			return { version: 0, data: word() };
	}
}

function sameValue(a: unknown, b: unknown): boolean {
	if (typeIs(a, "table") && typeIs(b, "table")) {
		for (const [k, v] of pairs(a as Record<string, unknown>))
			if (!sameValue(v, (b as Record<string, unknown>)[k as string])) return false;
		for (const [k] of pairs(b as Record<string, unknown>))
			if ((a as Record<string, unknown>)[k as string] === undefined) return false;
		return true;
	}
	return a === b;
}

/** Whether `value` is kept aside for `key` in any of its places. */
function keptAnywhere(raw: RawSettingsStore, key: string, value: unknown): boolean {
	for (let slot = 1; slot <= MAX_KEPT; slot++) if (sameValue(keptAside(raw, key, slot), value)) return true;
	return false;
}

export = () => {
	if (LuxSim === undefined) return;
	const sim = LuxSim;

	it("keeps project notes a newer Lux saved aside, says where, and starts empty", () => {
		const saved = sim.settingsRaw();
		const probe = bootProbe("KeptNotesProbe");
		try {
			const host = new StudioSettingsHost(probe.plugin);
			const key = PLACE_SETTINGS.projectContext("kept-notes").key;
			const newer = { version: 9, data: { sections: [{ name: "architecture", body: "Lava kills" }] } };
			host.set(key, newer);
			const notes = new ProjectContext(host, "kept-notes");
			expect(notes.sections().size()).to.equal(0);
			expect(notes.loadNotice).to.be.ok();
			expect(notes.loadNotice!.find(`${KEPT_ASIDE_PREFIX}${key}`, 1, true)[0]).to.be.ok();
			expect(notes.loadNotice!.find("newer Lux", 1, true)[0]).to.be.ok();
			expect(sameValue(keptAside(rawStore(probe.plugin), key), newer)).to.equal(true);
			// The kept value survives the user's next write to the notes.
			expect(notes.update("notes", "new text", "user").ok).to.equal(true);
			expect(sameValue(keptAside(rawStore(probe.plugin), key), newer)).to.equal(true);
		} finally {
			probe.done();
			sim.clearSettings();
			sim.restoreSettings(saved);
		}
	});

	it("keeps a second unreadable load aside next to the first, never over it", () => {
		const saved = sim.settingsRaw();
		const probe = bootProbe("KeptNotesProbe");
		try {
			const host = new StudioSettingsHost(probe.plugin);
			const raw = rawStore(probe.plugin);
			const key = PLACE_SETTINGS.projectContext("kept-twice").key;
			// A newer Lux's notes met by a rollback; the user writes new notes; a newer Lux again, then a rollback again.
			const first = { version: 9, data: { sections: [{ name: "first", body: "Lava kills" }] } };
			const second = { version: 9, data: { sections: [{ name: "second", body: "Doors open" }] } };
			host.set(key, first);
			expect(new ProjectContext(host, "kept-twice").update("notes", "meanwhile", "user").ok).to.equal(true);
			host.set(key, second);
			const notes = new ProjectContext(host, "kept-twice");
			expect(keptAnywhere(raw, key, first)).to.equal(true);
			expect(keptAnywhere(raw, key, second)).to.equal(true);
			// The notice names the place the second value is in.
			expect(notes.loadNotice!.find(`LuxCorrupt2_${key}`, 1, true)[0]).to.be.ok();
			// Loading the same unreadable value again keeps no second copy of it.
			host.set(key, second);
			const again = new ProjectContext(host, "kept-twice");
			expect(again.loadNotice!.find(`LuxCorrupt2_${key}`, 1, true)[0]).to.be.ok();
			expect(raw.get(`LuxCorrupt3_${key}`)).to.equal(undefined);
		} finally {
			probe.done();
			sim.clearSettings();
			sim.restoreSettings(saved);
		}
	});

	it("leaves an unreadable document where it is once every place for kept values is taken", () => {
		const saved = sim.settingsRaw();
		const probe = bootProbe("KeptNotesProbe");
		try {
			const host = new StudioSettingsHost(probe.plugin);
			const raw = rawStore(probe.plugin);
			const key = PLACE_SETTINGS.projectContext("kept-full").key;
			for (let i = 0; i <= MAX_KEPT; i++) {
				host.set(key, { version: 9, data: { n: i } });
				expect(new ProjectContext(host, "kept-full").sections().size()).to.equal(0);
			}
			// The last one found no free place: it is still in the key, and every earlier one is kept.
			expect(sameValue(host.get(key), { version: 9, data: { n: MAX_KEPT } })).to.equal(true);
			for (let i = 0; i < MAX_KEPT; i++)
				expect(keptAnywhere(raw, key, { version: 9, data: { n: i } })).to.equal(true);
		} finally {
			probe.done();
			sim.clearSettings();
			sim.restoreSettings(saved);
		}
	});

	it("never loses a stored document it cannot read (seeded: project notes and decision memory)", () => {
		const saved = sim.settingsRaw();
		const probe = bootProbe("KeptNotesProbe");
		const pick = generator(20261128);
		try {
			const host = new StudioSettingsHost(probe.plugin);
			const history = new Map<string, defined[]>();
			for (let round = 0; round < 40; round++) {
				const value = unreadable(pick);
				const decisions = pick(2) === 0;
				const key = decisions ? SETTINGS.decisionMemory.key : PLACE_SETTINGS.projectContext("p").key;
				host.set(key, value);
				const before = host.pendingNotices().size();
				const stored = rawStore(probe.plugin).get(key);
				const notice = decisions
					? new DecisionMemory(host).loadNotice
					: new ProjectContext(host, "p").loadNotice;
				// The document says so, or the codec did (a value without the envelope's shape).
				if (notice === undefined && host.pendingNotices().size() === before)
					error(`round ${round}: ${key} was reset without a notice`);
				// The codec keeps the stored text of a value it cannot decode; the document keeps the value.
				// Kept in one of the key's places, or (every place holding an earlier one) left in the key.
				const codecReset = host.pendingNotices().size() > before;
				const raw = rawStore(probe.plugin);
				if (!keptAnywhere(raw, key, codecReset ? stored : value) && raw.get(key) !== stored)
					error(`round ${round}: ${key} lost its unreadable value`);
				// And no value kept before was written over.
				for (const earlier of history.get(key) ?? [])
					if (!keptAnywhere(raw, key, earlier)) error(`round ${round}: ${key} lost an earlier kept value`);
				const seen = history.get(key) ?? [];
				if (keptAnywhere(raw, key, codecReset ? stored : value))
					seen.push((codecReset ? stored : value) as defined);
				history.set(key, seen);
			}
		} finally {
			probe.done();
			sim.clearSettings();
			sim.restoreSettings(saved);
		}
	});
};
