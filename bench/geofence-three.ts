/**
 * The geofence benchmark's three-process run alone (lib/geofence-shared.ts), on the scene the
 * benchmark builds from the same BENCH_GEOFENCE_* variables: for measuring the several-process path
 * without the one-process run, the PostGIS peer and the floors before it. Prints the run's figures
 * as JSON on stdout, its progress and PostgreSQL's line on stderr. Needs DATABASE_URL and NATS_URL
 * (`eval "$(scripts/services env)"`); BENCH_GEOFENCE_STATEMENTS=n adds PostgreSQL's statements.
 *
 *   node --max-semi-space-size=32 bench/geofence-three.ts
 */
import { DEFAULT_MAX_GAP_S } from '../src/geo/alerts/behaviours.ts';
import { MIN_JUDGED_PATH_M } from '../src/geo/zones/fix-path.ts';
import { countEntries, sceneBatches, sceneFromEnv, sceneZones, zoneGrid } from './lib/geofence-scene.ts';
import { postgresSummary, sharedRun } from './lib/geofence-shared.ts';
import { countFromEnv } from './lib/load.ts';

const scene = sceneFromEnv();
const zones = sceneZones(scene);
const batches = sceneBatches(scene);
const expected = countEntries(batches, zoneGrid(zones), {
  maxGapS: DEFAULT_MAX_GAP_S,
  minPathM: MIN_JUDGED_PATH_M,
});
const started = new Date().toISOString();
const three = await sharedRun(
  zones,
  batches,
  expected,
  countFromEnv('BENCH_GEOFENCE_RULES_IN_FLIGHT', 16),
  (line) => console.error(new Date().toISOString(), line),
);
console.log(JSON.stringify({ started, ended: new Date().toISOString(), scene, three }, null, 1));
if (three.measured) console.error(postgresSummary(three.postgres, three.positions));
else console.error(`skipped: ${three.skipped}`);
