/**
 * "Which assets were inside this area between T1 and T2" (`POST /v1/assets/within`), answered from
 * the stored positions, good fixes only:
 *
 * 1. the fixes in the grid cells that cover the area's parts, between the times, are read by seeks
 *    on the (cell, at) index (`position-cells.ts`, migration 0102), which holds what is read;
 * 2. each is kept if the area holds it (the geofence engine's point-in-polygon);
 * 3. each asset found inside gets its first and last fix inside, and the time it spent inside: the
 *    time between consecutive fixes of its track that are both inside and at most `maxGapS` apart
 *    (a leg that crosses the edge, or a longer gap, says too little of where it was: not counted, so
 *    `inside_s` is what the fixes show, never more). The times of its track between its first and
 *    last fix inside are read for that, by its key (a fix between two inside ones may lie outside
 *    the cells read), for many assets in one statement.
 */
import { invalidField } from '../../lib/errors.ts';
import type { Executor } from '../../store/store.ts';
import type { Area } from '../geometry/index.ts';
import { containsPoint, prepareArea } from '../zones/index.ts';
import { cellRuns } from './position-cells.ts';

/** Past this many cells an area is read by runs of cells (one range per grid row), not cell by cell. */
const MAX_SEEK_CELLS = 4_096;
/** Assets whose tracks are read per query. */
const ASSETS_PER_QUERY = 200;
/** An answer reads at most this many fixes: past it the area or the time is too wide to answer. */
export const MAX_CANDIDATE_FIXES = 5_000_000;

export interface WithinQuery {
  area: Area;
  from: number;
  to: number;
  /** The longest gap between two fixes inside that counts as time inside, seconds. */
  maxGapS: number;
  /** Keep each asset's fixes inside (at most `maxFixes` per asset). */
  fixes: boolean;
  maxFixes: number;
}

export interface InsideFix {
  at: number;
  lon: number;
  lat: number;
}

export interface AssetInside {
  assetId: string;
  firstInsideAt: number;
  lastInsideAt: number;
  insideS: number;
  fixesInside: number;
  fixes: InsideFix[] | undefined;
}

type Box = readonly [number, number, number, number];
type Cells = { list: number[] } | { runs: [number, number][] };

/** The good fixes in these cells (or runs of cells), in the box, between the times: the index alone. */
function readCells(db: Executor, cells: Cells, box: Box, from: number, to: number) {
  const [west, south, east, north] = box;
  return db
    .selectFrom('positions')
    .select(['asset_id', 'at', 'lon', 'lat'])
    .where((eb) =>
      'list' in cells
        ? eb('cell', 'in', cells.list)
        : eb.or(cells.runs.map(([low, high]) => eb.between('cell', low, high))),
    )
    .where('at', '>=', from)
    .where('at', '<', to)
    .where('quality', 'is', null)
    .where('lon', '>=', west)
    .where('lon', '<=', east)
    .where('lat', '>=', south)
    .where('lat', '<=', north)
    .execute();
}

/** Each asset's good fixes' times within its span (inclusive), for many assets at once, by their key. */
async function trackTimes(db: Executor, spans: readonly { assetId: string; from: number; to: number }[]) {
  const times = new Map<string, number[]>();
  for (let k = 0; k < spans.length; k += ASSETS_PER_QUERY) {
    const batch = spans.slice(k, k + ASSETS_PER_QUERY);
    const rows = await db
      .selectFrom('positions')
      .select(['asset_id', 'at'])
      .where((eb) =>
        eb.or(
          batch.map((span) =>
            eb.and([eb('asset_id', '=', span.assetId), eb('at', '>=', span.from), eb('at', '<=', span.to)]),
          ),
        ),
      )
      .where('quality', 'is', null)
      .execute();
    for (const row of rows) {
      const list = times.get(row.asset_id) ?? [];
      if (list.length === 0) times.set(row.asset_id, list);
      list.push(Number(row.at));
    }
  }
  return times;
}

/** The assets inside the area between the times, by first time inside. */
export async function assetsWithin(db: Executor, query: WithinQuery): Promise<AssetInside[]> {
  const prepared = prepareArea(query.area);
  const boxes = prepared.boxes;
  /** Asset → its fixes inside, by time (parts of an area split at the antimeridian may meet). */
  const inside = new Map<string, Map<number, InsideFix>>();
  let read = 0;
  for (let i = 0; i + 3 < boxes.length; i += 4) {
    const box: Box = [boxes[i] ?? 0, boxes[i + 1] ?? 0, boxes[i + 2] ?? 0, boxes[i + 3] ?? 0];
    const runs = cellRuns(box);
    let count = 0;
    for (const [low, high] of runs) count += high - low + 1;
    const cells: Cells =
      count > MAX_SEEK_CELLS ? { runs } : { list: runs.flatMap(([low, high]) => range(low, high)) };
    const rows = await readCells(db, cells, box, query.from, query.to);
    read += rows.length;
    if (read > MAX_CANDIDATE_FIXES)
      throw invalidField(
        '/to',
        `the area holds more than ${MAX_CANDIDATE_FIXES} stored positions between from and to: narrow the area or the time`,
      );
    for (const row of rows) {
      if (!containsPoint(prepared, row.lon, row.lat)) continue;
      const at = Number(row.at);
      const fixes = inside.get(row.asset_id) ?? new Map<number, InsideFix>();
      if (fixes.size === 0) inside.set(row.asset_id, fixes);
      fixes.set(at, { at, lon: row.lon, lat: row.lat });
    }
  }
  const spans = [...inside].map(([assetId, fixes]) => {
    let from = Number.POSITIVE_INFINITY;
    let to = Number.NEGATIVE_INFINITY;
    for (const at of fixes.keys()) {
      if (at < from) from = at;
      if (at > to) to = at;
    }
    return { assetId, from, to };
  });
  const tracks = await trackTimes(db, spans);
  const maxGapMs = query.maxGapS * 1000;
  const found: AssetInside[] = [];
  for (const { assetId, from, to } of spans) {
    const fixes = inside.get(assetId);
    if (fixes === undefined) continue;
    const times = [...new Set(tracks.get(assetId) ?? [])].sort((a, b) => a - b);
    let insideMs = 0;
    for (let k = 0; k + 1 < times.length; k++) {
      const a = times[k] ?? 0;
      const b = times[k + 1] ?? 0;
      // A leg counts when both its ends lie inside and it is short enough to say where it went.
      if (b - a <= maxGapMs && fixes.has(a) && fixes.has(b)) insideMs += b - a;
    }
    found.push({
      assetId,
      firstInsideAt: from,
      lastInsideAt: to,
      insideS: Math.round(insideMs / 1000),
      fixesInside: fixes.size,
      fixes: query.fixes
        ? [...fixes.values()].sort((a, b) => a.at - b.at).slice(0, query.maxFixes)
        : undefined,
    });
  }
  return found.sort((a, b) => a.firstInsideAt - b.firstInsideAt || (a.assetId < b.assetId ? -1 : 1));
}

function range(low: number, high: number): number[] {
  const out: number[] = [];
  for (let n = low; n <= high; n++) out.push(n);
  return out;
}
