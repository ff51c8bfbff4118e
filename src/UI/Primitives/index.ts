/** Primitives: the few themed building blocks every feature component is made of. */
export { Text, TextProps } from "./Text";
export { Button, ButtonProps } from "./Button";
export { Stack, StackProps } from "./Stack";
export { TextInput, TextInputProps, focusWhenShown } from "./TextInput";
export { Card, CardProps } from "./Card";
export { Toggle, ToggleProps } from "./Toggle";
export { Field, FieldProps } from "./Field";
export { Page, PageProps } from "./Page";
export { inputChrome } from "./InputChrome";
export { HangingText, HangingTextProps } from "./HangingText";
export {
	KeyScope,
	KeyScopeProps,
	KeyPress,
	KeyHandler,
	keyPressOf,
	escapeFromFocusLost,
	withKeys,
	frameKeys,
	keySightings,
} from "./KeyScope";
export { SelectableText, SelectableTextProps, plainOfRich } from "./SelectableText";
export { CopyableText, CopyableTextProps } from "./CopyableText";
