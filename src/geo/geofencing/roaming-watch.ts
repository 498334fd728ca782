/**
 * The zone watcher's roaming zones: the fences of the rules that have one, kept in line with the
 * watch inputs, and rebuilt at start as zones are.
 *
 * Positions are recorded only while at least one roaming fence exists: a deployment without
 * roaming rules pays nothing on its fixes (no hash of every asset's last two fixes), and the hashes
 * are emptied when the last fence goes. So a fence added does not count on positions held: as an
 * area zone does (zone-watcher.ts `placeAlreadyInside`), it reads its anchor's last position and
 * the assets seen in the presence window around it from the store, and starts with those inside
 * it, silently (they did not enter). At start every recently seen asset's last judged position is
 * noted (when a fence exists), each fence places those inside silently, and the pairs the ledger
 * says were told inside are put back inside, so their exit is still news and their entry is not
 * told again.
 */
import { metresPerDegreeLat, metresPerDegreeLon } from '../../lib/earth.ts';
import type { Executor } from '../../store/store.ts';
import { type AssetsService, PRESENCE_WINDOW_MS } from '../assets/index.ts';
import type { BBox } from '../geometry/index.ts';
import { isStation } from '../ingest/index.ts';
import type { LedgerRow, TrackFix, WatchInputs } from '../tracking/index.ts';
import type { Transition } from '../zones/index.ts';
import { createRoamingFences, type RoamingFences } from './roaming-fences.ts';
import { roamingFence } from './zone-definitions.ts';

export interface RoamingWatch {
  /**
   * Installs, replaces or removes the roaming zone of the rule `id` (none when it has none);
   * returns the zone id when a fence was added after the prime (to `place` it).
   */
  install(ruleId: string): string | undefined;
  /** Places silently the assets already near a fence just added, from the store. */
  place(zoneId: string): Promise<void>;
  /** Removes the fences of rules no longer in the inputs. */
  keepOnly(ruleIds: ReadonlySet<string>): void;
  /** Whether a zone id (`rule:<id>`) is a roaming zone's. */
  has(zoneId: string): boolean;
  prime(
    places: Iterable<{ assetId: string; at: number; lon: number; lat: number }>,
    told: readonly LedgerRow[],
  ): void;
  observe(fix: TrackFix): Transition[];
  forget(which: (assetId: string) => boolean): void;
  expire(now: number): void;
  fences: RoamingFences;
}

/** The box around a point that holds every point within `radiusM` of it (west > east across ±180°). */
export function boxAround(lon: number, lat: number, radiusM: number): BBox {
  // A tenth more: the degrees per metre change across the box.
  const reach = radiusM * 1.1;
  const south = Math.max(-90, lat - reach / metresPerDegreeLat(lat));
  const north = Math.min(90, lat + reach / metresPerDegreeLat(lat));
  const widest = Math.max(Math.abs(south), Math.abs(north));
  const perLon = widest >= 89.9 ? 0 : metresPerDegreeLon(widest);
  const dLon = perLon === 0 ? 180 : reach / perLon;
  if (dLon >= 180) return [-180, south, 180, north];
  const wrap = (value: number) => (value < -180 ? value + 360 : value > 180 ? value - 360 : value);
  return [wrap(lon - dLon), south, wrap(lon + dLon), north];
}

export function createRoamingWatch(deps: {
  inputs: WatchInputs;
  assets: Pick<AssetsService, 'get' | 'recentlySeenIn' | 'profiles'>;
  db: () => Executor;
  clock: { now(): number };
  /** The assets this process judges: only those are placed in a fence added. */
  owns: (assetId: string) => boolean;
}): RoamingWatch {
  const { inputs, assets, clock } = deps;
  const fences = createRoamingFences();
  /** Until primed, a fence added places nobody: the prime places everyone in every fence at once. */
  let primed = false;

  return {
    fences,

    install(ruleId) {
      const rule = inputs.rules.get(ruleId);
      const fence = rule === undefined ? undefined : roamingFence(rule, inputs);
      if (fence === undefined) {
        fences.remove(`rule:${ruleId}`);
        return undefined;
      }
      const added = !fences.has(fence.id);
      fences.set(fence);
      return added && primed ? fence.id : undefined;
    },

    async place(zoneId) {
      const fence = fences.get(zoneId);
      // Placed by the process that judges the anchor (with NATS: the encounter partition's holder).
      if (fence === undefined || !deps.owns(fence.anchorId)) return;
      const anchor = await assets.get(fence.anchorId);
      const since = clock.now() - PRESENCE_WINDOW_MS;
      if (anchor?.last_at == null || anchor.last_lon == null || anchor.last_lat == null) return;
      if (anchor.last_at < since) return;
      const box = boxAround(anchor.last_lon, anchor.last_lat, fence.radiusM + fence.hysteresisM);
      const near = (await assets.recentlySeenIn(box, since)).filter(
        (asset) => asset.id === fence.anchorId || (deps.owns(asset.id) && !isStation(asset.kind)),
      );
      // A fence with filters places only the assets that pass them: their profiles first.
      await assets.profiles.refresh(
        deps.db(),
        near.map((asset) => asset.id),
      );
      // The fence may have gone meanwhile (a change, the last fence removed and the hashes emptied).
      if (!fences.has(zoneId)) return;
      const places = near.some((asset) => asset.id === fence.anchorId)
        ? near
        : [...near, { id: fence.anchorId, at: anchor.last_at, lon: anchor.last_lon, lat: anchor.last_lat }];
      // A position already held is newer or the same: recording ignores an older one.
      for (const asset of places)
        fences.record({
          assetId: asset.id,
          at: asset.at,
          lon: asset.lon,
          lat: asset.lat,
          speedKn: null,
          courseDeg: null,
          aisClass: null,
        });
      fences.placeInside(zoneId);
    },

    keepOnly(ruleIds) {
      for (const id of [...fences.ids()]) if (!ruleIds.has(id.slice('rule:'.length))) fences.remove(id);
    },

    has: (zoneId) => fences.has(zoneId),

    prime(places, told) {
      primed = true;
      // No fence: nothing recorded (a fence added later reads what it needs from the store).
      if (fences.fenceCount() === 0) return;
      for (const place of places) fences.record({ ...place, speedKn: null, courseDeg: null, aisClass: null });
      for (const id of fences.ids()) fences.placeInside(id);
      for (const row of told) fences.restoreInside(row.watch.slice('zone:'.length), row.subject);
    },

    observe: (fix) => fences.observe(fix),

    forget: (which) => fences.forget(which),
    expire: (now) => fences.expire(now),
  };
}
