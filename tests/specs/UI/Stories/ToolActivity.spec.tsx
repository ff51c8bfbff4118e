/** Story: a compact tool line that expands to what the tool returned. */
import Roact from "@rbxts/roact";
import { currentPalette } from "UI/Theme";
import { ToolActivity } from "UI/Chat";
import { mountStory, textOn } from "../../support/StoryHarness";
import { studioTheme } from "App/Studio";

export = () => {
	it("shows one line and expands on click", () => {
		const story = mountStory(
			<ToolActivity
				summary="Read ServerScriptService.PlayerData (120 lines)"
				detail="local START = 10"
				isError={false}
			/>,
		);
		const line = textOn(story.screen, "Read ServerScriptService.PlayerData (120 lines)") as TextButton;
		expect(textOn(story.screen, "local START = 10")).to.equal(undefined);
		LuxSim!.click(line);
		expect(textOn(story.screen, "local START = 10")).to.be.ok();
		LuxSim!.click(line);
		expect(textOn(story.screen, "local START = 10")).to.equal(undefined);
		story.unmount();
	});

	it("colours a failed tool with the theme's error colour", () => {
		const story = mountStory(<ToolActivity summary="Read Nowhere (missing)" detail="" isError={true} />);
		const line = textOn(story.screen, "Read Nowhere") as TextButton;
		// The theme's error colour, made legible (4.5:1) on the panel by the palette.
		expect(line.TextColor3 === currentPalette(studioTheme).error).to.equal(true);
		story.unmount();
	});
};
