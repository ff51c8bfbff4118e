// @ts-check
/**
 * The recorded-response corpus (tests/fixtures/recorded/*.json, provenance in its README.md):
 * each fixture with the result the independent reference parser expects, for the corpus spec
 * (GET /__control/recorded on the scripted model server).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { referenceParse } from "./ReferenceParser.mjs";

export const RECORDED_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../fixtures/recorded");

export function loadRecorded() {
	return fs
		.readdirSync(RECORDED_DIR)
		.filter((f) => f.endsWith(".json"))
		.sort()
		.map((file) => {
			const fixture = JSON.parse(fs.readFileSync(path.join(RECORDED_DIR, file), "utf8"));
			const status = fixture.status ?? 200;
			return {
				id: fixture.id ?? file,
				provider: fixture.provider,
				status,
				headers: fixture.headers ?? {},
				body: fixture.body,
				expected: referenceParse(status, fixture.body),
				// Studio's SSE mode hands over data payloads only: other fields never reach Lux.
				expectedSse: referenceParse(status, fixture.body, { dataOnly: true }),
			};
		});
}
