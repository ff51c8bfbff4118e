/** Setup: the API key / endpoint / model dialog and the settings page. */
export { SetupDialog, SetupDialogProps } from "./SetupDialog";
export { SettingsPage, SettingsPageProps } from "./SettingsPage";
export { ModelPicker, modelLine } from "./ModelPicker";
export { keyCheckText, keyCheckColour } from "./KeyCheckText";
