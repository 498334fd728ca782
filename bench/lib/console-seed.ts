/**
 * Data for the console's map benchmark: a workspace with many zones (sites, plus alert rules drawn as
 * zones) and many vessels and aircraft over the North Sea, and a mover that keeps the assets moving
 * through the ingest service as a live feed would. Seeded from a fixed seed, so runs compare.
 *
 * Sites are written to the store in batches and the engines told once: created one at a time
 * through the service, each creation re-reads every zone (`zones.sync()`), so 25,000 of them would
 * take hours (500 took 27 s, 1,000 took 133 s on the bench machine).
 */
import { parseArea } from '../../src/geo/geometry/parse-area.ts';
import { insertSite, type SiteRow } from '../../src/geo/sites/sites-repo.ts';
import { newId } from '../../src/lib/ids.ts';
import type { Services } from '../../src/services.ts';

/** Where everything is: the North Sea and the Channel, [west, south, east, north]. */
export const REGION = [-2, 50, 10, 58] as const;
const SITES_PER_TRANSACTION = 1_000;
const POSITIONS_PER_BATCH = 2_000;
/** AIS class A reports every 2–10 s under way; the mover reports each asset about this often. */
export const REPORT_EVERY_MS = 4_000;

/** A small deterministic generator (mulberry32), so two runs draw the same map. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const KM_PER_DEGREE = 111.32;

/** A star-shaped ring of `corners` points, 0.5–6 km across, around (lon, lat). */
function zoneRing(next: () => number, lon: number, lat: number): [number, number][] {
  const corners = 8 + Math.floor(next() * 17);
  const radiusKm = 0.25 + next() * 2.75;
  const ring: [number, number][] = [];
  for (let i = 0; i < corners; i++) {
    const angle = (i / corners) * 2 * Math.PI;
    const r = radiusKm * (0.6 + next() * 0.4);
    ring.push([
      lon + (r * Math.sin(angle)) / (KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180)),
      lat + (r * Math.cos(angle)) / KM_PER_DEGREE,
    ]);
  }
  ring.push(ring[0] as [number, number]);
  return ring;
}

function pointIn(next: () => number): [number, number] {
  const [west, south, east, north] = REGION;
  return [west + next() * (east - west), south + next() * (north - south)];
}

/**
 * `rules` alert rules with drawn zones (created through the service, before any site, so each
 * creation re-reads few zones), then `sites` sites straight into the store; the engines sync once.
 */
export async function seedZones(
  services: Services,
  workspaceId: string,
  counts: { sites: number; rules: number },
  progress: (line: string) => void,
): Promise<void> {
  const next = random(22);
  for (let i = 0; i < counts.rules; i++) {
    const [lon, lat] = pointIn(next);
    await services.alerts.create(workspaceId, {
      name: `Bench rule ${i + 1}`,
      where: { zone: { type: 'Polygon', coordinates: [zoneRing(next, lon, lat)] } },
      // On followed assets (none are): the zones are drawn, no event is raised.
      what: { behaviour: 'zone_entry' },
      channel: { type: 'webhook' },
    });
  }
  progress(`${counts.rules.toLocaleString('en')} alert-rule zones created`);
  const now = services.clock.now();
  for (let done = 0; done < counts.sites; ) {
    const batch = Math.min(SITES_PER_TRANSACTION, counts.sites - done);
    await services.store.db.transaction().execute(async (tx) => {
      for (let i = 0; i < batch; i++) {
        const [lon, lat] = pointIn(next);
        const parsed = parseArea({ type: 'Polygon', coordinates: [zoneRing(next, lon, lat)] }, '/boundary');
        if (!parsed.ok) throw new Error(`bench zone refused: ${JSON.stringify(parsed.errors)}`);
        const area = parsed.value;
        const row: SiteRow = {
          id: newId('site'),
          workspace_id: workspaceId,
          name: `Bench site ${done + i + 1}`,
          boundary: JSON.stringify(area.geometry),
          bbox: JSON.stringify(area.bbox),
          center_lon: area.center[0],
          center_lat: area.center[1],
          area_km2: area.areaKm2,
          radius_m: null,
          detection_types: null,
          metadata: null,
          status: 'active',
          detections_total: 0,
          last_detection_at: null,
          useful_count: 0,
          not_useful_count: 0,
          created_at: now,
          stopped_at: null,
        };
        await insertSite(tx, row);
      }
    });
    done += batch;
  }
  await services.zones.sync();
  await services.tracking.sync();
  progress(`${counts.sites.toLocaleString('en')} sites written`);
}

