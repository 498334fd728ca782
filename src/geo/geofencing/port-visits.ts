/**
 * Port visits, found as Global Fishing Watch finds them (its published port-visit pipeline,
 * github.com/GlobalFishingWatch/anchorages_pipeline, `CreateInOutEvents`): a vessel enters a port's
 * area, stops in it or goes silent in it, and leaves it. GFW's numbers, and how they are taken here:
 *
 * - entry within 3 km of an anchorage point, exit beyond 4 km: a band 1 km wide around the edge,
 *   so a port's zone has a hysteresis of 500 m either side of its edge (PORT_HYSTERESIS_M);
 * - a stop begins at 0.2 kn or less (`stopped_begin_speed`; the 0.5 kn at which it ends only
 *   matters to count stops, and one stop is all a visit needs): STOP_MAX_KN;
 * - a gap of at least 4 hours (`min_gap_minutes` 240) between two fixes inside counts as a stop:
 *   PORT_GAP_MS. A passage through a port's area with neither is no visit.
 *
 * No second detector: the stay in the port is the geofence engine's (ports are zones of the zone
 * watcher, `port:<id>`, their stays noted in the tracking ledger like any zone's), and this only
 * looks, for a vessel a workspace follows, at the fixes the engine judges inside a port. The first
 * stop (or gap) of a stay records its visit, from the stay's entry, in the transaction that judges
 * the fix; the stay's exit ends it (zone-teller.ts).
 *
 * The index's ports have a point, not a boundary: their area is the circle of the gazetteer's
 * radius (geo/ports/gazetteer.ts). A workspace's drawn ports and anchorages are its polygons.
 */
import { toRfc3339 } from '../../lib/clock.ts';
import type { Executor } from '../../store/store.ts';
import { type Area, circleArea } from '../geometry/index.ts';
import { type AssetEventEvidence, recordAssetEvent } from '../history/index.ts';
import type { Port, PortKind } from '../ports/index.ts';
import { effectiveSpeedKn, listLedgerOf, spansOfRow, type WatchInputs } from '../tracking/index.ts';
import type { Fix, GeofenceEngine, Transition, Zone } from '../zones/index.ts';

/** Half of GFW's 1 km between its entry (3 km) and exit (4 km) distances. */
export const PORT_HYSTERESIS_M = 500;
/** GFW's `stopped_begin_speed`: a vessel at or below this is stopped. */
export const STOP_MAX_KN = 0.2;
/** GFW's `min_gap_minutes`: a silence this long inside a port counts as a stop. */
export const PORT_GAP_MS = 4 * 60 * 60 * 1000;
/** The path between fixes further apart than this is not judged (as rules' default). */
const PORT_MAX_GAP_S = 7_200;

export type PortTag = {
  kind: 'port';
  portId: string;
  name: string;
  portKind: PortKind;
  /** Null for the index's ports (every workspace's); a drawn port's workspace. */
  workspaceId: string | null;
  /** When the port began to be watched: a late fix before it shows no visit of it. */
  since: number;
};

/** A fix that shows a vessel stopped (or back from a gap) inside a port. */
export interface PortStop {
  zoneId: string;
  tag: PortTag;
  fix: Fix;
  by: 'stop' | 'gap';
  speedKn: number | null;
  gapS: number | null;
  navStatus: number | null;
}

export const portZoneId = (portId: string): string => `port:${portId}`;

function portZone(port: Port, area: Area, workspaceId: string | null, since: number): Zone {
  const tag: PortTag = {
    kind: 'port',
    portId: port.id,
    name: port.name,
    portKind: port.kind,
    workspaceId,
    since,
  };
  // Every asset: which ones a workspace follows is asked when a crossing or a stop is found, so a
  // follow changes no zone (the index's 3,800 zones stay as installed).
  return {
    id: portZoneId(port.id),
    area,
    hysteresisM: PORT_HYSTERESIS_M,
    dwellS: 0,
    maxGapS: PORT_MAX_GAP_S,
    assets: 'all',
    tag,
  };
}

