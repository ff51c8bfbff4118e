/**
 * One section of the project notes on the Project memory page: its name, who wrote it, its
 * text in a multi-line box the user edits, Save and Delete.
 *
 * Why the draft lives here: typing must not write settings on every key; Save writes once.
 * A saved section becomes the user's, which discover_project never overwrites.
 */
import Roact from "@rbxts/roact";
import { Button, Card, inputChrome, Stack, Text } from "../Primitives";
import { MemorySection } from "../Store";
import { Metrics, withTheme } from "../Theme";

export interface SectionEditorProps {
	readonly note: MemorySection;
	readonly order: number;
	readonly onSave: (section: string, text: string) => void;
	readonly onDelete: (section: string) => void;
}

const SOURCE_LABEL: Record<MemorySection["source"], string> = {
	user: "written by you",
	model: "written by Lux (approved by you)",
	discovery: "discovered from the place's scripts; replaced by the next discovery unless you edit it",
};

@Roact.ClassComponent
export class SectionEditor extends Roact.Component<SectionEditorProps, { draft: string; focused?: boolean }> {
	constructor(props: SectionEditorProps) {
		super(props);
		this.state = { draft: props.note.text };
	}

	/** New text from elsewhere (Lux wrote the section) replaces the box unless the user has typed in it. */
	didUpdate(previous: SectionEditorProps) {
		const typed = this.state.draft !== previous.note.text;
		if (previous.note.text !== this.props.note.text && !typed) this.setState({ draft: this.props.note.text });
	}

	render() {
		const { note, order, onSave, onDelete } = this.props;
		const changed = this.state.draft !== note.text;
		return withTheme((palette) => (
			<Card order={order}>
				<Text Key="Name" text={note.section} color={palette.text} bold order={1} />
				<Text
					Key="Source"
					text={SOURCE_LABEL[note.source]}
					color={palette.dimText}
					size={Metrics.smallTextSize}
					order={2}
				/>
				<textbox
					Key="NoteText"
					Text={this.state.draft}
					PlaceholderText="(empty: Save removes the section)"
					PlaceholderColor3={palette.dimText}
					ClearTextOnFocus={false}
					MultiLine
					TextWrapped
					Font={Metrics.font}
					TextSize={Metrics.textSize}
					TextColor3={palette.text}
					TextXAlignment={Enum.TextXAlignment.Left}
					TextYAlignment={Enum.TextYAlignment.Top}
					BackgroundColor3={palette.input}
					Size={new UDim2(1, 0, 0, 60)}
					AutomaticSize={Enum.AutomaticSize.Y}
					LayoutOrder={3}
					Change={{ Text: (box) => box.Text !== this.state.draft && this.setState({ draft: box.Text }) }}
					Event={{
						Focused: () => this.setState({ focused: true }),
						FocusLost: () => this.setState({ focused: false }),
					}}
				>
					{inputChrome(palette, 4, this.state.focused === true)}
				</textbox>
				<Stack Key="Buttons" direction="row" wrap order={4}>
					<Button
						Key="Save"
						text="Save"
						primary
						disabled={!changed}
						order={1}
						onClick={() => onSave(note.section, this.state.draft)}
					/>
					<Button Key="Delete" text="Delete" order={2} onClick={() => onDelete(note.section)} />
				</Stack>
			</Card>
		));
	}
}
