/**
 * The geofence benchmark's roaming-zone case: N `zone_entry` rules with `where: {near_asset,
 * radius_m: 2000}`, each around its own moving vessel, and every vessel (anchors and the others)
 * steaming across the North Sea box at 5–15 knots, one fix a minute, through one Vigil process on
 * SQLite until every fix is judged. What it shows is the cost a fix pays for the roaming zones
 * (the spatial hashes of positions and anchors: the cells near it, never every asset), as positions
 * per second and CPU per position, and the entries told, checked against those the scene makes by
 * the documented rule (geofence-roaming-scene.ts), each entry by anchor, vessel and time.
 *
 * The run is ordered so that Vigil's answer does not depend on its timing. The vessels are made
 * by one fix each dated two hours before the scene, judged before any rule exists (so nothing is
 * kept of them) and older than the hour a rule added looks back (so no rule places anyone from
 * them); then the rules are made, each in force before its answer; then the scene is sent, every
 * fix judged with every rule. (Sending the first step to make the vessels and the rules while it
 * was being judged told 2,600 to 2,650 entries from run to run, as the step was judged before or
 * after the fences existed, and counting from a reading taken while it was judged left some out.)
 *
 * Environment: BENCH_GEOFENCE_ROAMING (rules, 1000; 0 skips), BENCH_GEOFENCE_ROAMING_VESSELS
 * (10000, anchors included), BENCH_GEOFENCE_ROAMING_STEPS (60 fixes a vessel).
 */
import { performance } from 'node:perf_hooks';
import { call, seconds, sendBatch } from './geofence-calls.ts';
import { RADIUS_M, type RoamingEntry, roamingEntries, roamingScene } from './geofence-roaming-scene.ts';
import type { Fix } from './geofence-scene.ts';
import { countFromEnv } from './load.ts';
import { startServer } from './servers.ts';

const BATCH = 1000;
const IN_FLIGHT = 16;
const SEED = 20_261_128;
/** How long before the scene the fixes that make the vessels are dated: over the presence hour. */
const MADE_BEFORE_MS = 2 * 60 * 60 * 1000;
/** Entries listed when Vigil's differ from the scene's (the first of each side). */
const SHOWN = 5;

/** Each entry as `anchor vessel crossed_at`, the way both sides are compared. */
const keyOf = (entry: RoamingEntry) => `${entry.anchor} ${entry.vessel} ${new Date(entry.at).toISOString()}`;

/** The entries on one side only, as many times as one side has them more than the other. */
function missingFrom(have: readonly string[], want: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const key of have) left.set(key, (left.get(key) ?? 0) + 1);
  return want.filter((key) => {
    const n = left.get(key) ?? 0;
    if (n > 0) left.set(key, n - 1);
    return n === 0;
  });
}

export async function roamingRun(progress: (line: string) => void) {
  // 0 rules skips the case.
  const rules = countFromEnv('BENCH_GEOFENCE_ROAMING', 1000, 0);
  if (rules === 0) return { measured: false as const, skipped: 'BENCH_GEOFENCE_ROAMING=0' };
  const vessels = Math.max(rules, countFromEnv('BENCH_GEOFENCE_ROAMING_VESSELS', 10_000));
  const steps = countFromEnv('BENCH_GEOFENCE_ROAMING_STEPS', 60);
  // Ending a minute ago: live positions, judged as they come.
  const scene = roamingScene(vessels, steps, SEED, BATCH, Date.now() - 60_000);
  const expected = roamingEntries(scene, rules).map(keyOf);
  const server = await startServer('geofence-vigil.ts');
  try {
    progress(
      `roaming: ${rules.toLocaleString('en')} rules around moving vessels, ${vessels.toLocaleString('en')} vessels; ${expected.length.toLocaleString('en')} entries to tell`,
    );
    // Each vessel's first fix, moved back: where it is when the scene begins, as of two hours before.
    const making = scene.batches
      .flat()
      .slice(0, vessels)
      .map((fix): Fix => ({ ...fix, at: fix.at - MADE_BEFORE_MS }));
    for (let i = 0; i < making.length; i += BATCH) await sendBatch(server, making.slice(i, i + BATCH));
    await server.ask('settle', 600_000);
    let next = 0;
    const worker = async () => {
      while (next < rules) {
        const track = scene.tracks[next++];
        if (!track) return;
        const found = (await call(server, 'GET', `/v1/assets/search?q=${track.mmsi}`, undefined)) as {
          data: { id: string }[];
        };
        const anchor = found.data[0]?.id;
        if (!anchor) throw new Error(`no asset for ${track.mmsi}`);
        await call(server, 'POST', '/v1/alerts', {
          where: { near_asset: anchor, radius_m: RADIUS_M },
          what: { behaviour: 'zone_entry', assets: 'all' },
          channel: { type: 'webhook' },
        });
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    // Nothing is told before the scene (the fixes that made the vessels were judged with no rule).
    const before = (await server.ask('zoneEvents')) as number;
    const cpuBefore = await server.cpuMicros();
    const started = performance.now();
    let fixes = 0;
    for (const batch of scene.batches) {
      await sendBatch(server, batch);
      fixes += batch.length;
    }
    await server.ask('settle', 600_000);
    const ended = performance.now();
    const cpu = (await server.cpuMicros()) - cpuBefore;
    const told = ((await server.ask('zoneEntries', 60_000)) as [string, string, string | null, string][]).map(
      ([, vessel, anchor, at]) => `${anchor} ${vessel} ${at}`,
    );
    const missing = missingFrom(told, expected);
    const unexpected = missingFrom(expected, told);
    return {
      measured: true as const,
      rules,
      vessels,
      radiusM: RADIUS_M,
      positions: fixes,
      positionsPerSecond: Math.round(fixes / ((ended - started) / 1000)),
      judgedS: seconds(started, ended),
      serverCpuMicrosPerPosition: Math.round((cpu / Math.max(1, fixes)) * 10) / 10,
      toldBeforeScene: before,
      entries: told.length,
      expectedEntries: expected.length,
      /** Every entry the scene makes told once, and nothing else (a count alone hides a drop and a double). */
      entriesMatch: missing.length === 0 && unexpected.length === 0,
      missing: { count: missing.length, first: missing.slice(0, SHOWN) },
      unexpected: { count: unexpected.length, first: unexpected.slice(0, SHOWN) },
    };
  } finally {
    await server.stop();
  }
}

export function roamingSummary(run: Awaited<ReturnType<typeof roamingRun>>): string {
  if (!run.measured) return `roaming zones: skipped (${run.skipped})`;
  return `roaming zones: ${run.rules.toLocaleString('en')} rules (${run.radiusM / 1000} km around moving vessels), ${run.vessels.toLocaleString('en')} vessels: ${run.positionsPerSecond.toLocaleString('en')} positions/s until judged (${run.judgedS} s), ${run.serverCpuMicrosPerPosition} µs CPU a position; zone.entered ${run.entries.toLocaleString('en')} of ${run.expectedEntries.toLocaleString('en')} expected${run.entriesMatch ? '' : ` (NOT the scene's: ${run.missing.count} missing, ${run.unexpected.count} unexpected)`}`;
}
