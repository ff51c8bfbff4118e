/**
 * Wrapped text the user can select and copy (Ctrl+C): replies and messages in the chat.
 *
 * Why a read-only TextBox: a TextLabel cannot be selected; a TextBox can, and with
 * TextEditable off the user cannot change it (creator-docs TextBox.yaml: TextEditable;
 * "players can copy and paste text within a TextBox"; ClearTextOnFocus off, as TextEditable
 * recommends). Why plain text while focused: TextBox.yaml, RichText, says a focused rich-text
 * box shows "the complete XML string, including all of the formatting tags"; so the box shows
 * the text without markup while it has focus (what a copy should give) and the formatted text
 * again once focus leaves.
 */
import Roact from "@rbxts/roact";
import { Metrics, withTextSizes } from "../Theme";

export interface SelectableTextProps {
	readonly text: string;
	readonly color: Color3;
	readonly rich?: boolean;
	readonly order?: number;
	readonly position?: UDim2;
	readonly width?: UDim;
}

const ENTITIES: { readonly [name: string]: string } = { lt: "<", gt: ">", quot: '"', apos: "'", amp: "&" };

/** RichText markup to the text it shows: tags dropped, entities decoded. */
export function plainOfRich(rich: string): string {
	const untagged = rich.gsub("<[^>]*>", "")[0];
	return untagged.gsub("&(%a+);", (name: string) => ENTITIES[name] ?? `&${name};`)[0];
}

@Roact.ClassComponent
export class SelectableText extends Roact.Component<SelectableTextProps, { focused: boolean }> {
	state = { focused: false };

	render() {
		const props = this.props;
		const rich = props.rich === true;
		const showPlain = rich && this.state.focused;
		return withTextSizes((sizes) => (
			<textbox
				Text={showPlain ? plainOfRich(props.text) : props.text}
				RichText={rich && !showPlain}
				TextEditable={false}
				ClearTextOnFocus={false}
				MultiLine={true}
				TextWrapped={true}
				Font={Metrics.font}
				TextSize={sizes.prose}
				TextColor3={props.color}
				TextXAlignment={Enum.TextXAlignment.Left}
				TextYAlignment={Enum.TextYAlignment.Top}
				BackgroundTransparency={1}
				Position={props.position}
				Size={new UDim2(props.width ?? new UDim(1, 0), new UDim(0, 0))}
				AutomaticSize={Enum.AutomaticSize.Y}
				LayoutOrder={props.order ?? 0}
				Event={{
					Focused: () => this.setState({ focused: true }),
					FocusLost: () => this.setState({ focused: false }),
				}}
			/>
		));
	}
}
