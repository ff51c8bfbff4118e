/**
 * The activity view (Settings > Activity…): what Lux proposed and what became of each
 * operation, newest first: proposed, approved (by you or by an auto-approve rule), applied,
 * rejected, stale, failed, undone. It reads the Conversation's `activity` (Tools' action log):
 * each tool in words ("edit script"), its raw name small under the entry.
 *
 * Why: users of agents expect to see afterwards what the agent did and what they approved;
 * the log was written for that, and this is where it is read.
 */
import Roact from "@rbxts/roact";
import { Button, Card, Page, Stack, Text } from "../Primitives";
import { ActivityEntry } from "../Store";
import { Metrics, Palette, withTheme } from "../Theme";

export interface ActivityPageProps {
	readonly entries: ReadonlyArray<ActivityEntry>;
	readonly onBack: () => void;
}

const WORDS: { readonly [K in ActivityEntry["outcome"]]: string } = {
	proposed: "Proposed",
	approved: "Approved by you",
	auto_approved: "Auto-approved",
	rejected: "Rejected",
	applied: "Applied",
	failed: "Failed",
	stale: "Not applied: changed since the preview",
	undone: "Undone",
};

function colourOf(outcome: ActivityEntry["outcome"], palette: Palette): Color3 {
	if (outcome === "applied") return palette.success;
	if (outcome === "failed" || outcome === "stale") return palette.error;
	if (outcome === "rejected" || outcome === "undone") return palette.warning;
	return palette.subText;
}

/** One entry's headline: what happened, what the tool does (the Conversation's words), to what. */
export function activityLine(entry: ActivityEntry): string {
	const what = WORDS[entry.outcome] ?? entry.outcome;
	const target = entry.target !== "" ? ` ${entry.target}` : "";
	return `${what}: ${entry.label}${target}`;
}

export function ActivityPage(props: ActivityPageProps) {
	return withTheme((palette) => {
		const rows = new Map<string, Roact.Element>();
		const count = props.entries.size();
		for (let i = count - 1; i >= 0; i--) {
			const entry = props.entries[i];
			rows.set(
				`Entry${count - i}`,
				<Card order={count - i} accent={colourOf(entry.outcome, palette)}>
					<Text Key="Head" text={activityLine(entry)} color={palette.text} bold order={1} />
					{entry.detail !== "" ? (
						<Text
							Key="Detail"
							text={entry.detail}
							color={palette.subText}
							size={Metrics.smallTextSize + 1}
							order={2}
						/>
					) : undefined}
					<Text
						Key="Tool"
						text={`Tool: ${entry.tool}`}
						color={palette.dimText}
						size={Metrics.smallTextSize}
						order={3}
					/>
				</Card>,
			);
		}
		return (
			<Page
				title="Activity"
				onEscape={props.onBack}
				bar={
					<Stack Key="Buttons" direction="row" order={1}>
						<Button Key="Back" text="Back" order={1} onClick={props.onBack} />
					</Stack>
				}
			>
				{count === 0 ? (
					<Text
						Key="None"
						text="Nothing yet: every change Lux proposes is listed here with what became of it."
						color={palette.dimText}
						order={1}
					/>
				) : (
					rows
				)}
			</Page>
		);
	});
}
