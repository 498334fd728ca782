/**
 * The NMEA 0183 checksum: XOR of every character between the start delimiter ('!', '$' or the
 * tag block's '\') and the '*', written as two hex digits. Shared by sentences and tag blocks.
 */

export function nmeaChecksum(text: string): number {
  let sum = 0;
  for (let i = 0; i < text.length; i++) sum ^= text.charCodeAt(i);
  return sum;
}

/** null when `hex` matches the checksum of `text`, otherwise a sentence saying what was expected. */
export function checksumProblem(text: string, hex: string): string | null {
  const expected = nmeaChecksum(text);
  const given = Number.parseInt(hex, 16);
  if (given === expected) return null;
  return `checksum is ${hex.toUpperCase()}, expected ${expected.toString(16).toUpperCase().padStart(2, '0')}`;
}
