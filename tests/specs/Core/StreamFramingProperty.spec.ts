/**
 * A seeded property check of stream framing: every 2xx body of the recorded corpus
 * (tests/fixtures/recorded), cut at seeded byte positions (inside a UTF-8 character, between
 * CR and LF, inside "data:", a blank line or a JSON payload), reads through StreamReader and
 * StreamAssembler exactly as the whole body does: same text, reasoning, calls, finish reason,
 * or the same failure.
 *
 * Why: a network hands over arbitrary slices and Studio's stream client does not promise whole
 * events (StreamReader's header). The corpus spec cuts every body into 7-byte writes; this
 * tries many other cut points without a server round trip per cut.
 */
import { StreamAssembler, StreamReader } from "Core";
import { modelServerUrl, recordedCount, recordedFixture } from "../support/ModelServerClient";
import { generator } from "../support/SeededPicker";

/** The reading of a body delivered as `pieces`, as one comparable line. */
function reading(pieces: string[]): string {
	const reader = new StreamReader();
	const assembler = new StreamAssembler(undefined);
	for (const piece of pieces) for (const payload of reader.push(piece)) assembler.push(payload);
	if (!assembler.done && assembler.failure === undefined) {
		for (const payload of reader.finish()) assembler.push(payload);
	}
	if (assembler.failure !== undefined) return `failed: ${assembler.failure.kind}`;
	const reply = assembler.reply();
	const calls = reply.toolCalls.map((c) => `${c.name}(${c.rawArguments})`).join(",");
	return `${reply.text}|${reply.reasoning?.text ?? ""}|${calls}|${reply.finishReason}`;
}

/** `body` cut at `count` seeded byte positions. */
function cut(body: string, pick: (n: number) => number, count: number): string[] {
	const at = new Array<number>();
	for (let k = 0; k < count; k++) at.push(1 + pick(body.size()));
	at.sort((a, b) => a < b);
	const pieces = new Array<string>();
	let from = 1;
	for (const position of at) {
		pieces.push(string.sub(body, from, position));
		from = position + 1;
	}
	pieces.push(string.sub(body, from));
	return pieces;
}

export = () => {
	const server = modelServerUrl();
	if (server === undefined) {
		itSKIP("needs the scripted model server (simulator only)", () => {});
		return;
	}
	it("every recorded 2xx body reads the same whatever the cut points (seeded)", () => {
		const pick = generator(2611);
		const total = recordedCount(server);
		let tried = 0;
		for (let index = 0; index < total; index++) {
			const fixture = recordedFixture(server, index);
			if (fixture.status < 200 || fixture.status >= 300) continue;
			const whole = reading([fixture.body]);
			for (let round = 0; round < 12; round++) {
				const pieces = cut(fixture.body, pick, 1 + pick(round < 6 ? 3 : 40));
				const split = reading(pieces);
				tried += 1;
				if (split !== whole) {
					const cuts = pieces.map((p) => tostring(p.size())).join(",");
					error(`${fixture.id} round ${round} (piece sizes ${cuts}):\n  whole: ${whole}\n  split: ${split}`);
				}
			}
		}
		expect(tried > 400).to.equal(true);
	});
};
