/**
 * Geofencing (API.md §4 `zone_entry` and `zone_exit` rules; sites' presence detections): the zone
 * watcher runs the geofence engine (`geo/zones`) on every stored position, tells each crossing once
 * (`zone.entered` / `zone.exited`, or a site's `vessel_presence` / `aircraft_presence` detection)
 * against the tracking ledger, and primes the engine at start from where assets were last judged.
 */
export { createRoamingJudge, type RoamingJudge } from './roaming-judge.ts';
export { ZONE_EVENTS } from './zone-events.ts';
export { createZoneWatcher, SYNC_INTERVAL_MS, type ZoneWatcher } from './zone-watcher.ts';
