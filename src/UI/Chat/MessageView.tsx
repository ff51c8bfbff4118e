/**
 * One user or assistant message. User text is shown as typed (escaped); assistant Markdown
 * is rendered as RichText paragraphs and code blocks. Both can be selected and copied
 * (Primitives/SelectableText).
 */
import Roact from "@rbxts/roact";
import { parseMarkdown } from "../Markdown";
import { HangingText, SelectableText, Text } from "../Primitives";
import { Metrics, withTheme } from "../Theme";
import { CodeBlock } from "./CodeBlock";
import { ReasoningView } from "./ReasoningView";

export interface MessageViewProps {
	readonly role: "user" | "assistant";
	readonly text: string;
	readonly streaming?: boolean;
	/** The user stopped this answer while it was written: the words are what had arrived. */
	readonly stopped?: boolean;
	/** The model's reasoning, shown collapsed above the answer. */
	readonly reasoning?: string;
	readonly order?: number;
}

/** Under an answer the user stopped mid-stream, live and after a reload. */
export const STOPPED_MARK = "Stopped by you: the answer ends here.";

export function MessageView(props: MessageViewProps) {
	return withTheme((palette) => {
		const children = new Map<string, Roact.Element>();
		if (props.role === "user") {
			children.set("Text", <SelectableText text={props.text} color={palette.text} order={1} />);
		} else {
			if (props.reasoning !== undefined)
				children.set("Thinking", <ReasoningView text={props.reasoning} order={0} />);
			parseMarkdown(props.text).forEach((block, index) => {
				children.set(
					`Block${index}`,
					block.kind === "text" ? (
						<SelectableText text={block.rich} rich color={palette.text} order={index + 1} />
					) : block.kind === "item" ? (
						<HangingText
							marker={block.marker}
							text={block.rich}
							rich
							depth={block.depth}
							color={palette.text}
							selectable
							order={index + 1}
						/>
					) : (
						<CodeBlock code={block.code} language={block.language} order={index + 1} />
					),
				);
			});
			if (props.streaming) children.set("Cursor", <Text text="…" color={palette.dimText} order={999} />);
			if (props.stopped)
				children.set(
					"Stopped",
					<Text text={STOPPED_MARK} color={palette.dimText} size={Metrics.smallTextSize + 1} order={1000} />,
				);
		}
		const user = props.role === "user";
		return (
			<frame
				BackgroundColor3={palette.userBubble}
				BackgroundTransparency={user ? 0 : 1}
				BorderSizePixel={0}
				Size={new UDim2(1, 0, 0, 0)}
				AutomaticSize={Enum.AutomaticSize.Y}
				LayoutOrder={props.order ?? 0}
			>
				{user ? <uicorner CornerRadius={new UDim(0, Metrics.radius)} /> : undefined}
				{user ? (
					<uistroke Color={palette.inputBorder} ApplyStrokeMode={Enum.ApplyStrokeMode.Border} />
				) : undefined}
				<uipadding
					PaddingLeft={new UDim(0, user ? Metrics.pad : 2)}
					PaddingRight={new UDim(0, user ? Metrics.pad : 2)}
					PaddingTop={new UDim(0, user ? 6 : 0)}
					PaddingBottom={new UDim(0, user ? 6 : 0)}
				/>
				<uilistlayout SortOrder={Enum.SortOrder.LayoutOrder} Padding={new UDim(0, Metrics.gap)} />
				{children}
			</frame>
		);
	});
}
