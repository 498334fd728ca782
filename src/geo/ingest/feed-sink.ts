/**
 * Where a live feed's lines become stored positions: the same decoding as the ingest endpoints,
 * with two differences a stream needs. A multi-part AIS message may straddle two batches, so one
 * NMEA reader lives as long as the feed and keeps its fragments; SBS spreads an aircraft's state
 * over several message types, so the last speed, track and altitude seen are carried from one
 * batch to the next. Bad lines are counted and logged once a minute, never thrown.
 */

import { createLogThrottle } from '../../lib/log-throttle.ts';
import type { FeedFormat, FeedSink } from '../feeds/index.ts';
import type { IngestService } from './ingest-service.ts';
import type { IngestProblem, IngestSource } from './ingest-types.ts';
import { createNmeaReader } from './nmea-lines.ts';
import { readSbsText, SBS_CARRY_TTL_MS, type SbsCarried } from './sbs-lines.ts';

/** Fragments older than the decoder's timeout are dropped this often; expiring is a map sweep. */
const EXPIRE_EVERY_MS = 10_000;

export interface IngestSinkStats {
  accepted: number;
  rejected: number;
}

export interface IngestSink extends FeedSink {
  stats(): IngestSinkStats;
}

/** One sink per feed: its reader and carried state belong to that feed's stream alone. */
export function createIngestSink(
  ingest: IngestService,
  options: {
    sbsTimeZone: string;
    logger: { warn(o: object, m: string): void };
    /** Names the feed in log lines. */
    feed?: string;
    now?: () => number;
  },
): IngestSink {
  const now = options.now ?? Date.now;
  const name = options.feed ?? 'feed';
  const source: IngestSource = { id: `feed:${name}`, kind: 'feed', name, workspaceId: null };
  const nmea = createNmeaReader();
  const aircraft: SbsCarried = new Map();
  const badLines = createLogThrottle();
  let lastExpire = 0;
  let accepted = 0;
  let rejected = 0;

  function expire(at: number): void {
    if (at - lastExpire < EXPIRE_EVERY_MS) return;
    lastExpire = at;
    nmea.expire(at);
    for (const [key, state] of aircraft) if (at - state.seenAt > SBS_CARRY_TTL_MS) aircraft.delete(key);
  }

  function report(format: FeedFormat, lines: readonly string[], errors: readonly IngestProblem[]): void {
    if (errors.length === 0) return;
    rejected += new Set(errors.map((error) => error.line)).size;
    const since = badLines.hit(errors.length);
    const sample = errors[0];
    if (since === 0 || sample === undefined) return;
    const text = sample.line === undefined ? undefined : lines[sample.line - 1]?.slice(0, 120);
    options.logger.warn(
      {
        feed: options.feed,
        format,
        badLines: since,
        totalBadLines: rejected,
        example: { line: text, detail: sample.detail },
      },
      'feed sent lines that could not be read',
    );
  }

  return {
    async lines(format, lines, receivedAt) {
      const at = now();
      expire(at);
      const text = lines.join('\n');
      const decoded =
        format === 'nmea'
          ? nmea.read(text, receivedAt, at)
          : readSbsText(text, options.sbsTimeZone, at, aircraft);
      report(format, lines, decoded.errors);
      const result = await ingest.recordLines(decoded, source);
      accepted += result.accepted;
    },
    stats: () => ({ accepted, rejected }),
  };
}
