/**
 * Project memory: what Lux remembers and puts in its prompt. This place's project notes
 * (each section editable and deletable, a new section can be added), the number of task
 * patterns remembered from past tasks, and a clear for each, asked twice.
 *
 * Why a page of its own, opened from Settings: the notes can be long and each needs room to
 * edit; the settings page saves as a whole with Save, while every change here is saved at
 * once (the next message's prompt uses it), so mixing the two would confuse what Save does.
 */
import Roact from "@rbxts/roact";
import { trimText } from "Shared/TextLines";
import { Button, Card, Field, Page, Stack, Text, TextInput } from "../Primitives";
import { MemoryView, PanelActions } from "../Store";
import { Metrics, withTheme } from "../Theme";
import { SectionEditor } from "./SectionEditor";

export type MemoryPageActions = Pick<
	PanelActions,
	"openPage" | "saveProjectNote" | "deleteProjectNote" | "clearProjectNotes" | "clearTaskPatterns"
>;

export interface MemoryPageProps {
	readonly memory: MemoryView;
	readonly actions: MemoryPageActions;
}

interface MemoryPageState {
	confirming?: "notes" | "patterns";
	newName: string;
	newText: string;
}

@Roact.ClassComponent
export class MemoryPage extends Roact.Component<MemoryPageProps, MemoryPageState> {
	constructor(props: MemoryPageProps) {
		super(props);
		this.state = { newName: "", newText: "" };
	}

	private confirmCard(order: number, question: string, yes: string, run: () => void): Roact.Element {
		return withTheme((palette) => (
			<Card order={order} accent={palette.warning}>
				<Text Key="Question" text={question} color={palette.text} order={1} />
				<Stack Key="Buttons" direction="row" wrap order={2}>
					<Button
						Key="Yes"
						text={yes}
						primary
						order={1}
						onClick={() => {
							this.setState({ confirming: Roact.None });
							run();
						}}
					/>
					<Button
						Key="Cancel"
						text="Cancel"
						order={2}
						onClick={() => this.setState({ confirming: Roact.None })}
					/>
				</Stack>
			</Card>
		));
	}

	private add = () => {
		const name = trimText(this.state.newName);
		if (name === "" || this.state.newText === "") return;
		this.props.actions.saveProjectNote(name, this.state.newText);
		this.setState({ newName: "", newText: "" });
	};

	render() {
		const { memory, actions } = this.props;
		const back = () => actions.openPage("settings");
		return withTheme((palette) => {
			const sections = new Map<string, Roact.Element>();
			memory.sections.forEach((note, i) =>
				sections.set(
					note.section,
					<SectionEditor
						note={note}
						order={i}
						onSave={actions.saveProjectNote}
						onDelete={actions.deleteProjectNote}
					/>,
				),
			);
			const count = memory.sections.size();
			return (
				<Page title="Project memory" onEscape={back}>
					<Text
						Key="Intro"
						text={
							memory.available
								? "Notes about this place (kept for this place only, in your plugin settings). Lux reads them at the start of every message; changes apply to the next one."
								: "Project memory is not available in this session."
						}
						color={palette.subText}
						size={Metrics.smallTextSize + 1}
						order={1}
					/>
					{memory.note !== undefined ? (
						<Text
							Key="Note"
							text={memory.note.text}
							color={memory.note.ok ? palette.success : palette.error}
							size={Metrics.smallTextSize + 1}
							order={2}
						/>
					) : undefined}
					<Field Key="Notes" label={`Project notes (${count} section${count === 1 ? "" : "s"})`} order={3}>
						{count === 0 ? (
							<Text
								Key="Empty"
								text="No notes yet. Ask Lux to discover the project, or add a section below."
								color={palette.dimText}
								order={0}
							/>
						) : (
							sections
						)}
					</Field>
					<Field Key="Add" label="Add a section" order={4}>
						<TextInput
							Key="Name"
							text={this.state.newName}
							placeholder="Section name, e.g. conventions"
							onChange={(newName) => this.setState({ newName })}
							order={1}
						/>
						<TextInput
							Key="Text"
							text={this.state.newText}
							placeholder="What Lux should know"
							onChange={(newText) => this.setState({ newText })}
							order={2}
						/>
						<Button Key="AddButton" text="Add section" order={3} onClick={this.add} />
					</Field>
					<Field
						Key="Patterns"
						label="Task patterns"
						order={5}
						hint="Tool sequences that worked for similar requests, offered to Lux as hints. Kept for all places."
					>
						<Text
							Key="Count"
							text={`${memory.patterns} pattern${memory.patterns === 1 ? "" : "s"} remembered.`}
							color={palette.text}
							order={1}
						/>
					</Field>
					{this.state.confirming === "notes"
						? this.confirmCard(
								6,
								`Delete all ${count} sections of this place's project notes? This cannot be undone.`,
								"Yes, clear project notes",
								actions.clearProjectNotes,
							)
						: undefined}
					{this.state.confirming === "patterns"
						? this.confirmCard(
								6,
								`Forget all ${memory.patterns} task patterns? This cannot be undone.`,
								"Yes, clear task patterns",
								actions.clearTaskPatterns,
							)
						: undefined}
					<Stack Key="Footer" direction="row" wrap order={7}>
						<Button
							Key="ClearNotes"
							text="Clear project notes"
							order={1}
							disabled={!memory.available || count === 0}
							onClick={() => this.setState({ confirming: "notes" })}
						/>
						<Button
							Key="ClearPatterns"
							text="Clear task patterns"
							order={2}
							disabled={!memory.available || memory.patterns === 0}
							onClick={() => this.setState({ confirming: "patterns" })}
						/>
						<Button Key="Back" text="Back" order={3} onClick={back} />
					</Stack>
				</Page>
			);
		});
	}
}
