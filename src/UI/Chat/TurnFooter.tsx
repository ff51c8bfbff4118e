/**
 * The end of a finished turn: "Undo this turn"; when the user edited the same instances
 * since, the warning with "Undo anyway" and "Keep my edits" (Lux never undoes over the user's
 * edits silently, and the question can be answered no).
 */
import Roact from "@rbxts/roact";
import { Button, Stack, Text } from "../Primitives";
import { Metrics, withTheme } from "../Theme";

export interface TurnFooterProps {
	readonly undoable: boolean;
	readonly undone?: boolean;
	readonly confirm?: string;
	readonly onUndo: (confirmed: boolean) => void;
	/** Answers the warning "no": the turn stays, Undo this turn comes back. */
	readonly onKeep: () => void;
	readonly order?: number;
}

export function TurnFooter(props: TurnFooterProps) {
	return withTheme((palette) => {
		if (props.confirm !== undefined && !props.undone) {
			return (
				<Stack order={props.order} gap={4}>
					<Text
						Key="Warning"
						text={props.confirm}
						color={palette.warning}
						size={Metrics.smallTextSize + 1}
						order={1}
					/>
					<Stack Key="Buttons" direction="row" wrap order={2}>
						<Button Key="Anyway" text="Undo anyway" order={1} onClick={() => props.onUndo(true)} />
						<Button Key="Keep" text="Keep my edits" order={2} onClick={props.onKeep} />
					</Stack>
				</Stack>
			);
		}
		return (
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
				Event={{ Activated: () => !props.undone && props.onUndo(false) }}
			/>
		);
	});
}
