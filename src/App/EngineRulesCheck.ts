/**
 * Three `Lux doctor` checks on engine rules the tools rely on, asked of the user's own Studio on
 * a scratch Folder that never enters the place.
 *
 * Why: the simulator follows creator-docs, and where the docs are incomplete it takes the
 * strict reading (docs/STUDIO.md): attribute names may hold periods, hyphens and slashes
 * (Instance.yaml, SetAttribute), an EnumItem is not among the attribute types
 * (studio/properties.md), a name "cannot exceed 100 characters" (Instance.yaml, Name) without
 * saying whether a longer one errors or is cut, and LuaGlobals.yaml says loadstring is
 * "disabled by default" without a word on plugins, and no page states a limit on a script's
 * Source in Studio (Open Cloud's UpdateInstance has one: 200,000 bytes). Only the user's Studio can say which
 * reading holds; Lux's tools stay within the strict one either way.
 */
import type { DoctorLine } from "UI/Doctor";

/** What SetAttribute and Name do in this Studio with the values the docs leave open. */
export function engineRulesCheck(): DoctorLine {
	const check = "Engine rules";
	const scratch = new Instance("Folder");
	const [dotted] = pcall(() => scratch.SetAttribute("Lux.doctor-probe/1", true));
	const [enumItem] = pcall(() => scratch.SetAttribute("LuxDoctorEnum", Enum.Material.Plastic as never));
	const long = string.rep("n", 101);
	const [renamed] = pcall(() => (scratch.Name = long));
	const kept = scratch.Name.size();
	scratch.Destroy();
	const nameRule = !renamed ? "refused" : kept === 101 ? "kept whole" : `cut to ${kept} characters`;
	const detail = `Attribute names with periods, hyphens and slashes: ${dotted ? "accepted" : "refused"}; an EnumItem attribute: ${enumItem ? "accepted (Lux never writes one)" : "refused"}; a 101-character name: ${nameRule} (Lux refuses names over 100 before proposing).`;
	if (!dotted)
		return {
			check,
			ok: false,
			detail: `${detail} Lux offers such attribute names as the docs allow; an edit using one would fail here: name attributes with letters, digits and underscores.`,
		};
	return { check, ok: true, detail };
}

/** Whether this Studio lets a plugin compile code in edit mode (syntax checks and run_luau). */
export function loadstringCheck(): DoctorLine {
	const check = "Run code (loadstring)";
	const [called, fn] = pcall(() => loadstring("return 1", "=LuxDoctor"));
	if (called && fn !== undefined)
		return { check, ok: true, detail: "A plugin may compile code here: syntax checks and run_luau work." };
	return {
		check,
		ok: false,
		detail: `loadstring is not available to plugins in this Studio (${tostring(fn)}): proposed scripts cannot be syntax-checked and run_luau cannot run.`,
	};
}

/** Open Cloud's bound on a Source (UpdateInstance): the docs give none for Studio. */
const CLOUD_SOURCE_BYTES = 200_000;

/** Whether a Source over Open Cloud's 200,000 bytes is kept whole here (on a scratch ModuleScript). */
export function sourceSizeCheck(): DoctorLine {
	const check = "Large script text";
	const scratch = new Instance("ModuleScript");
	const size = CLOUD_SOURCE_BYTES + 50_000;
	const [wrote, problem] = pcall(() => (scratch.Source = `--${string.rep("x", size - 2)}`));
	const kept = scratch.Source.size();
	scratch.Destroy();
	if (wrote && kept === size)
		return { check, ok: true, detail: `A ${size}-byte Source was kept whole (no limit met).` };
	return {
		check,
		ok: false,
		detail: `A ${size}-byte Source was ${wrote ? `cut to ${kept} bytes` : `refused (${tostring(problem)})`}: Lux's edits of scripts that large may fail here; edit them in smaller scripts.`,
	};
}
