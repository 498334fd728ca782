// Three `vigil serve` processes on one PostgreSQL and one NATS JetStream share the tracking engine;
// NATS goes away for 30 s early in the stream, and one process is killed with SIGKILL in the middle
// of it. Proven here, with real processes:
// - a rule created through one process acts on positions sent to another within a second;
// - vessels whose positions are spread over all three give exactly one entry and one exit per
//   crossing, with hysteresis and dwell, through the broker outage (the backlog every process
//   relays after it is judged in each vessel's time order) and the kill (no event lost, none
//   duplicated);
// - a vessel that goes quiet gives exactly one `asset.dark`, one that keeps reporting none.
// The NATS is the test's own (it is stopped and started again): `nats-server`, which
// `scripts/services` installs, on a free port. It needs DATABASE_URL (CI's PostgreSQL pass) and
// nats-server; without them it is skipped, and says so.
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { type PrivateNats, privateNatsMissing, startPrivateNats } from '../../fixtures/private-nats.ts';
import { createFreshDatabase } from '../../stores.ts';
import {
  adminKeyOf,
  heldPartitions,
  killChildren,
  removeTempDirs,
  request,
  type Service,
  startService,
  waitFor,
} from './child-service.ts';

afterEach(killChildren);
afterAll(removeTempDirs);

const runs = process.env.DATABASE_URL !== undefined && privateNatsMissing() === undefined;

const MINUTE = 60_000;
/**
 * Enough vessels that the outage's backlog (a feed row per position, VESSELS + 1 per step) is over
 * three relays' batches (500 rows each): when NATS is back every process relays a part of it at
 * once, and a vessel's positions may reach the stream out of their order (with 24 vessels, 550
 * rows, one relay took nearly all of it).
 */
const VESSELS = 72;
const STEPS = 48;
/**
 * NATS is down while steps OUTAGE_FROM to OUTAGE_TO - 1 are sent, for at least OUTAGE_MS: the
 * whole of the first passage. Meanwhile each position goes in a request of its own, as a busy feed
 * sends them, so the backlog (22 × 73 feed rows) is more than one relay takes at once and every
 * process relays a part of it when NATS is back.
 */
const OUTAGE_FROM = 4;
const OUTAGE_TO = 26;
/**
 * Three times the longest timer on the outage's path (JetStream's 5 s publish and API timeouts; the
 * client reconnects every 2 s or so, the relay and the reader retry every second), so that each of
 * them runs out and is retried meanwhile. The backlog's size is the requests', not the time's:
 * sending the outage's steps takes about 10 s here.
 */
const OUTAGE_MS = 15_000;
/**
 * The tracking check's interval here (VIGIL_TRACKING_CHECK_S; 10 s by default): two seconds, not
 * one, as three processes share two cores with PostgreSQL and NATS, and a check that took longer
 * than the interval would overlap the next.
 */
const CHECK_S = 2;
/** The process holding the most partitions is killed when this step is sent (the second passage). */
const KILL_AT = 32;
/** The busy circle off Rotterdam (3 km), and the quiet one 30 km north (5 km). */
const BUSY: [number, number] = [3.6, 52.0];
const QUIET: [number, number] = [3.6, 52.3];
const KM_LON = 1 / (111.32 * Math.cos((52 * Math.PI) / 180));
const KM_LAT = 1 / 110.57;

/** Vessel i's offset east of the busy centre at step k (km): west to east and back, 0.5 km a minute. */
function eastKm(step: number): number {
  return step < STEPS / 2 ? -6 + step * 0.5 : 6 - (step - STEPS / 2) * 0.5;
}
/** Its latitude offset: within ±1.5 km of the centre line, so each passage is inside for 10 minutes. */
const northKm = (vessel: number) => -1.5 + (3 * vessel) / (VESSELS - 1);
const mmsiOf = (vessel: number) => String(244_940_000 + vessel);

