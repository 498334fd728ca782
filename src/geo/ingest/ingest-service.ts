/**
 * Where every feed's positions and static facts go: the asset registry stores them, and the
 * positions to judge are written to the tracking engines' feed in the same transaction (see
 * geo/engine), so a stored position is judged even if the process dies the moment after.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Clock } from '../../lib/clock.ts';
import { VigilError } from '../../lib/errors.ts';
import type { Executor } from '../../store/db.ts';
import type { Store } from '../../store/store.ts';
import { createTally, oldestJudged, positionsToEvaluate, tally } from './ingest-tally.ts';
import type {
  DecodedLines,
  IngestResult,
  IngestSource,
  PositionListener,
  PositionOutcome,
  PositionReport,
  ReadChunk,
  ReportStore,
  Sourced,
  StaticReport,
  StoredPosition,
} from './ingest-types.ts';
import { createNmeaReader } from './nmea-lines.ts';
import { readPositionItem } from './position-items.ts';
import { readSbsChunks } from './sbs-lines.ts';
import { createSlicePace, FIRST_SLICE, longerThanFirstSlice, type SlicePace } from './slice-pace.ts';
import type { SourceHealth } from './source-health.ts';

/**
 * How many reports (positions and static facts) a body's consecutive slices may store in one
 * transaction where one writer holds the database (SQLite): a request of a thousand positions is
 * one transaction, unless it takes longer than `TRANSACTION_MS`.
 */
export const TRANSACTION_REPORTS = 1_024;

/**
 * How long (the service's clock) a transaction stays open for more slices. It holds the write lock
 * and the connection from its first slice to its commit, turns of the event loop between slices
 * included, and every other statement waits meanwhile: the health check's read among them, whose
 * aim is 100 ms at p99 during a large body (bench/README.md, large-bodies).
 */
export const TRANSACTION_MS = 20;

/**
 * A workspace's HTTP NMEA reader is kept this long after its last request, so that a message whose
 * parts a sender split over two requests is joined; the decoder gives up on a lone part after 10 s.
 */
const NMEA_READER_IDLE_MS = 60_000;

/**
 * Every function takes the source the reports came from (a key over HTTP, a feed): its health is
 * watched (source-health.ts), and the engines know which source each position came through.
 */
export interface IngestService {
  /** `POST /v1/ingest/positions`: each item checked alone; the good ones stored. */
  positionItems(items: readonly unknown[], source?: IngestSource): Promise<IngestResult>;
  /**
   * `POST /v1/ingest/sbs`: SBS-1 lines, times read in `timeZone` (default: the configured one);
   * bad lines reported by number.
   */
  sbsText(text: string, timeZone?: string | undefined, source?: IngestSource): Promise<IngestResult>;
  /**
   * `POST /v1/ingest/nmea`: AIVDM/AIVDO lines (tag blocks allowed). The parts of a multi-part
   * message are joined within one body, or across the workspace's bodies within 10 s.
   */
  nmeaText(text: string, workspaceId?: string, source?: IngestSource): Promise<IngestResult>;
  /** What decoded feeds hand over: positions and static facts, stored in one transaction. */
  record(positions: readonly PositionReport[], statics?: readonly StaticReport[]): Promise<string[]>;
  /** Decoded lines stored, and what became of each line. */
  recordLines(decoded: DecodedLines, source?: IngestSource): Promise<IngestResult>;
  /** Adds a listener told of the positions to judge, in the transaction that stores them. */
  listen(listener: PositionListener): void;
  /**
   * Adds a hook run after each batch is committed (the engines' feed has new rows), told how many
   * positions were stored and how many of them will not be judged for their time.
   */
  afterStored(hook: (batch: StoredBatch) => Promise<void> | void): void;
}

/** What a committed batch held, for the hooks run after it. */
export interface StoredBatch {
  positions: number;
  /**
   * Stored, and never judged: older than the late horizon (`unjudged`). Late positions within it
   * are judged from their time, and counted by the engines that judge them.
   */
  unjudged: number;
}

