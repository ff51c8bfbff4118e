/**
 * A Core error as a readable card: what went wrong, what to do, and the button that does it
 * (open settings for key/credit/model problems, try again for transient ones).
 */
import Roact from "@rbxts/roact";
import { Button, Card, Stack, Text } from "../Primitives";
import { withTheme } from "../Theme";

export interface ErrorCardProps {
	readonly title: string;
	readonly message: string;
	readonly action?: "settings" | "retry";
	readonly onSettings: () => void;
	readonly onRetry: () => void;
	readonly order?: number;
}

export function ErrorCard(props: ErrorCardProps) {
	return withTheme((palette) => (
		<Card accent={palette.error} order={props.order}>
			<Text Key="Title" text={props.title} color={palette.error} bold order={1} />
			<Text Key="Message" text={props.message} color={palette.text} order={2} />
			{props.action !== undefined ? (
				<Stack Key="Actions" direction="row" wrap order={3}>
					{props.action === "settings" ? (
						<Button Key="Settings" text="Open settings" primary onClick={props.onSettings} />
					) : (
						<Button Key="Retry" text="Try again" primary onClick={props.onRetry} />
					)}
				</Stack>
			) : undefined}
		</Card>
	));
}
