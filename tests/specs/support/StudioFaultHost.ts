/**
 * An HttpHost for scenarios that puts Studio's own refusals (HTTP disabled, the user denied
 * the domain, nothing listening) in front of the real StudioHttpHost, then lifts them.
 *
 * Why: these errors never reach a server, so a scenario cannot script them as turns; yet
 * "the conversation survives" needs the same conversation to reach the server once the
 * user fixed the cause. The refusal itself still comes from the simulator's HttpService
 * (its real checks run): only the switch (disable HTTP, send to a denied domain, send to a
 * closed port) is made here. Simulator only: LuxSim flips the switches.
 */
import { HttpHost, HttpOutcome, HttpRequest } from "Shared/Hosts";

export type StudioFaultKind = "httpDisabled" | "permissionDenied" | "unreachable";

export interface StudioFault {
	readonly fault: StudioFaultKind;
	/** 1-based HTTP attempts the fault applies to; every attempt until lifted when absent. */
	readonly attempts?: number[];
}

/** A domain the scenario's user "denied" in Studio's permission prompt. */
export const DENIED_HOST = "model.lux-denied.test";

function rehost(url: string, host: string): string {
	const [replaced] = string.gsub(url, "^(%a+://)[^/]+", `%1${host}`);
	return replaced;
}

export class StudioFaultHost implements HttpHost {
	private attempt = 0;
	private lifted = false;

	constructor(
		private readonly inner: HttpHost,
		private readonly fault: StudioFault | undefined,
	) {}

	/** The user fixed the cause (enabled HTTP, allowed the domain, started the server). */
	lift(): void {
		this.lifted = true;
	}

	/** HTTP attempts made so far, refused ones included. */
	attempts(): number {
		return this.attempt;
	}

	request(request: HttpRequest): HttpOutcome {
		this.attempt += 1;
		const fault = this.fault;
		if (fault === undefined || this.lifted) return this.inner.request(request);
		if (fault.attempts !== undefined && !fault.attempts.includes(this.attempt)) return this.inner.request(request);
		const sim = LuxSim;
		if (sim === undefined) error("Studio faults in scenarios need the simulator (LuxSim)");
		switch (fault.fault) {
			case "httpDisabled": {
				sim.setHttpEnabled(false);
				const outcome = this.inner.request(request);
				sim.setHttpEnabled(true);
				return outcome;
			}
			case "permissionDenied":
				sim.setHttpPermission(DENIED_HOST, "deny");
				return this.inner.request({ ...request, url: rehost(request.url, DENIED_HOST) });
			case "unreachable":
				return this.inner.request({
					...request,
					url: rehost(request.url, `127.0.0.1:${sim.closedPort() ?? 9}`),
				});
		}
	}
}
