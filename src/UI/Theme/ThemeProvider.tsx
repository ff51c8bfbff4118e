/**
 * Provides the Studio theme's Palette, following its changes (ThemeHost.onChanged), and the
 * host's text measure (TextBounds).
 *
 * Why a component with state: a theme switch becomes one setState here; everything below
 * re-renders with the new colours while keeping its own state (no remount).
 *
 * Why `render`: children passed in are the same element objects on every render, so Roact
 * skips them and only its context signal tells the consumers below. That signal (Roact's
 * createSignal) inserts a consumer mounted while it fires into the table it is traversing
 * with `pairs`, which Luau leaves undefined: a consumer can be skipped and keep the old
 * colours (seen as a Dark label on the Light panel, depending on table layout). Elements made
 * by `render` are new each time, so a theme switch reconciles the whole tree and every
 * consumer reads the new palette while it renders.
 */
import Roact from "@rbxts/roact";
import { currentPalette, Palette } from "./Palette";
import { TextBounds, TextBoundsContext } from "./TextBounds";
import { ThemeContext } from "./ThemeContext";
import type { ThemeHost } from "./ThemeHost";

interface ThemeProviderProps {
	readonly theme: ThemeHost;
	/** Builds the tree below on every render (see the header); else the children are used. */
	readonly render?: () => Roact.Element;
	readonly [Roact.Children]?: Roact.Children;
}

interface ThemeProviderState {
	palette: Palette;
}

@Roact.ClassComponent
export class ThemeProvider extends Roact.Component<ThemeProviderProps, ThemeProviderState> {
	private disconnect?: () => void;
	/** One function for the provider's life: a new one each render would fire its context signal each time. */
	private readonly textBounds: TextBounds;

	constructor(props: ThemeProviderProps) {
		super(props);
		this.state = { palette: currentPalette(props.theme) };
		this.textBounds = (text, size, font, frame) => this.props.theme.textBounds(text, size, font, frame);
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
				<TextBoundsContext.Provider value={this.textBounds}>
					{this.props.render ? this.props.render() : this.props[Roact.Children]}
				</TextBoundsContext.Provider>
			</ThemeContext.Provider>
		);
	}
}
