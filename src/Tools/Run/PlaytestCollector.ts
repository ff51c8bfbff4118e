/**
 * Lux's only code inside a playtest's server DataModel: collect Output, run the checks,
 * end the test.
 *
 * Why: Studio loads the plugin into the play DataModel too. There Lux must not open a panel
 * or run a loop (the edit place's copy is the one the user talks to); it only does what
 * the edit side asked through StudioTestService:GetTestArgs, and only when the session is
 * Lux's own (the args carry PLAYTEST_MARK). It records errors and warnings in plugin
 * settings as they arrive (settings are shared by the plugin's copies, so the edit side
 * reads them even if the place ends the test itself), waits the duration, runs the checks
 * and calls EndTest with the summary (creator-docs StudioTestService.yaml: EndTest's value
 * is what ExecutePlayModeAsync returns).
 */
import type { SettingsHost } from "Shared/Hosts";
import { resolvePath } from "../Core/PathResolver";
import { describeLine, levelOf } from "./OutputLines";

export const PLAYTEST_MARK = "lux-playtest";
/** One of the keys in Shared/SettingKeys (SETTINGS.playtestLog), which the settings codec accepts. */
export const PLAYTEST_LOG_KEY = "LuxPlaytestLog";
const MAX_LINES = 30;

export interface PlaytestArgs {
	readonly mark: string;
	readonly session: string;
	readonly duration: number;
	readonly exists: ReadonlyArray<string>;
}

export interface PlaytestCheck {
	readonly name: string;
	readonly passed: boolean;
	readonly detail: string;
}

/** What the collector saw; also the value it passes to EndTest. */
export interface PlaytestRecord {
	mark: string;
	session: string;
	errors: string[];
	warnings: string[];
	outputLines: number;
	omitted: number;
	checks: PlaytestCheck[];
	finished: boolean;
}

export interface CollectorHosts {
	readonly test: StudioTestService;
	readonly log: LogService;
	readonly root: Instance;
	readonly settings: SettingsHost;
	readonly wait: (seconds: number) => void;
}

export function isPlaytestArgs(value: unknown): value is PlaytestArgs {
	if (!typeIs(value, "table")) return false;
	const v = value as Partial<PlaytestArgs>;
	return v.mark === PLAYTEST_MARK && typeIs(v.session, "string") && typeIs(v.duration, "number");
}

/** Collects until the duration has passed, then ends the test; false when the session is not Lux's. */
export function collectPlaytest(hosts: CollectorHosts): boolean {
	const args = hosts.test.GetTestArgs();
	if (!isPlaytestArgs(args)) return false;
	const record: PlaytestRecord = {
		mark: PLAYTEST_MARK,
		session: args.session,
		errors: [],
		warnings: [],
		outputLines: 0,
		omitted: 0,
		checks: [],
		finished: false,
	};
	const save = () => hosts.settings.set(PLAYTEST_LOG_KEY, record);
	save();
	const connection = hosts.log.MessageOut.Connect((message, messageType) => {
		const level = levelOf(messageType);
		if (level === "output" || level === "info") {
			record.outputLines++;
			return;
		}
		const list = level === "error" ? record.errors : record.warnings;
		if (list.size() >= MAX_LINES) record.omitted++;
		else list.push(describeLine(message));
		save();
	});
	hosts.wait(args.duration);
	connection.Disconnect();
	for (const path of args.exists ?? []) {
		const found = resolvePath(hosts.root, path);
		record.checks.push({
			name: `${path} exists`,
			passed: found.ok,
			detail: found.ok ? "found" : found.error.message,
		});
	}
	record.finished = true;
	save();
	hosts.test.EndTest(record);
	return true;
}
