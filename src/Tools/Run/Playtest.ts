/**
 * playtest: starts a play (or run) session through StudioTestService, lets Lux's collector
 * inside it gather errors and warnings for `duration` seconds, and returns a summary.
 *
 * Why: "the lava doesn't kill players, fix it" needs the place to run. The session is a
 * copy of the place: nothing in the edit place changes, so it needs no approval. Lux ends
 * the session itself (its collector calls EndTest after the duration); if the place ends it
 * first, what the collector saw until then is read from plugin settings. Checks run inside
 * the session (an instance exists at the end; no errors). A snippet check is not offered:
 * loadstring is not available during a playtest.
 */
import type { SettingsHost } from "Shared/Hosts";
import { ok } from "Shared/Result";
import { bool, int, objectSchema, oneOf } from "../Core/Schema";
import { fail } from "../Core/ToolFailure";
import type { ToolSpec } from "../Core/ToolSpec";
import type { PlaytestView } from "../Core/ToolView";
import { describeValue } from "../Core/ValueCodec";
import { hideSecrets, hideSecretsInView } from "./Secrets";
import { PLAYTEST_LOG_KEY, PLAYTEST_MARK, PlaytestArgs, PlaytestRecord } from "./PlaytestCollector";

export const DEFAULT_PLAYTEST_SECONDS = 10;
export const MAX_PLAYTEST_SECONDS = 120;
/** How long past the duration the edit side waits for the session to end before saying so. */
const GRACE_SECONDS = 15;
let sessions = 0;

function recordOf(value: unknown, session: string): PlaytestRecord | undefined {
	if (!typeIs(value, "table")) return undefined;
	const r = value as Partial<PlaytestRecord>;
	return r.mark === PLAYTEST_MARK && r.session === session ? (r as PlaytestRecord) : undefined;
}

function savedRecord(settings: SettingsHost, session: string) {
	return recordOf(settings.get(PLAYTEST_LOG_KEY), session);
}

function section(title: string, lines: ReadonlyArray<string>): string {
	return lines.size() === 0
		? `${title}: none`
		: `${title} (${lines.size()}):\n${lines.map((l) => `  ${l}`).join("\n")}`;
}

function report(record: PlaytestRecord | undefined, ending: string, requireNoErrors: boolean) {
	if (record === undefined)
		return {
			content: `${ending}\nLux's collector did not report from inside the session (the plugin may not be loaded in playtests), so no errors were read. Use get_output to read the Output window.`,
			failed: true,
			view: { kind: "playtest" as const, passed: false, ending, errors: [], warnings: [], checks: [] },
		};
	const checks = [...record.checks];
	if (requireNoErrors)
		checks.push({
			name: "no errors in Output",
			passed: record.errors.size() === 0,
			detail: `${record.errors.size()} errors`,
		});
	const checkLines = checks.map((c) => `${c.passed ? "passed" : "FAILED"}: ${c.name} (${c.detail})`);
	const failed = checks.some((c) => !c.passed);
	const more = record.omitted > 0 ? `\n[${record.omitted} more error/warning lines not shown]` : "";
	const content = [
		ending,
		section("Errors", record.errors),
		section("Warnings", record.warnings),
		`Other output lines: ${record.outputLines}${more}`,
		section("Checks", checkLines),
		`Verdict: ${failed ? "FAILED" : "passed"}`,
	].join("\n");
	const view: PlaytestView = {
		kind: "playtest",
		passed: !failed,
		ending,
		errors: record.errors,
		warnings: record.warnings,
		checks: checks.map((c) => ({ name: c.name, passed: c.passed })),
	};
	return { content, failed, view };
}

export const playtest: ToolSpec = {
	definition: {
		name: "playtest",
		risk: "read",
		description:
			"Playtests a copy of the place for duration seconds, collects errors with script and line, ends it, and checks exists paths and no_errors.",
		parameters: objectSchema(
			{
				duration: int(
					`Seconds to play (default ${DEFAULT_PLAYTEST_SECONDS}, at most ${MAX_PLAYTEST_SECONDS}).`,
					1,
				),
				mode: oneOf('"play" (default) or "run".', ["play", "run"]),
				exists: {
					type: "array",
					description: "Paths that must exist when the session ends.",
					items: { type: "string" },
				},
				no_errors: bool("Fail when Output shows an error (default true)."),
			},
			[],
		),
	},
	handler: {
		kind: "read",
		run: (args, hosts) => {
			const root = hosts.root as DataModel;
			if (root.GetService("RunService").IsRunning())
				return fail("unavailable", "A playtest is already running; stop it in Studio first.");
			const test = root.GetService("StudioTestService");
			const duration = math.min(
				(args.duration as number | undefined) ?? DEFAULT_PLAYTEST_SECONDS,
				MAX_PLAYTEST_SECONDS,
			);
			const mode = (args.mode as string | undefined) ?? "play";
			sessions++;
			const session = `${sessions}-${math.floor(hosts.clock.now() * 1000)}`;
			const testArgs: PlaytestArgs = {
				mark: PLAYTEST_MARK,
				session,
				duration,
				exists: (args.exists as string[] | undefined) ?? [],
			};
			hosts.settings.set(PLAYTEST_LOG_KEY, undefined);
			let outcome: { ran: boolean; value: unknown } | undefined;
			task.spawn(() => {
				const [ran, value] = pcall(() =>
					mode === "run" ? test.ExecuteRunModeAsync(testArgs) : test.ExecutePlayModeAsync(testArgs),
				);
				outcome = { ran, value };
			});
			const started = hosts.clock.now();
			while (outcome === undefined && hosts.clock.now() - started < duration + GRACE_SECONDS)
				hosts.clock.wait(0.1);
			if (outcome === undefined)
				return fail(
					"unavailable",
					`The playtest was still running ${duration + GRACE_SECONDS} s after it started: Lux's collector inside it did not end it. Press Stop in Studio.`,
				);
			if (!outcome.ran)
				return fail("unavailable", `Studio refused to start the playtest: ${tostring(outcome.value)}`);
			const fromCollector = recordOf(outcome.value, session);
			const record = fromCollector ?? savedRecord(hosts.settings, session);
			const ending =
				fromCollector !== undefined
					? `Playtest (${mode}, ${duration} s): Lux ended it after ${duration} s.`
					: outcome.value !== undefined
						? `Playtest (${mode}): the place ended it itself with EndTest(${describeValue(outcome.value, hosts.root)}).`
						: `Playtest (${mode}): it ended early by other means (Stop pressed, or Studio ended it).`;
			const result = report(record, ending, (args.no_errors as boolean | undefined) ?? true);
			const errors = record?.errors.size() ?? 0;
			return ok({
				content: hideSecrets(hosts, result.content),
				summary: result.failed ? `Playtest failed (${errors} errors)` : "Playtest passed",
				view: hideSecretsInView(hosts, result.view),
			});
		},
	},
};
