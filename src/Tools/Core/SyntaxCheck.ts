/**
 * Compiles proposed Luau source without running it.
 *
 * Why: a write whose source does not compile must go back to the model before any approval
 * card is shown (issue 4); Studio's `loadstring` compiles in edit mode, and the compiled
 * function is dropped unrun.
 */
import { Result, ok, err } from "Shared/Result";

export function checkSyntax(source: string, chunkName: string): Result<true> {
	const [compiled, problem] = loadstring(source, chunkName);
	if (compiled === undefined) return err(problem ?? "the source does not compile");
	return ok(true);
}
