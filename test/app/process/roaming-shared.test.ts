// Roaming zones with the engine shared through NATS: two `vigil serve` processes on one PostgreSQL
// and NATS JetStream, the anchor and the ship in partitions held by different processes. Proven
// here, with real processes:
// - a roaming rule is taken (no 400) and judged: the ship coming within the anchor's radius is told
//   once (`zone.entered`), leaving it once (`zone.exited`);
// - the process judging roaming zones (the holder of the encounter partition) killed with SIGKILL
//   while the ship is inside, just after a position was stored, then started again: the other
//   takes the lease over and judges the positions that take the ship out; the entry is not told
//   again and the exit is told, once.
// It needs DATABASE_URL and VIGIL_TEST_NATS_URL (CI's PostgreSQL pass); without them it is skipped,
// and says so.
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { partitionOf } from '../../../src/geo/engine/feed-codec.ts';
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

const natsUrl = process.env.VIGIL_TEST_NATS_URL;
const runs = process.env.DATABASE_URL !== undefined && natsUrl !== undefined;

const MINUTE = 60_000;
const PARTITIONS = 16;
/** The encounter partition: its holder judges encounters and roaming zones. */
const ENCOUNTERS = PARTITIONS;
/** Off Hoek van Holland: km east and north as degrees. */
const BASE: [number, number] = [3.9, 52.05];
const KM_LON = 1 / (111.32 * Math.cos((52.05 * Math.PI) / 180));
const KM_LAT = 1 / 110.57;
const ANCHOR_MMSI = '244960000';
/** Ships that could be the one that passes: the first whose partition another process holds is. */
const CANDIDATES = Array.from({ length: 24 }, (_, i) => String(244_960_100 + i));
/** The anchor goes east at 0.1 km a minute, the ship west at 0.6 km a minute from 8 km east of it. */
const anchorKm = (step: number) => 0.1 * step;
const shipKm = (step: number) => 8 - 0.6 * step;
/** Within 2 km from step 9 (1.7 km) to step 14 (-1.8 km); beyond 2 km + 50 m hysteresis at step 15. */
const EXIT_STEP = 15;
const STEPS = 24;

