/**
 * Faults leave nothing partial: a band that answers 500 or a tile cut short fails the scene's
 * attempt with nothing recorded, the attempt is retried by the job's policy, the last failure is
 * the scene's `error` outcome with the reason, and a later scan tries the scene again. A catalog
 * that fails its search is retried too, and the scan says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLEARING,
  changed,
  DAY_MS,
  detectionsOf,
  everywhereVegetation,
  type Scenario,
  scansOf,
  scenesByItem,
  startScenario,
} from './imagery-scenario.ts';

/** Longer than the jobs' longest retry delay (30 min, imagery-jobs.ts) with its jitter. */
const RETRY_WAIT_MS = 40 * 60_000;

/** Runs the jobs, then lets each retry fall due, until every attempt has run. */
async function runThroughRetries(s: Scenario): Promise<void> {
  await s.drain();
  for (let i = 0; i < 6; i++) {
    s.clock.advance(RETRY_WAIT_MS);
    await s.drain();
  }
}

describe('imagery faults', () => {
  let s: Scenario;
  let after = '';

  beforeAll(async () => {
    s = await startScenario({ createSite: false });
    for (const days of [40, 35, 30, 25]) s.scene(days, { surface: everywhereVegetation });
    after = s.scene(20, { surface: changed(CLEARING, 'soil') });
  }, 120_000);
  afterAll(() => s.close());

  it('retries a failing search and says why while it waits', async () => {
    s.stac.failing.add('search');
    const { createImagerySite } = await import('./imagery-scenario.ts');
    s.siteId = await createImagerySite(s.app);
    await s.drain();
    const [scan] = await scansOf(s.app, s.siteId);
    expect(scan?.status).toBe('queued');
    expect(scan?.error).toMatch(/attempt 1 failed; retrying in \d+ s: .*\/search answered 500/);
    s.stac.failing.delete('search');
  });

  it('records nothing for a scene whose band answers 500, and its error once every attempt failed', async () => {
    s.stac.failing.add(`${after}_nir08.tif`);
    await runThroughRetries(s);
    const scene = (await scenesByItem(s.app, s.siteId)).get(after);
    expect(scene?.outcome).toBe('error');
    expect(scene?.attempts).toBe(4);
    expect(scene?.detail).toMatch(/_nir08\.tif answered 500 \(attempt 4 of 4; nothing recorded\)/);
    expect(await detectionsOf(s.app, s.siteId)).toEqual([]);
    const [scan] = await scansOf(s.app, s.siteId);
    expect(scan?.status).toBe('completed');
    s.stac.failing.clear();
  });

  it('records nothing for a truncated tile either', async () => {
    s.stac.truncating.add(`${after}_swir22.tif`);
    s.clock.advance(DAY_MS);
    const response = await s.app.request({ method: 'POST', url: `/v1/sites/${s.siteId}/scans` });
    expect(response.statusCode).toBe(202);
    await runThroughRetries(s);
    const scene = (await scenesByItem(s.app, s.siteId)).get(after);
    expect(scene?.outcome).toBe('error');
    expect(scene?.detail).toMatch(/truncated|cut off/);
    expect(await detectionsOf(s.app, s.siteId)).toEqual([]);
    s.stac.truncating.clear();
  });

  it('tries a failed scene again on the next scan, and then records its detection once', async () => {
    s.clock.advance(DAY_MS);
    const response = await s.app.request({ method: 'POST', url: `/v1/sites/${s.siteId}/scans` });
    expect(response.statusCode).toBe(202);
    await s.drain();
    const scene = (await scenesByItem(s.app, s.siteId)).get(after);
    expect(scene?.outcome).toBe('detections');
    expect(await detectionsOf(s.app, s.siteId)).toHaveLength(1);
  });
});
