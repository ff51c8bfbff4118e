/**
 * The words and colour for a key check result.
 *
 * Why separate: the setup dialog and its spec share them, and "network blocked" needs
 * instructions, not just a status.
 */
import { KeyCheck } from "../Store";
import { Palette } from "../Theme";

export function keyCheckText(check: KeyCheck): string | undefined {
	switch (check.state) {
		case "idle":
			return undefined;
		case "checking":
			return "Checking the key…";
		case "valid":
			if (check.note !== undefined) return check.note;
			return check.remaining !== undefined
				? `Valid key (${check.label}), $${string.format("%.2f", check.remaining)} credit left.`
				: `Valid key (${check.label}).`;
		case "invalid":
			return `Invalid key: ${check.message}`;
		case "blocked":
			return `Network blocked: ${check.message}`;
		case "error":
			return check.message;
	}
}

export function keyCheckColour(check: KeyCheck, palette: Palette): Color3 {
	if (check.state === "valid") return palette.success;
	if (check.state === "checking" || check.state === "idle") return palette.subText;
	return check.state === "blocked" ? palette.warning : palette.error;
}
