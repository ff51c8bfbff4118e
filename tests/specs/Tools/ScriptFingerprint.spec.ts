/**
 * A script's fingerprint (what staleness and undo compare) holds its text raw after the
 * text's length instead of `%q`-escaped (a 1.8 MB script's escape cost 8 ms per fingerprint):
 * a seeded property check that two states' fingerprints are equal exactly when their texts
 * and other state are, on texts made of quotes, line ends, backslashes and fingerprint-like
 * pieces (`source#3=`), and names made the same way.
 */
import { instanceState } from "Tools/Core/StateFingerprint";
import { Sample, loadSample } from "./SamplePlace";
import { generator } from "../support/SeededPicker";

const PIECES = ['"', "\n", "\\", "source#3=", "abc", "\r\n", "=", "3", "tags=", ""];

function text(pick: (n: number) => number): string {
	const out: string[] = [];
	for (let k = 0; k < pick(5); k++) out.push(PIECES[pick(PIECES.size())]);
	return out.join("");
}

export = () => {
	let sample: Sample;
	beforeEach(() => {
		sample = loadSample();
	});
	afterEach(() => sample.unload());

	it("is equal for two states exactly when their texts and names are equal", () => {
		const a = new Instance("ModuleScript");
		a.Parent = game.GetService("ServerStorage");
		const seen = new Map<string, string>();
		for (let round = 1; round <= 300; round++) {
			const pick = generator(round);
			const source = text(pick);
			const name = `M${text(pick)}`;
			a.Source = source;
			a.Name = name;
			const key = `${name.size()}|${name}|${source}`;
			const print = instanceState(sample.hosts, a);
			const earlier = seen.get(print);
			if (earlier !== undefined && earlier !== key) error(`round ${round}: two states share a fingerprint`);
			seen.set(print, key);
			expect(instanceState(sample.hosts, a)).to.equal(print);
		}
		a.Destroy();
	});
};
