/**
 * A tool call, inline and compact ("Read ServerScriptService.PlayerData (120 lines)"); a
 * click expands what the tool returned.
 */
import Roact from "@rbxts/roact";
import { Text } from "../Primitives";
import { Metrics, withTheme } from "../Theme";

export interface ToolActivityProps {
	readonly summary: string;
	readonly detail: string;
	readonly isError: boolean;
	readonly order?: number;
}

const DETAIL_LIMIT = 2000;

@Roact.ClassComponent
export class ToolActivity extends Roact.Component<ToolActivityProps, { open: boolean }> {
	state = { open: false };

	render() {
		const { summary, detail, isError } = this.props;
		const open = this.state.open;
		return withTheme((palette) => (
			<frame
				BackgroundTransparency={1}
				Size={new UDim2(1, 0, 0, 0)}
				AutomaticSize={Enum.AutomaticSize.Y}
				LayoutOrder={this.props.order ?? 0}
			>
				<uilistlayout SortOrder={Enum.SortOrder.LayoutOrder} Padding={new UDim(0, 2)} />
				<textbutton
					Key="Summary"
					Text={`${open ? "▾" : "▸"}  ${summary}`}
					Font={Metrics.font}
					TextSize={Metrics.smallTextSize + 1}
					TextColor3={isError ? palette.error : palette.subText}
					TextXAlignment={Enum.TextXAlignment.Left}
					TextYAlignment={Enum.TextYAlignment.Top}
					TextWrapped={true}
					BackgroundTransparency={1}
					Size={new UDim2(1, 0, 0, Metrics.rowHeight)}
					AutomaticSize={Enum.AutomaticSize.Y}
					LayoutOrder={1}
					Event={{ Activated: () => this.setState({ open: !open }) }}
				/>
				{open ? (
					<frame
						Key="Detail"
						BackgroundColor3={palette.codeBackground}
						BorderSizePixel={0}
						Size={new UDim2(1, 0, 0, 0)}
						AutomaticSize={Enum.AutomaticSize.Y}
						LayoutOrder={2}
					>
						<uicorner CornerRadius={new UDim(0, Metrics.radius)} />
						<uipadding
							PaddingLeft={new UDim(0, 8)}
							PaddingRight={new UDim(0, 8)}
							PaddingTop={new UDim(0, 6)}
							PaddingBottom={new UDim(0, 6)}
						/>
						<Text
							text={detail.size() > DETAIL_LIMIT ? `${detail.sub(1, DETAIL_LIMIT)}\n…` : detail}
							color={palette.codeText}
							font={Metrics.fontCode}
							size={Metrics.codeTextSize}
						/>
					</frame>
				) : undefined}
			</frame>
		));
	}
}
