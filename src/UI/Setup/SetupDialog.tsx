/**
 * First run and "API key & model": paste the key (masked, show/hide), check it against the
 * endpoint's key route, pick the endpoint and the model, save or clear the key. Save checks a
 * typed key first (the Conversation's connect) and keeps every field while it does.
 */
import Roact from "@rbxts/roact";
import { OPENROUTER_BASE_URL } from "Core";
import { Button, Field, Page, Stack, Text, TextInput } from "../Primitives";
import { KeyCheck, ModelChoice, PanelActions, PanelSettings } from "../Store";
import { Metrics, withTheme } from "../Theme";
import { keyCheckColour, keyCheckText } from "./KeyCheckText";
import { ModelPicker } from "./ModelPicker";

export interface SetupDialogProps {
	readonly settings: PanelSettings;
	readonly hasKey: boolean;
	/** A request can already go out (a key saved, or an endpoint needing none): the dialog may be left unsaved. */
	readonly connected?: boolean;
	readonly keyCheck: KeyCheck;
	readonly models: ReadonlyArray<ModelChoice>;
	readonly modelsError?: string;
	readonly modelsLoading?: boolean;
	readonly actions: Pick<PanelActions, "validateKey" | "connect" | "clearKey" | "loadModels" | "openPage">;
	/** The key field takes the keyboard when the dialog opens (no key yet, or the key was refused). */
	readonly focusKey?: boolean;
}

interface SetupDialogState {
	key: string;
	showKey: boolean;
	custom: boolean;
	baseUrl: string;
	model: string;
	problem?: string;
	/** Save was pressed and its check is under way. */
	saving: boolean;
}

@Roact.ClassComponent
export class SetupDialog extends Roact.Component<SetupDialogProps, SetupDialogState> {
	constructor(props: SetupDialogProps) {
		super(props);
		const custom = props.settings.baseUrl !== OPENROUTER_BASE_URL;
		this.state = {
			key: "",
			showKey: false,
			custom,
			baseUrl: props.settings.baseUrl,
			model: props.settings.model,
			saving: false,
		};
	}

	private mounted = true;

	willUnmount() {
		this.mounted = false;
	}

	private base(): string {
		return this.state.custom ? this.state.baseUrl : OPENROUTER_BASE_URL;
	}

	/**
	 * The Conversation checks and saves what it can take (connect); a refusal or a failed check
	 * stays on the dialog with its reason, every field as the user typed it.
	 */
	private save = () => {
		const { actions } = this.props;
		if (this.state.saving) return;
		this.setState({ saving: true, problem: Roact.None });
		actions.connect({ key: this.state.key, baseUrl: this.base(), model: this.state.model }, (outcome) => {
			if (!this.mounted) return;
			if (!outcome.ok) return this.setState({ saving: false, problem: outcome.text });
			this.setState({ key: "", saving: false, problem: Roact.None });
			actions.openPage("chat");
		});
	};

	render() {
		const { actions, hasKey, keyCheck } = this.props;
		const checkText = keyCheckText(keyCheck);
		const canLeave = this.props.connected ?? hasKey;
		return withTheme((palette) => (
			<Page title="Connect Lux to a model" onEscape={canLeave ? () => actions.openPage("chat") : undefined}>
				<Text
					Key="Intro"
					text="Lux talks to a model with your own API key. The key stays in this computer's plugin settings: never in the place, the output or a prompt."
					color={palette.subText}
					order={1}
				/>
				<Field
					Key="Endpoint"
					label="Endpoint"
					order={2}
					hint={
						this.state.custom ? "Any OpenAI-compatible server, e.g. http://localhost:11434/v1" : undefined
					}
				>
					<Stack Key="Choice" direction="row" wrap order={1}>
						<Button
							Key="OpenRouter"
							text="OpenRouter"
							primary={!this.state.custom}
							order={1}
							onClick={() => this.setState({ custom: false })}
						/>
						<Button
							Key="Custom"
							text="Custom URL"
							primary={this.state.custom}
							order={2}
							onClick={() => this.setState({ custom: true })}
						/>
					</Stack>
					{this.state.custom ? (
						<TextInput
							Key="BaseUrl"
							text={this.state.baseUrl}
							placeholder="https://…/v1"
							onChange={(baseUrl) => this.setState({ baseUrl })}
							order={2}
							code
						/>
					) : undefined}
				</Field>
				<Field
					Key="ApiKey"
					label={hasKey ? "API key (saved; paste a new one to replace it)" : "API key"}
					order={3}
					hint={checkText}
					hintColor={keyCheckColour(keyCheck, palette)}
				>
					<frame Key="KeyRow" BackgroundTransparency={1} Size={new UDim2(1, 0, 0, 26)} LayoutOrder={1}>
						<TextInput
							Key="Key"
							text={this.state.key}
							placeholder={hasKey ? "••••••••  (saved)" : "sk-or-v1-…"}
							masked={!this.state.showKey}
							onChange={(key) => this.setState({ key })}
							width={new UDim(1, -70)}
							code
							autoFocus={this.props.focusKey}
						/>
						<frame
							Key="Show"
							BackgroundTransparency={1}
							AnchorPoint={new Vector2(1, 0)}
							Position={new UDim2(1, 0, 0, 1)}
							Size={new UDim2(0, 64, 0, 24)}
						>
							<Button
								Key="Toggle"
								text={this.state.showKey ? "Hide" : "Show"}
								width={64}
								onClick={() => this.setState({ showKey: !this.state.showKey })}
							/>
						</frame>
					</frame>
					<Stack Key="KeyButtons" direction="row" wrap order={2}>
						<Button
							Key="Validate"
							text="Check key"
							order={1}
							disabled={this.state.key === ""}
							onClick={() => actions.validateKey(this.state.key, this.base())}
						/>
						{hasKey ? (
							<Button Key="Clear" text="Clear saved key" order={2} onClick={actions.clearKey} />
						) : undefined}
					</Stack>
					{!this.state.custom ? (
						<Text
							Key="GetKey"
							text="No key yet? Create one at openrouter.ai/keys (sign in, Create Key), then paste it here."
							color={palette.subText}
							size={Metrics.smallTextSize}
							order={3}
						/>
					) : undefined}
				</Field>
				<Field Key="ModelField" label="Model" order={4}>
					<ModelPicker
						Key="Picker"
						model={this.state.model}
						models={this.props.models}
						error={this.props.modelsError}
						loading={this.props.modelsLoading === true}
						onChange={(model) => this.setState({ model })}
						onLoad={() => actions.loadModels(this.base(), this.state.key)}
						order={1}
					/>
				</Field>
				{this.state.problem !== undefined ? (
					<Text
						Key="Problem"
						text={this.state.problem}
						color={palette.error}
						size={Metrics.smallTextSize + 1}
						order={5}
					/>
				) : undefined}
				<Stack Key="Footer" direction="row" wrap order={6}>
					<Button
						Key="Save"
						text={this.state.saving ? "Checking…" : "Save"}
						primary
						disabled={this.state.saving}
						order={1}
						onClick={this.save}
					/>
					{canLeave ? (
						<Button Key="Cancel" text="Cancel" order={2} onClick={() => actions.openPage("chat")} />
					) : undefined}
				</Stack>
			</Page>
		));
	}
}
