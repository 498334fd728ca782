/**
 * Vigil's own change detection from imagery, end to end through the API: a site with imagery on,
 * a local STAC API serving tiled GeoTIFFs with a clearing of known shape, and the scans' jobs.
 */
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLEARING,
  changed,
  detectionsOf,
  everywhereVegetation,
  type Scenario,
  scenesByItem,
  startScenario,
} from './imagery-scenario.ts';
import { iouWithTruth } from './iou.ts';

describe('imagery change detection', () => {
  let s: Scenario;
  const items: Record<string, string> = {};

  beforeAll(async () => {
    s = await startScenario();
    for (const [i, days] of [40, 35, 30, 25].entries()) {
      items[`before${i}`] = s.scene(days, { surface: everywhereVegetation });
    }
    items.after = s.scene(20, { surface: changed(CLEARING, 'soil') });
    s.stac.resetStats();
    await s.drain();
  }, 120_000);
  afterAll(() => s.close());

  it('records the clearing as one vegetation_loss polygon with IoU ≥ 0.9 against the truth', async () => {
    const detections = await detectionsOf(s.app, s.siteId);
    expect(detections).toHaveLength(1);
    const [detection] = detections;
    expect(detection?.type).toBe('vegetation_loss');
    expect(detection?.confidence).toBe(0.5);
    expect(iouWithTruth(detection?.geometry, CLEARING)).toBeGreaterThanOrEqual(0.9);
  });

  it('gives each scene its outcome: baseline first, then the detection', async () => {
    const scenes = await scenesByItem(s.app, s.siteId);
    expect([0, 1, 2].map((i) => scenes.get(items[`before${i}`] ?? '')?.outcome)).toEqual([
      'baseline',
      'baseline',
      'baseline',
    ]);
    expect(scenes.get(items.before3 ?? '')?.outcome).toBe('no_change');
    const after = scenes.get(items.after ?? '');
    expect(after?.outcome).toBe('detections');
    expect(after?.detections).toHaveLength(1);
    expect(after?.clear_fraction).toBe(1);
  });

  it('names the scene and baseline items, the index statistics and the chips as evidence', async () => {
    const [detection] = await detectionsOf(s.app, s.siteId);
    const response = await s.app.request({ method: 'GET', url: `/v1/detections/${detection?.id}` });
    const body = response.json() as {
      observed_at: string;
      evidence: Record<string, unknown>[];
      chips: { name: string; url: string; width: number; height: number }[];
    };
    const scenes = body.evidence.filter((e) => e.kind === 'scene');
    expect(scenes.find((e) => e.role === 'after')?.id).toBe(items.after);
    expect(
      scenes
        .filter((e) => e.role === 'baseline')
        .map((e) => e.id)
        .sort(),
    ).toEqual([items.before0, items.before1, items.before2, items.before3].sort());
    const index = body.evidence.find((e) => e.kind === 'index');
    expect(index).toMatchObject({ index: 'NBR', pixels: 175, area_m2: 70_000, threshold: 0.1 });
    expect(Number(index?.delta_mean)).toBeGreaterThan(0.6);
    expect(body.observed_at.slice(0, 10)).toBe('2026-11-03');
    expect(body.chips.map((c) => c.name).sort()).toEqual(['after', 'before']);
    for (const chip of body.chips) {
      const png = await s.app.request({ method: 'GET', url: chip.url });
      expect(png.statusCode).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      const decoded = PNG.sync.read(png.rawPayload);
      expect([decoded.width, decoded.height]).toEqual([chip.width, chip.height]);
      expect(chip.width).toBeGreaterThanOrEqual(64);
    }
  });

  it('reads under 25 % of each scene’s bytes, by range only', async () => {
    const sizes = s.stac.sizes();
    for (const [key, item] of Object.entries(items)) {
      let read = 0;
      let total = 0;
      for (const [name, size] of sizes) {
        if (!name.startsWith(`${item}_`)) continue;
        total += size;
        const stat = s.stac.stats.get(name);
        read += stat?.bytes ?? 0;
        expect(stat?.fullReads ?? 0, `${key} ${name}`).toBe(0);
      }
      expect(read / total, key).toBeLessThan(0.25);
    }
  });
});
