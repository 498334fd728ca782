/**
 * AIVDM/AIVDO text as positions and static facts, each with the lines it came from. A position's
 * time is the time its receiver heard it when the stream says (a tag block `c:` or ORBCOMM `T:`,
 * a `$PGHP` wrapper, USCG metadata after the checksum: feeds/ais/receive-times.ts), and otherwise
 * the time the text arrived: AIS position reports carry only the second of the minute, which
 * cannot place a recorded file in time. Such reports are marked as timed by their arrival, so that
 * several of one vessel in one text are each kept, in order.
 */

import { observationTimeProblem } from '../../lib/rfc3339.ts';
import { aisPosition, aisStatic, createAisDecoder, type ReceiveTimeSource } from '../feeds/index.ts';

/** The international foot (1959). */
const METRES_PER_FOOT = 0.3048;

/** How a refused time is named in the answer, by where the line carried it. */
const TIME_FORMS: Record<ReceiveTimeSource, string> = {
  tag_block: 'tag block time (c:)',
  tag_block_text: 'tag block time (T:)',
  gatehouse: '$PGHP time',
  uscg: 'receiver time after the checksum',
};

import { type DecodedLines, mergeDecoded, type ReadChunk } from './ingest-types.ts';
import { distressMode, isDistressDevice, kindOfMmsi, modeOfText } from './station-kinds.ts';
import { lineChunks, NUL_IN_LINE } from './text-lines.ts';

/** Distress devices whose safety text this reader keeps, at most (a few are ever heard at once). */
const MAX_DEVICE_TEXTS = 10_000;

/**
 * Feeds AIS lines to a decoder and sorts what comes out. The decoder keeps fragments across calls,
 * so a message whose parts come in two texts is joined (each line is counted in its own text).
 */
export function createNmeaReader() {
  const decoder = createAisDecoder();
  /** Lines are named by a number that runs on across texts: text n's line i is `base + i`. */
  let nextBase = 0;
  /** The mode the last safety broadcast (message 14) of each distress device said. */
  const deviceTexts = new Map<string, 'active' | 'test'>();

  /**
   * The text's lines read `size()` at a time: each chunk's positions, statics, ignored lines and
   * errors, numbered within the whole text; the last chunk also has the parts still waiting.
   */
  function* readChunks(
    text: string,
    receivedAt: number,
    now: number,
    size: () => number,
  ): Generator<ReadChunk> {
    const base = nextBase;
    /** This text's line number of a ref, or undefined for a line of an earlier text. */
    const lineOf = (ref: number) => (ref > base ? ref - base : undefined);
    const thisText = (refs: readonly number[]) => refs.flatMap((ref) => lineOf(ref) ?? []);
    const chunks = lineChunks(text, size);
    for (let next = chunks.next(); !next.done; ) {
      const { first, lines } = next.value;
      // The next text's lines are numbered after the lines read of this one (all of them, unless
      // a store failure ends its reading early), without a pass over the whole text first.
      nextBase = base + first + lines.length;
      const out: DecodedLines = { positions: [], statics: [], ignored: [], pending: [], errors: [] };
      for (const [k, line] of lines.entries()) readLine(first + k, line, out);
      next = chunks.next();
      if (next.done) out.pending = decoder.held().flatMap((ref) => lineOf(ref) ?? []);
      yield { decoded: out, last: first + lines.length };
    }

    function readLine(i: number, line: string, out: DecodedLines): void {
      const { positions, statics, ignored, errors } = out;
      const refuse = (lineNumbers: readonly number[], detail: string) => {
        for (const n of lineNumbers) errors.push({ line: n, detail });
      };
      if (line.trim() === '') return;
      if (line.includes('\u0000')) {
        refuse([i + 1], NUL_IN_LINE);
        return;
      }
      const result = decoder.push(line, receivedAt, base + i + 1);
      if (result.dropped) {
        refuse(thisText(result.dropped.refs), `part of a message given up on: ${result.dropped.detail}`);
      }
      if (result.kind === 'error') {
        refuse([i + 1], result.detail);
        return;
      }
      if (result.kind === 'ignored') {
        ignored.push(i + 1);
        return;
      }
      if (result.kind !== 'message') return;
      const from = thisText(result.refs);
      const heard = result.meta.receiveTime;
      const at = heard?.at ?? receivedAt;
      const timeProblem = observationTimeProblem(at, now);
      if (timeProblem !== null) {
        refuse(from, `its ${heard === undefined ? 'arrival time' : TIME_FORMS[heard.source]} ${timeProblem}`);
        return;
      }
      const before = positions.length + statics.length;
      if (result.message.type === 14 && isDistressDevice(kindOfMmsi(result.message.mmsi))) {
        const mode = modeOfText(result.message.text);
        if (mode !== undefined) {
          deviceTexts.delete(result.message.mmsi);
          deviceTexts.set(result.message.mmsi, mode);
          const oldest = deviceTexts.keys().next();
          if (deviceTexts.size > MAX_DEVICE_TEXTS && !oldest.done) deviceTexts.delete(oldest.value);
        }
      }
      const position = aisPosition(result.message);
      // Base stations and aids to navigation are not vessels; their positions are not tracked.
      // A search-and-rescue aircraft (message 9) is an aircraft, known by its MMSI.
      if (position && position.aisClass !== 'base' && position.aisClass !== 'aton') {
        const sar = position.aisClass === 'SAR';
        const kind = sar ? 'aircraft' : kindOfMmsi(position.mmsi);
        const distress = isDistressDevice(kind)
          ? distressMode(position.navStatus, deviceTexts.get(position.mmsi))
          : undefined;
        positions.push({
          lines: from,
          report: {
            kind,
            key: position.mmsi,
            ...(sar ? { identifier: 'mmsi' as const } : {}),
            at,
            ...(heard === undefined ? { arrivalTime: true } : {}),
            identity: `${result.meta.payload}/${result.meta.fillBits}`,
            lon: position.lon,
            lat: position.lat,
            speedKn: position.speedKn,
            courseDeg: position.courseDeg,
            headingDeg: position.headingDeg,
            altitudeFt: position.altitudeM === null ? null : position.altitudeM / METRES_PER_FOOT,
            aisClass: position.aisClass,
            navStatus: position.navStatus,
            ...(distress === undefined ? {} : { distress }),
          },
        });
      }
      const facts = aisStatic(result.message);
      if (facts && result.message.type !== 21) {
        const d = facts.dimensions;
        const hasDimensions = d !== undefined && d.toBow + d.toStern + d.toPort + d.toStarboard > 0;
        statics.push({
          lines: from,
          report: {
            kind: kindOfMmsi(facts.mmsi),
            key: facts.mmsi,
            at,
            name: facts.name,
            imo: facts.imo,
            callSign: facts.callSign,
            shipType: facts.shipType,
            destination: facts.destination,
            aisClass: facts.aisClass,
            ...(hasDimensions ? { lengthM: d.toBow + d.toStern, beamM: d.toPort + d.toStarboard } : {}),
          },
        });
      }
      if (positions.length + statics.length === before) ignored.push(...from);
    }
  }

  return {
    /** The whole text at once (a feed's batch of lines). */
    read(text: string, receivedAt: number, now: number): DecodedLines {
      return mergeDecoded(readChunks(text, receivedAt, now, () => Number.POSITIVE_INFINITY));
    },
    readChunks,
    /** Drops fragments whose other parts never came. */
    expire: (now: number) => decoder.expire(now),
  };
}
