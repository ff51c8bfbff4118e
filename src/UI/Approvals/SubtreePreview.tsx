/**
 * The instances a change creates or deletes, as an indented tree in the addition or deletion
 * colour ("+ Part Floor" / "- Model Old").
 */
import Roact from "@rbxts/roact";
import { Metrics, withTheme } from "../Theme";

export interface SubtreePreviewProps {
	readonly action: "create" | "delete";
	readonly lines: ReadonlyArray<string>;
	readonly order?: number;
}

export function SubtreePreview(props: SubtreePreviewProps) {
	return withTheme((palette) => {
		const create = props.action === "create";
		const sign = create ? "+" : "-";
		return (
			<textlabel
				Text={props.lines.map((line) => `${sign} ${line}`).join("\n")}
				Font={Metrics.fontCode}
				TextSize={Metrics.codeTextSize}
				TextColor3={create ? palette.diffAdd : palette.diffRemove}
				TextXAlignment={Enum.TextXAlignment.Left}
				TextYAlignment={Enum.TextYAlignment.Top}
				TextWrapped={true}
				BackgroundColor3={create ? palette.diffAddBackground : palette.diffRemoveBackground}
				BorderSizePixel={0}
				Size={new UDim2(1, 0, 0, 0)}
				AutomaticSize={Enum.AutomaticSize.Y}
				LayoutOrder={props.order ?? 0}
			>
				<uicorner CornerRadius={new UDim(0, Metrics.radius)} />
				<uipadding
					PaddingLeft={new UDim(0, 8)}
					PaddingRight={new UDim(0, 8)}
					PaddingTop={new UDim(0, 5)}
					PaddingBottom={new UDim(0, 5)}
				/>
			</textlabel>
		);
	});
}
