/**
 * Stored positions as the engines' feed carries them (a table row's text, a JetStream message):
 * compact JSON, one array per position, and the partition an asset belongs to. The partition is a
 * hash of the asset id, the same in every process, so each asset's positions all go one way.
 */
import { ASSET_KINDS, type PositionReport, type StoredPosition } from '../ingest/index.ts';

type Wire = [
  assetId: string,
  /** The kind's index in ASSET_KINDS (0 vessel, 1 aircraft, then the stations). */
  kind: number,
  at: number,
  lon: number,
  lat: number,
  speedKn: number | null,
  courseDeg: number | null,
  headingDeg: number | null,
  altitudeFt: number | null,
  aisClass: string | null,
  key: string,
  /** 1: stored late, 0 not (absent in messages written before late positions were judged). */
  late?: 0 | 1,
  /** The source it came through (null or absent when unknown, and in older messages). */
  source?: string | null,
  /** 1: a distress device's report saying it is active; absent otherwise. */
  distressActive?: 1,
];

export function encodePositions(positions: readonly StoredPosition[]): string {
  return JSON.stringify(
    positions.map(({ assetId, report: r, late, source }): Wire => {
      const wire: Wire = [
        assetId,
        ASSET_KINDS.indexOf(r.kind),
        r.at,
        r.lon,
        r.lat,
        r.speedKn ?? null,
        r.courseDeg ?? null,
        r.headingDeg ?? null,
        r.altitudeFt ?? null,
        r.aisClass ?? null,
        r.key,
      ];
      const active = r.distress === 'active';
      if (late === true || source !== undefined || active) wire.push(late === true ? 1 : 0);
      if (source !== undefined || active) wire.push(source ?? null);
      if (active) wire.push(1);
      return wire;
    }),
  );
}

export function decodePositions(text: string): StoredPosition[] {
  return (JSON.parse(text) as Wire[]).map((w) => {
    const report: PositionReport = {
      kind: ASSET_KINDS[w[1]] ?? 'vessel',
      key: w[10],
      at: w[2],
      lon: w[3],
      lat: w[4],
      speedKn: w[5],
      courseDeg: w[6],
      headingDeg: w[7],
      altitudeFt: w[8],
    };
    if (w[9] !== null) report.aisClass = w[9];
    const position: StoredPosition = { assetId: w[0], report };
    if (w[11] === 1) position.late = true;
    if (typeof w[12] === 'string') position.source = w[12];
    if (w[13] === 1) report.distress = 'active';
    return position;
  });
}

/** The partition of an asset: FNV-1a (32 bits) of its id, modulo the partition count. */
export function partitionOf(assetId: string, partitions: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < assetId.length; i++) {
    hash ^= assetId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % partitions;
}