export function createIngestService(deps: {
  store: Store;
  clock: Clock;
  /** The asset registry. */
  assets: ReportStore;
  sbsTimeZone: string;
  /** Told of every batch a source sent. */
  health?: SourceHealth;
  /** Positions further behind the clock than this are stored, not judged (`unjudged`). */
  lateHorizonMs: number;
}): IngestService {
  const { store, clock, assets, sbsTimeZone, health, lateHorizonMs } = deps;
  const listeners: PositionListener[] = [];
  const stored: ((batch: StoredBatch) => Promise<void> | void)[] = [];
  /** Each workspace's NMEA reader, and the turn its bodies take: one at a time, in arrival order. */
  const nmeaReaders = new Map<
    string,
    { reader: ReturnType<typeof createNmeaReader>; usedAt: number; turn: Promise<unknown> }
  >();

  /** The oldest time a position may have and still be judged (one rule: `oldestJudged`). */
  const judgedFrom = () => oldestJudged(clock.now(), lateHorizonMs);

  /** One slice's reports stored in `tx`: their static facts, then their positions. */
  async function storeIn(
    tx: Executor,
    positions: readonly PositionReport[],
    statics: readonly StaticReport[],
  ): Promise<PositionOutcome[]> {
    if (statics.length > 0) await assets.recordStatic(statics, tx);
    return assets.storePositions(positions, tx);
  }

  /** Once the reports' transaction has committed: the source heard, the hooks told. */
  async function afterCommit(
    positions: readonly PositionReport[],
    outcomes: readonly PositionOutcome[],
    source: IngestSource | undefined,
    from: number,
  ): Promise<void> {
    if (source !== undefined) health?.heard(source, clock.now());
    if (positions.length === 0) return;
    let unjudged = 0;
    outcomes.forEach((outcome, i) => {
      if (outcome.status === 'stored' && outcome.quality === null && (positions[i]?.at ?? from) < from)
        unjudged += 1;
    });
    for (const hook of stored) await hook({ positions: positions.length, unjudged });
  }

  async function storeReports(
    positions: readonly PositionReport[],
    statics: readonly StaticReport[],
    source: IngestSource | undefined,
    from: number,
  ): Promise<PositionOutcome[]> {
    if (positions.length === 0 && statics.length === 0) return [];
    const outcomes = await store.db.transaction().execute(async (tx) => {
      const outcomes = await storeIn(tx, positions, statics);
      const evaluated = positionsToEvaluate(positions, outcomes, from, source?.id);
      for (const listener of listeners) await listener(tx, evaluated);
      return outcomes;
    });
    await afterCommit(positions, outcomes, source, from);
    return outcomes;
  }

  async function recordLines(decoded: DecodedLines, source?: IngestSource): Promise<IngestResult> {
    const reports = (list: readonly Sourced<PositionReport>[]) => list.map((item) => item.report);
    const from = judgedFrom();
    const outcomes = await storeReports(
      reports(decoded.positions),
      decoded.statics.map((item) => item.report),
      source,
      from,
    );
    return tally(decoded, outcomes, from);
  }

  /**
   * A body's slices, each read and stored with a turn of the event loop after it, sized by `pace`
   * to hold the loop about 15 ms (slice-pace.ts). Where one writer holds the whole database
   * (SQLite), consecutive slices share a transaction until it holds `TRANSACTION_REPORTS` reports or
   * has been open `TRANSACTION_MS`:
   * a commit writes every page its transaction touched, and a slice's own transaction cost as much
   * as a tenth of a position's CPU (docs/scaling.md). Where rows are locked (PostgreSQL), each slice
   * commits alone: two bodies holding their assets' locks over several slices could deadlock.
   * A body of one slice (`severalSlices` false) commits at once, without the turn: a transaction
   * held over a turn of the event loop stops every other SQLite connection of this thread, whose
   * wait for the lock (node:sqlite's busy timeout) is synchronous, so the holder never gets to
   * commit; two apps sharing a file in one process (as tests run them) met that for every request.
   * Nothing is told (the tally, the hooks, the engines' wake) before its transaction commits. A
   * store failure after some transactions committed says which lines were stored, so the sender
   * can send the rest (`unit`: "line" for text, counted from 1; "item" for JSON, from 0).
   */
  async function recordSlices(
    slices: Iterator<ReadChunk>,
    pace: SlicePace,
    unit: 'line' | 'item',
    source: IngestSource | undefined,
    severalSlices: boolean,
  ): Promise<IngestResult> {
    const from = judgedFrom();
    const counted = createTally(from);
    const shared = !store.dialect.rowLocks && severalSlices;
    let through: number | undefined;
    /** The next slice read and not stored yet; its pace starts as it is read. */
    const read = (): ReadChunk | undefined => {
      pace.start();
      const next = slices.next();
      return next.done ? undefined : next.value;
    };
    let next = read();
    while (next !== undefined) {
      const first = next;
      const done: {
        decoded: DecodedLines;
        positions: PositionReport[];
        outcomes: PositionOutcome[];
        last: number;
      }[] = [];
      let more: boolean;
      try {
        more = await store.db.transaction().execute(async (tx) => {
          const evaluated: StoredPosition[] = [];
          let held = 0;
          const began = clock.now();
          let slice: ReadChunk | undefined = first;
          while (slice !== undefined) {
            const { decoded, last } = slice;
            const positions = decoded.positions.map((item) => item.report);
            const statics = decoded.statics.map((item) => item.report);
            const outcomes =
              positions.length > 0 || statics.length > 0 ? await storeIn(tx, positions, statics) : [];
            evaluated.push(...positionsToEvaluate(positions, outcomes, from, source?.id));
            done.push({ decoded, positions, outcomes, last });
            held += positions.length + statics.length;
            pace.done();
            if (!shared || held >= TRANSACTION_REPORTS || clock.now() - began >= TRANSACTION_MS) break;
            await nextTurn();
            slice = read();
          }
          if (held > 0) {
            // In time order, arrival order among equal times: as the slices' feed rows one by one.
            evaluated.sort((a, b) => a.report.at - b.report.at);
            for (const listener of listeners) await listener(tx, evaluated);
          }
          // Whether the body goes on (a full transaction), or ended with this one.
          return slice !== undefined;
        });
      } catch (error) {
        if (through === undefined) throw error;
        const down = store.dialect.unavailable(error);
        const firstLine = unit === 'line' ? 1 : 0;
        throw new VigilError(
          down ? 'unavailable' : 'internal',
          `The ${unit}s from ${firstLine} to ${through} of this body were stored; from ${unit} ${through + 1} on, nothing was (${
            down?.reason ?? 'an internal error'
          }). Send the ${unit}s from ${through + 1} on again.`,
          { cause: error },
        );
      }
      for (const slice of done) {
        counted.add(slice.decoded, slice.outcomes);
        through = slice.last;
      }
      const positions = done.flatMap((slice) => slice.positions);
      if (positions.length > 0 || done.some((slice) => slice.decoded.statics.length > 0))
        await afterCommit(
          positions,
          done.flatMap((slice) => slice.outcomes),
          source,
          from,
        );
      if (!more) break;
      await nextTurn();
      next = read();
    }
    return counted.result();
  }

  /** The workspace's reader, kept between requests; idle ones are forgotten. */
  function nmeaReaderOf(workspaceId: string, now: number) {
    for (const [id, entry] of nmeaReaders)
      if (now - entry.usedAt > NMEA_READER_IDLE_MS) nmeaReaders.delete(id);
    const entry = nmeaReaders.get(workspaceId) ?? {
      reader: createNmeaReader(),
      usedAt: now,
      turn: Promise.resolve(),
    };
    entry.usedAt = now;
    nmeaReaders.set(workspaceId, entry);
    return entry;
  }

  return {
    async positionItems(items, source) {
      const now = clock.now();
      const pace = createSlicePace();
      function* slices(): Generator<ReadChunk> {
        for (let from = 0, to = 0; from < items.length; from = to) {
          const decoded: DecodedLines = { positions: [], statics: [], ignored: [], pending: [], errors: [] };
          to = Math.min(items.length, from + pace.lines());
          for (let index = from; index < to; index++) {
            const read = readPositionItem(items[index], now);
            if (read.ok) decoded.positions.push({ report: read.report, lines: [index] });
            else decoded.errors.push({ index, detail: read.detail });
          }
          yield { decoded, last: to - 1 };
        }
      }
      return recordSlices(slices(), pace, 'item', source, items.length > FIRST_SLICE);
    },
    async sbsText(text, timeZone, source) {
      const zone = timeZone ?? sbsTimeZone;
      const pace = createSlicePace();
      return recordSlices(
        readSbsChunks(text, zone, clock.now(), new Map(), pace.lines),
        pace,
        'line',
        source,
        longerThanFirstSlice(text),
      );
    },
    async nmeaText(text, workspaceId, source) {
      const now = clock.now();
      const read = (reader: ReturnType<typeof createNmeaReader>) => {
        const pace = createSlicePace();
        return recordSlices(
          reader.readChunks(text, now, now, pace.lines),
          pace,
          'line',
          source,
          longerThanFirstSlice(text),
        );
      };
      if (workspaceId === undefined) return read(createNmeaReader());
      // The workspace's bodies take turns: a message split over two of them is joined in order,
      // and one body's lines are never read between another's.
      const entry = nmeaReaderOf(workspaceId, now);
      const mine = entry.turn.then(() => {
        entry.reader.expire(clock.now());
        return read(entry.reader);
      });
      entry.turn = mine.catch(() => {});
      return mine;
    },
    async record(positions, statics = []) {
      return (await storeReports(positions, statics, undefined, judgedFrom())).map(
        (outcome) => outcome.assetId,
      );
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
