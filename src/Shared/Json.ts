/**
 * JSON for every layer, through a codec the composition root installs.
 *
 * Why a port: Studio's JSON is HttpService's (creator-docs HttpService.yaml, JSONEncode /
 * JSONDecode), and only src/App/Studio may reach a service (lint rule lux/studio-globals).
 * JSON is a pure function that the model client's parsers (some twenty functions in
 * Core/Api, Core/History, Core/Loop) and the settings codec call; a host threaded through
 * each of them would change every parser's signature for a value that never differs within
 * one plugin. So App/Studio installs HttpService's codec once (`useJsonCodec`, done when
 * App/Studio is loaded), and a spec or another host may install its own. Without one,
 * decoding fails as a value and encoding raises, both naming the missing install.
 */
import { err, ok, Result } from "./Result";

/** A JSON implementation: both may throw (bad text, a value JSON cannot hold). */
export interface JsonCodec {
	decode(text: string): unknown;
	encode(value: unknown): string;
}

export const NO_JSON_CODEC = "no JSON codec installed (src/App/Studio installs HttpService's when loaded)";

let installed: JsonCodec | undefined;

/** Installs the codec every decodeJson / encodeJson uses from now on; returns the one it replaces. */
export function useJsonCodec(codec: JsonCodec | undefined): JsonCodec | undefined {
	const previous = installed;
	installed = codec;
	return previous;
}

/** Decodes JSON text; bad text (or no codec) is a failure value, never a throw. */
export function decodeJson(text: string): Result<unknown, string> {
	const codec = installed;
	if (codec === undefined) return err(NO_JSON_CODEC);
	const [success, value] = pcall(() => codec.decode(text));
	return success ? ok(value) : err(tostring(value));
}

/** Encodes a JSON-safe value; throws on a value JSON cannot hold, as HttpService does. */
export function encodeJson(value: unknown): string {
	const codec = installed;
	if (codec === undefined) error(NO_JSON_CODEC);
	return codec.encode(value);
}