interface Told {
  id: string;
  type: string;
  asset: string;
  at: string | null;
}

describe.skipIf(!runs)(
  `three engine processes on PostgreSQL and NATS, a NATS outage, one killed${runs ? '' : ' (skipped: needs DATABASE_URL and nats-server)'}`,
  () => {
    test('every crossing told once through a NATS outage and a kill -9, one asset.dark for the quiet vessel, rules across processes at once', async () => {
      const database = await createFreshDatabase();
      const db = new pg.Client({ connectionString: database.url });
      const nats: PrivateNats = await startPrivateNats();
      const env = {
        DATABASE_URL: database.url,
        NATS_URL: nats.url,
        VIGIL_DARK_FLOOR_S: '60',
        VIGIL_REORDER_WINDOW_S: '1',
        VIGIL_TRACKING_CHECK_S: String(CHECK_S),
      };
      try {
        const first = await startService(env);
        const key = await adminKeyOf(first);
        const services = [first, await startService(env), await startService(env)];
        await db.connect();
        // The 17 leases (16 partitions and the encounters) spread over the three within a few ticks.
        await waitFor('every process to hold partitions', 30_000, () =>
          services.every((service) => heldPartitions(service).size >= 5),
        );

        const call = async (service: Service, method: string, path: string, body?: unknown) => {
          const response = await request(`${service.address}${path}`, { method, key, body });
          expect(response.status, `${method} ${path}: ${response.body}`).toBeLessThan(300);
          return JSON.parse(response.body || '{}') as Record<string, unknown>;
        };
        const told = async (): Promise<Told[]> => {
          const { rows } = await db.query<{ id: string; type: string; payload: string }>(
            "SELECT id, type, payload FROM outbox_events WHERE type IN ('zone.entered', 'zone.exited', 'asset.dark') ORDER BY id",
          );
          return rows.map((row) => {
            const data = (
              JSON.parse(row.payload) as { data: { asset_id: string; position?: { at: string } } }
            ).data;
            return { id: row.id, type: row.type, asset: data.asset_id, at: data.position?.at ?? null };
          });
        };
        const send = (service: Service, items: object[]) =>
          call(service, 'POST', '/v1/ingest/positions', items);
        const position = (mmsi: string, at: number, lon: number, lat: number) => ({
          mmsi,
          at: new Date(at).toISOString(),
          lon,
          lat,
          speed_kn: 16,
        });

        // Rules made through the first process; positions go to the third a second later.
        const circle = (at: [number, number], radius_m: number) => ({ coordinates: at, radius_m });
        for (const behaviour of ['zone_entry', 'zone_exit'])
          await call(first, 'POST', '/v1/alerts', {
            where: circle(BUSY, 3000),
            what: { behaviour, assets: 'all', hysteresis_m: 100, dwell_s: 120 },
            channel: { type: 'webhook' },
          });
        await call(first, 'POST', '/v1/alerts', {
          where: circle(QUIET, 5000),
          what: { behaviour: 'dark', assets: 'all', quiet_s: 300 },
          channel: { type: 'webhook' },
        });
        await delay(1_000);
        const now = Date.now();
        const probeAt = (minutes: number, km: number) =>
          position('244949999', now - 80 * MINUTE + minutes * MINUTE, BUSY[0] + km * KM_LON, BUSY[1]);
        await send(services[2] as Service, [probeAt(-20, -5), probeAt(1, 0), probeAt(4, 0)]);
        await waitFor('the probe vessel’s entry', 5_000, async () =>
          (await told()).some((event) => event.type === 'zone.entered'),
        );

        // The quiet vessel: five reports inside the quiet circle, through each process in turn, then nothing.
        for (let i = 0; i < 5; i += 1)
          await send(services[i % 3] as Service, [
            position('244948888', now - (12 - i) * MINUTE, QUIET[0], QUIET[1] + i * 0.001),
          ]);

        // The busy vessels: step k of every vessel goes to process k mod 3 (the survivors after the kill).
        const start = now - 60 * MINUTE;
        let live = [...services];
        let killed: Service | undefined;
        let chatter = 0;
        let outageStarted = 0;
        for (let step = 0; step < STEPS; step += 1) {
          if (step === OUTAGE_FROM) {
            // The broker goes away: positions are still stored, and wait in the feed of each process.
            await nats.stop();
            outageStarted = Date.now();
          }
          if (step === OUTAGE_TO) {
            await delay(Math.max(0, OUTAGE_MS - (Date.now() - outageStarted)));
            await nats.start();
          }
          if (step === KILL_AT) {
            // Kill the process holding the most partitions, mid-stream, without warning.
            killed = [...live].sort((a, b) => heldPartitions(b).size - heldPartitions(a).size)[0] as Service;
            expect(heldPartitions(killed).size).toBeGreaterThan(0);
            killed.child.kill('SIGKILL');
            await killed.exited;
            live = live.filter((service) => service !== killed);
          }
          const items = [];
          for (let vessel = 0; vessel < VESSELS; vessel += 1)
            items.push(
              position(
                mmsiOf(vessel),
                start + step * MINUTE,
                BUSY[0] + eastKm(step) * KM_LON,
                BUSY[1] + northKm(vessel) * KM_LAT,
              ),
            );
          // The reporting vessel in the quiet circle keeps talking, as now.
          items.push(position('244947777', Date.now(), QUIET[0] + (chatter++ % 5) * 0.001, QUIET[1]));
          if (step >= OUTAGE_FROM && step < OUTAGE_TO)
            for (const [i, item] of items.entries())
              await send(live[(step + i) % live.length] as Service, [item]);
          else await send(live[step % live.length] as Service, items);
        }

        // Every crossing: two passages per vessel, each one entry and one exit, and the probe's entry.
        const expected = VESSELS * 4 + 1;
        await waitFor(`${expected} zone events`, 90_000, async () => {
          const events = await told();
          return events.filter((event) => event.type !== 'asset.dark').length >= expected;
        });
        // Two tracking checks in every process (three intervals: the first may have begun just
        // before) with the reporting vessel still talking, every second, then look.
        for (let i = 0; i < 3 * CHECK_S; i += 1) {
          await send(live[i % live.length] as Service, [
            position('244947777', Date.now(), QUIET[0] + (chatter++ % 5) * 0.001, QUIET[1]),
          ]);
          await delay(1_000);
        }
        const events = await told();
        const assetOf = async (mmsi: string) => {
          const found = (await call(live[0] as Service, 'GET', `/v1/assets/search?q=${mmsi}`)) as {
            data: { id: string }[];
          };
          return found.data[0]?.id ?? '';
        };
        const zoneEvents = events.filter((event) => event.type !== 'asset.dark');
        // None duplicated: no two events of one asset, type and position.
        const keys = zoneEvents.map((event) => `${event.type} ${event.asset} ${event.at}`);
        expect(new Set(keys).size, keys.join('\n')).toBe(keys.length);
        expect(zoneEvents).toHaveLength(expected);
        for (let vessel = 0; vessel < VESSELS; vessel += 1) {
          const asset = await assetOf(mmsiOf(vessel));
          expect(
            zoneEvents.filter((event) => event.asset === asset).map((event) => event.type),
            `vessel ${vessel}`,
          ).toEqual(['zone.entered', 'zone.exited', 'zone.entered', 'zone.exited']);
        }
        const dark = events.filter((event) => event.type === 'asset.dark').map((event) => event.asset);
        expect(dark).toEqual([await assetOf('244948888')]);
        expect(killed).toBeDefined();
      } finally {
        killChildren();
        await nats.dispose();
        await db.end().catch(() => {});
        await database.drop();
      }
    }, 360_000);
  },
);
