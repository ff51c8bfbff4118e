/**
 * The panel's ThemeHost over settings().Studio: Theme and ThemeChanged (creator-docs
 * Studio.yaml).
 *
 * Why here: settings() is a Studio global, which only src/App/Studio may touch.
 */
import type { ThemeHost } from "UI/Theme/ThemeHost";

export const studioTheme: ThemeHost = {
	current() {
		return settings().Studio.Theme as StudioTheme;
	},
	onChanged(changed) {
		const connection = settings().Studio.ThemeChanged.Connect(changed);
		return () => connection.Disconnect();
	},
};
