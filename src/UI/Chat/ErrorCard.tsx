/**
 * A Core error as a readable card: what went wrong, what to do, and the button that does it
 * (the key and model in the setup dialog, settings, a new chat, or try again); a key card
 * also offers Try again, for once the key is fixed. A fix made outside Studio (OpenRouter's
 * privacy settings) comes with the page's address in a box the user can copy: a plugin cannot
 * open a browser.
 */
import Roact from "@rbxts/roact";
import { Button, Card, CopyableText, Stack, Text } from "../Primitives";
import { ErrorAction, ExternalPage } from "../Store";
import { Metrics, withTheme } from "../Theme";

export interface ErrorCardProps {
	readonly title: string;
	readonly message: string;
	readonly action?: ErrorAction;
	/** Also offer Try again (a key card: the message goes again once the key is fixed). */
	readonly retryAfterFix?: boolean;
	/** Where the fix is made outside Studio: what to change there, and its address to copy. */
	readonly page?: ExternalPage;
	readonly onKey: () => void;
	readonly onSettings: () => void;
	readonly onRetry: () => void;
	readonly onNewChat: () => void;
	readonly order?: number;
}

const LABELS: { readonly [K in ErrorAction]: string } = {
	key: "Check key and model",
	settings: "Open settings",
	retry: "Try again",
	newChat: "Start a new chat",
};

export function ErrorCard(props: ErrorCardProps) {
	const action = props.action;
	const handlers: { readonly [K in ErrorAction]: () => void } = {
		key: props.onKey,
		settings: props.onSettings,
		retry: props.onRetry,
		newChat: props.onNewChat,
	};
	return withTheme((palette) => (
		<Card accent={palette.error} order={props.order}>
			<Text Key="Title" text={props.title} color={palette.error} bold order={1} />
			<Text Key="Message" text={props.message} color={palette.text} order={2} />
			{props.page !== undefined ? (
				<Stack Key="Page" order={3}>
					<Text
						Key="Instructions"
						text={props.page.instructions}
						color={palette.subText}
						size={Metrics.smallTextSize + 1}
						order={1}
					/>
					<CopyableText Key="Address" text={props.page.url} order={2} />
				</Stack>
			) : undefined}
			{action !== undefined ? (
				<Stack Key="Actions" direction="row" wrap order={4}>
					<Button Key="Action" text={LABELS[action]} primary order={1} onClick={handlers[action]} />
					{action === "newChat" ? (
						<Button Key="Model" text="Choose a larger model" order={2} onClick={props.onSettings} />
					) : undefined}
					{props.page !== undefined ? (
						<Button Key="Model" text="Choose another model" order={2} onClick={props.onSettings} />
					) : undefined}
					{props.retryAfterFix === true ? (
						<Button Key="Retry" text={LABELS.retry} order={3} onClick={props.onRetry} />
					) : undefined}
				</Stack>
			) : undefined}
		</Card>
	));
}
