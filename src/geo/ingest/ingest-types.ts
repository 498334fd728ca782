/**
 * The vocabulary of ingest: what every feed's decoders produce (position reports and static facts
 * of vessels and aircraft), what ingest answers, and what the tracking engines hear of. The asset
 * registry stores reports; the engines read stored positions.
 */
import type { Executor } from '../../store/store.ts';

export type AssetKind = 'vessel' | 'aircraft';

export interface PositionReport {
  kind: AssetKind;
  /** MMSI for a vessel, ICAO 24-bit address (lower-case hex) for an aircraft. */
  key: string;
  at: number;
  lon: number;
  lat: number;
  speedKn?: number | null | undefined;
  courseDeg?: number | null | undefined;
  headingDeg?: number | null | undefined;
  altitudeFt?: number | null | undefined;
  name?: string | undefined;
  aisClass?: string | undefined;
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

export interface StoredPosition {
  assetId: string;
  report: PositionReport;
}

/** A tracking engine: told of stored positions inside the transaction that stored them. */
export type PositionListener = (db: Executor, positions: readonly StoredPosition[]) => Promise<void>;

export interface IngestProblem {
  index?: number;
  line?: number;
  detail: string;
}

export interface IngestResult {
  accepted: number;
  rejected: number;
  errors: IngestProblem[];
}

export interface DecodedLines {
  positions: PositionReport[];
  statics: StaticReport[];
  accepted: number;
  errors: IngestProblem[];
}

/** Where ingest stores what it read: the asset registry, inside ingest's transaction. */
export interface ReportStore {
  /** Applies the positions to their assets (created when first seen); the asset id of each. */
  recordPositions(reports: readonly PositionReport[], db: Executor): Promise<string[]>;
  recordStatic(reports: readonly StaticReport[], db: Executor): Promise<string[]>;
}
