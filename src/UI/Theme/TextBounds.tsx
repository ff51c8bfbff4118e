/**
 * How big Studio draws a text: the measure a few views need to size themselves (a button's
 * key label, a code block's sideways canvas).
 *
 * Why a context fed from the ThemeHost: measuring text is TextService's (a Studio service),
 * which only src/App/Studio may touch; the provider hands the host's measure down with the
 * palette, so a view never reaches for a global and a spec can give its own.
 */
import Roact from "@rbxts/roact";

/** The size `text` takes at `size` in `font` within `frame` (TextService:GetTextSize). */
export type TextBounds = (text: string, size: number, font: Enum.Font, frame: Vector2) => Vector2;

export const TextBoundsContext = Roact.createContext<TextBounds | undefined>(undefined);

/** Renders `render` with the measure of the nearest ThemeProvider. */
export function withTextBounds(render: (bounds: TextBounds) => Roact.Element | undefined): Roact.Element {
	return (
		<TextBoundsContext.Consumer
			render={(bounds) => {
				if (bounds === undefined) error("Lux UI: a measuring component was mounted without a ThemeProvider");
				return render(bounds);
			}}
		/>
	);
}
