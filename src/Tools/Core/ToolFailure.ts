/**
 * How a tool says what went wrong, in a form both the model and the Safety layer can use.
 *
 * Why: a bare message would force Safety.ErrorAnalyzer to guess the kind of failure from
 * wording; tools know it exactly (a path that does not resolve, a search text found twice,
 * a syntax error), so they say it with a code and the analyzer only adds recovery hints.
 */
import { Result, err } from "Shared/Result";

export type FailureCode =
	| "missing" // a path, script text or class that does not exist
	| "ambiguous" // a name or search text that matches more than once
	| "invalid_args" // arguments that do not fit the tool
	| "syntax" // the proposed source does not compile
	| "permission" // the engine refused (read-only property, locked instance, protected object)
	| "stale" // the target changed since the preview was made
	| "transient" // a retry may succeed (an editor conflict, a busy recording)
	| "rolled_back" // applying failed and was undone; repeating the same call repeats the failure
	| "internal" // the tool raised an error it did not foresee (an engine refusal or a bug)
	| "unavailable"; // a capability that is not connected here

export interface ToolFailure {
	readonly code: FailureCode;
	readonly message: string;
}

export function fail(code: FailureCode, message: string): Result<never, ToolFailure> {
	return err({ code, message });
}

/** The text the model reads for a failure: the code in brackets keeps it machine-readable. */
export function formatFailure(failure: ToolFailure): string {
	return `Error [${failure.code}]: ${failure.message}`;
}

/** Reads the code back from formatFailure's text (undefined for other text). */
export function parseFailureCode(content: string): FailureCode | undefined {
	const [code] = content.match("^Error %[([%w_]+)%]");
	return code as FailureCode | undefined;
}
