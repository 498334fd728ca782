/**
 * Data for the console's map benchmark: a workspace with many zones (alert-rule zones, and sites)
 * and many vessels and aircraft over the North Sea, and a mover that keeps the assets moving through
 * the ingest service as a live feed would. Seeded from a fixed seed, so runs compare.
 *
 * Zones are written to the store in batches, rows shaped as the services write them, and the engines
 * told once: created one at a time through the services, each creation re-reads every zone
 * (`zones.sync()`), so 25,000 of them would take hours (500 sites took 27 s, 1,000 took 133 s on the
 * bench machine). The rules watch followed assets (none are), so they raise no events; a site
 * records a presence detection for each vessel or aircraft that enters it, as it would for real.
 */
import type { Services } from '../../src/app/services.ts';
import { type AlertRuleRow, insertRule } from '../../src/geo/alerts/alerts-repo.ts';
import { parseArea } from '../../src/geo/geometry/parse-area.ts';
import { insertSite, type SiteRow } from '../../src/geo/sites/sites-repo.ts';
import { newId } from '../../src/lib/ids.ts';
import type { Executor } from '../../src/store/store.ts';

/** Where everything is: the North Sea and the Channel, [west, south, east, north]. */
export const REGION = [-2, 50, 10, 58] as const;
const ROWS_PER_TRANSACTION = 1_000;
/**
 * Positions per ingest call: a feed arrives as many small messages, and between them the service
 * answers the console; one call of thousands would hold its event loop for half a second (100 take about 20 ms).
 */
const POSITIONS_PER_BATCH = 100;
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
 * `rules` alert rules with drawn zones and `sites` sites, written straight into the store in batches
 * (the first rule through the service, to copy its row); the engines sync once at the end.
 */
export async function seedZones(
  services: Services,
  workspaceId: string,
  counts: { sites: number; rules: number },
  progress: (line: string) => void,
): Promise<void> {
  const next = random(22);
  const area = () => {
    const [lon, lat] = pointIn(next);
    const parsed = parseArea({ type: 'Polygon', coordinates: [zoneRing(next, lon, lat)] }, '/boundary');
    if (!parsed.ok) throw new Error(`bench zone refused: ${JSON.stringify(parsed.errors)}`);
    return parsed.value;
  };
  const now = services.clock.now();
  if (counts.rules > 0) {
    const first = await services.alerts.create(workspaceId, {
      name: 'Bench rule 1',
      where: { zone: area().geometry },
      what: { behaviour: 'zone_entry' },
      channel: { type: 'webhook' },
    });
    const template = await services.store.db
      .selectFrom('alert_rules')
      .selectAll()
      .where('id', '=', first.row.id)
      .executeTakeFirstOrThrow();
    await inBatches(services, counts.rules - 1, async (tx, n) => {
      const zone = JSON.stringify(area().geometry);
      const row: AlertRuleRow = {
        ...template,
        id: newId('alertRule'),
        name: `Bench rule ${n + 2}`,
        where_spec: `{"zone":${zone}}`,
        zone,
        created_at: now,
      };
      await insertRule(tx, row);
    });
  }
  progress(`${counts.rules.toLocaleString('en')} alert-rule zones written`);
  await inBatches(services, counts.sites, async (tx, n) => {
    const shape = area();
    const row: SiteRow = {
      id: newId('site'),
      workspace_id: workspaceId,
      name: `Bench site ${n + 1}`,
      boundary: JSON.stringify(shape.geometry),
      bbox: JSON.stringify(shape.bbox),
      center_lon: shape.center[0],
      center_lat: shape.center[1],
      area_km2: shape.areaKm2,
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
      imagery: null,
    };
    await insertSite(tx, row);
  });
  await services.watching.sync();
  progress(`${counts.sites.toLocaleString('en')} sites written`);
}

async function inBatches(
  services: Services,
  count: number,
  write: (tx: Executor, n: number) => Promise<void>,
): Promise<void> {
  for (let done = 0; done < count; ) {
    const batch = Math.min(ROWS_PER_TRANSACTION, count - done);
    await services.store.db.transaction().execute(async (tx) => {
      for (let i = 0; i < batch; i++) await write(tx, done + i);
    });
    done += batch;
  }
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
