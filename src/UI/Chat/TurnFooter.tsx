/**
 * The end of a finished turn: "Undo this turn" when the session can undo it, or that it was
 * undone.
 */
import Roact from "@rbxts/roact";
import { Metrics, withTheme } from "../Theme";

export interface TurnFooterProps {
	readonly undoable: boolean;
	readonly undone?: boolean;
	readonly onUndo: () => void;
	readonly order?: number;
}

export function TurnFooter(props: TurnFooterProps) {
	return withTheme((palette) => (
		<textbutton
			Text={props.undone ? "Turn undone" : "Undo this turn"}
			Font={Metrics.font}
			TextSize={Metrics.smallTextSize}
			TextColor3={props.undone ? palette.dimText : palette.link}
			TextXAlignment={Enum.TextXAlignment.Right}
			BackgroundTransparency={1}
			Active={!props.undone}
			Size={new UDim2(1, 0, 0, 16)}
			LayoutOrder={props.order ?? 0}
			Event={{ Activated: () => !props.undone && props.onUndo() }}
		/>
	));
}
