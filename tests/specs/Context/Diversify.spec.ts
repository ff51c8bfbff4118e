/**
 * The head of the ranking covers the whole request: on a place where many components are
 * named after the request's commonest word, the script matching its other words still
 * reaches the top five.
 *
 * Why: on the real roblox-ts game, "the play button should not spawn a snake" filled the top
 * five with button components, and the spawn handler was sixth.
 */
import { ContextSelector, ScriptIndex } from "Context";
import { StudioClockHost } from "App/Studio";
import { PlaceIndexHost } from "../support/PlaceIndexHost";

function make(cls: "Folder" | "ModuleScript", name: string, parent: Instance, source?: string): Instance {
	const i = new Instance(cls);
	i.Name = name;
	if (source !== undefined) (i as ModuleScript).Source = source;
	i.Parent = parent;
	return i;
}

export = () => {
	if (LuxSim === undefined) return;
	it("ranks the script matching the request's other words above more scripts matching the same word", () => {
		const holder = make("Folder", "DiversifySpecPlace", game.GetService("ServerStorage"));
		try {
			const ui = make("Folder", "ui", make("Folder", "StarterPlayerScripts", holder));
			make("ModuleScript", "play-button", ui, 'export function PlayButton() {\n\treturn "play";\n}\n');
			for (const name of ["primary-button", "reactive-button", "icon-button", "text-button", "close-button"])
				make("ModuleScript", name, ui, `export function Button() {\n\treturn "${name}";\n}\n`);
			for (let i = 0; i < 10; i++) make("ModuleScript", `filler-${i}`, ui, `export const value${i} = ${i};\n`);
			const server = make("Folder", "world", make("Folder", "ServerScriptService", holder));
			make(
				"ModuleScript",
				"lifecycle",
				server,
				"export function onSpawnRequest(player: Player) {\n\tif (isAlive(player)) return;\n\tspawnSnake(player);\n}\n",
			);
			const index = new ScriptIndex(new PlaceIndexHost(holder), new StudioClockHost());
			index.build();
			const result = new ContextSelector(index).selectRelevantScripts({
				message: "The play button should not spawn a snake when it is alive",
			});
			const ranked = result.ranked.map((r) => r.entry.path);
			const at = ranked.indexOf("ServerScriptService.world.lifecycle") + 1;
			if (!(at >= 1 && at <= 5)) error(`the spawn handler ranked ${at}:\n${ranked.join("\n")}`);
			// Re-ordered, not duplicated, and scores still fall (the selector's floors rely on it).
			expect(new Set(ranked).size()).to.equal(ranked.size());
			for (let i = 1; i < result.ranked.size(); i++)
				expect(result.ranked[i].score <= result.ranked[i - 1].score).to.equal(true);
		} finally {
			holder.Destroy();
		}
	});
};