describe.skipIf(!runs)(
  `roaming zones judged by an engine shared over NATS${runs ? '' : ' (skipped: needs DATABASE_URL and VIGIL_TEST_NATS_URL)'}`,
  () => {
    test('anchor and ship in partitions of different processes: entry and exit told once, across a kill -9 and a restart of the judging process', async () => {
      const database = await createFreshDatabase();
      const db = new pg.Client({ connectionString: database.url });
      const env = {
        DATABASE_URL: database.url,
        NATS_URL: natsUrl ?? '',
        VIGIL_ENGINE_PARTITIONS: String(PARTITIONS),
        VIGIL_REORDER_WINDOW_S: '0',
      };
      try {
        const first = await startService(env);
        const key = await adminKeyOf(first);
        let services = [first, await startService(env)];
        await db.connect();
        // The 17 leases spread over the two within a few ticks (a fair share is 9).
        await waitFor('both processes to hold partitions', 60_000, () =>
          services.every((service) => heldPartitions(service).size >= 8),
        );

        const call = async (service: Service, method: string, path: string, body?: unknown) => {
          const response = await request(`${service.address}${path}`, { method, key, body });
          return {
            status: response.status,
            body: JSON.parse(response.body || '{}') as Record<string, unknown>,
          };
        };
        const ok = async (service: Service, method: string, path: string, body?: unknown) => {
          const answer = await call(service, method, path, body);
          expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
          return answer.body;
        };
        const told = async () => {
          const { rows } = await db.query<{ type: string; payload: string }>(
            "SELECT type, payload FROM outbox_events WHERE type IN ('zone.entered', 'zone.exited') ORDER BY id",
          );
          return rows.map((row) => {
            const data = (JSON.parse(row.payload) as { data: { asset_id: string; crossed_at: string } }).data;
            return { type: row.type, asset: data.asset_id, at: data.crossed_at };
          });
        };
        const position = (mmsi: string, at: number, eastKm: number, northKm: number, speed_kn: number) => ({
          mmsi,
          at: new Date(at).toISOString(),
          lon: Number((BASE[0] + eastKm * KM_LON).toFixed(6)),
          lat: Number((BASE[1] + northKm * KM_LAT).toFixed(6)),
          speed_kn,
        });
        const assetOf = async (mmsi: string) => {
          const found = (await ok(first, 'GET', `/v1/assets/search?q=${mmsi}`)) as { data: { id: string }[] };
          const id = found.data[0]?.id;
          if (id === undefined) throw new Error(`no asset for ${mmsi}`);
          return id;
        };
        const start = Date.now() - 40 * MINUTE;
        const at = (step: number) => start + step * MINUTE;

        // Everyone first heard far apart (the candidates 12 km and more north of the anchor), so the
        // assets exist and their partitions are known before the rule.
        await ok(first, 'POST', '/v1/ingest/positions', [
          position(ANCHOR_MMSI, at(0), anchorKm(0), 0, 3),
          ...CANDIDATES.map((mmsi, i) => position(mmsi, at(0), shipKm(0), 12 + i, 20)),
        ]);
        const anchorId = await assetOf(ANCHOR_MMSI);
        const holderOf = (partition: number) =>
          services.find((service) => heldPartitions(service).has(partition));
        const anchorHolder = holderOf(partitionOf(anchorId, PARTITIONS));
        let shipMmsi: string | undefined;
        let shipId = '';
        for (const mmsi of CANDIDATES) {
          const id = await assetOf(mmsi);
          const holder = holderOf(partitionOf(id, PARTITIONS));
          if (holder !== undefined && anchorHolder !== undefined && holder !== anchorHolder) {
            shipMmsi = mmsi;
            shipId = id;
            break;
          }
        }
        if (shipMmsi === undefined) throw new Error('no candidate ship in a partition of the other process');
        expect(partitionOf(shipId, PARTITIONS)).not.toBe(partitionOf(anchorId, PARTITIONS));

        // The two rules, made through the process that does not judge roaming zones.
        const judging = () => holderOf(ENCOUNTERS);
        const other = services.find((service) => service !== judging()) as Service;
        for (const behaviour of ['zone_entry', 'zone_exit']) {
          const made = await call(other, 'POST', '/v1/alerts', {
            name: `${behaviour} within 2 km of the anchor`,
            where: { near_asset: anchorId, radius_m: 2000 },
            what: { behaviour, assets: 'all' },
            channel: { type: 'webhook' },
          });
          expect(made.status, JSON.stringify(made.body)).toBe(201);
        }
        await delay(1_000);

        const sendStep = (service: Service, step: number) =>
          ok(service, 'POST', '/v1/ingest/positions', [
            position(ANCHOR_MMSI, at(step), anchorKm(step), 0, 3),
            position(shipMmsi as string, at(step), shipKm(step), 0.3, 20),
          ]);
        // Steps 1 to 12 through either process in turn: the ship comes within 2 km.
        for (let step = 1; step <= 12; step += 1) await sendStep(services[step % 2] as Service, step);
        await waitFor('the entry', 20_000, async () => (await told()).length >= 1);

        // The judging process is killed just after step 13 (the ship still inside) was stored
        // through the other: it may or may not have been judged. The steps that take the ship out
        // follow at once, while the lease moves: the process taking it over judges them.
        const victim = judging();
        expect(victim).toBeDefined();
        const survivor = services.find((service) => service !== victim) as Service;
        await sendStep(survivor, 13);
        victim?.child.kill('SIGKILL');
        await victim?.exited;
        services = [survivor];
        for (let step = 14; step <= 19; step += 1) await sendStep(survivor, step);
        await waitFor(
          'the survivor to take the encounter partition over',
          30_000,
          () => judging() === survivor,
        );
        // Started again: it takes its share back, and the rest goes through it too.
        const again = await startService(env);
        services = [survivor, again];
        await waitFor('the encounter partition held again', 30_000, () => judging() !== undefined);
        for (let step = 20; step < STEPS; step += 1) await sendStep(services[step % 2] as Service, step);

        await waitFor('the exit', 30_000, async () => (await told()).length >= 2);
        // Time for anything told twice to show.
        await delay(5_000);
        const events = await told();
        expect(
          events.map((event) => [event.type, event.asset]),
          JSON.stringify(events),
        ).toEqual([
          ['zone.entered', shipId],
          ['zone.exited', shipId],
        ]);
        // Entered at step 9 (1.7 km), left at step 15 (2.5 km).
        expect(events.map((event) => event.at)).toEqual([
          new Date(at(9)).toISOString(),
          new Date(at(EXIT_STEP)).toISOString(),
        ]);
      } finally {
        killChildren();
        await db.end().catch(() => {});
        await database.drop();
      }
    }, 300_000);
  },
);
