/** Studio implementations of the hosts Core uses, and the streaming host interface. */
export { StudioClockHost } from "./StudioClockHost";
export { StudioHttpHost } from "./StudioHttpHost";
export { StudioSettingsHost } from "./StudioSettingsHost";
export { StudioWebStreamHost } from "./StudioWebStreamHost";
export { StreamHandle, StreamHandlers, StreamMode, WebStreamHost } from "./WebStreamHost";
