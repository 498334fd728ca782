/**
 * Clouds and offsets: a site under full cloud is not read past its SCL band; a baseline of
 * processing baseline 03.01 (no offset) compared with a 05.10 scene (+1000 in every DN) shows no
 * change once both are harmonised; a scene whose catalog declares the wrong offset trips the
 * negative-reflectance guard and is rejected.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  detectionsOf,
  everywhereVegetation,
  inRects,
  type Scenario,
  scenesByItem,
  startScenario,
} from './imagery-scenario.ts';

describe('a site under full cloud', () => {
  let s: Scenario;
  let cloudy = '';

  beforeAll(async () => {
    s = await startScenario();
    for (const days of [40, 35, 30, 25]) s.scene(days, { surface: everywhereVegetation });
    cloudy = s.scene(20, {
      surface: everywhereVegetation,
      scl: (x, y) => (inRects([[280, 280, 360, 360]], x, y) ? 9 : 4),
    });
    await s.drain();
  }, 120_000);
  afterAll(() => s.close());

  it('records no usable observation and reads no band after SCL', async () => {
    const scene = (await scenesByItem(s.app, s.siteId)).get(cloudy);
    expect(scene?.outcome).toBe('no_usable_observation');
    expect(scene?.clear_fraction).toBe(0);
    expect(scene?.detail).toContain('0 % of the site is clear');
    expect(await detectionsOf(s.app, s.siteId)).toEqual([]);
    const read = [...s.stac.stats].filter(
      ([name, stat]) => name.startsWith(`${cloudy}_`) && stat.requests > 0,
    );
    expect(read.map(([name]) => name)).toEqual([`${cloudy}_scl.tif`]);
  });
});

describe('offsets across processing baselines', () => {
  let s: Scenario;
  const items: Record<string, string> = {};

  beforeAll(async () => {
    s = await startScenario();
    for (const days of [40, 35, 30, 25]) s.scene(days, { surface: everywhereVegetation, baseline: '03.01' });
    items.harmonised = s.scene(20, { surface: everywhereVegetation, baseline: '05.10' });
    // Digital numbers without the +1000 of baseline 04.00, but the item declares the −0.1 offset.
    items.misflagged = s.scene(15, {
      surface: everywhereVegetation,
      baseline: '03.01',
      declaredOffset: -0.1,
    });
    await s.drain();
  }, 120_000);
  afterAll(() => s.close());

  it('finds no change between a 03.01 baseline and a 05.10 scene', async () => {
    const scene = (await scenesByItem(s.app, s.siteId)).get(items.harmonised ?? '');
    expect(scene?.outcome).toBe('no_change');
    expect(await detectionsOf(s.app, s.siteId)).toEqual([]);
  });

  it('rejects a scene whose declared offset makes reflectance negative', async () => {
    const scene = (await scenesByItem(s.app, s.siteId)).get(items.misflagged ?? '');
    expect(scene?.outcome).toBe('rejected');
    expect(scene?.detail).toMatch(
      /negative reflectance after scale 0.0001 and offset -0.1 \(from the raster metadata\)/,
    );
  });
});
