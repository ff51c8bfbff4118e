/**
 * Keyboard shortcuts read from the panel's own GUI events, and where they go: the nearest
 * KeyScope (a page, the chat) gets every key its text boxes and its own frame see.
 *
 * Why not UserInputService: keys typed in a dock widget do not reach it (creator-docs
 * UserInputService.yaml: its input events fire only while the client window has focus). A
 * widget's GUI gets them instead: a focused TextBox through its InputBegan (GuiObject.yaml,
 * "keyboard button down") and its FocusLost, whose `inputThatCausedFocusLoss` names the key
 * that released it (TextBox.yaml: Escape is read there, the documented path); with no box
 * focused, the frames under the mouse get InputBegan (undocumented: docs/STUDIO.md, and Lux
 * doctor's "Keys in the panel" line says what the user's Studio delivered).
 *
 * `fromBox` plays the part of UserInputService's gameProcessed: a key that arrived while a
 * text box had focus was typed into that box, so a scope only acts on the keys it means for a
 * box (Escape leaving a field, Ctrl+Enter) and leaves the rest to the box.
 */
import Roact from "@rbxts/roact";

export interface KeyPress {
	readonly key: Enum.KeyCode;
	readonly ctrl: boolean;
	readonly shift: boolean;
	/** The key reached a focused text box (typed into it), not the panel's frames. */
	readonly fromBox: boolean;
}

/** Returns true when it acted on the key. */
export type KeyHandler = (press: KeyPress) => boolean;

export const KeyScopeContext = Roact.createContext<KeyHandler | undefined>(undefined);

/** What the panel has seen through each route, for Lux doctor. */
export const keySightings = { box: 0, frame: 0, escapeFromFocusLost: 0 };

function isCtrl(key: Enum.KeyCode): boolean {
	return key === Enum.KeyCode.LeftControl || key === Enum.KeyCode.RightControl;
}

/** A keyboard key going down, as a KeyPress; undefined for anything else (mouse, key up). */
export function keyPressOf(input: InputObject, fromBox: boolean): KeyPress | undefined {
	if (input.UserInputType !== Enum.UserInputType.Keyboard) return undefined;
	if (input.UserInputState !== Enum.UserInputState.Begin) return undefined;
	if (fromBox) keySightings.box += 1;
	else keySightings.frame += 1;
	// Modifiers themselves are never shortcuts; Escape in a box is read from FocusLost.
	if (isCtrl(input.KeyCode) || (fromBox && input.KeyCode === Enum.KeyCode.Escape)) return undefined;
	return {
		key: input.KeyCode,
		ctrl: input.IsModifierKeyDown(Enum.ModifierKey.Ctrl),
		shift: input.IsModifierKeyDown(Enum.ModifierKey.Shift),
		fromBox,
	};
}

/** The Escape that released a box (FocusLost's inputThatCausedFocusLoss), as a KeyPress. */
export function escapeFromFocusLost(input: InputObject | undefined): KeyPress | undefined {
	if (input === undefined || input.UserInputType !== Enum.UserInputType.Keyboard) return undefined;
	if (input.KeyCode !== Enum.KeyCode.Escape) return undefined;
	keySightings.escapeFromFocusLost += 1;
	return { key: Enum.KeyCode.Escape, ctrl: false, shift: false, fromBox: true };
}

/** Renders `render` with the nearest scope's handler (a no-op outside any scope). */
export function withKeys(render: (handle: KeyHandler) => Roact.Element | undefined): Roact.Element {
	return <KeyScopeContext.Consumer render={(handler) => render(handler ?? (() => false))} />;
}

export interface KeyScopeProps {
	readonly onKey: KeyHandler;
	readonly [Roact.Children]?: Roact.Children;
}

/** Makes `onKey` the handler for every key the boxes and frames below see. */
export function KeyScope(props: KeyScopeProps): Roact.Element {
	return <KeyScopeContext.Provider value={props.onKey}>{props[Roact.Children]}</KeyScopeContext.Provider>;
}

/** The InputBegan handler a scope's root frame takes (keys with no box focused). */
export function frameKeys(handle: KeyHandler) {
	return (_: GuiObject, input: InputObject) => {
		const press = keyPressOf(input, false);
		if (press !== undefined) handle(press);
	};
}
