/**
 * What an empty conversation shows: what Lux does, three example requests (a click sends
 * one), the model in use and what is approved without asking.
 *
 * Why: a first message is easier to write from an example, and a user should know before
 * sending anything which model they pay for and which changes will not wait for them.
 */
import Roact from "@rbxts/roact";
import { Stack, Text } from "../Primitives";
import { AutoApprove } from "../Store";
import { Metrics, withTheme } from "../Theme";

export const EXAMPLE_PROMPTS = [
	"Explain how this place saves player data",
	"Make the lava parts kill players and add a 5 s respawn timer",
	"Find scripts that still use wait() and switch them to task.wait()",
];

const CATEGORY_WORDS: { readonly [K in keyof AutoApprove]: string } = {
	read: "reads",
	script_edit: "script edits",
	create: "new instances",
	property: "property changes",
	delete: "deletes",
	run_code: "running code",
	project: "project notes",
};

/** "Approved without asking: reads" (or "nothing: every change waits for you"). */
export function autoApproveText(auto: AutoApprove, services: ReadonlyArray<string>): string {
	const on = new Array<string>();
	for (const [key, words] of pairs(CATEGORY_WORDS)) if (auto[key]) on.push(words);
	on.sort();
	const parts = on.size() > 0 ? on.join(", ") : "nothing";
	const where = services.size() > 0 ? `; everyday changes under ${services.join(", ")}` : "";
	return `Approved without asking: ${parts}${where}. Everything else waits for you.`;
}

export interface EmptyStateProps {
	readonly model: string;
	readonly autoApprove: AutoApprove;
	readonly autoApproveServices: ReadonlyArray<string>;
	readonly canSend: boolean;
	readonly onExample: (text: string) => void;
}

export function EmptyState(props: EmptyStateProps) {
	return withTheme((palette) => {
		const examples = new Map<string, Roact.Element>();
		EXAMPLE_PROMPTS.forEach((text, i) =>
			examples.set(
				`Example${i}`,
				<textbutton
					Text={text}
					Font={Metrics.font}
					TextSize={Metrics.textSize}
					TextColor3={props.canSend ? palette.link : palette.subText}
					TextXAlignment={Enum.TextXAlignment.Left}
					TextWrapped={true}
					BackgroundColor3={palette.surface}
					AutoButtonColor={props.canSend}
					Active={props.canSend}
					Size={new UDim2(1, 0, 0, 0)}
					AutomaticSize={Enum.AutomaticSize.Y}
					LayoutOrder={i + 1}
					Event={{ Activated: () => props.canSend && props.onExample(text) }}
				>
					<uicorner CornerRadius={new UDim(0, Metrics.radius)} />
					<uistroke Color={palette.surfaceBorder} ApplyStrokeMode={Enum.ApplyStrokeMode.Border} />
					<uipadding
						PaddingLeft={new UDim(0, 8)}
						PaddingRight={new UDim(0, 8)}
						PaddingTop={new UDim(0, 5)}
						PaddingBottom={new UDim(0, 5)}
					/>
				</textbutton>,
			),
		);
		return (
			<frame BackgroundTransparency={1} Size={new UDim2(1, 0, 0, 0)} AutomaticSize={Enum.AutomaticSize.Y}>
				<uipadding PaddingTop={new UDim(0, 16)} PaddingLeft={new UDim(0, 4)} PaddingRight={new UDim(0, 4)} />
				<uilistlayout SortOrder={Enum.SortOrder.LayoutOrder} Padding={new UDim(0, 8)} />
				<Text
					Key="Title"
					text="Ask Lux about this place"
					color={palette.text}
					bold
					size={Metrics.titleTextSize}
					order={1}
				/>
				<Text
					Key="Hint"
					text="Lux reads scripts and instances on its own. Every write waits for your approval, and each turn can be undone."
					color={palette.subText}
					order={2}
				/>
				<Text Key="Try" text="Try:" color={palette.subText} size={Metrics.smallTextSize} order={3} />
				<Stack Key="Examples" gap={4} order={4}>
					{examples}
				</Stack>
				<Text
					Key="Model"
					text={`Model: ${props.model}`}
					color={palette.subText}
					size={Metrics.smallTextSize}
					order={5}
				/>
				<Text
					Key="Auto"
					text={autoApproveText(props.autoApprove, props.autoApproveServices)}
					color={palette.subText}
					size={Metrics.smallTextSize}
					order={6}
				/>
			</frame>
		);
	});
}
