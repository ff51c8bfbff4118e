/**
 * A content hash of script text (FNV-1a over 32-bit words, in hex).
 *
 * Why: "modified since it was shown" must be decided by content, not by event order; the
 * hash is cheap enough to compute for every script while indexing (string.byte reads up to
 * 32 bytes per call, so the Luau loop runs once per 32 bytes, not per byte).
 */
const PRIME = 16777619;
const CHUNK = 32;

export function contentHash(text: string): string {
	let h = 2166136261;
	const size = text.size();
	for (let i = 1; i <= size; i += CHUNK) {
		const bytes: number[] = [...string.byte(text, i, math.min(size, i + CHUNK - 1))];
		let acc = 0;
		for (const b of bytes) acc = (acc * 31 + b) % 4294967296;
		h = bit32.bxor(h, acc);
		// Multiply modulo 2^32 in two halves so no intermediate loses precision in a double.
		h = ((h % 65536) * PRIME + ((math.floor(h / 65536) * PRIME) % 65536) * 65536) % 4294967296;
	}
	return string.format("%08x%x", h, size);
}
