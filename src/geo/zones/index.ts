/**
 * The geofence engine (API.md §3 `zone.entered` / `zone.exited`, §4 zone rules and sites'
 * `assets_inside`): zones in a spatial index, crossings with hysteresis and dwell, late data
 * ignored, state that can be replayed silently or snapshotted. Pure and in memory.
 */
export { classify, containsPoint, isNearBoundary, prepareZoneArea, type Side } from './area-queries.ts';
export { createGeofenceEngine } from './geofence-engine.ts';
export { type PreparedArea, prepareArea } from './prepared-area.ts';
export { createZoneIndex } from './zone-index.ts';
export type {
  AssetSnapshot,
  Fix,
  GeofenceEngine,
  GeofenceSnapshot,
  ProcessOptions,
  Transition,
  Zone,
  ZoneStateSnapshot,
} from './zone-types.ts';
