/**
 * Remembers the undo recording Lux has open, and cancels one a previous plugin run left open.
 *
 * Why: a plugin reload does not cancel a recording the plugin left open (studio-apis.md), for
 * example when Studio reloads plugins while UpdateSourceAsync is yielding inside an apply.
 * Left open, it would swallow the user's next edits into a half-applied Lux change. The open
 * id is kept in a plugin setting; the next start cancels it, which reverts its changes.
 */
import type { ChangeHistoryHost, SettingsHost } from "Shared/Hosts";

export const OPEN_RECORDING_KEY = "LuxOpenRecording";

export function recoveringHistory(inner: ChangeHistoryHost, settings: SettingsHost): ChangeHistoryHost {
	const left = settings.get(OPEN_RECORDING_KEY);
	if (typeIs(left, "string")) {
		pcall(() => inner.cancel(left));
		settings.set(OPEN_RECORDING_KEY, undefined);
	}
	return {
		tryBegin(name, displayName) {
			const id = inner.tryBegin(name, displayName);
			if (id !== undefined) settings.set(OPEN_RECORDING_KEY, id);
			return id;
		},
		commit(id) {
			inner.commit(id);
			settings.set(OPEN_RECORDING_KEY, undefined);
		},
		cancel(id) {
			inner.cancel(id);
			settings.set(OPEN_RECORDING_KEY, undefined);
		},
	};
}
