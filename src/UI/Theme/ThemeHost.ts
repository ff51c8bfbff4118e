/**
 * Where the panel's colours come from: Studio's theme and its changes.
 *
 * Why a host: the theme is a Studio global (settings().Studio), and only src/App/Studio may
 * touch those; the panel gets it handed down, so a spec or another host can give it a theme.
 */
export interface ThemeHost {
	/** The theme in use now. */
	current(): StudioTheme;
	/** Calls `changed` after each theme switch; returns the disconnect. */
	onChanged(changed: () => void): () => void;
}