/** The zone of one of the index's ports: the circle of its radius around its point. */
function indexPortZone(port: Port): Zone | undefined {
  if (port.radiusM === null) return undefined;
  const circle = circleArea(port.position, port.radiusM, { center: '/position', radius: '/radius_m' });
  return circle.ok ? portZone(port, circle.value.geometry, null, 0) : undefined;
}

/** Built once a process for a list of index ports (the zones are never changed once made). */
const indexZonesOf = new WeakMap<readonly Port[], readonly Zone[]>();

/** The zones of the index's ports, built the first time a process asks for them. */
export function indexPortZones(ports: readonly Port[]): readonly Zone[] {
  let zones = indexZonesOf.get(ports);
  if (zones === undefined) {
    zones = ports.flatMap((port) => indexPortZone(port) ?? []);
    indexZonesOf.set(ports, zones);
  }
  return zones;
}

/** The zone of a port a workspace drew. */
export function operatorPortZone(drawn: { workspaceId: string; port: Port }): Zone | undefined {
  const { port, workspaceId } = drawn;
  return port.boundary === null ? undefined : portZone(port, port.boundary, workspaceId, port.createdAt ?? 0);
}

export interface PortVisits {
  /** The workspaces a port's visits by the asset are recorded for: those that follow it. */
  workspacesFor(tag: PortTag, assetId: string): string[];
  /**
   * Judges a fix with the engine (`engine.update`), and for a vessel some workspace follows says
   * whether it shows a stop, or the end of a gap, inside a port it is in.
   */
  judge(fix: Fix, navStatus?: number | null): { transitions: Transition[]; stops: PortStop[] };
  /** Records the visits the stops confirm (their stays noted already), in `db`'s transaction. */
  confirm(db: Executor, stops: readonly PortStop[], late: boolean, now: number): Promise<void>;
  /** The asset left the port: its next stay there is a new visit. */
  left(zoneId: string, assetId: string): void;
  /** Keeps the port zone's tag (installed in the engine) or, with no zone, forgets it. */
  installed(zoneId: string, zone: Zone | undefined): void;
}

/** What AIS navigational status (ITU-R M.1371 Table 45) says of where a vessel lies: 1 at anchor, 5 moored. */
function mooring(tag: PortTag, navStatus: number | null) {
  if (tag.portKind === 'anchorage')
    return { mooring: 'anchorage' as const, mooring_from: 'port_kind' as const };
  if (navStatus === 1) return { mooring: 'anchorage' as const, mooring_from: 'nav_status' as const };
  if (navStatus === 5) return { mooring: 'berth' as const, mooring_from: 'nav_status' as const };
  return { mooring: null, mooring_from: null };
}

