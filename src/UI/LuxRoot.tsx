/**
 * The root of the Lux panel: a full-size frame (the instance the shell names "LuxRoot")
 * holding the store-connected panel.
 */
import Roact from "@rbxts/roact";
import { DoctorLine } from "./Doctor";
import { LuxPanel } from "./Panel";
import { PanelActions, PanelStore } from "./Store";
import { ThemeHost } from "./Theme";

export interface LuxRootProps {
	readonly store: PanelStore;
	readonly actions: PanelActions;
	readonly theme: ThemeHost;
	readonly clock?: () => number;
	readonly doctor?: () => DoctorLine[];
}

export function LuxRoot(props: LuxRootProps) {
	return (
		<frame Size={UDim2.fromScale(1, 1)} BackgroundTransparency={1} BorderSizePixel={0}>
			<LuxPanel
				Key="Panel"
				store={props.store}
				actions={props.actions}
				theme={props.theme}
				clock={props.clock}
				doctor={props.doctor}
			/>
		</frame>
	);
}
