/**
 * One line of Lux doctor's result and the report text "Copy report" shows. The checks
 * themselves run in App (App/LuxDoctor), handed to the page as a function.
 */
export interface DoctorLine {
	readonly check: string;
	readonly ok: boolean;
	/** What was found, and when not ok what to do. */
	readonly detail: string;
}

export function doctorReport(lines: ReadonlyArray<DoctorLine>, version: string): string {
	const out = [`Lux ${version} doctor report`];
	for (const line of lines) out.push(`${line.ok ? "PASS" : "FAIL"} ${line.check}: ${line.detail}`);
	return out.join("\n");
}
