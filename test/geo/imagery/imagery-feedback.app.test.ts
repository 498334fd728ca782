/**
 * Feedback tunes imagery detection at a site: five clearings marked not useful raise the site's
 * threshold (logged with the feedback behind it) and mute their areas; the same clearings seen
 * again in a later scene are kept suppressed, announced to no one; a useful mark lifts a mute.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DAY_MS,
  detectionsOf,
  everywhereVegetation,
  inRects,
  type Scenario,
  scenesByItem,
  startScenario,
} from './imagery-scenario.ts';

type Rect = [number, number, number, number];
/** Five separate clearings of 4 × 4 pixels inside the site. */
const CLEARINGS: Rect[] = [0, 1, 2, 3, 4].map((k) => [296 + k * 10, 300, 300 + k * 10, 304]);
const cleared = (x: number, y: number) => (inRects(CLEARINGS, x, y) ? 'soil' : 'vegetation');

describe('feedback on imagery detections', () => {
  let s: Scenario;
  let repeat = '';
  let ids: string[] = [];

  beforeAll(async () => {
    s = await startScenario();
    for (const days of [60, 55, 50, 45]) s.scene(days, { surface: everywhereVegetation });
    s.scene(40, { surface: cleared });
    await s.drain();
    ids = (await detectionsOf(s.app, s.siteId)).map((d) => d.id);
  }, 120_000);
  afterAll(() => s.close());

  it('finds the five clearings', () => {
    expect(ids).toHaveLength(5);
  });

  const notUseful = async (id: string) => {
    const response = await s.app.request({
      method: 'POST',
      url: `/v1/detections/${id}/feedback`,
      payload: { useful: false, comment: 'a plantation harvest' },
    });
    expect(response.statusCode).toBe(200);
  };
  const tuningOf = async () =>
    (await s.app.request({ method: 'GET', url: `/v1/sites/${s.siteId}/imagery/tuning` })).json() as {
      thresholds: {
        type: string;
        threshold: number;
        default_threshold: number;
        max_threshold: number;
        min_area_m2: number;
      }[];
      mutes: { detection_id: string }[];
    };
  const changesOf = async () =>
    (
      (
        await s.app.request({ method: 'GET', url: `/v1/sites/${s.siteId}/imagery/tuning/changes` })
      ).json() as {
        data: {
          change: string;
          before: number | null;
          after: number | null;
          feedback: string[];
          reason: string;
        }[];
      }
    ).data;

  it('mutes the area of each detection marked not useful, and logs it', async () => {
    await notUseful(ids[0] ?? '');
    await notUseful(ids[1] ?? '');
    const tuning = await tuningOf();
    expect(tuning.mutes.map((m) => m.detection_id).sort()).toEqual([ids[0], ids[1]].sort());
    // Two labels are too few to move a threshold.
    expect(tuning.thresholds.find((t) => t.type === 'vegetation_loss')?.threshold).toBe(0.1);
    const changes = await changesOf();
    expect(changes.map((c) => c.change)).toEqual(['mute', 'mute']);
    expect(changes.map((c) => c.feedback[0]).sort()).toEqual([ids[0], ids[1]].sort());
  });

  it('keeps a repeat in a muted area suppressed (stored, listed on request, announced to no one) and confirms the rest', async () => {
    const { db } = s.app.app.services.store;
    const announced = () =>
      db.selectFrom('outbox_events').select('id').where('type', '=', 'detection.created').execute();
    const before = (await announced()).length;
    repeat = s.scene(35, { surface: cleared });
    s.clock.advance(DAY_MS);
    const scan = await s.app.request({ method: 'POST', url: `/v1/sites/${s.siteId}/scans` });
    expect(scan.statusCode).toBe(202);
    // A demand scan starts ten days before the last search ended; this scene is older.
    await db
      .updateTable('imagery_scans')
      .set({ search_from: Date.parse('2026-10-01T00:00:00Z') })
      .where('id', '=', (scan.json() as { id: string }).id)
      .execute();
    await s.drain();
    const scene = (await scenesByItem(s.app, s.siteId)).get(repeat);
    expect(scene?.suppressed).toHaveLength(2);
    expect(scene?.confirmed.sort()).toEqual(ids.slice(2).sort());
    expect(scene?.detections).toEqual([]);
    expect(await detectionsOf(s.app, s.siteId)).toHaveLength(5);
    const suppressed = await detectionsOf(s.app, s.siteId, '&suppressed=only');
    expect(suppressed).toHaveLength(2);
    expect(suppressed.every((d) => d.suppressed_by?.startsWith('mute_'))).toBe(true);
    expect((await announced()).length).toBe(before);
  });

  it('raises the threshold within its bounds once five are labelled, with the feedback behind it', async () => {
    for (const id of ids.slice(2)) await notUseful(id);
    const loss = (await tuningOf()).thresholds.find((t) => t.type === 'vegetation_loss');
    expect(loss?.threshold).toBeGreaterThan(loss?.default_threshold ?? 1);
    expect(loss?.threshold).toBeLessThanOrEqual(loss?.max_threshold ?? 0);
    const raised = (await changesOf()).find((c) => c.change === 'threshold');
    expect(raised?.before).toBe(0.1);
    expect(raised?.after).toBe(loss?.threshold);
    expect([...(raised?.feedback ?? [])].sort()).toEqual([...ids].sort());
    expect(raised?.reason).toContain('5 labelled vegetation_loss detections (0 useful, 5 not)');
  });

  it('lifts a mute when its detection is marked useful after all, and logs it', async () => {
    const [first] = ids;
    await s.app.request({
      method: 'POST',
      url: `/v1/detections/${first}/feedback`,
      payload: { useful: true },
    });
    const tuning = await tuningOf();
    expect(tuning.mutes.map((m) => m.detection_id)).not.toContain(first);
    expect((await changesOf()).filter((c) => c.change === 'unmute')).toEqual([
      expect.objectContaining({ change: 'unmute', feedback: [first] }),
    ]);
  });
});
