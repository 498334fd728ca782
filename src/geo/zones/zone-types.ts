/**
 * The vocabulary of the geofence engine (API.md §3 `zone.entered` / `zone.exited`, §4 alert rules
 * with `hysteresis_m` and `dwell_s`, sites' `assets_inside`). The engine is pure and in memory:
 * callers feed it positions and turn its transitions into events.
 */
import type { Area } from '../geometry/index.ts';

export interface Zone {
  /** Unique key, e.g. an alert rule id or `site:<id>`. */
  id: string;
  /** A normalised area (split at the antimeridian), as `parseArea` / `circleArea` return it. */
  area: Area;
  /** Metres past the edge a position must be before a crossing counts (0: the edge itself). */
  hysteresisM: number;
  /** Seconds an asset must stay on the new side before the crossing counts (0: at once). */
  dwellS: number;
  /**
   * The longest time between two fixes whose path is judged, seconds (fix-path.ts): further apart,
   * only the fixes themselves are. Omitted or 0: only fixes (rules default to two hours, set by
   * alerts/behaviours.ts).
   */
  maxGapS?: number;
  /** Which assets the zone watches. */
  assets: 'all' | ReadonlySet<string>;
  /**
   * A further test of an asset, asked on each fix (a rule's filters on ship type, flag or size):
   * it must answer from memory, at once. Omitted: every asset of `assets`.
   */
  filter?: (assetId: string) => boolean;
  /** Opaque to the engine, handed back in transitions (e.g. the rule, for the event's `zone`). */
  tag?: unknown;
}

export interface Fix {
  assetId: string;
  /** Observation time, ms since the epoch. */
  at: number;
  lon: number;
  lat: number;
  /** Carried through to transitions untouched, for the events that tell them. */
  speedKn?: number | null | undefined;
  courseDeg?: number | null | undefined;
  headingDeg?: number | null | undefined;
  altitudeFt?: number | null | undefined;
}

export interface Transition {
  zoneId: string;
  assetId: string;
  kind: 'entered' | 'exited';
  /**
   * When the crossing was confirmed: the confirming fix's time, or for a crossing that `tick`
   * confirms, the instant its dwell ran out (first fix on the new side + dwell).
   */
  at: number;
  /**
   * When the crossing happened: the first fix past the band on the new side, or, for a crossing
   * with no fix on that side (a passage between two fixes), where the path between them reached
   * past the band, in time interpolated along it.
   */
  crossedAt: number;
  /** The confirming fix; for a `tick` confirmation, the newest fix on the new side. */
  fix: Fix;
  /** Null when `crossedAt` is a fix's time; when interpolated, the time between the two fixes, ms. */
  gapMs: number | null;
  tag?: unknown;
}

export interface ProcessOptions {
  /** Change state exactly as usual but return no transitions (rebuilding after a restart). */
  silent?: boolean;
}

/** One asset's state in one zone: only zones the asset is inside or crossing are kept. */
export interface ZoneStateSnapshot {
  zoneId: string;
  inside: boolean;
  /** A crossing to the other side waiting for its dwell: since when, and the newest fix there. */
  pending?: { since: number; fix: Fix; lastAt?: number; gapMs?: number | null };
}

export interface AssetSnapshot {
  assetId: string;
  /** Time of the newest fix judged (or crossing confirmed); older fixes are ignored. */
  horizon: number;
  /** The newest fix judged: where the path to the next one starts. */
  last?: { at: number; lon: number; lat: number };
  zones: ZoneStateSnapshot[];
}

/** JSON-ready engine state, without the zones (the caller owns and re-adds those). */
export interface GeofenceSnapshot {
  version: 1;
  assets: AssetSnapshot[];
}

export interface GeofenceEngine {
  /** Adds a zone or replaces the one with the same id, keeping the state of assets it still watches. */
  setZone(zone: Zone): void;
  /**
   * Puts the assets these fixes show past the band inside the zone in it, silently: for a zone
   * added while assets are already there (they did not enter it; their exit is a crossing).
   */
  place(zoneId: string, fixes: readonly Fix[]): void;
  /** Removes the zone and every asset's state in it, with no transitions. */
  removeZone(id: string): void;
  zoneCount(): number;
  /** Drops every state of the assets `which` picks (another engine process owns them now). */
  forget(which: (assetId: string) => boolean): void;
  /** One asset's state, to judge it again from an earlier time (undefined: never seen). */
  assetSnapshot(assetId: string): AssetSnapshot | undefined;
  /** Sets one asset's state (undefined: drops it), as `restore` does for every asset. */
  restoreAsset(assetId: string, snapshot: AssetSnapshot | undefined): void;
  /** Whether the zone is set and watches the asset. */
  watches(zoneId: string, assetId: string): boolean;
  /**
   * Judges one fix, and the path to it from the asset's previous fix, against every zone watching
   * its asset and returns the confirmed crossings, in time order, exits before entries at one
   * instant. A fix no newer than the asset's newest judged fix changes nothing and returns []
   * (late or duplicate data must not flap: the engine's caller judges an asset again from an
   * earlier time with `restoreAsset`).
   */
  update(fix: Fix, options?: ProcessOptions): Transition[];
  /**
   * Confirms pending crossings whose dwell ran out by `now` with no fix since to say otherwise.
   * Pass a watermark (the wall clock less the feed's usual delay), not the bare clock: a fix
   * older than a confirmation is ignored for that asset afterwards.
   */
  tick(now: number, options?: ProcessOptions): Transition[];
  /** Assets confirmed inside the zone now (a copy); empty for an unknown zone. */
  inside(zoneId: string): ReadonlySet<string>;
  insideCount(zoneId: string): number;
  snapshot(): GeofenceSnapshot;
  /** Replaces all asset state; entries for zones not set, or not watching the asset, are dropped. */
  restore(snapshot: GeofenceSnapshot): void;
}
