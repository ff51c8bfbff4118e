/**
 * One pending operation: what it does, "+N −M", the decision buttons at the top (so a long
 * change never hides them), "View in script editor" before approving, and the preview of
 * exactly what will change, collapsed past a size with "Show all". After the decision it
 * collapses to its outcome with "Show in Explorer" / "Open script".
 *
 * Why no "Approve all" here: approving more than the card shows is a scope decision the
 * approval authority (Session, Tools' queue) must state and bound; this card approves itself.
 */
import Roact from "@rbxts/roact";
import { trimText } from "Shared/TextLines";
import { Button, Card, KeyScope, Stack, Text, TextInput } from "../Primitives";
import { ApprovalState, ChatItem, PanelActions, Preview } from "../Store";
import { hexOf, Metrics, Palette, withTheme } from "../Theme";
import { DecisionButtons } from "./DecisionButtons";
import { previewElement, previewLines } from "./PreviewBody";
import { RunCodeResult } from "./RunCodeResult";

export type ApprovalItem = Extract<ChatItem, { kind: "approval" }>;

export interface ApprovalCardProps {
	readonly item: ApprovalItem;
	readonly actions: Pick<
		PanelActions,
		"approve" | "reject" | "approveAndAllow" | "showInExplorer" | "openScript" | "retryStale" | "toggleHunk"
	>;
	readonly order?: number;
	/**
	 * Set on the card the panel's keys act on (UI/Panel/ChatPage): its buttons name the keys,
	 * and each increase is a Ctrl+Backspace that opens the reject form.
	 */
	readonly rejectTicket?: number;
}

interface ApprovalCardState {
	rejecting: boolean;
	reason: string;
	expanded: boolean;
}

/** Past this many lines a preview shows its first COLLAPSED_LINES and "Show all". */
export const COLLAPSE_AFTER = 30;
export const COLLAPSED_LINES = 20;

const OUTCOME_TEXT: { readonly [K in ApprovalState]: string } = {
	pending: "Waiting for your approval",
	applied: "Applied",
	rejected: "Rejected",
	stale: "Not applied: the target changed since the preview",
	failed: "Failed",
};

function outcomeColour(palette: Palette, state: ApprovalState): Color3 {
	if (state === "applied") return palette.success;
	if (state === "rejected") return palette.subText;
	if (state === "pending") return palette.link;
	return state === "stale" ? palette.warning : palette.error;
}

/** "+3 −1" in the diff colours, or undefined when the preview has no counts. */
export function statsText(palette: Palette, preview: Preview | undefined): string | undefined {
	if (preview === undefined || preview.kind !== "diff" || preview.added === undefined) return undefined;
	return `<font color="${hexOf(palette.diffAdd)}">+${preview.added}</font>  <font color="${hexOf(palette.diffRemove)}">−${preview.removed ?? 0}</font>`;
}

/** The applied outcome without repeating the card's title ("Applied: Edited X" under "Edit X"). */
function outcomeText(item: ApprovalItem): string {
	if (item.state === "rejected" && item.reason !== undefined) return `Rejected: ${item.reason}`;
	if (item.state === "applied") return OUTCOME_TEXT.applied;
	// The tool's stale message is written for the model ("read it again and propose..."); the
	// title already names the target, and the button below offers the retry.
	if (item.state === "stale") return OUTCOME_TEXT.stale;
	if (item.detail !== undefined && item.state !== "pending") return `${OUTCOME_TEXT[item.state]}: ${item.detail}`;
	return OUTCOME_TEXT[item.state];
}

/** What "propose it again" sends: the change and why it was not applied, for the model to redo. */
@Roact.ClassComponent
export class ApprovalCard extends Roact.Component<ApprovalCardProps, ApprovalCardState> {
	state = { rejecting: false, reason: "", expanded: false };

	didUpdate(previous: ApprovalCardProps) {
		const ticket = this.props.rejectTicket;
		if (ticket === undefined || previous.rejectTicket === undefined || ticket <= previous.rejectTicket) return;
		if (this.props.item.state === "pending" && !this.state.rejecting) this.setState({ rejecting: true });
	}

	private decisionButtons(key: string, order: number) {
		const { item, actions } = this.props;
		return (
			<DecisionButtons
				Key={key}
				item={item}
				actions={actions}
				showKeys={this.props.rejectTicket !== undefined}
				onReject={() => this.setState({ rejecting: true })}
				order={order}
			/>
		);
	}

