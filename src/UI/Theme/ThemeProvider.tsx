/**
 * Provides the Studio theme's Palette and follows settings().Studio.ThemeChanged.
 *
 * Why a component with state: a theme switch becomes one setState here; everything below
 * re-renders with the new colours while keeping its own state (no remount).
 */
import Roact from "@rbxts/roact";
import { currentPalette, Palette } from "./Palette";
import { ThemeContext } from "./ThemeContext";

interface ThemeProviderProps {
	readonly [Roact.Children]?: Roact.Children;
}

interface ThemeProviderState {
	palette: Palette;
}

@Roact.ClassComponent
export class ThemeProvider extends Roact.Component<ThemeProviderProps, ThemeProviderState> {
	private connection?: RBXScriptConnection;

	constructor(props: ThemeProviderProps) {
		super(props);
		this.state = { palette: currentPalette() };
	}

	didMount() {
		this.connection = settings().Studio.ThemeChanged.Connect(() => this.setState({ palette: currentPalette() }));
	}

	willUnmount() {
		this.connection?.Disconnect();
	}

	render() {
		return <ThemeContext.Provider value={this.state.palette}>{this.props[Roact.Children]}</ThemeContext.Provider>;
	}
}
