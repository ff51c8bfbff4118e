/**
 * Compiles proposed Luau source without running it.
 *
 * Why: a write whose source does not compile must go back to the model before any approval
 * card is shown (issue 4); Studio's `loadstring` compiles in edit mode, and the compiled
 * function is dropped unrun.
 *
 * Why it remembers the last few texts that compiled: a script edit is compiled when it is
 * proposed and its written text again when the approved change is verified; on a 1.8 MB
 * script each compile is a tenth of a second of Studio. Whether a text compiles depends on
 * the text alone, so a text that compiled once is not compiled again.
 */
import { Result, ok, err } from "Shared/Result";

/** Texts known to compile, newest last. */
const compiledTexts: string[] = [];
const REMEMBERED = 4;

export function checkSyntax(source: string, chunkName: string): Result<true> {
	if (compiledTexts.includes(source)) return ok(true);
	const [compiled, problem] = loadstring(source, chunkName);
	if (compiled === undefined) return err(problem ?? "the source does not compile");
	compiledTexts.push(source);
	if (compiledTexts.size() > REMEMBERED) compiledTexts.remove(0);
	return ok(true);
}
