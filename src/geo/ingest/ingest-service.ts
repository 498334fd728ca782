/**
 * Where every feed's positions and static facts go: the asset registry stores them, and the
 * positions to judge are written to the tracking engines' feed in the same transaction (see
 * geo/engine), so a stored position is judged even if the process dies the moment after.
 */
import type { Clock } from '../../lib/clock.ts';
import type { Store } from '../../store/store.ts';
import { positionsToEvaluate, tally } from './ingest-tally.ts';
import type {
  DecodedLines,
  IngestResult,
  PositionListener,
  PositionOutcome,
  PositionReport,
  ReportStore,
  Sourced,
  StaticReport,
} from './ingest-types.ts';
import { createNmeaReader } from './nmea-lines.ts';
import { readPositionItem } from './position-items.ts';
import { readSbsText } from './sbs-lines.ts';

/**
 * A workspace's HTTP NMEA reader is kept this long after its last request, so that a message whose
 * parts a sender split over two requests is joined; the decoder gives up on a lone part after 10 s.
 */
const NMEA_READER_IDLE_MS = 60_000;

export interface IngestService {
  /** `POST /v1/ingest/positions`: each item checked alone; the good ones stored. */
  positionItems(items: readonly unknown[]): Promise<IngestResult>;
  /**
   * `POST /v1/ingest/sbs`: SBS-1 lines, times read in `timeZone` (default: the configured one);
   * bad lines reported by number.
   */
  sbsText(text: string, timeZone?: string | undefined): Promise<IngestResult>;
  /**
   * `POST /v1/ingest/nmea`: AIVDM/AIVDO lines (tag blocks allowed). The parts of a multi-part
   * message are joined within one body, or across the workspace's bodies within 10 s.
   */
  nmeaText(text: string, workspaceId?: string): Promise<IngestResult>;
  /** What decoded feeds hand over: positions and static facts, stored in one transaction. */
  record(positions: readonly PositionReport[], statics?: readonly StaticReport[]): Promise<string[]>;
  /** Decoded lines stored, and what became of each line. */
  recordLines(decoded: DecodedLines): Promise<IngestResult>;
  /** Adds a listener told of the positions to judge, in the transaction that stores them. */
  listen(listener: PositionListener): void;
  /** Adds a hook run after each batch is committed (the engines' feed has new rows). */
  afterStored(hook: () => Promise<void> | void): void;
}

export function createIngestService(deps: {
  store: Store;
  clock: Clock;
  /** The asset registry. */
  assets: ReportStore;
  sbsTimeZone: string;
  /** Positions further behind the clock than this are stored, not judged (`unjudged`). */
  lateHorizonMs: number;
}): IngestService {
  const { store, clock, assets, sbsTimeZone, lateHorizonMs } = deps;
  const listeners: PositionListener[] = [];
  const stored: (() => Promise<void> | void)[] = [];
  const nmeaReaders = new Map<string, { reader: ReturnType<typeof createNmeaReader>; usedAt: number }>();

  async function storeReports(
    positions: readonly PositionReport[],
    statics: readonly StaticReport[],
  ): Promise<PositionOutcome[]> {
    if (positions.length === 0 && statics.length === 0) return [];
    const outcomes = await store.db.transaction().execute(async (tx) => {
      if (statics.length > 0) await assets.recordStatic(statics, tx);
      const outcomes = await assets.storePositions(positions, tx);
      const evaluated = positionsToEvaluate(positions, outcomes, judgedFrom());
      for (const listener of listeners) await listener(tx, evaluated);
      return outcomes;
    });
    if (positions.length > 0) for (const hook of stored) await hook();
    return outcomes;
  }

  /** The oldest time a position may have and still be judged. */
  const judgedFrom = () => clock.now() - lateHorizonMs;

  async function recordLines(decoded: DecodedLines): Promise<IngestResult> {
    const reports = (list: readonly Sourced<PositionReport>[]) => list.map((item) => item.report);
    const outcomes = await storeReports(
      reports(decoded.positions),
      decoded.statics.map((item) => item.report),
    );
    return tally(decoded, outcomes, judgedFrom());
  }

  /** The workspace's reader, kept between requests; idle ones are forgotten. */
  function nmeaReaderOf(workspaceId: string, now: number) {
    for (const [id, entry] of nmeaReaders)
      if (now - entry.usedAt > NMEA_READER_IDLE_MS) nmeaReaders.delete(id);
    const entry = nmeaReaders.get(workspaceId) ?? { reader: createNmeaReader(), usedAt: now };
    entry.usedAt = now;
    nmeaReaders.set(workspaceId, entry);
    entry.reader.expire(now);
    return entry.reader;
  }

  return {
    async positionItems(items) {
      const now = clock.now();
      const decoded: DecodedLines = { positions: [], statics: [], ignored: [], pending: [], errors: [] };
      items.forEach((item, index) => {
        const read = readPositionItem(item, now);
        if (read.ok) decoded.positions.push({ report: read.report, lines: [index] });
        else decoded.errors.push({ index, detail: read.detail });
      });
      return recordLines(decoded);
    },
    async sbsText(text, timeZone) {
      return recordLines(readSbsText(text, timeZone ?? sbsTimeZone, clock.now()));
    },
    async nmeaText(text, workspaceId) {
      const now = clock.now();
      const reader = workspaceId === undefined ? createNmeaReader() : nmeaReaderOf(workspaceId, now);
      return recordLines(reader.read(text, now, now));
    },
    async record(positions, statics = []) {
      return (await storeReports(positions, statics)).map((outcome) => outcome.assetId);
    },
    recordLines,
    listen(listener) {
      listeners.push(listener);
    },
    afterStored(hook) {
      stored.push(hook);
    },
  };
}
