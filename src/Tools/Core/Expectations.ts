/**
 * What an applied write declares it left in the place, and the check of that declaration
 * against the live DataModel.
 *
 * Why declared by each tool and checked here: only the tool knows what it changed (a renamed
 * instance is found by reference, not by a path that no longer names it; a dotted name needs
 * no path at all), and only the live DataModel knows whether it happened. A script whose text
 * does not compile never verifies.
 */
import type { ToolHosts } from "../Hosts/ToolHosts";
import type { Verification, VerificationCheck } from "../ToolProtocol";
import { readProperty } from "./InstanceText";
import { displayPath } from "./PathResolver";
import { checkSyntax } from "./SyntaxCheck";
import { describeValue } from "./ValueCodec";

export type Expectation =
	/** The script's editor text is exactly `source`, and it compiles. */
	| { readonly kind: "source"; readonly script: LuaSourceContainer; readonly source: string }
	/** The instance is in the place under `parent` with `name` (and `className`). */
	| {
			readonly kind: "placed";
			readonly instance: Instance;
			readonly parent: Instance;
			readonly name: string;
			readonly className?: string;
	  }
	/** Each property (or attribute) reads back as written. */
	| {
			readonly kind: "values";
			readonly instance: Instance;
			readonly values: ReadonlyArray<{
				readonly key: string;
				readonly value: unknown;
				readonly attribute: boolean;
			}>;
	  }
	/** The instance carries exactly these CollectionService tags. */
	| { readonly kind: "tags"; readonly instance: Instance; readonly tags: ReadonlyArray<string> }
	/** The instance is out of the place. */
	| { readonly kind: "removed"; readonly instance: Instance };

/** Engine values come back as 32-bit floats: compare numbers within a float's precision. */
function same(actual: unknown, expected: unknown, root: Instance): boolean {
	if (typeIs(actual, "number") && typeIs(expected, "number"))
		return actual === expected || math.abs(actual - expected) <= 1e-5 * math.max(1, math.abs(expected));
	if (typeIs(actual, "Instance") || typeIs(expected, "Instance")) return actual === expected;
	return describeValue(actual, root) === describeValue(expected, root);
}

function pathOf(hosts: ToolHosts, instance: Instance): string {
	return instance === hosts.root ? "game" : displayPath(hosts.root, instance);
}

function checkOne(hosts: ToolHosts, expectation: Expectation, add: (c: VerificationCheck) => void) {
	const root = hosts.root;
	switch (expectation.kind) {
		case "source": {
			const text = hosts.scripts.read(expectation.script);
			const landed = text === expectation.source;
			add({
				check: "landed",
				ok: landed,
				detail: landed
					? "The script has the new text."
					: "The script's text is not the text that was written: the change did not land.",
			});
			const syntax = checkSyntax(text, expectation.script.Name);
			add({
				check: "syntax",
				ok: syntax.ok,
				detail: syntax.ok ? "The script compiles." : `Syntax error: ${syntax.error}`,
			});
			return;
		}
		case "placed": {
			const { instance, parent, name, className } = expectation;
			const inPlace = instance.IsDescendantOf(root);
			add({
				check: "exists",
				ok: inPlace,
				detail: inPlace
					? `${pathOf(hosts, instance)} exists.`
					: `${name} is not in the place: the change did not land.`,
			});
			if (!inPlace) return;
			add({
				check: "parent",
				ok: instance.Parent === parent,
				detail:
					instance.Parent === parent
						? `It is under ${pathOf(hosts, parent)}.`
						: `It is under ${pathOf(hosts, instance.Parent!)}, not ${pathOf(hosts, parent)}.`,
			});
			add({
				check: "name",
				ok: instance.Name === name,
				detail:
					instance.Name === name
						? `It is named "${name}".`
						: `It is named "${instance.Name}", not "${name}".`,
			});
			if (className !== undefined)
				add({
					check: "class",
					ok: instance.ClassName === className,
					detail:
						instance.ClassName === className
							? `It is a ${className}.`
							: `It is a ${instance.ClassName}, not a ${className}.`,
				});
			return;
		}
		case "values": {
			for (const v of expectation.values) {
				const [readable, actual] = v.attribute
					? [true, expectation.instance.GetAttribute(v.key)]
					: readProperty(expectation.instance, v.key);
				const label = v.attribute ? `attribute ${v.key}` : v.key;
				const ok = readable && same(actual, v.value, root);
				add({
					check: "property",
					ok,
					detail: ok
						? `${label} = ${describeValue(v.value, root)}.`
						: `${label} is ${readable ? describeValue(actual, root) : "unreadable"}, expected ${describeValue(v.value, root)}.`,
				});
			}
			return;
		}
		case "tags": {
			const now = [...expectation.instance.GetTags()];
			now.sort();
			const wanted = [...expectation.tags];
			wanted.sort();
			const same = now.join(",") === wanted.join(",");
			add({
				check: "property",
				ok: same,
				detail: same
					? `Tags: ${now.join(", ") || "none"}.`
					: `Tags are ${now.join(", ") || "none"}, expected ${wanted.join(", ") || "none"}.`,
			});
			return;
		}
		case "removed": {
			const gone = !expectation.instance.IsDescendantOf(root);
			add({
				check: "removed",
				ok: gone,
				detail: gone ? "It is gone." : "It is still in the place: the delete did not land.",
			});
			return;
		}
	}
}

/** Compares the place with what an applied write declared; `target` names it for the model and the user. */
export function verifyExpected(
	hosts: ToolHosts,
	target: string,
	expectations: ReadonlyArray<Expectation>,
): Verification {
	const checks: VerificationCheck[] = [];
	for (const e of expectations) {
		const [ran, problem] = pcall(() => checkOne(hosts, e, (c) => checks.push(c)));
		if (!ran) checks.push({ check: "exists", ok: false, detail: `It could not be checked: ${tostring(problem)}` });
	}
	const change = expectations.some((e) => e.kind === "source")
		? "script"
		: expectations.some((e) => e.kind === "removed")
			? "removed"
			: "instance";
	return { target, change, checks, ok: checks.every((c) => c.ok) };
}

/** What the model reads after the tool result, so a failure is fixed before it moves on. */
export function formatVerification(verification: Verification): string {
	if (verification.ok) return `Verification passed: ${verification.checks.map((c) => c.detail).join(" ")}`;
	const failed = verification.checks.filter((c) => !c.ok).map((c) => `- ${c.detail}`);
	return `VERIFICATION FAILED for ${verification.target}:\n${failed.join("\n")}\nFix this before continuing; re-read the target first.`;
}
