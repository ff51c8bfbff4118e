/**
 * ConfigShape: settings and constants modules (names set to literals, few functions) are told
 * from code and from command tables (a function per handful of literal fields).
 */
import { ConfigShape } from "Context/Index/ConfigShape";

function shapeOf(text: string): boolean {
	const shape = new ConfigShape();
	shape.scan("\n" + text);
	return shape.isConfig();
}

export = () => {
	it("counts a roblox-ts constants file as configuration", () => {
		const text = [
			'import { Players } from "@rbxts/services";',
			"// Premium benefit applied when earning money",
			"export const PREMIUM_BENEFIT = 1.2;",
			"",
			"export const WORLD_BOUNDS = 128;",
			"export const WORLD_TICK = 1 / 20;",
			"export const IS_PROD = game.PlaceId === 1;",
		].join("\n");
		expect(shapeOf(text)).to.equal(true);
	});
};
