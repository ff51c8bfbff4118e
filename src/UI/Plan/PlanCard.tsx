/**
 * The plan for a complex task. As a draft it waits for the user: Approve plan, Edit (one box
 * per step, plus one for a new step), Discard, or reply in the message box to ask for a
 * revision. Once approved it stays in the conversation and ticks off steps as Lux reports
 * them done, so the user can see where a long task stands.
 *
 * Why the user sees the plan before any change: on a large request the plan is the cheapest
 * place to catch a misunderstanding, before tokens and edits are spent on it.
 */
import Roact from "@rbxts/roact";
import { planStepsOf } from "Planning";
import { HangingText, Button, Card, Stack, Text, TextInput } from "../Primitives";
import { ChatItem, PanelActions, PlanCardState } from "../Store";
import { Metrics, Palette, withTheme } from "../Theme";

export type PlanItem = Extract<ChatItem, { kind: "plan" }>;

export interface PlanCardProps {
	readonly item: PlanItem;
	readonly actions: Pick<PanelActions, "approvePlan" | "discardPlan">;
	readonly order?: number;
}

interface PlanCardLocal {
	editing: boolean;
	/** The steps being edited, plus one trailing entry for a new step. */
	drafts: string[];
}

function headline(item: PlanItem): string {
	const total = item.steps.size();
	const done = item.steps.filter((s) => s.done).size();
	const titles: { readonly [K in PlanCardState]: string } = {
		draft: "Plan: review it before Lux changes anything",
		approved: done === total ? `Plan done: all ${total} steps` : `Plan: ${done} of ${total} steps done`,
		revised: "Plan (replaced by a revised plan)",
		discarded: "Plan discarded: nothing was changed",
	};
	return titles[item.state];
}

function stepColour(palette: Palette, item: PlanItem, done: boolean): Color3 {
	if (item.state === "revised" || item.state === "discarded") return palette.dimText;
	return done ? palette.success : palette.text;
}

@Roact.ClassComponent
export class PlanCard extends Roact.Component<PlanCardProps, PlanCardLocal> {
	state: PlanCardLocal = { editing: false, drafts: [] };

	private startEditing() {
		this.setState({ editing: true, drafts: [...this.props.item.steps.map((s) => s.text), ""] });
	}

	/** The steps as the user left them: the boxes read by the planner's own rule (planStepsOf). */
	private currentSteps(): string[] {
		if (!this.state.editing) return this.props.item.steps.map((s) => s.text);
		return planStepsOf(this.state.drafts);
	}

	private editor() {
		const drafts = this.state.drafts;
		// Names stay put as boxes are added, so typing into the last box keeps its focus.
		const boxes = new Map<string, Roact.Element>();
		drafts.forEach((text, i) => {
			const isNew = i === drafts.size() - 1;
			boxes.set(
				`PlanStep${i + 1}`,
				<TextInput
					text={text}
					placeholder={isNew ? "Add a step" : "Empty: this step is removed"}
					onChange={(value) => {
						const edited = [...this.state.drafts];
						edited[i] = value;
						if (isNew && value !== "") edited.push("");
						this.setState({ drafts: edited });
					}}
					order={i + 1}
				/>,
			);
		});
		return (
			<Stack Key="Editor" gap={4} order={2}>
				{boxes}
			</Stack>
		);
	}

	private steps(palette: Palette) {
		const item = this.props.item;
		const lines = new Map<string, Roact.Element>();
		item.steps.forEach((step, i) =>
			lines.set(
				`Step${i + 1}`,
				<HangingText
					marker={`${i + 1}.`}
					text={`${step.text}${step.done ? "  (done)" : ""}`}
					markerWidth={24}
					color={stepColour(palette, item, step.done)}
					order={i + 1}
				/>,
			),
		);
		return (
			<Stack Key="Steps" gap={2} order={2}>
				{lines}
			</Stack>
		);
	}

	private buttons() {
		const { item, actions } = this.props;
		const approve = (
			<Button
				Key="Approve"
				text="Approve plan"
				primary
				disabled={this.currentSteps().size() === 0}
				order={1}
				onClick={() => actions.approvePlan(item.id, this.currentSteps())}
			/>
		);
		if (this.state.editing) {
			return (
				<Stack Key="Buttons" direction="row" wrap order={3}>
					{approve}
					<Button
						Key="Cancel"
						text="Cancel edit"
						order={2}
						onClick={() => this.setState({ editing: false })}
					/>
				</Stack>
			);
		}
		return (
			<Stack Key="Buttons" direction="row" wrap order={3}>
				{approve}
				<Button Key="Edit" text="Edit" order={2} onClick={() => this.startEditing()} />
				<Button Key="Discard" text="Discard" order={3} onClick={() => actions.discardPlan(item.id)} />
			</Stack>
		);
	}

	render() {
		const item = this.props.item;
		const draft = item.state === "draft";
		return withTheme((palette) => (
			<Card accent={draft ? palette.link : undefined} order={this.props.order}>
				<Text Key="Title" text={headline(item)} color={palette.text} bold order={1} />
				{draft && this.state.editing ? this.editor() : this.steps(palette)}
				{draft ? this.buttons() : undefined}
				{draft ? (
					<Text
						Key="Hint"
						text="Or reply below to ask for a different plan."
						color={palette.subText}
						size={Metrics.smallTextSize + 1}
						order={4}
					/>
				) : undefined}
			</Card>
		));
	}
}
