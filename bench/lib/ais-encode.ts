/**
 * Writes AIS position reports (type 1, Class A) as AIVDM sentences, the bit layout of ITU-R
 * M.1371-5 Annex 8 (as gpsd's AIVDM.adoc lists it), for benchmarks and tests that need many
 * distinct reports: recorded traffic repeats payloads, and a repeated payload is the same report.
 * test/bench/ais-encode.test.ts reads what it writes back through Vigil's own decoder.
 */

export interface PositionFix {
  mmsi: number;
  lon: number;
  lat: number;
  speedKn: number;
  courseDeg: number;
  /** The UTC second of the fix, 0–59. */
  second: number;
}

/** Appends `value` as `width` bits (two's complement when negative). */
function put(bits: number[], value: number, width: number): void {
  const unsigned = value < 0 ? 2 ** width + value : value;
  for (let i = width - 1; i >= 0; i--) bits.push(Math.floor(unsigned / 2 ** i) % 2);
}

function armour(bits: readonly number[]): string {
  let text = '';
  for (let i = 0; i < bits.length; i += 6) {
    let sextet = 0;
    for (let k = 0; k < 6; k++) sextet = sextet * 2 + (bits[i + k] ?? 0);
    text += String.fromCharCode(sextet < 40 ? sextet + 48 : sextet + 56);
  }
  return text;
}

/** `!AIVDM,1,1,,A,<payload>,0*hh` for the fix. */
export function positionSentence(fix: PositionFix): string {
  const bits: number[] = [];
  put(bits, 1, 6); // message type
  put(bits, 0, 2); // repeat indicator
  put(bits, fix.mmsi, 30);
  put(bits, 0, 4); // navigation status: under way using engine
  put(bits, -128, 8); // rate of turn: not available
  put(bits, Math.round(fix.speedKn * 10), 10);
  put(bits, 1, 1); // position accuracy: high
  put(bits, Math.round(fix.lon * 600_000), 28);
  put(bits, Math.round(fix.lat * 600_000), 27);
  put(bits, Math.round(fix.courseDeg * 10), 12);
  put(bits, 511, 9); // true heading: not available
  put(bits, fix.second, 6);
  put(bits, 0, 2); // manoeuvre indicator
  put(bits, 0, 3); // spare
  put(bits, 0, 1); // RAIM
  put(bits, 0, 19); // radio status
  const body = `AIVDM,1,1,,A,${armour(bits)},0`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum ^= body.charCodeAt(i);
  return `!${body}*${sum.toString(16).toUpperCase().padStart(2, '0')}`;
}
