/**
 * The theme context: the Palette every themed component reads.
 *
 * Why context: the palette changes on ThemeChanged; a provider at the root re-renders every
 * consumer without remounting, so component state (drafts, expanded cards) survives.
 */
import Roact from "@rbxts/roact";
import { Palette } from "./Palette";

export const ThemeContext = Roact.createContext<Palette | undefined>(undefined);

/** Renders `render` with the palette of the nearest ThemeProvider. */
export function withTheme(render: (palette: Palette) => Roact.Element | undefined): Roact.Element {
	return (
		<ThemeContext.Consumer
			render={(palette) => {
				if (palette === undefined) error("Lux UI: a themed component was mounted without a ThemeProvider");
				return render(palette);
			}}
		/>
	);
}
