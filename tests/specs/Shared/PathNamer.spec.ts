/**
 * PathNamer writes the same path as pathOf for every instance: seeded trees with twins
 * (siblings sharing a name), names needing quotes and deep chains, each instance named in a
 * shuffled order so a parent's children are read once and reused.
 *
 * Why: listings (get_selection, find_instances, search_scripts, run_luau's report) name
 * hundreds of instances with one namer instead of reading a big folder once per line; a path
 * that differed from the one the resolver reads back would send the model to the wrong twin.
 */
import { pathOf } from "Shared/InstancePath";
import { PathNamer } from "Shared/PathNamer";
import { generator } from "../support/SeededPicker";

const NAMES = ["Brick", "Brick", "Part", "Map.v2", "game", "a b", "Spawn", "Spawn"];

export = () => {
	if (LuxSim === undefined) return;
	it("names every instance of seeded trees with twins exactly as pathOf does", () => {
		for (let seed = 1; seed <= 12; seed++) {
			const pick = generator(seed);
			const holder = new Instance("Folder");
			holder.Name = `Namer${seed}`;
			const all: Instance[] = [holder];
			for (let i = 0; i < 120; i++) {
				const parent = all[pick(math.min(all.size(), 1 + pick(12)))];
				const child = new Instance(pick(3) === 0 ? "Model" : "Folder");
				child.Name = NAMES[pick(NAMES.size())];
				child.Parent = parent;
				all.push(child);
			}
			holder.Parent = game.GetService("ServerStorage");
			try {
				const namer = new PathNamer(game);
				const order = [...all];
				for (let i = order.size() - 1; i > 0; i--) {
					const j = pick(i + 1);
					[order[i], order[j]] = [order[j], order[i]];
				}
				for (const instance of order) {
					const expected = pathOf(instance, game);
					const got = namer.pathOf(instance);
					if (got !== expected) error(`seed ${seed}: ${got} is not ${expected}`);
				}
				expect(namer.pathOf(game)).to.equal("game");
			} finally {
				holder.Destroy();
			}
		}
	});
};
