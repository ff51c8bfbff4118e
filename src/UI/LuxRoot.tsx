/**
 * The root of the Lux panel. Until the chat panel lands it shows only what is true: the
 * plugin's name and version.
 */
import Roact from "@rbxts/roact";
import { LUX_NAME, LUX_VERSION } from "Shared/Version";

export function LuxRoot() {
	const theme = settings().Studio.Theme;
	return (
		<frame
			Size={UDim2.fromScale(1, 1)}
			BackgroundColor3={theme.GetColor(Enum.StudioStyleGuideColor.MainBackground)}
			BorderSizePixel={0}
		>
			<textlabel
				Key="Title"
				Text={`${LUX_NAME} ${LUX_VERSION}`}
				Size={new UDim2(1, 0, 0, 32)}
				BackgroundTransparency={1}
				TextColor3={theme.GetColor(Enum.StudioStyleGuideColor.MainText)}
				Font={Enum.Font.SourceSansBold}
				TextSize={18}
			/>
		</frame>
	);
}
