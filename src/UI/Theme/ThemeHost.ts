/**
 * Where the panel's look comes from: Studio's theme, its changes, and how big Studio draws
 * a text.
 *
 * Why a host: the theme is a Studio global (settings().Studio) and text measuring is
 * TextService's, and only src/App/Studio may touch those; the panel gets it handed down, so a spec or another host can give it a theme.
 */
export interface ThemeHost {
	/** The theme in use now. */
	current(): StudioTheme;
	/** Calls `changed` after each theme switch; returns the disconnect. */
	onChanged(changed: () => void): () => void;
	/** The size `text` takes at `size` in `font` within `frame` (TextService:GetTextSize). */
	textBounds(text: string, size: number, font: Enum.Font, frame: Vector2): Vector2;
}
