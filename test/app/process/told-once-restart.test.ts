// Each alert is told once across restarts of the real service: a followed vessel's silence (the
// follow, a dark rule and a site's dark_activity), a loitering episode, a speed episode and a zone
// entry are told to a webhook receiver, then the service is stopped, started again, killed and
// started again while the episodes carry on, and no alert reaches the receiver a second time.
// On SQLite, and on PostgreSQL in its pass.
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { startReceiver } from '../../platform/webhooks/receiver.ts';
import { createFreshDatabase, TEST_DIALECT } from '../../stores.ts';
import {
  adminKeyOf,
  EXIT_TIMEOUT_MS,
  killChildren,
  removeTempDirs,
  request,
  type Service,
  startService,
  stopService,
  tempDir,
  within,
} from './child-service.ts';

afterEach(killChildren);
afterAll(removeTempDirs);

/** The tracking check's interval here (VIGIL_TRACKING_CHECK_S; 10 s by default). */
const CHECK_S = 1;
/**
 * Long enough that what a restarted service would tell again has reached the receiver: a silence
 * from a tracking check (one starts every CHECK_S), an episode or a crossing once the positions
 * sent since have waited out the reorder window (2 s) and been judged, each then delivered (the
 * webhook worker polls every second). The slowest of these is about 3 s; 5 s leaves room for a
 * loaded machine (at 10 s, the interval's default, this was 12 s: one check and 2 s).
 */
const CHECK_WAIT_MS = 5_000;
const MINUTE = 60_000;
/** Two places off Fujairah, 20 km apart: one watched for silences, one for behaviour. */
const DARK: [number, number] = [56.4, 25.0];
const BUSY: [number, number] = [56.6, 25.0];

async function call(service: Service, key: string, method: string, path: string, body?: unknown) {
  const response = await request(`${service.address}${path}`, { method, key, body });
  expect(response.status, `${method} ${path}: ${response.body}`).toBeLessThan(300);
  return JSON.parse(response.body || '{}') as { id: string; accepted?: number };
}

function fixes(mmsi: string, at: [number, number], from: number, to: number, speed: number) {
  const out = [];
  for (let time = from, i = 0; time <= to; time += MINUTE, i += 1) {
    out.push({
      mmsi,
      at: new Date(time).toISOString(),
      lon: at[0] + i * 0.00001,
      lat: at[1],
      speed_kn: speed,
    });
  }
  return out;
}

describe(`alerts across restarts of the service on ${TEST_DIALECT}`, () => {
  test('a silence, two episodes and a crossing reach the receiver once, through a stop and a kill', async () => {
    const database = TEST_DIALECT === 'postgres' ? await createFreshDatabase() : undefined;
    const receiver = await startReceiver();
    const env = {
      ...(database ? { DATABASE_URL: database.url } : { VIGIL_DATA_DIR: tempDir() }),
      VIGIL_WEBHOOK_ALLOW_NETWORKS: '127.0.0.0/8',
      VIGIL_DARK_FLOOR_S: '60',
      VIGIL_TRACKING_CHECK_S: String(CHECK_S),
    };
    try {
      let service = await startService(env);
      const key = await adminKeyOf(service);
      await call(service, key, 'POST', '/v1/webhooks', { url: `${receiver.url}/all`, events: ['*'] });
      const circle = (at: [number, number]) => ({ coordinates: at, radius_m: 3000 });
      await call(service, key, 'POST', '/v1/sites', { ...circle(DARK), detection_types: ['dark_activity'] });
      await call(service, key, 'POST', '/v1/sites', { ...circle(BUSY), detection_types: ['loitering'] });
      const rule = (where: object, what: object) =>
        call(service, key, 'POST', '/v1/alerts', { where, what, channel: { type: 'webhook' } });
      await rule(circle(DARK), { behaviour: 'dark', assets: 'all', quiet_s: 300 });
      await rule(circle(BUSY), { behaviour: 'zone_entry', assets: 'all' });
      await rule(circle(BUSY), { behaviour: 'loitering', assets: 'all', min_duration_s: 600 });
      await rule(circle(BUSY), { behaviour: 'speed_above', assets: 'all', speed_kn: 25 });

      const now = Date.now();
      // A vessel silent inside the first circle for 20 minutes, followed.
      await call(
        service,
        key,
        'POST',
        '/v1/ingest/positions',
        fixes('244930001', DARK, now - 30 * MINUTE, now - 20 * MINUTE, 4),
      );
      const found = await request(`${service.address}/v1/assets/search?q=244930001`, { key });
      const [darkVessel] = (JSON.parse(found.body) as { data: { id: string }[] }).data;
      await call(service, key, 'POST', `/v1/assets/${darkVessel?.id}/follow`);
      // One that comes in from outside and loiters in the second for over an hour (the rule wants
      // ten minutes, the site an hour), and one that races through it.
      const slow = [
        {
          mmsi: '244930002',
          at: new Date(now - 82 * MINUTE).toISOString(),
          lon: BUSY[0] - 0.2,
          lat: BUSY[1],
          speed_kn: 9,
        },
        ...fixes('244930002', BUSY, now - 80 * MINUTE, now - 10 * MINUTE, 0.5),
      ];
      const fast = fixes('244930003', BUSY, now - 4 * MINUTE, now - 2 * MINUTE, 30);
      await call(service, key, 'POST', '/v1/ingest/positions', [...slow, ...fast]);

      const told = () => {
        const byType = new Map<string, Set<string>>();
        for (const delivery of receiver.received) {
          const { type } = JSON.parse(delivery.body) as { type: string };
          const ids = byType.get(type) ?? new Set<string>();
          ids.add(String(delivery.headers['webhook-id']));
          byType.set(type, ids);
        }
        return Object.fromEntries([...byType].map(([type, ids]) => [type, ids.size]).sort());
      };
      const expected = {
        'asset.dark': 2, // the follow and the dark rule
        'asset.loitering': 1,
        'asset.speed_above': 1,
        'detection.created': 2, // dark_activity and loitering
        'zone.entered': 2, // both vessels
      };
      await within(
        (async () => {
          while (JSON.stringify(told()) !== JSON.stringify(expected)) await delay(250);
        })(),
        CHECK_WAIT_MS + 20_000,
        `the first alerts (so far ${JSON.stringify(told())})`,
      );

      // Stopped and started: the silence goes on, the loitering and the speeding carry on.
      expect(await stopService(service)).toEqual({ code: 0, signal: null });
      service = await startService(env);
      const later = Date.now();
      await call(service, key, 'POST', '/v1/ingest/positions', [
        ...fixes('244930002', BUSY, now - 9 * MINUTE, later, 0.5),
        ...fixes('244930003', BUSY, now - MINUTE, later, 31),
      ]);
      await delay(CHECK_WAIT_MS);
      expect(told()).toEqual(expected);

      // Killed and started again.
      service.child.kill('SIGKILL');
      await within(service.exited, EXIT_TIMEOUT_MS, 'the killed service to exit');
      service = await startService(env);
      await call(service, key, 'POST', '/v1/ingest/positions', [
        ...fixes('244930002', BUSY, later + MINUTE, Date.now() + MINUTE, 0.5),
      ]);
      await delay(CHECK_WAIT_MS);
      expect(told()).toEqual(expected);
      await stopService(service);
    } finally {
      await receiver.close();
      await database?.drop();
    }
  }, 180_000);
});
