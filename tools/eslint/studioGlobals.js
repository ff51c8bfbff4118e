/**
 * Studio's globals only in src/App/Studio, as a lint rule.
 *
 * Why: everything below the composition root must run headless (specs, the simulator, any
 * other host) on what it is handed. A module that reaches for the live DataModel (`game`,
 * `workspace`, `game:GetService`, an `@rbxts/services` import, which compiles to
 * `game:GetService`), the plugin (`plugin`, `settings()`, `UserSettings()`,
 * `DebuggerManager()`), its own Script (`script`) or the tables every script shares
 * (`shared`, `_G`) decides for itself where it runs, and no spec can give it anything else.
 * src/App/Studio builds the Studio hosts and hands them down (the DataModel among them);
 * every other file under src is an error here. A parameter or local of the same name (an
 * injected `root`, a parameter called `game`) is not a global and passes; so are Roblox's
 * pure types and constructors (Instance, Vector3, Enum, ...), which reach nothing.
 *
 * The one exception is the entry script's `plugin`: Studio gives that global only to the
 * plugin's Script, never to its ModuleScripts (creator-docs
 * reference/engine/globals/RobloxGlobals.yaml, plugin: "not passed to ModuleScripts within
 * the plugin. To use this reference in a ModuleScript, you must explicitly pass it"), so
 * src/index.server.ts must pass it to App/Studio itself.
 */
import path from "node:path";

/** The only folder (relative to src) whose files may touch Studio's globals. */
export const STUDIO_DIR = path.join("App", "Studio");

/** The entry Script (relative to src): the one file Studio hands `plugin` to. */
export const ENTRY_SCRIPT = "index.server.ts";

/** Globals that exist only inside Studio's (or a game's) script environment: any use is an error. */
const ANY_USE = new Set(["game", "workspace", "script", "shared", "_G", "plugin"]);

/** Global functions of Studio's environment, named with their call in the message. */
const CALLED = new Set(["settings", "UserSettings", "DebuggerManager"]);

/** Members of the global `game` that fetch a service from the global DataModel. */
const SERVICE_GETTERS = new Set(["GetService", "FindService"]);

function memberName(node) {
	if (node.type !== "MemberExpression") return undefined;
	if (!node.computed && node.property.type === "Identifier") return node.property.name;
	if (node.computed && node.property.type === "Literal") return String(node.property.value);
	return undefined;
}

/** The rel path of `file` inside src, or undefined when it lies outside src. */
function insideSrc(file, srcDir) {
	const rel = path.relative(srcDir, file);
	return rel.startsWith("..") || path.isAbsolute(rel) ? undefined : rel;
}

export function makeStudioGlobalsRule(srcDir) {
	return {
		meta: {
			type: "problem",
			docs: { description: "Studio globals only in src/App/Studio (docs/ARCHITECTURE.md)" },
			schema: [],
			messages: {
				global:
					"{{what}} is a Studio global: only src/App/Studio may touch it. Take what you need from a host App/Studio hands down.",
			},
		},
		create(context) {
			const rel = insideSrc(context.filename, srcDir);
			if (rel === undefined || rel === STUDIO_DIR || rel.startsWith(STUDIO_DIR + path.sep)) return {};
			const report = (node, what) => context.report({ node, messageId: "global", data: { what } });
			const checkSource = (node, source) => {
				if (source === "@rbxts/services") report(node, "An @rbxts/services import (game:GetService)");
			};
			return {
				ImportDeclaration: (node) => checkSource(node, node.source.value),
				ExportNamedDeclaration: (node) => node.source && checkSource(node, node.source.value),
				ExportAllDeclaration: (node) => checkSource(node, node.source.value),
				ImportExpression: (node) => node.source.type === "Literal" && checkSource(node, node.source.value),
				"Program:exit"(program) {
					// Unresolved references are the globals: a local or parameter named `game` passes.
					const scope = context.sourceCode.getScope(program);
					for (const ref of scope.through) {
						if (ref.isValueReference === false) continue;
						const id = ref.identifier;
						if (id.name === "plugin" && rel === ENTRY_SCRIPT) continue;
						if (CALLED.has(id.name)) report(id, `\`${id.name}()\``);
						else if (id.name === "game" && id.parent?.type === "MemberExpression" && id.parent.object === id) {
							const member = memberName(id.parent);
							const getter = member !== undefined && SERVICE_GETTERS.has(member);
							report(getter ? id.parent : id, getter ? `\`game.${member}\`` : "`game`");
						} else if (ANY_USE.has(id.name)) report(id, `\`${id.name}\``);
					}
				},
			};
		},
	};
}
