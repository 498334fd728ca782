/**
 * The AIVDM payload armour: each payload character carries six bits (ITU-R M.1371 / IEC 61162-1
 * "six-bit ASCII"), and text fields inside the bit stream use a second six-bit alphabet. This
 * module turns payload text into a bit buffer and reads numbers and text out of it.
 */

export interface AisBits {
  /** One entry per payload character, each holding six bits. */
  readonly sextets: Uint8Array;
  /** Usable bits: six per character minus the fill bits of the last fragment. */
  readonly length: number;
}

/**
 * Unarmours payload text. Returns the index of the first character outside the armour alphabet
 * ('0'-'W' and '`'-'w') instead of bits when there is one, so that the caller can say which.
 */
export function unarmour(payload: string, fillBits: number): AisBits | { badIndex: number } {
  const sextets = new Uint8Array(payload.length);
  for (let i = 0; i < payload.length; i++) {
    const code = payload.charCodeAt(i);
    if (code < 48 || code > 119 || (code > 87 && code < 96)) return { badIndex: i };
    const value = code - 48;
    sextets[i] = value > 40 ? value - 8 : value;
  }
  return { sextets, length: Math.max(0, payload.length * 6 - fillBits) };
}

/**
 * Unsigned field. A field running past the end of a short payload keeps only the bits that are
 * there, as gpsd does: gpsd's expected output for a 163-bit type 1 depends on it.
 */
export function readUint(bits: AisBits, start: number, width: number): number {
  const end = Math.min(start + width, bits.length);
  let value = 0;
  // A whole sextet (or what the field needs of it) at a time, not bit by bit.
  for (let at = start; at < end; ) {
    const offset = at % 6;
    const take = Math.min(6 - offset, end - at);
    const sextet = bits.sextets[(at / 6) | 0] ?? 0;
    value = value * (1 << take) + ((sextet >> (6 - offset - take)) & ((1 << take) - 1));
    at += take;
  }
  return value;
}

/** Two's-complement signed field, clipped like readUint. */
export function readInt(bits: AisBits, start: number, width: number): number {
  const available = Math.max(0, Math.min(width, bits.length - start));
  if (available === 0) return 0;
  const value = readUint(bits, start, available);
  const half = 2 ** (available - 1);
  return value >= half ? value - 2 * half : value;
}

export function readFlag(bits: AisBits, start: number): boolean {
  return readUint(bits, start, 1) === 1;
}

/**
 * Text of up to `chars` six-bit characters. '@' is the padding character: like gpsd, the text
 * ends at the first '@', and trailing spaces are dropped. Characters past the end of a short
 * payload are simply absent.
 */
export function readText(bits: AisBits, start: number, chars: number): string {
  let text = '';
  for (let i = 0; i < chars; i++) {
    const at = start + i * 6;
    if (at + 6 > bits.length) break;
    const value = readUint(bits, at, 6);
    if (value === 0) break;
    text += String.fromCharCode(value < 32 ? value + 64 : value);
  }
  return text.trimEnd();
}

/** Whole six-bit characters from `start` to the end of the payload. */
export function charsFrom(bits: AisBits, start: number): number {
  return Math.max(0, Math.floor((bits.length - start) / 6));
}
