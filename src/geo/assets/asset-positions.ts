/**
 * The latest position of every asset seen recently, optionally inside a box: what a live map draws
 * and refreshes (the console polls it with `since` for what moved). One indexed read of the assets'
 * last positions; no track rows are touched. Polling by `changedSince` (when Vigil stored the change)
 * rather than by report time, so a position that arrives late still reaches the map.
 */
import type { AssetsTable } from '../../store/database.ts';
import type { Executor } from '../../store/store.ts';

export interface LatestPosition {
  id: string;
  kind: AssetsTable['kind'];
  name: string | null;
  at: number;
  lon: number;
  lat: number;
  speed_kn: number | null;
  course_deg: number | null;
  heading_deg: number | null;
  altitude_ft: number | null;
  /** AIS ship and cargo type: what a map styles a vessel by. */
  ship_type: number | null;
  /** The MMSI (whose MID names the flag); null for an aircraft or an asset without one. */
  mmsi: string | null;
}

export interface LatestPositionsQuery {
  /** Reported (the position's own time) at or after. */
  since: number;
  /** Stored or changed by Vigil at or after: a late report of an older time still counts. */
  changedSince: number | undefined;
  /** `[west, south, east, north]`; west east of east crosses the antimeridian. */
  bbox: readonly [number, number, number, number] | undefined;
  kind: AssetsTable['kind'] | undefined;
  limit: number;
}

/** Newest first, at most `limit`. */
export async function latestPositions(db: Executor, query: LatestPositionsQuery): Promise<LatestPosition[]> {
  let select = db
    .selectFrom('assets')
    .select([
      'id',
      'kind',
      'name',
      'last_at',
      'last_lon',
      'last_lat',
      'last_speed_kn',
      'last_course_deg',
      'last_heading_deg',
      'last_altitude_ft',
      'ship_type',
      'mmsi',
    ])
    .where('last_at', '>=', query.since)
    .where('last_lon', 'is not', null)
    .where('last_lat', 'is not', null);
  if (query.changedSince !== undefined) select = select.where('updated_at', '>=', query.changedSince);
  if (query.kind) select = select.where('kind', '=', query.kind);
  if (query.bbox) {
    const [west, south, east, north] = query.bbox;
    select = select
      .where('last_lat', '>=', south)
      .where('last_lat', '<=', north)
      .where((eb) =>
        west <= east
          ? eb.and([eb('last_lon', '>=', west), eb('last_lon', '<=', east)])
          : eb.or([eb('last_lon', '>=', west), eb('last_lon', '<=', east)]),
      );
  }
  const rows = await select.orderBy('last_at', 'desc').orderBy('id').limit(query.limit).execute();
  return rows.flatMap((row) =>
    row.last_at === null || row.last_lon === null || row.last_lat === null
      ? []
      : [
          {
            id: row.id,
            kind: row.kind,
            name: row.name,
            at: row.last_at,
            lon: row.last_lon,
            lat: row.last_lat,
            speed_kn: row.last_speed_kn,
            course_deg: row.last_course_deg,
            heading_deg: row.last_heading_deg,
            altitude_ft: row.last_altitude_ft,
            ship_type: row.ship_type,
            mmsi: row.mmsi,
          },
        ],
  );
}
