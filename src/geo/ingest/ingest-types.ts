/**
 * The vocabulary of ingest: what every feed's decoders produce (position reports and static facts
 * of vessels and aircraft), what ingest answers, and what the tracking engines hear of. The asset
 * registry stores reports; the engines read stored positions.
 */
import type { Static } from 'typebox';
import type { Executor } from '../../store/store.ts';
import type { IngestResultSchema } from './routes/ingest-schemas.ts';

/**
 * What an asset is. An MMSI names a station by its form (ITU-R M.585-9): the distress devices
 * (AIS-SART `970…`, man overboard `972…`, EPIRB-AIS `974…`) and aids to navigation (`99…`) are
 * not vessels, and are kinds of their own (station-kinds.ts).
 */
export type AssetKind = 'vessel' | 'aircraft' | 'sart' | 'mob' | 'epirb' | 'aton';

/** Every kind, in the order the engines' feed numbers them (feed-codec.ts: append only). */
export const ASSET_KINDS = [
  'vessel',
  'aircraft',
  'sart',
  'mob',
  'epirb',
  'aton',
] as const satisfies readonly AssetKind[];

/** A station (distress device, aid to navigation): no zone rule, encounter or dark watch counts it. */
export function isStation(kind: AssetKind): boolean {
  return kind !== 'vessel' && kind !== 'aircraft';
}

export interface PositionReport {
  kind: AssetKind;
  /** MMSI for a vessel, ICAO 24-bit address (lower-case hex) for an aircraft. */
  key: string;
  /**
   * Which identifier `key` is, when not the kind's usual one: an AIS search-and-rescue aircraft
   * (message 9) is an aircraft known by its MMSI.
   */
  identifier?: 'mmsi' | 'icao24' | undefined;
  at: number;
  /**
   * True when `at` is the time the report arrived, not one it carried (AIS without a tag block
   * time): several such reports of one asset may share an instant, and each is a report of its own.
   */
  arrivalTime?: boolean | undefined;
  /**
   * What makes two reports the same transmission when their time cannot tell (the AIS payload):
   * a second copy in one batch is a duplicate. Reports with their own time are the same when
   * every field agrees.
   */
  identity?: string | undefined;
  lon: number;
  lat: number;
  speedKn?: number | null | undefined;
  courseDeg?: number | null | undefined;
  headingDeg?: number | null | undefined;
  altitudeFt?: number | null | undefined;
  name?: string | undefined;
  aisClass?: string | undefined;
  /** AIS navigational status, ITU-R M.1371 Table 45 (0-15): types 1-3 and 27 carry it. */
  navStatus?: number | null | undefined;
  /**
   * A distress device's (SART, MOB, EPIRB) mode as its transmissions say (station-kinds.ts
   * `distressMode`): `active` (sending for real), `test`; omitted for other assets and when
   * nothing said.
   */
  distress?: 'active' | 'test' | undefined;
}

export interface StaticReport {
  kind: AssetKind;
  key: string;
  at: number;
  name?: string | undefined;
  imo?: string | undefined;
  callSign?: string | undefined;
  registration?: string | undefined;
  flight?: string | undefined;
  shipType?: number | undefined;
  lengthM?: number | undefined;
  beamM?: number | undefined;
  destination?: string | undefined;
  aisClass?: string | undefined;
}

/** Where a batch of positions came from (source-health.ts). */
export interface IngestSource {
  /** `feed:<address>` or `key:<key id>`. */
  id: string;
  kind: 'feed' | 'key';
  name: string;
  /** The key's workspace; null for a feed the service connects to (it serves every workspace). */
  workspaceId: string | null;
}

export interface StoredPosition {
  assetId: string;
  report: PositionReport;
  /**
   * Stored after the reorder window behind a newer position of its asset: what it shows is judged
   * again from its time, and what that tells is marked `late`.
   */
  late?: boolean | undefined;
  /** The source it came through (source-health.ts), when known. */
  source?: string | undefined;
}

/**
 * A tracking engine: told of stored positions inside the transaction that stored them, in time
 * order, one per asset and instant (the one received last), none suspect, and none further behind
 * the clock than the late horizon (stored, not judged: `oldestJudged`). A late position is told
 * marked `late`: the engine judges its asset again from its time.
 */
export type PositionListener = (db: Executor, positions: readonly StoredPosition[]) => Promise<void>;

/** What became of one position report. */
export interface PositionOutcome {
  assetId: string;
  /** `stored`; or `duplicate`: the same report was already stored (or came twice in the batch). */
  status: 'stored' | 'duplicate';
  /**
   * Stored, but older than the asset's newest position, which arrived longer ago than the reorder
   * window: the engines judge the asset again from its time.
   */
  late: boolean;
  /** Why the fix is not believed (stored, never judged); null when it is. */
  quality: string | null;
  /** Its place among the asset's stored reports of the same instant (meaningful when stored). */
  seq: number;
}

/** One refused line (text, from 1) or item (JSON, from 0), and what is wrong with it. */
export type IngestProblem = IngestResult['errors'][number];

/**
 * What became of a request's lines (text) or items (JSON), as the ingest endpoints answer it. Every
 * non-blank line or item is counted once: accepted + duplicates + ignored + pending + rejected.
 * `late`, `unjudged` and `suspect` are parts of `accepted`, each line counted in at most one of them.
 */
export type IngestResult = Static<typeof IngestResultSchema>;

/** A report with the lines (text, from 1) or item (JSON, from 0) of this request it came from. */
export interface Sourced<R> {
  report: R;
  /** Line numbers in this request; empty when every line came in an earlier request. */
  lines: readonly number[];
}

export interface DecodedLines {
  positions: Sourced<PositionReport>[];
  statics: Sourced<StaticReport>[];
  /** Lines read without fault that carry nothing Vigil stores (comments, other sentences, …). */
  ignored: number[];
  /** Lines held as parts of a message whose other parts have not come yet. */
  pending: number[];
  errors: IngestProblem[];
}

/** A slice of a body read: what its lines (or items) held, and the number of its last one. */
export interface ReadChunk {
  decoded: DecodedLines;
  last: number;
}

/** The chunks of one text read as one (their line numbers are the text's already). */
export function mergeDecoded(chunks: Iterable<ReadChunk>): DecodedLines {
  const all: DecodedLines = { positions: [], statics: [], ignored: [], pending: [], errors: [] };
  // Element by element: a spread of a chunk of a long text would pass too many arguments.
  for (const { decoded: chunk } of chunks) {
    for (const position of chunk.positions) all.positions.push(position);
    for (const facts of chunk.statics) all.statics.push(facts);
    for (const line of chunk.ignored) all.ignored.push(line);
    for (const line of chunk.pending) all.pending.push(line);
    for (const error of chunk.errors) all.errors.push(error);
  }
  return all;
}

/** Where ingest stores what it read: the asset registry, inside ingest's transaction. */
export interface ReportStore {
  /** Stores the positions (assets created when first seen), in order; what became of each. */
  storePositions(reports: readonly PositionReport[], db: Executor): Promise<PositionOutcome[]>;
  recordStatic(reports: readonly StaticReport[], db: Executor): Promise<string[]>;
}
