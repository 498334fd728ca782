/**
 * The geofence engine: every asset position is judged against the alert-rule and site zones that
 * watch the asset, and confirmed crossings come back as `entered` / `exited` transitions for the
 * caller to turn into `zone.entered` / `zone.exited` events (API.md §3). Crossing rules live in
 * `crossing-rules.ts`; this module keeps the books.
 *
 * Decisions a caller should know:
 * - An asset the engine has not seen is outside every zone, so its first fix past the band inside
 *   a zone is an `entered` (with dwell, once the dwell is met), as it is for an asset that was in
 *   place before a zone was added. Replay with `silent` to rebuild state without those events.
 * - Time is per asset: a fix no newer than the asset's newest judged fix is ignored, so late and
 *   duplicate positions cannot flap. A crossing `tick` confirms also moves the asset's clock to
 *   the instant it was confirmed.
 * - Memory holds one record per asset seen and one per zone the asset is inside or crossing into,
 *   never assets × zones.
 */

import type { Area } from '../geometry/index.ts';
import { classify, prepareZoneArea } from './area-queries.ts';
import { type Crossing, type JudgedPoint, judgePoint, type PendingCrossing } from './crossing-rules.ts';
import {
  type FixPath,
  judgesPath,
  type PathStart,
  pathBetween,
  pathMayCross,
  pointsOnPath,
} from './fix-path.ts';
import type { PreparedArea } from './prepared-area.ts';
import { createZoneIndex } from './zone-index.ts';
import type {
  AssetSnapshot,
  Fix,
  GeofenceEngine,
  GeofenceSnapshot,
  ProcessOptions,
  Transition,
  Zone,
} from './zone-types.ts';

interface ZoneEntry {
  zone: Zone;
  prepared: PreparedArea;
  dwellMs: number;
  maxGapS: number;
  /** Assets with state in this zone (inside, or crossing into it). */
  members: Map<string, Membership>;
  insideAssets: Set<string>;
  /** The update that last judged this zone through an asset's own state, to skip it as a candidate. */
  stamp: number;
}

interface AssetRecord {
  id: string;
  horizon: number;
  /** The newest fix judged: where the path to the next one starts. */
  last: PathStart | undefined;
  memberships: Membership[];
}

interface Membership {
  zone: ZoneEntry;
  asset: AssetRecord;
  inside: boolean;
  pending: PendingCrossing | undefined;
}

const IN_BOX = { inBox: true };

function watches(zone: Zone, assetId: string): boolean {
  return (zone.assets === 'all' || zone.assets.has(assetId)) && (zone.filter?.(assetId) ?? true);
}

function checkZone(zone: Zone): void {
  for (const [name, value] of [
    ['hysteresisM', zone.hysteresisM],
    ['dwellS', zone.dwellS],
    ['maxGapS', zone.maxGapS ?? 0],
  ] as const) {
    if (!Number.isFinite(value) || value < 0)
      throw new RangeError(`zone ${zone.id}: ${name} must be a finite number ≥ 0, not ${value}`);
  }
}

/**
 * In time, and exits before entries at one instant, so a ship moving between neighbouring zones
 * leaves one before entering the next.
 */
function inOrder(a: Transition, b: Transition): number {
  if (a.crossedAt !== b.crossedAt) return a.crossedAt - b.crossedAt;
  if (a.kind !== b.kind) return a.kind === 'exited' ? -1 : 1;
  return a.zoneId < b.zoneId ? -1 : a.zoneId > b.zoneId ? 1 : 0;
}

/**
 * Prepared areas by area object and hysteresis: preparing is pure and its result is only read, so
 * an area installed in several engines of a process (the World Port Index's 3,800 port zones, built
 * once a process) is prepared once. Areas parsed anew (a rule's, a site's) are new keys.
 */
const preparedAreas = new WeakMap<Area, Map<number, PreparedArea>>();

