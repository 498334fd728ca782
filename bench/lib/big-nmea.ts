/**
 * Large NMEA bodies, as a recording posted in one request would be: distinct AIS position reports
 * (ais-encode.ts; recorded traffic repeated would be mostly repeats, which are stored once), each
 * behind an NMEA 4.10 tag block time (`c:`), one second apart and ending now. Shared by the ingest
 * benchmark and the tests of large bodies.
 */
import { positionSentence } from './ais-encode.ts';

/** Vessels taking turns, each reporting every 50 s at 12 kn: 300 m, 0.0044° of longitude at 52° N. */
const VESSELS = 50;
const STEP_DEG = 0.0044;

/** `line` behind a tag block with its receive time (`c:`, unix seconds). */
export function timed(line: string, unixSeconds: number): string {
  const body = `c:${unixSeconds}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum ^= body.charCodeAt(i);
  return `\\${body}*${sum.toString(16).toUpperCase().padStart(2, '0')}\\${line}`;
}

/**
 * `count` distinct position reports, one second apart and the last at `endsAt` (unix ms, default
 * now), each behind its tag block time: 50 vessels steaming east off Rotterdam, taking turns.
 */
export function timedSentences(count: number, endsAt = Date.now()): string[] {
  const first = Math.floor(endsAt / 1000) - count + 1;
  return Array.from({ length: count }, (_, i) => {
    const vessel = i % VESSELS;
    const step = Math.floor(i / VESSELS);
    const fix = {
      mmsi: 244_000_000 + vessel,
      lon: 3 + step * STEP_DEG,
      lat: 51.9 + vessel * 0.01,
      speedKn: 12,
      courseDeg: 90,
      second: (first + i) % 60,
    };
    return timed(positionSentence(fix), first + i);
  });
}

/** Distinct timed reports, as many as fit in `bytes` with their newlines. */
export function bigNmea(bytes: number, endsAt = Date.now()): string {
  // Every line is as long as the next: fixed-width sentences, ten digits of seconds until 2286.
  const lineBytes = (timedSentences(1, endsAt)[0]?.length ?? 0) + 1;
  return `${timedSentences(Math.floor(bytes / lineBytes), endsAt).join('\n')}\n`;
}
