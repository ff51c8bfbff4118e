/**
 * Provides the Studio theme's Palette, following its changes (ThemeHost.onChanged), and the
 * host's text measure (TextBounds).
 *
 * Why a component with state: a theme switch becomes one setState here; everything below
 * re-renders with the new colours while keeping its own state (no remount).
 */
import Roact from "@rbxts/roact";
import { currentPalette, Palette } from "./Palette";
import { TextBoundsContext } from "./TextBounds";
import { ThemeContext } from "./ThemeContext";
import type { ThemeHost } from "./ThemeHost";

interface ThemeProviderProps {
	readonly theme: ThemeHost;
	readonly [Roact.Children]?: Roact.Children;
}

interface ThemeProviderState {
	palette: Palette;
}

@Roact.ClassComponent
export class ThemeProvider extends Roact.Component<ThemeProviderProps, ThemeProviderState> {
	private disconnect?: () => void;

	constructor(props: ThemeProviderProps) {
		super(props);
		this.state = { palette: currentPalette(props.theme) };
	}

	didMount() {
		const theme = this.props.theme;
		this.disconnect = theme.onChanged(() => this.setState({ palette: currentPalette(theme) }));
	}

	willUnmount() {
		this.disconnect?.();
	}

	render() {
		return (
			<ThemeContext.Provider value={this.state.palette}>
				<TextBoundsContext.Provider
					value={(text, size, font, frame) => this.props.theme.textBounds(text, size, font, frame)}
				>
					{this.props[Roact.Children]}
				</TextBoundsContext.Provider>
			</ThemeContext.Provider>
		);
	}
}
