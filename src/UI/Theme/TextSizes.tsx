/**
 * The reading sizes the user picks in Settings (Small / Normal / Large): the size of prose
 * (messages, cards, the message box) and of code (diffs, sources, code blocks).
 *
 * Why a context of its own, next to the palette: the size is a user setting (plugin settings,
 * Store), not a Studio theme colour; a provider at the root re-renders what reads it without
 * remounting, so drafts and expanded cards survive a change. Controls (buttons, titles,
 * toggles) keep Studio's own size, as Studio's widgets do.
 */
import Roact from "@rbxts/roact";
import { TEXT_SIZE_CHOICES, TextSizeChoice } from "Shared/SettingKeys";
import { Metrics } from "./Metrics";

export { TEXT_SIZE_CHOICES };
export type { TextSizeChoice };

export interface TextSizes {
	readonly prose: number;
	readonly code: number;
}

export const TEXT_SIZES: { readonly [K in TextSizeChoice]: TextSizes } = {
	small: { prose: 14, code: 12 },
	normal: { prose: Metrics.textSize, code: Metrics.codeTextSize },
	large: { prose: 18, code: 16 },
};

/** The sizes of a choice; anything unknown (an older setting) is Normal. */
export function textSizesOf(choice: TextSizeChoice | undefined): TextSizes {
	return choice !== undefined && TEXT_SIZES[choice] !== undefined ? TEXT_SIZES[choice] : TEXT_SIZES.normal;
}

export const TextSizeContext = Roact.createContext<TextSizes>(TEXT_SIZES.normal);

/** Renders `render` with the nearest provider's sizes (Normal outside any). */
export function withTextSizes(render: (sizes: TextSizes) => Roact.Element | undefined): Roact.Element {
	return <TextSizeContext.Consumer render={(sizes) => render(sizes ?? TEXT_SIZES.normal)} />;
}
