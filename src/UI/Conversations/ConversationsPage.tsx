/**
 * The Conversations page (the header's "Chats"): this place's conversations, most recently
 * changed first, each with its title, when it last changed and its length; Open shows it on
 * the chat page, Delete asks in the panel before anything is deleted.
 *
 * Why a page and not a menu: titles wrap at 280 px and the delete question needs room beside
 * the conversation it is about; the page is the panel's one way of showing a long list.
 */
import Roact from "@rbxts/roact";
import { MAX_CONVERSATIONS } from "Conversation";
import { dollars } from "../Chat/StatusLine";
import { Button, Card, Page, Stack, Text } from "../Primitives";
import { ConversationSummary, PanelActions } from "../Store";
import { Metrics, withTheme } from "../Theme";
import { relativeTime } from "./RelativeTime";

export type ConversationsPageActions = Pick<
	PanelActions,
	"openPage" | "openConversation" | "deleteConversation" | "newConversation"
>;

export interface ConversationsPageProps {
	readonly conversations: ReadonlyArray<ConversationSummary>;
	/** Epoch seconds the list was read at (relative times are measured from it). */
	readonly now: number;
	/** A run is going: switching or deleting waits until it ends. */
	readonly busy: boolean;
	readonly actions: ConversationsPageActions;
}

interface ConversationsPageState {
	confirming?: string;
}

export const DELETE_QUESTION = "Delete this conversation? It cannot be undone.";

function detailOf(c: ConversationSummary, now: number): string {
	const count = c.messages === 1 ? "1 message" : `${c.messages} messages`;
	const cost = c.spent?.cost !== undefined ? ` · ${dollars(c.spent.cost)}` : "";
	return `${relativeTime(c.updated, now)} · ${count}${cost}${c.open ? " · open now" : ""}`;
}

@Roact.ClassComponent
export class ConversationsPage extends Roact.Component<ConversationsPageProps, ConversationsPageState> {
	state: ConversationsPageState = {};

	private row(c: ConversationSummary, order: number): Roact.Element {
		const { actions, busy, now } = this.props;
		const confirming = this.state.confirming === c.id;
		return withTheme((palette) => (
			<Card order={order} accent={confirming ? palette.warning : c.open ? palette.mainButton : undefined}>
				<Text Key="Title" text={c.title} color={palette.text} bold order={1} />
				<Text
					Key="Detail"
					text={detailOf(c, now)}
					color={palette.subText}
					size={Metrics.smallTextSize + 1}
					order={2}
				/>
				{confirming ? <Text Key="Question" text={DELETE_QUESTION} color={palette.text} order={3} /> : undefined}
				{confirming ? (
					<Stack Key="Buttons" direction="row" wrap order={4}>
						<Button
							Key="Delete"
							text="Delete"
							primary
							order={1}
							disabled={busy}
							onClick={() => {
								this.setState({ confirming: Roact.None });
								actions.deleteConversation(c.id);
							}}
						/>
						<Button
							Key="Cancel"
							text="Cancel"
							order={2}
							onClick={() => this.setState({ confirming: Roact.None })}
						/>
					</Stack>
				) : (
					<Stack Key="Buttons" direction="row" wrap order={4}>
						<Button
							Key="Open"
							text={c.open ? "Back to it" : "Open"}
							primary={!c.open}
							order={1}
							disabled={busy && !c.open}
							onClick={() => actions.openConversation(c.id)}
						/>
						<Button
							Key="Delete"
							text="Delete…"
							order={2}
							disabled={busy}
							onClick={() => this.setState({ confirming: c.id })}
						/>
					</Stack>
				)}
			</Card>
		));
	}

	render() {
		const { conversations, actions, busy } = this.props;
		const back = () => actions.openPage("chat");
		return withTheme((palette) => {
			const rows = new Map<string, Roact.Element>();
			conversations.forEach((c, i) => rows.set(`Conversation_${c.id}`, this.row(c, i + 2)));
			return (
				<Page
					title="Conversations"
					onEscape={back}
					bar={
						<Stack Key="Buttons" direction="row" order={1}>
							<Button Key="Back" text="Back" order={1} onClick={back} />
							<Button
								Key="New"
								text="New chat"
								order={2}
								disabled={busy}
								onClick={() => {
									actions.newConversation();
									back();
								}}
							/>
						</Stack>
					}
				>
					<Text
						Key="About"
						text={
							conversations.size() === 0
								? `No conversations in this place yet. Each chat is kept here, for this place only (the ${MAX_CONVERSATIONS} most recent).`
								: `This place's conversations, most recent first (the ${MAX_CONVERSATIONS} most recent are kept).`
						}
						color={palette.subText}
						order={1}
					/>
					{rows}
				</Page>
			);
		});
	}
}
