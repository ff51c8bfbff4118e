/**
 * No escape sequence in a string literal that holds both quote characters.
 *
 * Why: roblox-ts 3.0.0 writes such a string as a Luau long-bracket string (`[[...]]`) from its
 * source text, and a long-bracket string reads no escapes, so `"[\"']\n"` reaches Luau as a
 * backslash, a quote, ..., a backslash and an `n` (roblox-ts issue #2763; fixed upstream by
 * roblox-ts PR #3033, not in a release this project can install). The compiled pattern or text
 * is silently not the one written. Write such a string without escapes: a template literal
 * with no substitution (`` `["']` ``), or build the quote with `string.char(34)`.
 */

function holdsBothQuotes(text) {
	return text.includes("'") && text.includes('"');
}

export function makeLuauStringsRule() {
	return {
		meta: {
			type: "problem",
			docs: { description: "no escapes in a string holding both quotes (roblox-ts emits it unescaped)" },
			schema: [],
			messages: {
				escaped:
					"This string holds both ' and \" and an escape: roblox-ts emits it as a Luau long-bracket string, where the escape stays a literal backslash. Use a template literal without escapes (`[\"']`) or string.char(34).",
			},
		},
		create(context) {
			const source = context.sourceCode ?? context.getSourceCode();
			const check = (node, value) => {
				if (typeof value !== "string" || !holdsBothQuotes(value)) return;
				const raw = source.getText(node).slice(1, -1);
				if (raw.includes("\\")) context.report({ node, messageId: "escaped" });
			};
			return {
				Literal(node) {
					check(node, node.value);
				},
				TemplateLiteral(node) {
					// Only a template with no substitution is emitted as a plain string.
					if (node.expressions.length === 0) check(node, node.quasis[0].value.cooked);
				},
			};
		},
	};
}
