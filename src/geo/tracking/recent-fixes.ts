/**
 * Vessels' recent fixes, read back from the asset registry for the tracking watcher rebuilding its
 * state: each asset's newest few (the dark watch's cadence) as track fixes.
 */
import type { AssetsService } from '../assets/index.ts';
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

/** Each asset's newest `perAsset` positions since `since`, oldest first, as track fixes. */
export async function newestFixes(
  assets: Pick<AssetsService, 'newestPositions'>,
  assetIds: readonly string[],
  since: number,
  perAsset: number,
): Promise<Map<string, TrackFix[]>> {
  const byAsset = new Map<string, TrackFix[]>();
  for (const row of await assets.newestPositions(assetIds, since, perAsset)) {
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
