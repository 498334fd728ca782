/**
 * AIVDM/AIVDO text as positions and static facts. A position's time is its NMEA 4.10 tag block
 * time (`c:`) when the line has one, and otherwise the time the text arrived: AIS position reports
 * carry only the second of the minute, which cannot place a recorded file in time.
 */

import { aisPosition, aisStatic, createAisDecoder } from '../feeds/index.ts';
import type { DecodedLines, IngestProblem, PositionReport, StaticReport } from './ingest-types.ts';

/** Feeds AIS lines to a decoder and sorts what comes out; the decoder keeps fragments across calls. */
export function createNmeaReader() {
  const decoder = createAisDecoder();
  return {
    read(text: string, receivedAt: number, now: number, futureToleranceMs: number): DecodedLines {
      const positions: PositionReport[] = [];
      const statics: StaticReport[] = [];
      const errors: IngestProblem[] = [];
      let accepted = 0;
      text.split(/\r?\n/).forEach((line, i) => {
        if (line.trim() === '') return;
        const result = decoder.push(line, receivedAt);
        if (result.kind === 'error') {
          errors.push({ line: i + 1, detail: result.detail });
          return;
        }
        accepted += 1;
        if (result.kind !== 'message') return;
        const at = result.meta.tagTime ?? receivedAt;
        if (at > now + futureToleranceMs) {
          accepted -= 1;
          errors.push({ line: i + 1, detail: 'its tag block time (c:) is in the future' });
          return;
        }
        const position = aisPosition(result.message);
        // Base stations and aids to navigation are not vessels; their positions are not tracked.
        if (position && (position.aisClass === 'A' || position.aisClass === 'B')) {
          positions.push({
            kind: 'vessel',
            key: position.mmsi,
            at,
            lon: position.lon,
            lat: position.lat,
            speedKn: position.speedKn,
            courseDeg: position.courseDeg,
            headingDeg: position.headingDeg,
            aisClass: position.aisClass,
          });
        }
        const facts = aisStatic(result.message);
        if (facts && result.message.type !== 21) {
          const d = facts.dimensions;
          const hasDimensions = d !== undefined && d.toBow + d.toStern + d.toPort + d.toStarboard > 0;
          statics.push({
            kind: 'vessel',
            key: facts.mmsi,
            at,
            name: facts.name,
            imo: facts.imo,
            callSign: facts.callSign,
            shipType: facts.shipType,
            destination: facts.destination,
            ...(hasDimensions ? { lengthM: d.toBow + d.toStern, beamM: d.toPort + d.toStarboard } : {}),
          });
        }
      });
      return { positions, statics, accepted, errors };
    },
    /** Drops fragments whose other parts never came. */
    expire: (now: number) => decoder.expire(now),
  };
}
