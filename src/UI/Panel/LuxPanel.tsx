/**
 * The panel root: subscribes to the store and shows the page the state names (chat, setup,
 * settings, project memory, conversations), inside the theme provider.
 *
 * Why the subscription lives here and nowhere else: components below are pure functions of
 * (state, actions); one place turns store updates into renders.
 */
import Roact from "@rbxts/roact";
import { connected, keyRefused } from "Conversation";
import { ActivityPage } from "../Activity";
import { ConversationsPage } from "../Conversations";
import { DoctorLine, DoctorPage } from "../Doctor";
import { MemoryPage } from "../Memory";
import { SettingsPage, SetupDialog } from "../Setup";
import { PanelActions, PanelState, PanelStore } from "../Store";
import { TextSizeContext, textSizesOf, ThemeHost, ThemeProvider } from "../Theme";
import { ChatPage } from "./ChatPage";

export interface LuxPanelProps {
	readonly store: PanelStore;
	readonly actions: PanelActions;
	/** Studio's theme (App/Studio), or a spec's. */
	readonly theme: ThemeHost;
	/** Seconds on the plugin's clock (progress elapsed time); os.clock by default. */
	readonly clock?: () => number;
	/** Runs Lux doctor's checks (Settings > Lux doctor…); undefined where it is not wired. */
	readonly doctor?: () => DoctorLine[];
}

interface LuxPanelState {
	panel: PanelState;
	now: number;
}

@Roact.ClassComponent
export class LuxPanel extends Roact.Component<LuxPanelProps, LuxPanelState> {
	private unsubscribe?: () => void;
	private ticking = false;
	private mounted = false;

	constructor(props: LuxPanelProps) {
		super(props);
		this.state = { panel: props.store.getState(), now: this.now() };
	}

	private now(): number {
		return (this.props.clock ?? os.clock)();
	}

	didMount() {
		this.mounted = true;
		this.unsubscribe = this.props.store.subscribe((panel) => {
			if (!this.mounted) return;
			this.setState({ panel, now: this.now() });
			this.tick();
		});
		this.tick();
	}

	willUnmount() {
		this.mounted = false;
		this.unsubscribe?.();
	}

	/** While the loop runs, refresh the elapsed time once a second; stop when it is idle. */
	private tick() {
		if (this.ticking || !this.state.panel.running) return;
		this.ticking = true;
		task.delay(1, () => {
			this.ticking = false;
			if (!this.mounted || !this.props.store.getState().running) return;
			this.setState({ now: this.now() });
			this.tick();
		});
	}

	render() {
		// The tree is built by ThemeProvider's render prop, so a theme switch rebuilds it (ThemeProvider).
		return <ThemeProvider theme={this.props.theme} render={() => this.content()} />;
	}

	private content(): Roact.Element {
		const { panel, now } = this.state;
		const actions = this.props.actions;
		let page: Roact.Element;
		if (panel.page === "setup") {
			page = (
				<SetupDialog
					settings={panel.settings}
					hasKey={panel.hasKey}
					connected={connected(panel)}
					keyCheck={panel.keyCheck}
					models={panel.models}
					modelsError={panel.modelsError}
					modelsLoading={panel.modelsLoading}
					actions={actions}
					focusKey={!panel.hasKey || keyRefused(panel)}
				/>
			);
		} else if (panel.page === "memory") {
			page = (
				<MemoryPage
					memory={panel.memory ?? { available: false, sections: [], patterns: 0 }}
					actions={actions}
				/>
			);
		} else if (panel.page === "activity") {
			page = <ActivityPage entries={panel.activity} onBack={() => actions.openPage("settings")} />;
		} else if (panel.page === "doctor") {
			page = <DoctorPage run={this.props.doctor} onBack={() => actions.openPage("settings")} />;
		} else if (panel.page === "conversations") {
			page = (
				<ConversationsPage
					conversations={panel.conversations}
					now={panel.conversationsAt}
					busy={panel.running}
					actions={actions}
				/>
			);
		} else if (panel.page === "settings") {
			page = <SettingsPage settings={panel.settings} note={panel.settingsNote} actions={actions} />;
		} else {
			page = <ChatPage state={panel} actions={actions} now={now} />;
		}
		return (
			<TextSizeContext.Provider value={textSizesOf(panel.settings.textSize)}>
				{new Map([[panel.page, page]])}
			</TextSizeContext.Provider>
		);
	}
}
