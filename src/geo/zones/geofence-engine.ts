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

import { classify, prepareZoneArea } from './area-queries.ts';
import { judgeFix, type PendingCrossing } from './crossing-rules.ts';
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
  /** Assets with state in this zone (inside, or crossing into it). */
  members: Map<string, Membership>;
  insideAssets: Set<string>;
  /** The update that last judged this zone through an asset's own state, to skip it as a candidate. */
  stamp: number;
}

interface AssetRecord {
  id: string;
  horizon: number;
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
  return zone.assets === 'all' || zone.assets.has(assetId);
}

function checkZone(zone: Zone): void {
  for (const [name, value] of [
    ['hysteresisM', zone.hysteresisM],
    ['dwellS', zone.dwellS],
  ] as const) {
    if (!Number.isFinite(value) || value < 0)
      throw new RangeError(`zone ${zone.id}: ${name} must be a finite number ≥ 0, not ${value}`);
  }
}

/** Exits before entries, so a ship moving between neighbouring zones leaves one before entering the next. */
function byKindThenZone(a: Transition, b: Transition): number {
  if (a.kind !== b.kind) return a.kind === 'exited' ? -1 : 1;
  return a.zoneId < b.zoneId ? -1 : a.zoneId > b.zoneId ? 1 : 0;
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
   * Brings the books in line with a membership after a fix or tick; records a confirmed crossing
   * (`crossedAt` is when it happened, null when nothing was crossed).
   */
  function settle(m: Membership, crossedAt: number | null, at: number, fix: Fix, out: Transition[]): void {
    if (crossedAt !== null) {
      if (m.inside) m.zone.insideAssets.add(m.asset.id);
      else m.zone.insideAssets.delete(m.asset.id);
      const { zone } = m.zone;
      const kind = m.inside ? 'entered' : 'exited';
      out.push({ zoneId: zone.id, assetId: m.asset.id, kind, at, crossedAt, fix, tag: zone.tag });
    }
    if (m.pending === undefined) pending.delete(m);
    else pending.add(m);
    if (!m.inside && m.pending === undefined) detach(m);
  }

  function update(fix: Fix, options?: ProcessOptions): Transition[] {
    const known = assets.get(fix.assetId);
    if (known !== undefined && fix.at <= known.horizon) return [];
    const asset = known ?? { id: fix.assetId, horizon: fix.at, memberships: [] };
    if (known === undefined) assets.set(asset.id, asset);
    asset.horizon = fix.at;
    stamp++;
    const out: Transition[] = [];
    // Zones the asset is inside or crossing: judged wherever the fix is, so exits are seen.
    for (let i = asset.memberships.length - 1; i >= 0; i--) {
      const m = asset.memberships[i];
      if (m === undefined) continue;
      m.zone.stamp = stamp;
      const side = classify(m.zone.prepared, fix.lon, fix.lat, m.zone.zone.hysteresisM);
      settle(m, judgeFix(m, side, fix, m.zone.dwellMs), fix.at, fix, out);
    }
    // Other zones: only a fix past the band inside one changes anything.
    for (const entry of index.query(fix.lon, fix.lat)) {
      if (entry.stamp === stamp || !watches(entry.zone, asset.id)) continue;
      if (classify(entry.prepared, fix.lon, fix.lat, entry.zone.hysteresisM, IN_BOX) !== 'in') continue;
      const m: Membership = { zone: entry, asset, inside: false, pending: undefined };
      const crossedAt = judgeFix(m, 'in', fix, entry.dwellMs);
      attach(m);
      settle(m, crossedAt, fix.at, fix, out);
    }
    if (options?.silent === true) return [];
    if (out.length > 1) out.sort(byKindThenZone);
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
      settle(m, p.since, due, p.fix, out);
    }
    if (options?.silent === true) return [];
    if (out.length > 1) out.sort((a, b) => a.at - b.at || byKindThenZone(a, b));
    return out;
  }

  function setZone(zone: Zone): void {
    checkZone(zone);
    const previous = zones.get(zone.id);
    const entry: ZoneEntry = {
      zone,
      prepared: prepareZoneArea(zone.area, zone.hysteresisM),
      dwellMs: zone.dwellS * 1000,
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
        asset = { id: fix.assetId, horizon: fix.at, memberships: [] };
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

  function snapshot(): GeofenceSnapshot {
    const list: AssetSnapshot[] = [];
    for (const asset of assets.values()) {
      list.push({
        assetId: asset.id,
        horizon: asset.horizon,
        zones: asset.memberships.map((m) => ({
          zoneId: m.zone.zone.id,
          inside: m.inside,
          ...(m.pending === undefined
            ? {}
            : { pending: { since: m.pending.since, fix: { ...m.pending.fix } } }),
        })),
      });
    }
    return { version: 1, assets: list };
  }

  function restore(state: GeofenceSnapshot): void {
    pending.clear();
    for (const entry of zones.values()) {
      entry.members.clear();
      entry.insideAssets.clear();
    }
    assets.clear();
    for (const saved of state.assets) {
      const asset: AssetRecord = { id: saved.assetId, horizon: saved.horizon, memberships: [] };
      assets.set(asset.id, asset);
      for (const z of saved.zones) {
        const entry = zones.get(z.zoneId);
        if (entry === undefined || !watches(entry.zone, asset.id) || entry.members.has(asset.id)) continue;
        if (!z.inside && z.pending === undefined) continue;
        const crossing =
          z.pending === undefined ? undefined : { since: z.pending.since, fix: { ...z.pending.fix } };
        attach({ zone: entry, asset, inside: z.inside, pending: crossing });
      }
    }
  }

  return {
    setZone,
    place,
    removeZone,
    zoneCount: () => zones.size,
    forget(which) {
      for (const [id, asset] of assets) {
        if (!which(id)) continue;
        for (const m of [...asset.memberships]) detach(m);
        assets.delete(id);
      }
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
