/**
 * Roaming zones (Tile38's roaming fences): a circle of `radius_m` around a moving anchor asset, which
 * other assets enter and leave. Both move, so a pair is judged on every fix of either, with the two
 * positions taken at the same instant: the fix's own, and the other's interpolated between its
 * fixes on either side, or else its nearest fix (as encounters align pairs, pair-alignment.ts).
 *
 * A position taken from a fix at another time is uncertain by as far as the asset can have gone
 * meanwhile at its speed (at least PAIR_MIN_SPEED_KN; UNKNOWN_SPEED_KN when it reported none), and
 * the two uncertainties are counted against the radius: an asset enters only when it is inside
 * however far either strayed, and leaves only when it is beyond `radius_m + hysteresis_m` however
 * far either strayed. A fix more than ROAMING_STALE_S from the instant says nothing: a stale anchor
 * (or other asset) is not judged at all, the pair keeping the side told last until both are heard.
 *
 * Current positions are held in two spatial hashes (slow-vessel-grid.ts): every asset's, searched
 * around an anchor's fix, and the anchors', searched around any other fix; so a fix costs the cells
 * near it and the pairs already inside, never every asset. They are kept only while a fence exists:
 * with none, a fix costs a size check.
 */
import { MPS_PER_KNOT } from '../../lib/earth.ts';
import {
  createSlowVesselGrid,
  effectiveSpeedKn,
  type GridEntry,
  interpolatePosition,
  localDistanceM,
  PAIR_MIN_SPEED_KN,
  type TrackFix,
} from '../tracking/index.ts';
import type { Transition } from '../zones/index.ts';

/** A fix further than this from the instant judged does not place its asset: 15 minutes. */
export const ROAMING_STALE_S = 15 * 60;
/** The speed taken for an asset that reported none and whose speed cannot be derived: a fast ship. */
export const UNKNOWN_SPEED_KN = 30;
/** Positions not renewed for this long are dropped from the hashes (a stale fix judges nothing anyway). */
const FORGET_AFTER_MS = 2 * 60 * 60 * 1000;
/** Cell sides, metres: a 2 km zone looks at 5 × 5 cells of positions; the anchors' hash is sparser. */
const ASSET_CELL_M = 1000;
const ANCHOR_CELL_M = 10_000;

export interface RoamingFence {
  /** The zone id: `rule:<rule id>`. */
  id: string;
  anchorId: string;
  radiusM: number;
  hysteresisM: number;
  assets: 'all' | ReadonlySet<string>;
  /** The rule's filters on ship type, flag or size, as an area zone's (zones/zone-types.ts). */
  filter?: (assetId: string) => boolean;
  /** Passed through to the transitions (the teller's rule tag). */
  tag: object;
}

/** One of the two positions compared, as the events show it. */
export interface RoamingPosition {
  at: string;
  lon: number;
  lat: number;
  /** The fix the position was taken from (the later one when interpolated). */
  fix_at: string;
  interpolated: boolean;
}

export interface RoamingEvidence {
  anchor_asset_id: string;
  radius_m: number;
  distance_m: number;
  /** How far the two may have strayed from the positions compared (fixes at other times), metres. */
  uncertainty_m: number;
  anchor_position: RoamingPosition;
  asset_position: RoamingPosition;
}

interface Placed {
  lon: number;
  lat: number;
  uncertaintyM: number;
  fixAt: number;
  interpolated: boolean;
  fix: TrackFix;
}

export interface RoamingFences {
  /** Adds or replaces a fence; a replacement keeps who is inside. */
  set(fence: RoamingFence): void;
  remove(id: string): void;
  has(id: string): boolean;
  get(id: string): RoamingFence | undefined;
  ids(): IterableIterator<string>;
  /**
   * Notes an asset's newest position without judging it (priming, placing a fence added); nothing
   * while no fence exists.
   */
  record(fix: TrackFix): void;
  /**
   * Judges a fix of any asset (one not newer than the asset's newest is ignored): the fences it is
   * the anchor of, and those whose anchor is near it or that it is inside.
   */
  observe(fix: TrackFix): Transition[];
  /** Places silently the assets inside the fence now, as far as their positions say (a fence added, a restart). */
  placeInside(id: string): void;
  /** Puts an asset back inside a fence (the ledger says it was told inside). */
  restoreInside(id: string, assetId: string): void;
  /** Drops the positions and insides of the assets `which` picks. */
  forget(which: (assetId: string) => boolean): void;
  /** Drops positions not renewed for two hours before `now`. */
  expire(now: number): void;
  fenceCount(): number;
  /** How many assets' positions are held (none while no fence exists). */
  trackedCount(): number;
  /** Every asset inside the fence now (the told side). */
  inside(id: string): ReadonlySet<string>;
}

const toRfc = (ms: number) => new Date(ms).toISOString();

