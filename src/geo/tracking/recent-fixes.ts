/**
 * Reading vessels' recent fixes back from the store, for the tracking watcher rebuilding its state:
 * each asset's newest few (the dark watch's cadence) and every fix since a time (episodes).
 */
import { sql } from 'kysely';
import type { Store } from '../../store/store.ts';
import type { AisClass, TrackFix } from './tracking-types.ts';

export function trackFix(
  assetId: string,
  at: number,
  p: { lon: number; lat: number },
  extra: Partial<TrackFix>,
): TrackFix {
  return {
    assetId,
    at,
    lon: p.lon,
    lat: p.lat,
    speedKn: extra.speedKn ?? null,
    courseDeg: extra.courseDeg ?? null,
    aisClass: extra.aisClass ?? null,
  };
}

export const aisClassOf = (value: string | null | undefined): AisClass | null =>
  value === 'A' || value === 'B' ? value : null;

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export interface FixRow {
  asset_id: string;
  at: number;
  lon: number;
  lat: number;
  speed_kn: number | null;
  course_deg: number | null;
}

/** Each asset's newest `perAsset` positions since `since`, oldest first. */
export async function newestFixes(
  store: Store,
  assetIds: readonly string[],
  since: number,
  perAsset: number,
): Promise<Map<string, TrackFix[]>> {
  const byAsset = new Map<string, TrackFix[]>();
  if (assetIds.length === 0) return byAsset;
  const { rows } = await sql<FixRow & { ais_class: string | null }>`
    select ranked.asset_id, at, lon, lat, speed_kn, course_deg, assets.ais_class from (
      select asset_id, at, lon, lat, speed_kn, course_deg,
             row_number() over (partition by asset_id order by at desc) as newest
        from positions
       where asset_id in (${sql.join(assetIds)}) and at >= ${since}
    ) ranked
    join assets on assets.id = ranked.asset_id
    where newest <= ${perAsset}
    order by at`.execute(store.db);
  for (const row of rows) {
    const list = byAsset.get(row.asset_id) ?? [];
    list.push(
      trackFix(row.asset_id, Number(row.at), row, {
        speedKn: row.speed_kn,
        courseDeg: row.course_deg,
        aisClass: aisClassOf(row.ais_class),
      }),
    );
    byAsset.set(row.asset_id, list);
  }
  return byAsset;
}

export function positionsSince(store: Store, assetIds: readonly string[], since: number): Promise<FixRow[]> {
  if (assetIds.length === 0) return Promise.resolve([]);
  return store.db
    .selectFrom('positions')
    .select(['asset_id', 'at', 'lon', 'lat', 'speed_kn', 'course_deg'])
    .where('asset_id', 'in', [...assetIds])
    .where('at', '>=', since)
    .execute();
}
