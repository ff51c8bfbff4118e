/**
 * Shared/Json: every layer's JSON goes through the codec App/Studio installs (HttpService's),
 * bad text is a failure value, and a missing install is named instead of crashing.
 */
import { studioJson } from "App/Studio";
import { decodeJson, encodeJson, JsonCodec, NO_JSON_CODEC, useJsonCodec } from "Shared/Json";

export = () => {
	it("loading App/Studio installed HttpService's codec", () => {
		const previous = useJsonCodec(studioJson);
		expect(previous).to.equal(studioJson);
		const decoded = decodeJson('{"a":[1,2,"x"]}');
		expect(decoded.ok).to.equal(true);
		if (decoded.ok) expect((decoded.value as { a: unknown[] }).a[2]).to.equal("x");
		expect(encodeJson({ b: true })).to.equal('{"b":true}');
	});

	it("bad text is a failure value, never a throw", () => {
		const decoded = decodeJson("{not json");
		expect(decoded.ok).to.equal(false);
	});

	it("decode and encode use whichever codec is installed, and name a missing one", () => {
		const seen: string[] = [];
		const recording: JsonCodec = {
			decode(text) {
				seen.push(`decode ${text}`);
				return studioJson.decode(text);
			},
			encode(value) {
				seen.push("encode");
				return studioJson.encode(value);
			},
		};
		const previous = useJsonCodec(recording);
		try {
			decodeJson("[1]");
			encodeJson([2]);
			expect(seen.join("|")).to.equal("decode [1]|encode");
			useJsonCodec(undefined);
			const missing = decodeJson("[1]");
			expect(missing.ok).to.equal(false);
			if (!missing.ok) expect(missing.error).to.equal(NO_JSON_CODEC);
			const [encoded, problem] = pcall(() => encodeJson([1]));
			expect(encoded).to.equal(false);
			expect(tostring(problem).find(NO_JSON_CODEC, 1, true)[0] !== undefined).to.equal(true);
		} finally {
			useJsonCodec(previous);
		}
	});
};
