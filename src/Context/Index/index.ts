/** The script index: entries, outlines, hashes, and the hosts that feed it. */
export { ScriptIndex, DEFAULT_SLICE_SECONDS } from "./ScriptIndex";
export { ScriptEntry, makeEntry } from "./ScriptEntry";
export { Outline, outlineOf, outlineItems, formatOutline, requireTarget } from "./ScriptOutline";
export { contentHash } from "./ContentHash";
export { ScriptIndexHost, ScriptChange, ScriptChangeSource } from "./IndexHosts";
export { StudioScriptIndexHost, StudioScriptWatcher, SCRIPT_ROOTS, placeScriptRoots } from "./StudioScriptWatcher";