function preparedArea(area: Area, hysteresisM: number): PreparedArea {
  let byHysteresis = preparedAreas.get(area);
  if (byHysteresis === undefined) {
    byHysteresis = new Map();
    preparedAreas.set(area, byHysteresis);
  }
  let prepared = byHysteresis.get(hysteresisM);
  if (prepared === undefined) {
    prepared = prepareZoneArea(area, hysteresisM);
    byHysteresis.set(hysteresisM, prepared);
  }
  return prepared;
}

export function createGeofenceEngine(): GeofenceEngine {
  const zones = new Map<string, ZoneEntry>();
  const assets = new Map<string, AssetRecord>();
  const pending = new Set<Membership>();
  const index = createZoneIndex<ZoneEntry>();
  let stamp = 0;

  function attach(m: Membership): void {
    m.asset.memberships.push(m);
    m.zone.members.set(m.asset.id, m);
    if (m.inside) m.zone.insideAssets.add(m.asset.id);
    if (m.pending !== undefined) pending.add(m);
  }

  function detach(m: Membership): void {
    const list = m.asset.memberships;
    const at = list.indexOf(m);
    // Swap with the last: order does not matter, and `update` walks the list backwards.
    if (at >= 0) {
      const last = list.pop();
      if (last !== undefined && last !== m) list[at] = last;
    }
    m.zone.members.delete(m.asset.id);
    m.zone.insideAssets.delete(m.asset.id);
    pending.delete(m);
  }

  /**
   * Brings the books in line with a membership after a point or tick; records the crossings it
   * confirmed, in order (the membership's `inside` is already the side after the last).
   */
  function settle(m: Membership, crossings: readonly Crossing[], out: Transition[]): void {
    if (crossings.length > 0) {
      if (m.inside) m.zone.insideAssets.add(m.asset.id);
      else m.zone.insideAssets.delete(m.asset.id);
      const { zone } = m.zone;
      // The last crossing left the membership on its side; each before it went the other way.
      let inside = crossings.length % 2 === 1 ? m.inside : !m.inside;
      for (const crossing of crossings) {
        out.push({
          zoneId: zone.id,
          assetId: m.asset.id,
          kind: inside ? 'entered' : 'exited',
          at: crossing.at,
          crossedAt: crossing.crossedAt,
          fix: crossing.fix,
          gapMs: crossing.gapMs,
          tag: zone.tag,
        });
        inside = !inside;
      }
    }
    if (m.pending === undefined) pending.delete(m);
    else pending.add(m);
    if (!m.inside && m.pending === undefined) detach(m);
  }

  /**
   * Judges a membership along the path to the fix (where the zone judges the path), then at the
   * fix itself; returns the crossings.
   */
  function judgeAlong(
    m: Membership,
    path: FixPath | undefined,
    fix: Fix,
    fixSide: JudgedPoint['side'],
  ): Crossing[] {
    const entry = m.zone;
    const crossings: Crossing[] = [];
    let leftAt: number | undefined;
    if (
      path !== undefined &&
      judgesPath(path, entry.zone.hysteresisM, entry.maxGapS) &&
      pathMayCross(entry.prepared, path, m.inside)
    ) {
      const along = pointsOnPath(entry.prepared, entry.zone.hysteresisM, path, m.inside ? 'in' : 'out');
      for (const point of along.points) crossings.push(...judgePoint(m, point, entry.dwellMs));
      leftAt = along.lastChangeAt;
    }
    const point: JudgedPoint = { side: fixSide, at: fix.at, fix, gapMs: null };
    if (leftAt !== undefined) point.leftAt = leftAt;
    crossings.push(...judgePoint(m, point, entry.dwellMs));
    return crossings;
  }

  /** Zones the fix, or the path to it, may touch: those whose boxes hold the fix or meet the path's. */
  function candidates(fix: Fix, path: FixPath | undefined): ZoneEntry[] {
    if (path === undefined || !judgesPath(path, 0, Number.POSITIVE_INFINITY))
      return index.query(fix.lon, fix.lat);
    if (path.boxes.length === 1) {
      const [w, s, e, n] = path.boxes[0] ?? [fix.lon, fix.lat, fix.lon, fix.lat];
      return index.queryBox(w, s, e, n);
    }
    const found = new Set<ZoneEntry>();
    for (const [w, s, e, n] of path.boxes) for (const entry of index.queryBox(w, s, e, n)) found.add(entry);
    return [...found];
  }

  function update(fix: Fix, options?: ProcessOptions): Transition[] {
    const known = assets.get(fix.assetId);
    if (known !== undefined && fix.at <= known.horizon) return [];
    const asset: AssetRecord = known ?? {
      id: fix.assetId,
      horizon: fix.at,
      last: undefined,
      memberships: [],
    };
    if (known === undefined) assets.set(asset.id, asset);
    const path = pathBetween(asset.last, fix);
    asset.horizon = fix.at;
    asset.last = { at: fix.at, lon: fix.lon, lat: fix.lat };
    stamp++;
    const out: Transition[] = [];
    // Zones the asset is inside or crossing: judged wherever the fix is, so exits are seen.
    for (let i = asset.memberships.length - 1; i >= 0; i--) {
      const m = asset.memberships[i];
      if (m === undefined) continue;
      m.zone.stamp = stamp;
      const side = classify(m.zone.prepared, fix.lon, fix.lat, m.zone.zone.hysteresisM);
      settle(m, judgeAlong(m, path, fix, side), out);
    }
    // Other zones: only a fix past the band inside one, or a path through it, changes anything.
    const byPoint = path === undefined || !judgesPath(path, 0, Number.POSITIVE_INFINITY);
    for (const entry of candidates(fix, path)) {
      if (entry.stamp === stamp || !watches(entry.zone, asset.id)) continue;
      entry.stamp = stamp;
      const side = classify(
        entry.prepared,
        fix.lon,
        fix.lat,
        entry.zone.hysteresisM,
        byPoint ? IN_BOX : undefined,
      );
      const alongPath = path !== undefined && judgesPath(path, entry.zone.hysteresisM, entry.maxGapS);
      if (side !== 'in' && !alongPath) continue;
      const m: Membership = { zone: entry, asset, inside: false, pending: undefined };
      const crossings = judgeAlong(m, alongPath ? path : undefined, fix, side);
      if (!m.inside && m.pending === undefined && crossings.length === 0) continue;
      attach(m);
      settle(m, crossings, out);
    }
    if (options?.silent === true) return [];
    if (out.length > 1) out.sort(inOrder);
    return out;
  }

  function tick(now: number, options?: ProcessOptions): Transition[] {
    const out: Transition[] = [];
    // Deleting the visited member while iterating a Set is safe.
    for (const m of pending) {
      const p = m.pending;
      if (p === undefined) continue;
      const due = p.since + m.zone.dwellMs;
      if (due > now) continue;
      m.inside = !m.inside;
      m.pending = undefined;
      m.asset.horizon = Math.max(m.asset.horizon, due);
      settle(m, [{ crossedAt: p.since, at: due, fix: p.fix, gapMs: p.gapMs }], out);
    }
    if (options?.silent === true) return [];
    if (out.length > 1) out.sort((a, b) => a.at - b.at || inOrder(a, b));
    return out;
  }

  function setZone(zone: Zone): void {
    checkZone(zone);
    const previous = zones.get(zone.id);
    const entry: ZoneEntry = {
      zone,
      prepared: preparedArea(zone.area, zone.hysteresisM),
      dwellMs: zone.dwellS * 1000,
      maxGapS: zone.maxGapS ?? 0,
      members: previous?.members ?? new Map(),
      insideAssets: previous?.insideAssets ?? new Set(),
      stamp: 0,
    };
    if (previous !== undefined) {
      index.remove(previous);
      for (const m of [...entry.members.values()]) {
        m.zone = entry;
        // An asset the zone no longer watches leaves quietly: it never crossed anything.
        if (!watches(zone, m.asset.id)) detach(m);
      }
    }
    zones.set(zone.id, entry);
    index.add(entry);
  }

  function place(zoneId: string, fixes: readonly Fix[]): void {
    const entry = zones.get(zoneId);
    if (entry === undefined) return;
    for (const fix of fixes) {
      if (!watches(entry.zone, fix.assetId) || entry.members.has(fix.assetId)) continue;
      if (classify(entry.prepared, fix.lon, fix.lat, entry.zone.hysteresisM) !== 'in') continue;
      let asset = assets.get(fix.assetId);
      if (asset === undefined) {
        asset = { id: fix.assetId, horizon: fix.at, last: undefined, memberships: [] };
        assets.set(asset.id, asset);
      }
      attach({ zone: entry, asset, inside: true, pending: undefined });
    }
  }

  function removeZone(id: string): void {
    const entry = zones.get(id);
    if (entry === undefined) return;
    index.remove(entry);
    for (const m of [...entry.members.values()]) detach(m);
    zones.delete(id);
  }

  function snapshotOf(asset: AssetRecord): AssetSnapshot {
    return {
      assetId: asset.id,
      horizon: asset.horizon,
      ...(asset.last === undefined ? {} : { last: { ...asset.last } }),
      zones: asset.memberships.map((m) => ({
        zoneId: m.zone.zone.id,
        inside: m.inside,
        ...(m.pending === undefined ? {} : { pending: { ...m.pending, fix: { ...m.pending.fix } } }),
      })),
    };
  }

  function drop(asset: AssetRecord): void {
    for (const m of [...asset.memberships]) detach(m);
    assets.delete(asset.id);
  }

  function restoreOne(saved: AssetSnapshot): void {
    const asset: AssetRecord = {
      id: saved.assetId,
      horizon: saved.horizon,
      last: saved.last === undefined ? undefined : { ...saved.last },
      memberships: [],
    };
    assets.set(asset.id, asset);
    for (const z of saved.zones) {
      const entry = zones.get(z.zoneId);
      if (entry === undefined || !watches(entry.zone, asset.id) || entry.members.has(asset.id)) continue;
      if (!z.inside && z.pending === undefined) continue;
      const p = z.pending;
      const crossing: PendingCrossing | undefined =
        p === undefined
          ? undefined
          : { since: p.since, fix: { ...p.fix }, lastAt: p.lastAt ?? p.fix.at, gapMs: p.gapMs ?? null };
      attach({ zone: entry, asset, inside: z.inside, pending: crossing });
    }
  }

  function snapshot(): GeofenceSnapshot {
    return { version: 1, assets: [...assets.values()].map(snapshotOf) };
  }

  function restore(state: GeofenceSnapshot): void {
    pending.clear();
    for (const entry of zones.values()) {
      entry.members.clear();
      entry.insideAssets.clear();
    }
    assets.clear();
    for (const saved of state.assets) restoreOne(saved);
  }

  return {
    setZone,
    place,
    removeZone,
    zoneCount: () => zones.size,
    forget(which) {
      for (const [id, asset] of assets) if (which(id)) drop(asset);
    },
    assetSnapshot(assetId) {
      const asset = assets.get(assetId);
      return asset === undefined ? undefined : snapshotOf(asset);
    },
    restoreAsset(assetId, saved) {
      const asset = assets.get(assetId);
      if (asset !== undefined) drop(asset);
      if (saved !== undefined) restoreOne({ ...saved, assetId });
    },
    watches(zoneId, assetId) {
      const entry = zones.get(zoneId);
      return entry !== undefined && watches(entry.zone, assetId);
    },
    update,
    tick,
    inside: (zoneId) => new Set(zones.get(zoneId)?.insideAssets ?? []),
    insideCount: (zoneId) => zones.get(zoneId)?.insideAssets.size ?? 0,
    snapshot,
    restore,
  };
}
