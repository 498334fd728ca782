/**
 * The geofence benchmark's calls to Vigil's API, shared by its one-process and three-process runs:
 * zone rules created with a fixed number in flight (timed per thousand), and batches of fixes sent
 * as `POST /v1/ingest/positions`, every fix checked as accepted.
 */
import { performance } from 'node:perf_hooks';
import type { Fix, Zone } from './geofence-scene.ts';
import type { ServerUnderTest } from './servers.ts';

export async function call(
  server: ServerUnderTest,
  method: string,
  path: string,
  body: unknown,
): Promise<unknown> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${server.details.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as unknown;
}

const ruleOf = (zone: Zone) => ({
  name: `zone ${zone.id}`,
  where: { zone: { type: 'Polygon', coordinates: [zone.ring] } },
  what: { behaviour: 'zone_entry', assets: 'all', hysteresis_m: 0, dwell_s: 0 },
  channel: { type: 'webhook' },
});

const itemsOf = (batch: readonly Fix[]) =>
  batch.map((fix) => ({ mmsi: fix.mmsi, at: new Date(fix.at).toISOString(), lon: fix.lon, lat: fix.lat }));

/** One batch through the ingest; fails unless every fix was accepted. */
export async function sendBatch(server: ServerUnderTest, batch: readonly Fix[]): Promise<void> {
  const result = (await call(server, 'POST', '/v1/ingest/positions', itemsOf(batch))) as { accepted: number };
  if (result.accepted !== batch.length)
    throw new Error(`ingest accepted ${result.accepted} of ${batch.length}`);
}

/** Creates a rule per zone, `inFlight` at a time; the rules' ids come back with the timings. */
export async function createRules(server: ServerUnderTest, zones: readonly Zone[], inFlight: number) {
  const perThousandMs: number[] = [];
  const ids: string[] = [];
  let next = 0;
  let done = 0;
  let lap = performance.now();
  const started = lap;
  async function worker(): Promise<void> {
    while (next < zones.length) {
      const zone = zones[next++];
      if (!zone) return;
      const rule = (await call(server, 'POST', '/v1/alerts', ruleOf(zone))) as { id: string };
      ids.push(rule.id);
      done += 1;
      if (done % 1000 === 0) {
        const now = performance.now();
        perThousandMs.push(Math.round(now - lap));
        lap = now;
      }
    }
  }
  await Promise.all(Array.from({ length: inFlight }, () => worker()));
  const seconds = (performance.now() - started) / 1000;
  const rate = (ms: number | undefined) => (ms ? Math.round(1000 / (ms / 1000)) : null);
  return {
    ids,
    figures: {
      rules: zones.length,
      inFlight,
      rulesPerSecond: Math.round(zones.length / seconds),
      firstThousandPerSecond: rate(perThousandMs[0]),
      lastThousandPerSecond: rate(perThousandMs.at(-1)),
      perThousandMs,
    },
  };
}

/** CPU time of every server, in microseconds, in the servers' order. */
export function cpuOf(servers: readonly ServerUnderTest[]): Promise<number[]> {
  return Promise.all(servers.map((server) => server.cpuMicros()));
}

export const seconds = (fromMs: number, toMs: number) => Math.round(toMs - fromMs) / 1000;
