/**
 * `Lux doctor`: checks, in the user's own Studio, the things docs/STUDIO.md lists as unknown
 * or easy to get wrong, and says for each what to do.
 *
 * Why: the project is tested in a simulator that follows Roblox's documentation; where the
 * documentation is silent (how SSE messages arrive, what a settings write does with several
 * Studio windows, whether HTTP is allowed for this host) only the user's Studio can answer.
 * Every check is read-only for the place: the recording check begins and cancels an empty
 * recording; the settings check writes one probe setting and removes it. The checks live in
 * App (they are run against the hosts the composition root built); the page that shows
 * them (UI/Doctor) gets them as a function.
 */
import { ApiConfig, endpoint, redact, WebStreamHost } from "Core";
import { encodeJson } from "Shared/Json";
import { hostOf } from "Core/Api/ApiConfig";
import { CodecSettingsHost, RawSettingsStore, SETTINGS } from "Shared";
import type { ChangeHistoryHost, ClockHost, HttpHost, ScriptEditorHost } from "Shared/Hosts";
import type { DoctorLine } from "UI/Doctor";
import { keySightings } from "UI/Primitives/KeyScope";
import { engineRulesCheck, loadstringCheck, sourceSizeCheck } from "./EngineRulesCheck";

export interface DoctorHosts {
	readonly config: () => ApiConfig;
	readonly http: HttpHost;
	readonly stream: WebStreamHost;
	readonly raw: RawSettingsStore;
	readonly history: ChangeHistoryHost;
	readonly scripts: Pick<ScriptEditorHost, "read">;
	/** A script in the place to read, if there is one. */
	readonly anyScript: () => LuaSourceContainer | undefined;
	readonly clock: ClockHost;
}

const PROBE_VALUE = { path: 'C:\\Users\\dev\\"quoted"', list: ["a", "b", "c"] };

function httpCheck(h: DoctorHosts, config: ApiConfig): DoctorLine {
	const host = hostOf(config.baseUrl);
	const outcome = h.http.request({
		url: endpoint(config, "models"),
		method: "GET",
		headers: config.apiKey !== "" ? { Authorization: `Bearer ${config.apiKey}` } : {},
		timeout: math.min(config.timeoutSeconds, 30),
	});
	const check = "HTTP enabled and host permission";
	if (outcome.ok) return { check, ok: true, detail: `${host} answered (status ${outcome.response.statusCode}).` };
	const problem = redact(outcome.error, config.apiKey);
	if (problem.find("not enabled", 1, true)[0] !== undefined)
		return { check, ok: false, detail: `${problem}. Turn on Game Settings > Security > Allow HTTP Requests.` };
	if (problem.lower().find("permission", 1, true)[0] !== undefined)
		return {
			check,
			ok: false,
			detail: `${problem}. Allow ${host} for Lux in Plugins > Manage Plugins (HTTP permissions).`,
		};
	return { check, ok: false, detail: `${problem}. Check the base URL in Settings and your network.` };
}

function settingsCheck(h: DoctorHosts): DoctorLine {
	const check = "Settings round trip";
	const codec = new CodecSettingsHost(h.raw);
	const key = SETTINGS.doctorProbe.key;
	const [wrote, problem] = pcall(() => codec.set(key, PROBE_VALUE));
	if (!wrote) return { check, ok: false, detail: `Saving a setting failed: ${tostring(problem)}.` };
	const back = codec.get(key) as typeof PROBE_VALUE | undefined;
	pcall(() => codec.set(key, undefined));
	const same =
		back !== undefined &&
		back.path === PROBE_VALUE.path &&
		(back.list ?? []).join(",") === PROBE_VALUE.list.join(",");
	// A plain array of safe strings straight through SetSetting shows whether Studio returns a map.
	const [, rawBack] = pcall(() => {
		h.raw.set(key, ["x", "y"]);
		const value = h.raw.get(key);
		h.raw.set(key, undefined);
		return value;
	});
	const asMap = typeIs(rawBack, "table") && (rawBack as Record<string, unknown>)["1"] !== undefined;
	const shape = asMap ? "arrays come back as maps (handled)" : "arrays come back as arrays";
	if (!same)
		return {
			check,
			ok: false,
			detail: `A key, a value with a backslash and quotes, and an array did not read back the same (${shape}). Another Studio window may be writing Lux's settings: close it and run the doctor again.`,
		};
	return { check, ok: true, detail: `Keys, a backslash and quote value, and an array read back exactly; ${shape}.` };
}

function scriptCheck(h: DoctorHosts): DoctorLine {
	const check = "ScriptEditorService access";
	const target = h.anyScript();
	if (target === undefined) return { check, ok: true, detail: "No script in this place to read; nothing to check." };
	const [ok, text] = pcall(() => h.scripts.read(target));
	return ok
		? { check, ok: true, detail: `Read ${target.GetFullName()} (${(text as string).size()} bytes).` }
		: {
				check,
				ok: false,
				detail: `Reading a script failed: ${tostring(text)}. Run Lux as a plugin, not a game script.`,
			};
}