	private rejectForm(order: number) {
		const { item, actions } = this.props;
		return (
			<Stack Key="Reject" order={order}>
				{/* The reason box keeps its keys: the chat's Ctrl+Enter (approve) must never reach
				    it, or typing why you reject a change would approve that very change. */}
				<KeyScope onKey={() => true}>
					<TextInput
						Key="Reason"
						text={this.state.reason}
						placeholder="Reason (optional): tell the model why"
						wrap
						onChange={(reason) => this.setState({ reason })}
						onSubmit={() => actions.reject(item.id, this.reasonOrNone())}
						onEscape={() => this.setState({ rejecting: false })}
						autoFocus
						order={1}
					/>
				</KeyScope>
				<Stack Key="Buttons" direction="row" wrap order={2}>
					<Button
						Key="Confirm"
						text="Reject"
						primary
						order={1}
						onClick={() => actions.reject(item.id, this.reasonOrNone())}
					/>
					<Button Key="Cancel" text="Back" order={2} onClick={() => this.setState({ rejecting: false })} />
				</Stack>
			</Stack>
		);
	}

	/** The reason as the Conversation keeps it: trimmed, and a blank one is no reason. */
	private reasonOrNone(): string | undefined {
		const trimmed = trimText(this.state.reason);
		return trimmed !== "" ? trimmed : undefined;
	}

	private pendingBody() {
		const preview = this.props.item.preview;
		const elements = new Map<string, Roact.Element>();
		elements.set("Decision", this.state.rejecting ? this.rejectForm(4) : this.decisionButtons("Buttons", 4));
		if (preview === undefined) return elements;
		const lines = previewLines(preview);
		const collapsed = lines > COLLAPSE_AFTER && !this.state.expanded;
		const { item, actions } = this.props;
		const choice = { leftOut: item.leftOut, onToggle: (hunk: number) => actions.toggleHunk(item.id, hunk) };
		elements.set("Preview", previewElement(preview, 5, collapsed ? COLLAPSED_LINES : undefined, choice));
		if (collapsed)
			elements.set(
				"ShowAll",
				<Button
					Key="ShowAll"
					text={`Show all ${lines} lines`}
					order={6}
					onClick={() => this.setState({ expanded: true })}
				/>,
			);
		// A long change gets its decision at its end too: the chat follows new content to the
		// bottom, where the top buttons are out of view.
		if (lines > COLLAPSE_AFTER && !this.state.rejecting)
			elements.set("DecisionEnd", this.decisionButtons("ButtonsEnd", 7));
		return elements;
	}

	render() {
		const { item, actions } = this.props;
		const pending = item.state === "pending";
		return withTheme((palette) => {
			const stats = pending ? statsText(palette, item.preview) : undefined;
			return (
				<Card accent={pending ? palette.link : undefined} order={this.props.order}>
					<Text Key="Summary" text={item.summary} color={palette.text} bold order={1} />
					<Text
						Key="Outcome"
						text={outcomeText(item)}
						color={outcomeColour(palette, item.state)}
						size={Metrics.smallTextSize + 1}
						order={2}
					/>
					{stats !== undefined ? (
						<Text
							Key="Stats"
							text={stats}
							rich
							color={palette.subText}
							font={Metrics.fontCode}
							size={Metrics.codeTextSize}
							order={3}
						/>
					) : undefined}
					{pending ? this.pendingBody() : undefined}
					{!pending && item.view !== undefined && item.view.kind === "run" ? (
						<RunCodeResult Key="RunResult" view={item.view} order={4} />
					) : undefined}
					{item.state === "stale" ? (
						<Stack Key="Retry" direction="row" wrap order={8}>
							<Button
								Key="Again"
								text="Ask Lux to propose it again"
								order={1}
								onClick={() => actions.retryStale(item.id)}
							/>
						</Stack>
					) : undefined}
					{!pending && item.target !== undefined && item.state === "applied" ? (
						<Stack Key="Links" direction="row" wrap order={8}>
							<Button
								Key="Explorer"
								text="Show in Explorer"
								order={1}
								onClick={() => actions.showInExplorer(item.id)}
							/>
							{item.target.isScript ? (
								<Button
									Key="Script"
									text="Open script"
									order={2}
									onClick={() => actions.openScript(item.id)}
								/>
							) : undefined}
						</Stack>
					) : undefined}
				</Card>
			);
		});
	}
}
