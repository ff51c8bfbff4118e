/**
 * A content hash of script text (FNV-style over 32-bit words, in hex, with the length).
 *
 * Why: "modified since it was shown" must be decided by content, not by event order; the
 * index computes it only for scripts the model read (string.unpack reads 16 words per
 * call, so the Luau loop runs once per 4 bytes, not per byte).
 */
const PRIME = 16777619;
/** Sixteen little-endian 32-bit words per string.unpack call. */
const FORMAT = "<" + string.rep("I4", 16);

export function contentHash(text: string): string {
	let h = 2166136261;
	const size = text.size();
	let i = 1;
	while (i + 63 <= size) {
		const words = [...string.unpack(FORMAT, text, i)] as number[];
		for (let k = 0; k < 16; k++) h = mix(h, words[k]);
		i += 64;
	}
	for (; i <= size; i++) h = mix(h, string.byte(text, i)[0]);
	return string.format("%08x%x", h, size);
}

/** FNV-style step modulo 2^32; the multiply is split in halves so no double loses precision. */
function mix(h: number, value: number): number {
	const x = bit32.bxor(h, value);
	return ((x % 65536) * PRIME + ((math.floor(x / 65536) * PRIME) % 65536) * 65536) % 4294967296;
}