function recordingCheck(h: DoctorHosts): DoctorLine {
	const check = "Recording support";
	const [ok, id] = pcall(() => h.history.tryBegin("LuxDoctor", "Lux doctor check"));
	if (!ok) return { check, ok: false, detail: `TryBeginRecording failed: ${tostring(id)}.` };
	if (id === undefined)
		return {
			check,
			ok: false,
			detail: "No recording could begin: stop a running playtest, or wait for Lux's change in progress to finish.",
		};
	pcall(() => h.history.cancel(id));
	return { check, ok: true, detail: "A recording began and was cancelled (nothing changed)." };
}

function isWholeEvent(message: string): boolean {
	if (message === "[DONE]") return true;
	const [first] = message.match("^%s*[%[{]");
	const [last] = message.match("[%]}]%s*$");
	return first !== undefined && last !== undefined && message.find("\n\n", 1, true)[0] === undefined;
}

function streamCheck(h: DoctorHosts, config: ApiConfig): DoctorLine {
	const check = "Stream type";
	if (!h.stream.isAvailable())
		return { check, ok: true, detail: "This Studio has no CreateWebStreamClient: Lux uses plain requests." };
	const messages = new Array<string>();
	let closed = false;
	let failure: string | undefined;
	const body = encodeJson({
		model: config.model,
		stream: true,
		max_tokens: 5,
		messages: [{ role: "user", content: "Reply with OK" }],
	});
	const handle = h.stream.open(
		{
			url: endpoint(config, "chat/completions"),
			method: "POST",
			headers: { Authorization: `Bearer ${config.apiKey}`, "Content-Type": "application/json" },
			body,
			timeout: math.min(config.timeoutSeconds, 30),
		},
		{
			onOpened: () => {},
			onMessage: (m) => messages.push(m),
			onError: (status, m) => (failure = `${status} ${redact(m, config.apiKey)}`),
			onClosed: () => (closed = true),
		},
	);
	if (typeIs(handle, "string"))
		return {
			check,
			ok: false,
			detail: `${h.stream.mode} could not start (${handle}): turn streaming off in Settings.`,
		};
	const started = h.clock.now();
	while (!closed && failure === undefined && h.clock.now() - started < 30) h.clock.wait(0.1);
	handle.close();
	if (failure !== undefined && messages.size() === 0)
		return { check, ok: false, detail: `${h.stream.mode} failed (${failure}): turn streaming off in Settings.` };
	if (messages.size() === 0)
		return {
			check,
			ok: false,
			detail: `${h.stream.mode} delivered nothing in 30 s: turn streaming off in Settings.`,
		};
	const whole = messages.every(isWholeEvent);
	return {
		check,
		ok: true,
		detail: `${h.stream.mode} works; ${messages.size()} messages, ${whole ? "each one whole event" : "events arrive in pieces or several at once (Lux parses the event-stream text)"}.`,
	};
}

function timeoutCheck(config: ApiConfig): DoctorLine {
	const seconds = config.timeoutSeconds;
	return {
		check: "Request timeout",
		ok: seconds > 0,
		detail: `Lux asks for ${seconds} s; Studio refuses more than its default request timeout, so the model client keeps requests within it and streams long answers.`,
	};
}

/**
 * Which routes brought keys to the panel since it opened. The docs do not say which GUI objects
 * get a key in a dock widget (docs/STUDIO.md, GuiObject.InputBegan): the shortcuts rely on the
 * focused box's InputBegan, the frames under the mouse, and FocusLost's Escape.
 */
export function keysCheck(): DoctorLine {
	const check = "Keys in the panel";
	const { box, frame, escapeFromFocusLost } = keySightings;
	const counts = `${box} keys reached the message box and fields (their InputBegan), ${frame} reached the panel with no field focused, Escape left a field ${escapeFromFocusLost} times (FocusLost)`;
	if (box === 0)
		return {
			check,
			ok: false,
			detail: `${counts}. Type in the message box (Shift+Enter makes a new line) and run the doctor again; if this stays 0, Ctrl+Enter, Ctrl+Backspace and Up/Down cannot work in this Studio: use the buttons.`,
		};
	const idle = frame === 0 ? " Escape with no field focused (over the panel) would show in the second count." : "";
	return { check, ok: true, detail: `${counts}.${idle}` };
}

/** Runs every check (yields: HTTP, streaming). The key never appears in a line. */
export function runDoctor(h: DoctorHosts): DoctorLine[] {
	const config = h.config();
	const lines = [
		httpCheck(h, config),
		settingsCheck(h),
		scriptCheck(h),
		recordingCheck(h),
		config.apiKey !== ""
			? streamCheck(h, config)
			: { check: "Stream type", ok: false, detail: "Add an API key in Settings first." },
		timeoutCheck(config),
		engineRulesCheck(),
		loadstringCheck(),
		sourceSizeCheck(),
		keysCheck(),
	];
	return lines.map((l) => ({ ...l, detail: redact(l.detail, config.apiKey) }));
}
