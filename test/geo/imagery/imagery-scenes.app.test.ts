/**
 * What a scene must not say: several sites on one tile, each with its own trap in the same after
 * scene (cloud over part of a clearing, a no-data edge, a change under the minimum mapping unit,
 * no change at all), scanned end to end through the local STAC API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePolygon } from '../../fixtures/imagery/synthetic-scenes.ts';
import {
  createImagerySite,
  detectionsOf,
  everywhereVegetation,
  inRects,
  type Scenario,
  scenesByItem,
  startScenario,
} from './imagery-scenario.ts';
import { iouWithTruth } from './iou.ts';

type Rect = [number, number, number, number];
const box = (x0: number, y0: number) => sitePolygon(x0, y0, x0 + 60, y0 + 60);

const HALF_CLOUD_CLEARING: Rect = [40, 50, 80, 60];
const HALF_CLOUD: Rect = [34, 34, 52, 94];
/** The part of the clearing clear of the cloud and its 2-pixel dilation. */
const HALF_CLOUD_VISIBLE: Rect = [54, 50, 80, 60];
/** A swath's edge: no data west of x = 175 in the rows of the no-data site. */
const NO_DATA_EDGE: Rect = [140, 0, 175, 128];
const TINY: Rect = [300, 50, 303, 51];
const SMALL: Rect = [320, 70, 323, 72];

describe('imagery scenes with traps', () => {
  let s: Scenario;
  const sites: Record<string, string> = {};
  let after = '';

  beforeAll(async () => {
    s = await startScenario({ createSite: false });
    sites.halfCloud = await createImagerySite(s.app, { boundary: box(34, 34) });
    sites.noDataEdge = await createImagerySite(s.app, { boundary: box(162, 34) });
    sites.mmu = await createImagerySite(s.app, { boundary: box(290, 34) });
    sites.noChange = await createImagerySite(s.app, { boundary: box(418, 34) });
    for (const days of [40, 35, 30, 25]) s.scene(days, { surface: everywhereVegetation });
    after = s.scene(20, {
      surface: (x, y) => (inRects([HALF_CLOUD_CLEARING, TINY, SMALL], x, y) ? 'soil' : 'vegetation'),
      scl: (x, y) => (inRects([HALF_CLOUD], x, y) ? 9 : inRects([NO_DATA_EDGE], x, y) ? 0 : 4),
    });
    await s.drain();
  }, 180_000);
  afterAll(() => s.close());

  it('reports only the clear part of a clearing half under cloud', async () => {
    const scene = (await scenesByItem(s.app, sites.halfCloud ?? '')).get(after);
    expect(scene?.outcome).toBe('detections');
    expect(scene?.clear_fraction).toBeCloseTo(1 - 20 / 60, 2);
    const [detection, ...rest] = await detectionsOf(s.app, sites.halfCloud ?? '');
    expect(rest).toEqual([]);
    expect(iouWithTruth(detection?.geometry, [HALF_CLOUD_VISIBLE])).toBeGreaterThanOrEqual(0.9);
  });

  it('says nothing along a no-data edge', async () => {
    const scene = (await scenesByItem(s.app, sites.noDataEdge ?? '')).get(after);
    expect(scene?.outcome).toBe('no_change');
    expect(scene?.clear_fraction).toBeCloseTo(1 - 13 / 60, 2);
    expect(await detectionsOf(s.app, sites.noDataEdge ?? '')).toEqual([]);
  });

  it('keeps a change above the minimum mapping unit and leaves out one below it, saying why', async () => {
    const scene = (await scenesByItem(s.app, sites.mmu ?? '')).get(after);
    const detections = await detectionsOf(s.app, sites.mmu ?? '');
    expect(detections).toHaveLength(1);
    expect(iouWithTruth(detections[0]?.geometry, [SMALL])).toBeGreaterThanOrEqual(0.9);
    expect(scene?.left_out).toEqual([
      {
        type: 'vegetation_loss',
        pixels: 3,
        reason: expect.stringContaining('minimum mapping unit of 2000 m²'),
      },
    ]);
  });

  it('says nothing where nothing changed', async () => {
    const scenes = await scenesByItem(s.app, sites.noChange ?? '');
    expect(scenes.get(after)?.outcome).toBe('no_change');
    expect(await detectionsOf(s.app, sites.noChange ?? '')).toEqual([]);
  });
});
