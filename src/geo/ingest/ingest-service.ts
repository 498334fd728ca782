/**
 * Where every feed's positions and static facts go: the asset registry stores them, and the
 * tracking engines (zones, dark watch) hear of each stored position in the same transaction, so
 * the events they raise are committed with the positions that caused them or not at all.
 */
import type { Clock } from '../../lib/clock.ts';
import type { Store } from '../../store/store.ts';
import type {
  IngestProblem,
  IngestResult,
  PositionListener,
  PositionReport,
  ReportStore,
  StaticReport,
} from './ingest-types.ts';
import { createNmeaReader } from './nmea-lines.ts';
import { readPositionItem } from './position-items.ts';
import { readSbsText } from './sbs-lines.ts';

/** Feeds' clocks run a little ahead of ours; further ahead is a mistake worth refusing. */
export const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;

export interface IngestService {
  /** `POST /v1/ingest/positions`: each item checked alone; the good ones stored. */
  positionItems(items: readonly unknown[]): Promise<IngestResult>;
  /**
   * `POST /v1/ingest/sbs`: SBS-1 lines, times read in `timeZone` (default: the configured one);
   * bad lines reported by number.
   */
  sbsText(text: string, timeZone?: string | undefined): Promise<IngestResult>;
  /**
   * `POST /v1/ingest/nmea`: AIVDM/AIVDO lines (tag blocks allowed); multi-part messages must be
   * whole within one body. Bad lines reported by number.
   */
  nmeaText(text: string): Promise<IngestResult>;
  /** What decoded feeds hand over: positions and static facts, stored in one transaction. */
  record(positions: readonly PositionReport[], statics?: readonly StaticReport[]): Promise<string[]>;
  /** Adds a tracking engine that hears of every stored position. */
  listen(listener: PositionListener): void;
}

export function createIngestService(deps: {
  store: Store;
  clock: Clock;
  /** The asset registry. */
  assets: ReportStore;
  sbsTimeZone: string;
}): IngestService {
  const { store, clock, assets, sbsTimeZone } = deps;
  const listeners: PositionListener[] = [];

  async function record(positions: readonly PositionReport[], statics: readonly StaticReport[] = []) {
    if (positions.length === 0 && statics.length === 0) return [];
    return store.db.transaction().execute(async (tx) => {
      if (statics.length > 0) await assets.recordStatic(statics, tx);
      const ids = await assets.recordPositions(positions, tx);
      const stored = positions.map((report, i) => ({ assetId: ids[i] ?? '', report }));
      for (const listener of listeners) await listener(tx, stored);
      return ids;
    });
  }

  return {
    async positionItems(items) {
      const now = clock.now();
      const errors: IngestProblem[] = [];
      const good: PositionReport[] = [];
      items.forEach((item, index) => {
        const read = readPositionItem(item, now, FUTURE_TOLERANCE_MS);
        if (read.ok) good.push(read.report);
        else errors.push({ index, detail: read.detail });
      });
      await record(good);
      return { accepted: good.length, rejected: errors.length, errors };
    },
    async sbsText(text, timeZone) {
      const decoded = readSbsText(text, timeZone ?? sbsTimeZone, clock.now(), FUTURE_TOLERANCE_MS);
      await record(decoded.positions, decoded.statics);
      return { accepted: decoded.accepted, rejected: decoded.errors.length, errors: decoded.errors };
    },
    async nmeaText(text) {
      const now = clock.now();
      const decoded = createNmeaReader().read(text, now, now, FUTURE_TOLERANCE_MS);
      await record(decoded.positions, decoded.statics);
      return { accepted: decoded.accepted, rejected: decoded.errors.length, errors: decoded.errors };
    },
    record,
    listen(listener) {
      listeners.push(listener);
    },
  };
}
