/**
 * The index's sharded map behaves as one map across shard boundaries (it exists so no single
 * insert rehashes a huge Luau table; the figures are in npm run bench:index).
 */
import { ShardedMap } from "Context/Index/ShardedMap";

export = () => {
	it("gets, replaces, deletes and counts across several shards", () => {
		const map = new ShardedMap<string, number>();
		for (let i = 1; i <= 5000; i++) map.set(`k${i}`, i);
		expect(map.size()).to.equal(5000);
		expect(map.get("k1")).to.equal(1);
		expect(map.get("k4999")).to.equal(4999);
		map.set("k1", -1);
		expect(map.size()).to.equal(5000);
		expect(map.get("k1")).to.equal(-1);
		expect(map.delete("k2500")).to.equal(true);
		expect(map.delete("k2500")).to.equal(false);
		expect(map.has("k2500")).to.equal(false);
		expect(map.size()).to.equal(4999);
		map.set("k2500", 7);
		expect(map.get("k2500")).to.equal(7);
		let sum = 0;
		for (const v of map.values()) sum += v;
		expect(map.values().size()).to.equal(5000);
		expect(sum).to.equal((5000 * 5001) / 2 - 1 - 1 - 2500 + 7);
	});
};
