/** The streaming host interface (Studio's implementation: App/Studio/StudioWebStreamHost). */
export { StreamHandle, StreamHandlers, StreamMode, WebStreamHost } from "./WebStreamHost";
