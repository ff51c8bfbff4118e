/** Studio implementations of the hosts Core uses, and the streaming host interface. */
export { StudioClockHost, StudioSettingsHost } from "Shared/StudioHosts";
export { StudioHttpHost } from "./StudioHttpHost";
export { StudioWebStreamHost } from "./StudioWebStreamHost";
export { StreamHandle, StreamHandlers, StreamMode, WebStreamHost } from "./WebStreamHost";
