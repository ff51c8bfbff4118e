/**
 * Settings: model, endpoint (through the setup dialog), auto-approve per risk category and
 * per service, cost cap per conversation, streaming, max iterations, model summaries of
 * older turns, text size. The Conversation reads, checks and saves the form
 * (saveSettingsForm); the page shows the outcome it puts in the state (`note`). Project
 * memory has its own page.
 */
import Roact from "@rbxts/roact";
import { formOf, SettingsForm, unsavedEdits } from "Conversation";
import { RiskCategory } from "Tools/ToolProtocol";
import { Button, Field, Page, Stack, Text, TextInput, Toggle } from "../Primitives";
import { PanelActions, PanelSettings } from "../Store";
import { Metrics, withTheme } from "../Theme";
import { TextSizePicker } from "./TextSizePicker";

export interface SettingsPageProps {
	readonly settings: PanelSettings;
	readonly note?: { readonly ok: boolean; readonly text: string };
	readonly actions: Pick<PanelActions, "saveSettingsForm" | "openPage" | "openMemory">;
}

/** The form being edited, and whether Back was pressed with unsaved edits (the bar asks first). */
interface SettingsPageState extends SettingsForm {
	leaving?: boolean;
}

const CATEGORIES: ReadonlyArray<[RiskCategory, string]> = [
	["read", "Reads (scripts, instances, the place map)"],
	["script_edit", "Script edits"],
	["create", "Creating instances"],
	["property", "Changing properties"],
	["delete", "Deleting instances"],
	["run_code", "Running code"],
	["project", "Project notes"],
];

@Roact.ClassComponent
export class SettingsPage extends Roact.Component<SettingsPageProps, SettingsPageState> {
	constructor(props: SettingsPageProps) {
		super(props);
		this.state = formOf(props.settings);
	}

	private form(): SettingsForm {
		const st = this.state;
		return {
			model: st.model,
			autoApprove: st.autoApprove,
			services: st.services,
			costCap: st.costCap,
			streaming: st.streaming,
			maxIterations: st.maxIterations,
			summariseWithModel: st.summariseWithModel,
			textSize: st.textSize,
		};
	}

	private back = () => {
		if (unsavedEdits(this.form(), this.props.settings) && !this.state.leaving) this.setState({ leaving: true });
		else this.props.actions.openPage("chat");
	};

	private bar() {
		if (this.state.leaving)
			return (
				<Stack direction="row" wrap>
					<Button
						Key="Discard"
						text="Discard changes"
						order={1}
						onClick={() => this.props.actions.openPage("chat")}
					/>
					<Button
						Key="Keep"
						text="Keep editing"
						primary
						order={2}
						onClick={() => this.setState({ leaving: false })}
					/>
				</Stack>
			);
		return (
			<Stack direction="row" wrap>
				<Button Key="Save" text="Save" primary order={1} onClick={this.save} />
				<Button Key="Back" text="Back to chat" order={2} onClick={this.back} />
			</Stack>
		);
	}

	private save = () => {
		this.setState({ leaving: false });
		this.props.actions.saveSettingsForm(this.form());
	};

	render() {
		const { actions, note, settings } = this.props;
		return withTheme((palette) => {
			const toggles = new Map<string, Roact.Element>();
			CATEGORIES.forEach(([category, label], i) =>
				toggles.set(
					category,
					<Toggle
						label={label}
						checked={this.state.autoApprove[category]}
						order={i}
						onToggle={(checked) =>
							this.setState({ autoApprove: { ...this.state.autoApprove, [category]: checked } })
						}
					/>,
				),
			);
			const message = this.state.leaving ? "You have unsaved changes. Discard them?" : note?.text;
			const messageOk = !this.state.leaving && note?.ok === true;
			return (
				<Page title="Lux settings" onEscape={this.back} bar={this.bar()}>
					<Field Key="Connection" label="Endpoint and key" order={1} hint={settings.baseUrl}>
						<Stack Key="Row" direction="row" wrap order={1}>
							<Button Key="Setup" text="API key & endpoint…" onClick={() => actions.openPage("setup")} />
						</Stack>
					</Field>
					<Field Key="Model" label="Model" order={2}>
						<TextInput
							Key="Input"
							text={this.state.model}
							placeholder="e.g. anthropic/claude-sonnet-4"
							onChange={(model) => this.setState({ model })}
							code
						/>
					</Field>
					<Field
						Key="Auto"
						label="Approve without asking"
						order={3}
						hint="Everything else waits for your approval."
					>
						{toggles}
					</Field>
					<Field
						Key="Services"
						label="Always approve under these services"
						order={4}
						hint="Comma-separated, e.g. ServerStorage, ReplicatedStorage"
					>
						<TextInput
							Key="Input"
							text={this.state.services}
							placeholder="none"
							onChange={(services) => this.setState({ services })}
						/>
					</Field>
					<Field
						Key="Cap"
						label="Cost cap per conversation (USD)"
						order={5}
						hint="Lux stops before a request would cross it; empty for no cap."
					>
						<TextInput
							Key="Input"
							text={this.state.costCap}
							placeholder="no cap"
							onChange={(costCap) => this.setState({ costCap })}
							width={new UDim(0, 120)}
						/>
					</Field>
					<Field Key="Iterations" label="Max model requests per message" order={6}>
						<TextInput
							Key="Input"
							text={this.state.maxIterations}
							placeholder="8"
							onChange={(maxIterations) => this.setState({ maxIterations })}
							width={new UDim(0, 120)}
						/>
					</Field>
					<Toggle
						Key="Streaming"
						label="Stream replies as they are written"
						checked={this.state.streaming}
						order={7}
						onToggle={(streaming) => this.setState({ streaming })}
					/>
					<Field
						Key="Summaries"
						label="Long conversations"
						order={8}
						hint="Costs one extra request each time older turns are compressed; off, they are shortened without the model."
					>
						<Toggle
							Key="Summarise"
							label="Summarise older turns with the model"
							checked={this.state.summariseWithModel}
							onToggle={(summariseWithModel) => this.setState({ summariseWithModel })}
						/>
					</Field>
					<TextSizePicker
						Key="TextSize"
						value={this.state.textSize}
						onPick={(textSize) => this.setState({ textSize })}
						order={8.5}
					/>
					<Field
						Key="Memory"
						label="Project memory"
						order={9}
						hint="Notes about this place and patterns of past tasks that Lux puts in its prompt."
					>
						<Stack Key="Row" direction="row" wrap order={1}>
							<Button Key="Open" text="Project memory…" onClick={() => actions.openMemory()} />
						</Stack>
					</Field>
					<Field
						Key="Activity"
						label="Activity"
						order={9.2}
						hint="Every change Lux proposed and what became of it: approved, applied, rejected, undone."
					>
						<Stack Key="Row" direction="row" order={1}>
							<Button Key="Open" text="Activity…" onClick={() => actions.openPage("activity")} />
						</Stack>
					</Field>
					<Field
						Key="Doctor"
						label="Lux doctor"
						order={9.5}
						hint="Checks HTTP, settings, script access, undo recordings and streaming in this Studio."
					>
						<Stack Key="Row" direction="row" order={1}>
							<Button Key="Open" text="Lux doctor…" onClick={() => actions.openPage("doctor")} />
						</Stack>
					</Field>
					{message !== undefined ? (
						<Text
							Key="Note"
							text={message}
							color={messageOk ? palette.success : palette.error}
							size={Metrics.smallTextSize + 1}
							order={0}
						/>
					) : undefined}
				</Page>
			);
		});
	}
}
