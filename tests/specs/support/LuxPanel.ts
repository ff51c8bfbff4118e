/**
 * The panel as the plugin wires it (LuxModules over real Tools on the SamplePlace, with this
 * place's project notes), mounted fresh for each test and unmounted with its place.
 *
 * Why one fixture: the panel specs that need the whole plugin (prompt wiring, plans, project
 * memory, summaries) must mount it the same way, and each must leave nothing for the next.
 */
import { projectStoreForTools } from "App";
import { Message } from "Core";
import { TextSizeChoice } from "Shared";
import { ProjectContext } from "Memory";
import { TaskPlanner } from "Planning";
import { placeKeyOf } from "Shared/SettingKeys";
import { JsonSettings, loadSample, Sample } from "../Tools/SamplePlace";
import { MemorySettings } from "./MemorySettings";
import { mountPanel, Panel, waitFor } from "./PanelHarness";

export interface LuxPanelOptions {
	/** This place's notes (default: empty, over fresh MemorySettings). */
	readonly project?: ProjectContext;
	/** Shared with Tools' `plan` host, so mark_plan_step reaches the panel's planner. */
	readonly planner?: TaskPlanner;
	/** A conversation saved by an earlier session. */
	readonly conversation?: ReadonlyArray<Message>;
	/** The plugin settings of an earlier mount: a plugin reload. */
	readonly settings?: MemorySettings;
	/** The tools' plugin settings (default: fresh JsonSettings). */
	readonly toolSettings?: JsonSettings;
	/** The panel's size (default 360 x 640). */
	readonly width?: number;
	readonly height?: number;
	/** Stream replies (SSE through the simulator's web streams). */
	readonly streaming?: boolean;
	/** Settings > Text size, as chosen in an earlier session. */
	readonly textSize?: TextSizeChoice;
}

export class LuxPanel {
	private panel?: Panel;
	private sample?: Sample;

	/** Unmounts the last panel and its place, then mounts a new one and waits for the index. */
	mount(options: LuxPanelOptions = {}): Panel {
		this.unmount();
		const project = options.project ?? new ProjectContext(new MemorySettings(), placeKeyOf(game));
		this.sample = loadSample({
			projectContext: projectStoreForTools(project),
			plan: options.planner,
			settings: options.toolSettings,
		});
		const p = mountPanel({
			lux: { tools: this.sample.tools, project, planner: options.planner },
			conversation: options.conversation,
			settings: options.settings,
			width: options.width,
			height: options.height,
			streaming: options.streaming,
			textSize: options.textSize,
		});
		this.panel = p;
		waitFor("the script index", () => !p.modules!.index.busy());
		return p;
	}

	unmount() {
		this.panel?.unmount();
		this.sample?.unload();
		this.panel = undefined;
		this.sample = undefined;
	}
}
