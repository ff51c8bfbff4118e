/**
 * Everything the shell takes from Studio, built by src/App/Studio and handed to startPlugin.
 *
 * Why an interface here: the shell wires Studio's hosts into the panel, the tools and the
 * modules, but only App/Studio may touch Studio's globals (lint rule lux/studio-globals);
 * so the shell names what it needs and App/Studio provides it, and specs provide fakes.
 */
import type { WebStreamHost } from "Core/Hosts/WebStreamHost";
import type { CodecSettingsHost, RawSettingsStore } from "Shared/CodecSettingsHost";
import type { ChangeHistoryHost, ClockHost, FrameSource, HttpHost, ScriptEditorHost } from "Shared/Hosts";
import type { ToolHosts } from "Tools/Hosts/ToolHosts";
import type { ThemeHost } from "UI/Theme/ThemeHost";

export interface ShellHosts {
	/** The place Lux works on (Studio's `game`): the index, verification and the place key read it. */
	readonly dataModel: DataModel;
	readonly clock: ClockHost;
	/** Plugin settings through the settings codec. */
	readonly settings: CodecSettingsHost;
	/** Plugin settings as Studio stores them (Lux doctor's round-trip check). */
	readonly rawSettings: RawSettingsStore;
	readonly http: HttpHost;
	/** A new web-stream host (SSE) for each user. */
	readonly stream: () => WebStreamHost;
	/** The tools' hosts over the place, the given roots (the widget) protected from edits. */
	readonly toolHosts: (protectedRoots: ReadonlyArray<Instance>) => ToolHosts;
	/** ChangeHistoryService and the script editor without the tools' retries (Lux doctor). */
	readonly history: ChangeHistoryHost;
	readonly scripts: ScriptEditorHost;
	readonly theme: ThemeHost;
	readonly frames: FrameSource;
	/** A script in the place for Lux doctor to read, if there is one. */
	readonly anyScript: () => LuaSourceContainer | undefined;
}