interface Mover {
  mmsi?: string;
  icao24?: string;
  name: string;
  lon: number;
  lat: number;
  speedKn: number;
  course: number;
  altitudeFt?: number;
  at: number;
}

/**
 * `count` assets (15 % aircraft) reporting positions; `start()` reports every one, then `tick()`
 * moves the next share of them along their course (bouncing off the region's edges) and reports it.
 */
export function createFleet(services: Services, count: number) {
  const next = random(7);
  const movers: Mover[] = [];
  const now = services.clock.now();
  for (let i = 0; i < count; i++) {
    const [lon, lat] = pointIn(next);
    const aircraft = i % 20 < 3;
    movers.push({
      ...(aircraft
        ? { icao24: (0x400000 + i).toString(16), altitudeFt: 3_000 + Math.floor(next() * 35_000) }
        : { mmsi: String(244_000_000 + i) }),
      name: aircraft ? `BENCH${i}` : `BENCH VESSEL ${i}`,
      lon,
      lat,
      speedKn: aircraft ? 180 + next() * 270 : 4 + next() * 16,
      course: Math.floor(next() * 360),
      at: now,
    });
  }
  let cursor = 0;

  function item(m: Mover) {
    const common = {
      at: new Date(m.at).toISOString(),
      lon: Math.round(m.lon * 1e6) / 1e6,
      lat: Math.round(m.lat * 1e6) / 1e6,
      speed_kn: Math.round(m.speedKn * 10) / 10,
      course_deg: m.course,
    };
    return m.mmsi
      ? { mmsi: m.mmsi, name: m.name, ...common }
      : { icao24: m.icao24, name: m.name, altitude_ft: m.altitudeFt, ...common };
  }

  function move(m: Mover, at: number): void {
    const hours = (at - m.at) / 3_600_000;
    const nm = m.speedKn * hours;
    const rad = (m.course * Math.PI) / 180;
    m.lat += (nm * Math.cos(rad)) / 60;
    m.lon += (nm * Math.sin(rad)) / (60 * Math.cos((m.lat * Math.PI) / 180));
    const [west, south, east, north] = REGION;
    if (m.lon < west || m.lon > east) m.course = (360 - m.course) % 360;
    if (m.lat < south || m.lat > north) m.course = (540 - m.course) % 360;
    m.lon = Math.min(east, Math.max(west, m.lon));
    m.lat = Math.min(north, Math.max(south, m.lat));
    m.at = at;
  }

  async function report(batch: Mover[]): Promise<void> {
    for (let i = 0; i < batch.length; i += POSITIONS_PER_BATCH) {
      const result = await services.ingest.positionItems(batch.slice(i, i + POSITIONS_PER_BATCH).map(item));
      if (result.rejected > 0)
        throw new Error(`bench positions refused: ${JSON.stringify(result.errors[0])}`);
    }
  }

  return {
    size: count,
    /** Reports every asset once, where it starts. */
    start: () => report(movers),
    /** Moves and reports the share of the fleet due in `elapsedMs` (all of it every REPORT_EVERY_MS). */
    async tick(elapsedMs: number): Promise<number> {
      const share = Math.min(count, Math.ceil((count * elapsedMs) / REPORT_EVERY_MS));
      const at = services.clock.now();
      const batch: Mover[] = [];
      for (let i = 0; i < share; i++) {
        const m = movers[cursor] as Mover;
        cursor = (cursor + 1) % count;
        move(m, at);
        batch.push(m);
      }
      await report(batch);
      return batch.length;
    },
  };
}