/** Where the asset of `entry` was at `at`, and how sure that is; undefined when no fix is close enough in time. */
export function placedAt(entry: GridEntry | undefined, at: number): Placed | undefined {
  if (entry === undefined) return undefined;
  const { last, previous } = entry;
  const staleMs = ROAMING_STALE_S * 1000;
  if (previous !== undefined && previous.at < at && at < last.at && last.at - previous.at <= staleMs) {
    const [lon, lat] = interpolatePosition(previous, last, at);
    return { lon, lat, uncertaintyM: 0, fixAt: last.at, interpolated: true, fix: last };
  }
  const fix = previous !== undefined && at < last.at && at - previous.at < last.at - at ? previous : last;
  const offsetS = Math.abs(at - fix.at) / 1000;
  if (offsetS > ROAMING_STALE_S) return undefined;
  const speedKn = Number.isFinite(entry.speedKn)
    ? Math.max(PAIR_MIN_SPEED_KN, entry.speedKn)
    : UNKNOWN_SPEED_KN;
  return {
    lon: fix.lon,
    lat: fix.lat,
    uncertaintyM: offsetS === 0 ? 0 : speedKn * MPS_PER_KNOT * offsetS,
    fixAt: fix.at,
    interpolated: false,
    fix,
  };
}

function shown(placed: Placed, at: number): RoamingPosition {
  return {
    at: toRfc(at),
    lon: placed.lon,
    lat: placed.lat,
    fix_at: toRfc(placed.fixAt),
    interpolated: placed.interpolated,
  };
}

