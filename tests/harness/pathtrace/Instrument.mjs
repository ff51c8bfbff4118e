// @ts-check
/**
 * Instruments compiled Luau for the path trace: every `function` header (named, method or
 * anonymous) gets a first statement `__pathTrace(<file id>, <its parameters>)`, so whatever
 * calls it (an export, a class method, a closure handed out as a callback) reports which
 * source file ran and with what arguments.
 *
 * Why a source rewrite and not wrapping exports: roblox-ts binds imported names to locals at
 * load time and much of the path runs through closures (loop callbacks, signal handlers), which
 * no wrapper around a module's exports sees. Strings and comments are skipped by a small lexer,
 * so text that merely reads "function(" is left alone. Only the trace run mounts the rewritten
 * source; the plugin and the spec suite run the compiled files unchanged.
 */

const HEADER = /function\s*(?:[A-Za-z_][\w.:]*)?\s*\(([^()]*)\)/y;

/**
 * @param {string} source compiled Luau
 * @param {number} id the file's number, passed to the trace hook
 * @param {string} hook the global the prologue calls
 * @returns {{ source: string, functions: number }}
 */
export function instrument(source, id, hook = "__pathTrace") {
	let out = "";
	let functions = 0;
	let i = 0;
	const n = source.length;
	/** @param {number} to */
	const copy = (to) => {
		out += source.slice(i, to);
		i = to;
	};
	while (i < n) {
		const c = source[i];
		if (c === "-" && source[i + 1] === "-") {
			const long = longBracketAt(source, i + 2);
			copy(long !== undefined ? long : lineEnd(source, i));
		} else if (c === '"' || c === "'" || c === "`") {
			copy(quotedEnd(source, i, c));
		} else if (c === "[") {
			const long = longBracketAt(source, i);
			copy(long !== undefined ? long : i + 1);
		} else if (c === "f" && !isWord(source[i - 1]) && source.startsWith("function", i) && !isWord(source[i + 8])) {
			HEADER.lastIndex = i;
			const m = HEADER.exec(source);
			if (m) {
				copy(i + m[0].length);
				const params = m[1].trim();
				out += ` ${hook}(${id}${params ? `, ${params}` : ""}) `;
				functions += 1;
			} else copy(i + 8);
		} else {
			let j = i + 1;
			while (j < n && !`-"'\`[f`.includes(source[j])) j++;
			copy(j);
		}
	}
	return { source: out, functions };
}

/** @param {string | undefined} c */
function isWord(c) {
	return c !== undefined && /[\w]/.test(c);
}

/** @param {string} s @param {number} i */
function lineEnd(s, i) {
	const j = s.indexOf("\n", i);
	return j === -1 ? s.length : j;
}

/**
 * The index after a long bracket (`[[...]]`, `[==[...]==]`) opening at `i`, or undefined.
 * @param {string} s @param {number} i
 */
function longBracketAt(s, i) {
	const m = /\[(=*)\[/y;
	m.lastIndex = i;
	const open = m.exec(s);
	if (!open) return undefined;
	const close = `]${open[1]}]`;
	const j = s.indexOf(close, i + open[0].length);
	return j === -1 ? s.length : j + close.length;
}

/**
 * The index after a quoted string starting at `i` (escapes honoured; an interpolated string's
 * `{...}` is skipped whole).
 * @param {string} s @param {number} i @param {string} quote
 */
function quotedEnd(s, i, quote) {
	let j = i + 1;
	while (j < s.length) {
		const c = s[j];
		if (c === "\\") j += 2;
		else if (c === quote) return j + 1;
		else if (c === "\n" && quote !== "`") return j;
		else j++;
	}
	return s.length;
}
