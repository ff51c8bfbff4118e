/**
 * One pending operation: what it does, the preview of exactly what will change, and
 * Approve / Reject (with an optional reason) / Approve all in this turn. After the decision
 * it collapses to its outcome with "Show in Explorer" / "Open script at the change".
 */
import Roact from "@rbxts/roact";
import { Button, Card, Stack, Text, TextInput } from "../Primitives";
import { ApprovalState, ChatItem, PanelActions, Preview } from "../Store";
import { Metrics, Palette, withTheme } from "../Theme";
import { DiffPreview } from "./DiffPreview";
import { PropertyTable } from "./PropertyTable";
import { RunCodePreview } from "./RunCodePreview";
import { RunCodeResult } from "./RunCodeResult";
import { SubtreePreview } from "./SubtreePreview";

export type ApprovalItem = Extract<ChatItem, { kind: "approval" }>;

export interface ApprovalCardProps {
	readonly item: ApprovalItem;
	readonly actions: Pick<PanelActions, "approve" | "reject" | "approveAndAllow" | "showInExplorer" | "openScript">;
	readonly order?: number;
}

interface ApprovalCardState {
	rejecting: boolean;
	reason: string;
}

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

function previewElement(preview: Preview, order: number) {
	if (preview.kind === "diff") return <DiffPreview hunks={preview.hunks} order={order} />;
	if (preview.kind === "properties") return <PropertyTable rows={preview.rows} order={order} />;
	if (preview.kind === "code")
		return <RunCodePreview purpose={preview.purpose} code={preview.code} lines={preview.lines} order={order} />;
	return <SubtreePreview action={preview.action} lines={preview.lines} order={order} />;
}

@Roact.ClassComponent
export class ApprovalCard extends Roact.Component<ApprovalCardProps, ApprovalCardState> {
	state = { rejecting: false, reason: "" };

	private pendingButtons() {
		const { item, actions } = this.props;
		if (this.state.rejecting) {
			return (
				<Stack Key="Reject" order={4}>
					<TextInput
						Key="Reason"
						text={this.state.reason}
						placeholder="Reason (optional): tell the model why"
						onChange={(reason) => this.setState({ reason })}
						onSubmit={() => actions.reject(item.id, this.reasonOrNone())}
						order={1}
					/>
					<Stack Key="Buttons" direction="row" order={2}>
						<Button
							Key="Confirm"
							text="Reject"
							primary
							order={1}
							onClick={() => actions.reject(item.id, this.reasonOrNone())}
						/>
						<Button
							Key="Cancel"
							text="Back"
							order={2}
							onClick={() => this.setState({ rejecting: false })}
						/>
					</Stack>
				</Stack>
			);
		}
		return (
			<Stack Key="Buttons" direction="row" order={4}>
				<Button Key="Approve" text="Approve" primary order={1} onClick={() => actions.approve(item.id)} />
				<Button Key="Reject" text="Reject" order={2} onClick={() => this.setState({ rejecting: true })} />
				{item.allowScope !== undefined ? (
					<Button
						Key="Allow"
						text={`Approve + always in ${item.allowScope}`}
						order={3}
						onClick={() => actions.approveAndAllow(item.id)}
					/>
				) : undefined}
			</Stack>
		);
	}

	private reasonOrNone(): string | undefined {
		const trimmed = this.state.reason.match("^%s*(.-)%s*$")[0] as string;
		return trimmed !== "" ? trimmed : undefined;
	}

	render() {
		const { item, actions } = this.props;
		const pending = item.state === "pending";
		return withTheme((palette) => {
			const outcome =
				item.state === "rejected" && item.reason !== undefined
					? `Rejected: ${item.reason}`
					: item.detail !== undefined && item.state !== "pending"
						? `${OUTCOME_TEXT[item.state]}: ${item.detail}`
						: OUTCOME_TEXT[item.state];
			return (
				<Card accent={pending ? palette.link : undefined} order={this.props.order}>
					<Text Key="Summary" text={item.summary} color={palette.text} bold order={1} />
					<Text
						Key="Outcome"
						text={outcome}
						color={outcomeColour(palette, item.state)}
						size={Metrics.smallTextSize + 1}
						order={2}
					/>
					{pending && item.preview !== undefined ? previewElement(item.preview, 3) : undefined}
					{pending ? this.pendingButtons() : undefined}
					{!pending && item.view !== undefined && item.view.kind === "run" ? (
						<RunCodeResult Key="RunResult" view={item.view} order={3} />
					) : undefined}
					{!pending && item.target !== undefined && item.state === "applied" ? (
						<Stack Key="Links" direction="row" order={5}>
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