export function createRoamingFences(): RoamingFences {
  const fences = new Map<string, RoamingFence>();
  const byAnchor = new Map<string, Set<RoamingFence>>();
  const positions = createSlowVesselGrid(ASSET_CELL_M);
  const anchors = createSlowVesselGrid(ANCHOR_CELL_M);
  /** Fence id → assets inside; asset id → fences it is inside. */
  const insides = new Map<string, Set<string>>();
  const insideOf = new Map<string, Set<string>>();
  /** The widest reach of any fence: what the anchors' hash is searched within. */
  let maxReachM = 0;

  function recomputeReach(): void {
    maxReachM = 0;
    for (const fence of fences.values()) maxReachM = Math.max(maxReachM, fence.radiusM + fence.hysteresisM);
  }

  function setInside(fence: RoamingFence, assetId: string, inside: boolean): void {
    const members = insides.get(fence.id);
    const mine = insideOf.get(assetId);
    if (inside) {
      if (members === undefined) insides.set(fence.id, new Set([assetId]));
      else members.add(assetId);
      if (mine === undefined) insideOf.set(assetId, new Set([fence.id]));
      else mine.add(fence.id);
      return;
    }
    members?.delete(assetId);
    mine?.delete(fence.id);
    if (mine?.size === 0) insideOf.delete(assetId);
  }

  const watches = (fence: RoamingFence, assetId: string) =>
    assetId !== fence.anchorId &&
    (fence.assets === 'all' || fence.assets.has(assetId)) &&
    (fence.filter?.(assetId) ?? true);

  /** Judges one pair at `at`; returns the crossing, or undefined when there is none (or it cannot be told). */
  function judge(fence: RoamingFence, otherId: string, at: number): Transition | undefined {
    const anchor = placedAt(positions.get(fence.anchorId), at);
    const other = placedAt(positions.get(otherId), at);
    if (anchor === undefined || other === undefined) return undefined;
    const distanceM = localDistanceM(anchor.lon, anchor.lat, other.lon, other.lat);
    const uncertaintyM = anchor.uncertaintyM + other.uncertaintyM;
    const wasInside = insides.get(fence.id)?.has(otherId) ?? false;
    let kind: Transition['kind'];
    if (!wasInside && distanceM + uncertaintyM <= fence.radiusM) kind = 'entered';
    else if (wasInside && distanceM - uncertaintyM > fence.radiusM + fence.hysteresisM) kind = 'exited';
    else return undefined;
    setInside(fence, otherId, kind === 'entered');
    const evidence: RoamingEvidence = {
      anchor_asset_id: fence.anchorId,
      radius_m: fence.radiusM,
      distance_m: Math.round(distanceM),
      uncertainty_m: Math.round(uncertaintyM),
      anchor_position: shown(anchor, at),
      asset_position: shown(other, at),
    };
    return {
      zoneId: fence.id,
      assetId: otherId,
      kind,
      at,
      crossedAt: at,
      fix: {
        assetId: otherId,
        at,
        lon: other.lon,
        lat: other.lat,
        speedKn: other.fix.speedKn,
        courseDeg: other.fix.courseDeg,
      },
      gapMs: null,
      tag: { ...fence.tag, roaming: evidence },
    };
  }

  /**
   * Puts the fix in the hashes; false when it is not the asset's newest, or when no fence exists
   * (then no fix is worth keeping: a fence added reads the positions it needs from the store).
   */
  function record(fix: TrackFix): boolean {
    if (fences.size === 0) return false;
    const known = positions.get(fix.assetId);
    if (known !== undefined && fix.at <= known.last.at) return false;
    const previous = known?.last;
    const speedKn = effectiveSpeedKn(previous, fix) ?? Number.NaN;
    positions.put(fix, previous, speedKn);
    if (byAnchor.has(fix.assetId)) anchors.put(fix, previous, speedKn);
    return true;
  }

  function removeFence(id: string): void {
    const fence = fences.get(id);
    if (fence === undefined) return;
    fences.delete(id);
    const set = byAnchor.get(fence.anchorId);
    set?.delete(fence);
    if (set?.size === 0) {
      byAnchor.delete(fence.anchorId);
      anchors.remove(fence.anchorId);
    }
    for (const assetId of insides.get(id) ?? []) setInside(fence, assetId, false);
    insides.delete(id);
    recomputeReach();
    // The last fence gone: the positions are of no more use, and are not kept up any longer.
    if (fences.size === 0) {
      for (const entry of [...positions.entries()]) positions.remove(entry.assetId);
      for (const entry of [...anchors.entries()]) anchors.remove(entry.assetId);
    }
  }

  return {
    set(fence) {
      const before = fences.get(fence.id);
      if (before !== undefined && before.anchorId !== fence.anchorId) removeFence(fence.id);
      fences.set(fence.id, fence);
      const set = byAnchor.get(fence.anchorId) ?? new Set<RoamingFence>();
      byAnchor.set(fence.anchorId, set);
      if (before !== undefined) set.delete(before);
      set.add(fence);
      const anchor = positions.get(fence.anchorId);
      if (anchor !== undefined) anchors.put(anchor.last, anchor.previous, anchor.speedKn);
      recomputeReach();
    },

    remove: removeFence,

    has: (id) => fences.has(id),
    get: (id) => fences.get(id),
    ids: () => fences.keys(),
    record: (fix) => void record(fix),

    observe(fix) {
      // Judged in each asset's time order: an older fix (judged late) moves no roaming zone.
      if (!record(fix)) return [];
      const own = byAnchor.get(fix.assetId);
      const out: Transition[] = [];
      const judged = new Set<string>();
      const consider = (fence: RoamingFence | undefined, otherId: string) => {
        if (fence === undefined || !watches(fence, otherId)) return;
        const key = `${fence.id}\u0000${otherId}`;
        if (judged.has(key)) return;
        judged.add(key);
        const crossing = judge(fence, otherId, fix.at);
        if (crossing !== undefined) out.push(crossing);
      };
      // As an anchor: the assets near it, and those inside that may have been left behind.
      for (const fence of own ?? []) {
        positions.near(fix.lon, fix.lat, fence.radiusM + fence.hysteresisM, (entry) =>
          consider(fence, entry.assetId),
        );
        for (const assetId of [...(insides.get(fence.id) ?? [])]) consider(fence, assetId);
      }
      // As another asset: the anchors near it, and the fences it is inside wherever their anchor is.
      anchors.near(fix.lon, fix.lat, maxReachM, (entry) => {
        for (const fence of byAnchor.get(entry.assetId) ?? []) consider(fence, fix.assetId);
      });
      for (const id of [...(insideOf.get(fix.assetId) ?? [])]) consider(fences.get(id), fix.assetId);
      return out;
    },

    placeInside(id) {
      const fence = fences.get(id);
      const anchor = fence && positions.get(fence.anchorId);
      if (fence === undefined || anchor === undefined) return;
      positions.near(anchor.last.lon, anchor.last.lat, fence.radiusM, (entry) => {
        if (watches(fence, entry.assetId)) judge(fence, entry.assetId, anchor.last.at);
      });
    },

    restoreInside(id, assetId) {
      const fence = fences.get(id);
      if (fence !== undefined && watches(fence, assetId)) setInside(fence, assetId, true);
    },

    forget(which) {
      for (const entry of [...positions.entries()]) {
        if (!which(entry.assetId)) continue;
        positions.remove(entry.assetId);
        anchors.remove(entry.assetId);
      }
      for (const [assetId, ids] of [...insideOf]) {
        if (!which(assetId)) continue;
        for (const id of ids) insides.get(id)?.delete(assetId);
        insideOf.delete(assetId);
      }
    },

    expire(now) {
      for (const entry of [...positions.entries()]) {
        if (now - entry.last.at <= FORGET_AFTER_MS) continue;
        positions.remove(entry.assetId);
        anchors.remove(entry.assetId);
      }
    },

    fenceCount: () => fences.size,
    trackedCount: () => positions.size(),
    inside: (id) => insides.get(id) ?? new Set(),
  };
}
