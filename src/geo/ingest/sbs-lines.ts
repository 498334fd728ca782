/**
 * SBS-1 (BaseStation) text as positions and static facts. SBS spreads one aircraft's state over
 * several message types (callsign in 1, position and altitude in 3, speed and track in 4), so the
 * latest of each is carried forward, per aircraft, onto the positions that follow it: within the
 * text, and (for a live feed, which passes the same `carried` map with every batch) across texts.
 */

import { observationTimeProblem } from '../../lib/rfc3339.ts';
import { parseSbsLine, sbsUpdate } from '../feeds/index.ts';
import { type DecodedLines, mergeDecoded, type ReadChunk } from './ingest-types.ts';
import { lineChunks, NUL_IN_LINE } from './text-lines.ts';

/**
 * How long a carried speed, track or altitude stays usable: dump1090 itself forgets an aircraft
 * after 60 s of silence, and a value older than that describes another phase of flight.
 */
export const SBS_CARRY_TTL_MS = 60_000;

/** What is carried per aircraft (by ICAO address) from one SBS line to the next. */
export type SbsCarried = Map<
  string,
  { speedKn: number | null; trackDeg: number | null; altitudeFt: number | null; seenAt: number }
>;

/** The whole text at once (a feed's batch of lines). */
export function readSbsText(
  text: string,
  timeZone: string,
  now: number,
  carried: SbsCarried = new Map(),
): DecodedLines {
  return mergeDecoded(readSbsChunks(text, timeZone, now, carried, () => Number.POSITIVE_INFINITY));
}

/** The text's lines read `size()` at a time, numbered within the whole text. */
export function* readSbsChunks(
  text: string,
  timeZone: string,
  now: number,
  carried: SbsCarried,
  size: () => number,
): Generator<ReadChunk> {
  for (const { first, lines } of lineChunks(text, size)) {
    const out: DecodedLines = { positions: [], statics: [], ignored: [], pending: [], errors: [] };
    for (const [k, line] of lines.entries()) readLine(first + k, line, out);
    yield { decoded: out, last: first + lines.length };
  }

  function readLine(i: number, line: string, out: DecodedLines): void {
    if (line.trim() === '') return;
    if (line.includes('\u0000')) {
      out.errors.push({ line: i + 1, detail: NUL_IN_LINE });
      return;
    }
    const parsed = parseSbsLine(line, { timeZone });
    if (parsed.kind === 'error') {
      out.errors.push({ line: i + 1, detail: parsed.detail });
      return;
    }
    if (parsed.kind !== 'message') {
      out.ignored.push(i + 1);
      return;
    }
    const update = sbsUpdate(parsed.message);
    const timeProblem = observationTimeProblem(update.at, now);
    if (timeProblem !== null) {
      out.errors.push({
        line: i + 1,
        detail: `its time ${timeProblem}${update.at > now ? '; check the feed’s time zone setting' : ''}`,
      });
      return;
    }
    const previous = carried.get(update.icao24);
    const fresh =
      previous !== undefined && update.at - previous.seenAt <= SBS_CARRY_TTL_MS ? previous : undefined;
    const state = {
      speedKn: update.speedKn ?? fresh?.speedKn ?? null,
      trackDeg: update.trackDeg ?? fresh?.trackDeg ?? null,
      altitudeFt: update.altitudeFt ?? fresh?.altitudeFt ?? null,
      seenAt: Math.max(update.at, previous?.seenAt ?? update.at),
    };
    carried.set(update.icao24, state);
    const lines = [i + 1];
    if (update.callsign) {
      out.statics.push({
        lines,
        report: { kind: 'aircraft', key: update.icao24, at: update.at, flight: update.callsign },
      });
    }
    if (update.lon !== null && update.lat !== null) {
      out.positions.push({
        lines,
        report: {
          kind: 'aircraft',
          key: update.icao24,
          at: update.at,
          lon: update.lon,
          lat: update.lat,
          speedKn: state.speedKn,
          courseDeg: state.trackDeg,
          altitudeFt: state.altitudeFt,
        },
      });
    }
    // Speed, track or altitude alone are carried onto the positions that follow, not stored.
    if (!update.callsign && (update.lon === null || update.lat === null)) out.ignored.push(i + 1);
  }
}
