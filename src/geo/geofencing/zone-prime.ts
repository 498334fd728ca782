/**
 * What the zone watcher rebuilds at start: where each recently seen asset stood when last judged,
 * and the insides the tracking ledger says were told. Kept apart from the watcher so the rules of a
 * restart read in one place.
 */
import type { Executor } from '../../store/store.ts';
import { type AssetsService, PRESENCE_WINDOW_MS, type RecentlySeen } from '../assets/index.ts';
import { isStation } from '../ingest/index.ts';
import type { LedgerRow, PrimeScope } from '../tracking/index.ts';
import type { GeofenceSnapshot } from '../zones/index.ts';

export interface Place {
  at: number;
  lon: number;
  lat: number;
}

/**
 * The assets of `scope` (stations aside) seen in the last PRESENCE_WINDOW_MS and the place each was
 * last judged at (`lastJudgedPlaces`), with their profiles read, so that rules' filters can place
 * them: what the zone watcher and the roaming judge start from.
 */
export async function recentPlaces(
  assets: Pick<AssetsService, 'recentlySeen' | 'positionsSince' | 'profiles'>,
  db: Executor,
  scope: PrimeScope,
  now: number,
): Promise<{ recent: RecentlySeen[]; places: Map<string, Place> }> {
  const since = now - PRESENCE_WINDOW_MS;
  const recent = (await assets.recentlySeen(since)).filter(
    (asset) => scope.owns(asset.id) && !isStation(asset.kind),
  );
  const places = await lastJudgedPlaces(assets, recent, scope, since);
  await assets.profiles.refresh(
    db,
    recent.map((asset) => asset.id),
  );
  return { recent, places };
}

/**
 * Each asset's last position judged: its newest, unless that one is still on its way through the
 * engine's feed (judged when it arrives, and told then); for those, the newest before it since
 * `since`, or none.
 */
export async function lastJudgedPlaces(
  assets: Pick<AssetsService, 'positionsSince'>,
  recent: readonly RecentlySeen[],
  scope: PrimeScope,
  since: number,
): Promise<Map<string, Place>> {
  const unjudged = (assetId: string) => scope.unjudgedFrom.get(assetId) ?? Number.POSITIVE_INFINITY;
  const places = new Map<string, Place>();
  const behind: string[] = [];
  for (const asset of recent) {
    if (asset.at >= unjudged(asset.id)) behind.push(asset.id);
    else places.set(asset.id, asset);
  }
  if (behind.length === 0) return places;
  for (const row of await assets.positionsSince(behind, since)) {
    if (row.at >= unjudged(row.asset_id)) continue;
    const last = places.get(row.asset_id);
    if (last === undefined || row.at >= last.at) places.set(row.asset_id, row);
  }
  return places;
}

/**
 * Puts every asset the ledger says was told inside a zone (`zone:<zone id>` rows in state `inside`)
 * back inside it, with no crossing waiting either way: the next fix judges from there, and its exit
 * is still news.
 */
export function withToldInsides(snapshot: GeofenceSnapshot, told: readonly LedgerRow[]): GeofenceSnapshot {
  const byAsset = new Map(snapshot.assets.map((asset) => [asset.assetId, asset]));
  for (const row of told) {
    const zoneId = row.watch.slice('zone:'.length);
    let asset = byAsset.get(row.subject);
    if (asset === undefined) {
      asset = { assetId: row.subject, horizon: row.since, zones: [] };
      byAsset.set(row.subject, asset);
      snapshot.assets.push(asset);
    }
    asset.zones = [...asset.zones.filter((zone) => zone.zoneId !== zoneId), { zoneId, inside: true }];
  }
  return snapshot;
}
