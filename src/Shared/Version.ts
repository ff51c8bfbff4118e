/** The plugin's name and version, shown in the toolbar and sent as attribution. */
export const LUX_NAME = "Lux";
export const LUX_VERSION = "0.1.0";
