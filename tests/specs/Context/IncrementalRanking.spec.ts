/**
 * The ranking's word sets and counts are kept per script as the index changes (TermStats),
 * instead of being rebuilt from every script on the first request after a change: after
 * edits, a rename, a removal and an addition, the ranking must be exactly the one a fresh
 * index of the same place gives, scores included.
 *
 * Why exactness: the counts are updated by adding and subtracting; one missed subtraction
 * (a renamed script's old path words, a removed script's defined names) would skew every
 * later ranking without any visible error.
 */
import { ContextSelector, ScriptIndex } from "Context";
import { StudioClockHost } from "App/Studio";
import { PlaceIndexHost } from "../support/PlaceIndexHost";

function make<T extends "Folder" | "ModuleScript" | "Script">(cls: T, name: string, parent: Instance, source?: string) {
	const i = new Instance(cls);
	i.Name = name;
	if (source !== undefined) (i as unknown as { Source: string }).Source = source;
	i.Parent = parent;
	return i;
}

const MESSAGES = [
	"The shop should charge the gem price for swords",
	"Fix the damage handler when the boss respawns",
	"Timed bans are not lifted",
	"Rename the quest tracker",
];

/** Every script's path and score for each message, as text to compare. */
function rankings(index: ScriptIndex): string {
	const selector = new ContextSelector(index);
	const out: string[] = [];
	for (const message of MESSAGES) {
		out.push(`# ${message}`);
		for (const r of selector.selectRelevantScripts({ message }).ranked)
			out.push(`${r.entry.path} ${string.format("%.9g", r.score)}`);
	}
	return out.join("\n");
}

function build(holder: Instance): ScriptIndex {
	const index = new ScriptIndex(new PlaceIndexHost(holder), new StudioClockHost());
	index.build();
	return index;
}

export = () => {
	if (LuxSim === undefined) return;
	it("ranks after edits, a rename, a removal and an addition exactly as a fresh index does", () => {
		const holder = make("Folder", "IncrementalSpecPlace", game.GetService("ServerStorage"));
		try {
			const server = make("Folder", "Services", make("Folder", "ServerScriptService", holder));
			const shop = make(
				"ModuleScript",
				"ShopService",
				server,
				"-- sells swords for coins\nlocal Shop = {}\nfunction Shop.buy(player, item)\n\treturn item.price\nend\nreturn Shop\n",
			);
			const combat = make(
				"ModuleScript",
				"Combat",
				server,
				"local Combat = {}\nfunction Combat.damage(target, amount)\n\ttarget.Health -= amount\nend\nreturn Combat\n",
			);
			const quests = make("ModuleScript", "Quests", server, "local Quests = { tracker = {} }\nreturn Quests\n");
			const bans = make(
				"ModuleScript",
				"Bans",
				server,
				"return {\n\tTimeBan = {\n\t\tFunction = function(plr) return plr end;\n\t};\n}\n",
			);
			for (let i = 0; i < 10; i++)
				make("Script", `Filler${i}`, server, `local Shop = require(script.Parent.ShopService)\nprint(${i})\n`);
			const index = build(holder);
			rankings(index); // the caches as of the first build

			(shop as ModuleScript).Source =
				"-- sells swords for gems\nlocal Shop = {}\nfunction Shop.buy(player, item)\n\treturn item.gemPrice\nend\nfunction Shop.refund() end\nreturn Shop\n";
			index.refresh(shop as ModuleScript);
			(combat as ModuleScript).Source =
				"local Combat = {}\nfunction Combat.damage(target, amount)\n\tif target.Boss then respawnBoss(target) end\nend\nreturn Combat\n";
			index.refresh(combat as ModuleScript);
			quests.Name = "QuestTracker";
			index.apply({ kind: "renamed", target: quests as ModuleScript });
			bans.Parent = undefined;
			index.apply({ kind: "removed", target: bans as ModuleScript });
			const added = make(
				"ModuleScript",
				"BossHandler",
				server,
				"-- the boss damage handler\nlocal Boss = {}\nfunction Boss.onDamage() end\nreturn Boss\n",
			);
			index.apply({ kind: "added", target: added as ModuleScript });
			while (!index.step(1));

			const incremental = rankings(index);
			const fresh = rankings(build(holder));
			if (incremental !== fresh) error(`incremental:\n${incremental}\n\nfresh:\n${fresh}`);
			bans.Destroy();
		} finally {
			holder.Destroy();
		}
	});
};
