/**
 * The panel's ThemeHost over settings().Studio: Theme and ThemeChanged (creator-docs
 * Studio.yaml), and TextService:GetTextSize (TextService.yaml) for the text measure.
 *
 * Why here: settings() and TextService are Studio globals, which only src/App/Studio may touch.
 */
import { TextService } from "@rbxts/services";
import type { ThemeHost } from "UI/Theme/ThemeHost";

export const studioTheme: ThemeHost = {
	current() {
		return settings().Studio.Theme as StudioTheme;
	},
	onChanged(changed) {
		const connection = settings().Studio.ThemeChanged.Connect(changed);
		return () => connection.Disconnect();
	},
	textBounds(text, size, font, frame) {
		return TextService.GetTextSize(text, size, font, frame);
	},
};