export function createPortVisits(deps: { engine: GeofenceEngine; inputs: WatchInputs }): PortVisits {
  const { engine, inputs } = deps;
  /** `zoneId\0assetId` → the stay whose visit is recorded (so later stops cost nothing). */
  const recorded = new Map<string, number>();
  /** The port zones installed in the engine, by zone id. */
  const tags = new Map<string, PortTag>();
  const key = (zoneId: string, assetId: string) => `${zoneId}\u0000${assetId}`;

  function followed(assetId: string): boolean {
    for (const ids of inputs.follows.values()) if (ids.has(assetId)) return true;
    return false;
  }

  function workspacesFor(tag: PortTag, assetId: string): string[] {
    if (tag.workspaceId !== null)
      return inputs.follows.get(tag.workspaceId)?.has(assetId) ? [tag.workspaceId] : [];
    const out: string[] = [];
    for (const [workspaceId, ids] of inputs.follows) if (ids.has(assetId)) out.push(workspaceId);
    return out;
  }

  function portsInside(assetId: string): Map<string, PortTag> {
    const inside = new Map<string, PortTag>();
    for (const state of engine.assetSnapshot(assetId)?.zones ?? []) {
      if (!state.inside || !state.zoneId.startsWith('port:')) continue;
      const tag = tags.get(state.zoneId);
      if (tag !== undefined) inside.set(state.zoneId, tag);
    }
    return inside;
  }

  return {
    workspacesFor,

    judge(fix, navStatus = null) {
      if (!followed(fix.assetId)) return { transitions: engine.update(fix), stops: [] };
      const before = engine.assetSnapshot(fix.assetId);
      const previous = before?.last;
      const transitions = engine.update(fix);
      // A fix no newer than the last judged changes nothing (the engine ignores it).
      if (previous !== undefined && fix.at <= previous.at) return { transitions, stops: [] };
      // A fix without a speed takes the one its predecessor implies, as the track detectors do.
      const asTrack = (at: number, lon: number, lat: number, speed: number | null) => ({
        assetId: fix.assetId,
        at,
        lon,
        lat,
        speedKn: speed,
        courseDeg: null,
        aisClass: null,
      });
      const speedKn = effectiveSpeedKn(
        previous === undefined ? undefined : asTrack(previous.at, previous.lon, previous.lat, null),
        asTrack(fix.at, fix.lon, fix.lat, fix.speedKn ?? null),
      );
      const gapMs = previous === undefined ? 0 : fix.at - previous.at;
      const stopped = speedKn !== null && speedKn <= STOP_MAX_KN;
      if (!stopped && gapMs < PORT_GAP_MS) return { transitions, stops: [] };
      const insideBefore = new Set(
        (before?.zones ?? []).filter((state) => state.inside).map((state) => state.zoneId),
      );
      const stops: PortStop[] = [];
      for (const [zoneId, tag] of portsInside(fix.assetId)) {
        // A gap counts when it began and ended inside the port; a stop wherever it is.
        const byGap = gapMs >= PORT_GAP_MS && insideBefore.has(zoneId);
        if (!stopped && !byGap) continue;
        stops.push({
          zoneId,
          tag,
          fix,
          by: stopped ? 'stop' : 'gap',
          speedKn,
          gapS: byGap && !stopped ? Math.round(gapMs / 1000) : null,
          navStatus,
        });
      }
      return { transitions, stops };
    },

    async confirm(db, stops, late, now) {
      for (const stop of stops) {
        const assetId = stop.fix.assetId;
        const k = key(stop.zoneId, assetId);
        const at = stop.fix.at;
        const known = recorded.get(k);
        if (known !== undefined && known <= at) continue;
        // The stay the fix lies in, as the ledger noted it; none when the vessel was in port before
        // anyone watched it (its arrival is not known, so no visit is made up).
        const watch = `zone:${stop.zoneId}`;
        const row = (await listLedgerOf(db, 'zone:port:', assetId)).find((r) => r.watch === watch);
        const span =
          row === undefined
            ? undefined
            : spansOfRow(row).find(([s, e]) => s <= at && (e === null || e >= at));
        if (span === undefined) continue;
        const [startedAt, endedAt] = span;
        const fix = stop.fix;
        const evidence: AssetEventEvidence = {
          port_name: stop.tag.name,
          confirmed_by: stop.by,
          stop: {
            at: toRfc3339(fix.at),
            lon: fix.lon,
            lat: fix.lat,
            speed_kn: stop.speedKn === null ? null : Math.round(stop.speedKn * 100) / 100,
            course_deg: fix.courseDeg ?? null,
            heading_deg: fix.headingDeg ?? null,
            altitude_ft: null,
          },
          nav_status: stop.navStatus,
          gap_s: stop.gapS,
          ...mooring(stop.tag, stop.navStatus),
        };
        for (const workspaceId of workspacesFor(stop.tag, assetId)) {
          await recordAssetEvent(db, {
            workspaceId,
            kind: 'port_visit',
            assetId,
            portId: stop.tag.portId,
            watch,
            subject: assetId,
            startedAt,
            endedAt,
            position: [fix.lon, fix.lat],
            evidence,
            late,
            now,
          });
        }
        if (endedAt === null) recorded.set(k, startedAt);
      }
    },

    left(zoneId, assetId) {
      recorded.delete(key(zoneId, assetId));
    },

    installed(zoneId, zone) {
      if (zone === undefined) tags.delete(zoneId);
      else tags.set(zoneId, zone.tag as PortTag);
    },
  };
}
