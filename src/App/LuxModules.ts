/**
 * Builds the modules behind one conversation (Context's index and selector, Memory,
 * Planning's verification, Safety) around a Tools runner, and the task modules the Conversation's Task orders
 * them.
 *
 * Why one factory: the plugin and the panel specs must run the same wiring, or a spec could
 * pass over a panel the user never sees. Hosts come in (the `frames` tick that steps the
 * script index among them), the DataModel too (App/Studio hands down Studio's). With an HttpHost the task gets a model
 * summariser for compression, over the same connection the loop uses, asked only while the
 * user's "Summarise older turns with the model" setting is on.
 *
 * The runner order is the tool pipeline (App/ToolPipeline.ts).
 */
import { Trove } from "@rbxts/trove";
import { ContextSelector, ScriptIndex, StudioScriptIndexHost, StudioScriptWatcher } from "Context";
import { settingsSummariser, summaryCostNotice, TaskModules } from "Conversation";
import { DecisionMemory, ProjectContext, WorkingMemory } from "Memory";
import { TaskPlanner, VerificationLog } from "Planning";
import { SafeToolRunner } from "Safety";
import { CodecSettingsHost } from "Shared/CodecSettingsHost";
import { ClockHost, FrameSource, HttpHost, ScriptEditorHost, SelectionHost, SettingsHost } from "Shared/Hosts";
import { ToolHosts } from "Tools/Hosts/ToolHosts";
import { ToolRunner } from "Tools/ToolProtocol";
import { NoticeRelay, UsageRelay } from "./Relay";
import { buildToolPipeline } from "./ToolPipeline";

/** The place's script index, stepped one slice per frame (Heartbeat), with the script watcher attached. */
export interface PlaceIndex {
	readonly index: ScriptIndex;
	readonly destroy: () => void;
}

/**
 * Starts indexing the place. Separate from createLuxModules because Tools'
 * `discover_project` needs the index (through projectDiscovererFor) before the tools, and
 * so before the modules around them, exist: startPlugin starts it first and hands it to both.
 */
export function startPlaceIndex(
	hosts: Pick<LuxModuleHosts, "scripts" | "clock" | "dataModel" | "indexRoots" | "frames">,
): PlaceIndex {
	const trove = new Trove();
	const indexHost = new StudioScriptIndexHost(hosts.scripts, hosts.indexRoots, hosts.dataModel);
	const index = new ScriptIndex(indexHost, hosts.clock);
	trove.add(index.attach(new StudioScriptWatcher(indexHost)));
	index.start();
	// One small slice per frame: a large place indexes over several frames without a hitch.
	trove.add(
		hosts.frames(() => {
			if (index.busy()) index.step();
		}),
	);
	return { index, destroy: () => trove.destroy() };
}

export interface LuxModuleHosts {
	readonly settings: SettingsHost;
	readonly clock: ClockHost;
	/** A per-frame tick (App/Studio: RunService.Heartbeat); the index steps on it. */
	readonly frames: FrameSource;
	readonly scripts: Pick<ScriptEditorHost, "read">;
	readonly selection?: SelectionHost;
	/** Tools' hosts (Safety validates calls against them). */
	readonly toolHosts: ToolHosts;
	/** Project notes, shared with Tools' ProjectContextStore (see projectStoreForTools). */
	readonly project: ProjectContext;
	/** The place the index scans and verification reads (Studio's DataModel, or a spec's). */
	readonly dataModel: Instance;
	/** The task planner, shared with Tools' `plan` host (mark_plan_step); a new one by default. */
	readonly planner?: TaskPlanner;
	/** Services the index scans (default SCRIPT_ROOTS). */
	readonly indexRoots?: ReadonlyArray<string>;
	/** An index already started (startPlaceIndex); the modules own it from here. Default: a new one. */
	readonly placeIndex?: PlaceIndex;
	/** When given, older turns may be summarised by the model (the user's setting decides per request). */
	readonly http?: HttpHost;
}

export interface LuxModules {
	/** The modules the Conversation's Task runs each message with. */
	readonly task: TaskModules;
	readonly notices: NoticeRelay;
	/** What model summaries spent; the Conversation adds it to its meter. */
	readonly usage: UsageRelay;
	/** The runner the loop uses: the plan gate over Safety over verification over `inner`. */
	readonly runner: ToolRunner;
	/** Safety's runner inside it, as the Conversation's TaskWiring names it (reset per task, trips reported). */
	readonly breaker: SafeToolRunner;
	readonly index: ScriptIndex;
	readonly verification: VerificationLog;
	/** The persisted memories, for the Project memory page (the Conversation's ProjectMemory port). */
	readonly memory: { readonly project: ProjectContext; readonly decisions: DecisionMemory };
	readonly destroy: () => void;
}

/** Wraps `inner` (the Tools runner, possibly bridged) and starts indexing the place in slices. */
export function createLuxModules(hosts: LuxModuleHosts, inner: ToolRunner): LuxModules {
	const trove = new Trove();
	const dataModel = hosts.dataModel;
	const placeIndex = hosts.placeIndex ?? startPlaceIndex(hosts);
	trove.add(placeIndex.destroy);
	const index = placeIndex.index;

	const planner = hosts.planner ?? new TaskPlanner();
	const pipeline = buildToolPipeline(
		inner,
		{ toolHosts: hosts.toolHosts, scripts: hosts.scripts, dataModel },
		planner,
	);
	const { runner, verification } = pipeline;
	const safe = pipeline.safety;
	const notices = new NoticeRelay();
	// A setting reset because it was unreadable (Shared/CodecSettingsHost) is told, never silent.
	if (hosts.settings instanceof CodecSettingsHost) {
		for (const text of hosts.settings.pendingNotices()) notices.notice(text);
		hosts.settings.onNotice((text) => notices.notice(text));
	}
	const usage = new UsageRelay();
	const decisions = new DecisionMemory(hosts.settings, hosts.clock);
	const task: TaskModules = {
		selector: new ContextSelector(index),
		planner,
		working: new WorkingMemory(),
		project: hosts.project,
		decisions,
		verification,
		selection: hosts.selection,
		notices,
		loadNotices: [hosts.project.loadNotice, decisions.loadNotice],
		summariser:
			hosts.http !== undefined
				? settingsSummariser(hosts.settings, hosts.http, hosts.clock, (spent) => {
						notices.notice(summaryCostNotice(spent));
						usage.emit(spent);
					})
				: undefined,
	};
	return {
		task,
		notices,
		usage,
		runner,
		breaker: safe,
		index,
		verification,
		memory: { project: hosts.project, decisions },
		destroy: () => trove.destroy(),
	};
}
