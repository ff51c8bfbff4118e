/** The streaming host interface (Studio's implementation: App/Studio/StudioWebStreamHost), and the clock. */
export { StudioClockHost } from "Shared/StudioClockHost";
export { StreamHandle, StreamHandlers, StreamMode, WebStreamHost } from "./WebStreamHost";
