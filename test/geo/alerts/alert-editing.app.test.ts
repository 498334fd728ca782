// PATCH /v1/alerts/:id: a rule's name, confidence, channel and status change, and the engines hear of
// it before the answer: a paused zone rule raises nothing, a resumed one raises again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { newId } from '../../../src/lib/ids.ts';
import { createTestStore, startApp, type TestApp, type TestKey, type TestStore } from '../../harness.ts';

const clock = new ManualClock(Date.parse('2026-11-23T10:00:00Z'));
let store: TestStore;
let t: TestApp;
let key: TestKey;
let workspaceId: string;
beforeAll(async () => {
  store = await createTestStore();
  t = await startApp({ startWorker: false, clock, store });
  key = await t.key(['alerts:write', 'ingest:write', 'webhooks:write'], { workspace: 'editing' });
  workspaceId = (await t.app.services.workspaces.ensure('editing')).workspace.id;
});
afterAll(async () => {
  await t.close();
  await store.dispose();
});

const iso = (ms: number) => new Date(ms).toISOString();
const CENTRE = [4.0, 52.0] as const;

async function createRule(payload: object = {}) {
  const response = await t.request({
    method: 'POST',
    url: '/v1/alerts',
    key,
    payload: {
      where: { coordinates: CENTRE, radius_m: 2000 },
      what: { behaviour: 'zone_entry', assets: 'all', hysteresis_m: 0 },
      channel: { type: 'webhook' },
      ...payload,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; status: string };
}

const patch = (id: string, payload: object) =>
  t.request({ method: 'PATCH', url: `/v1/alerts/${id}`, key, payload });

/** A ship crossing the circle west to east, a report every five minutes (under 45 kn). */
async function cross(mmsi: string, startAt: number) {
  const items = [3.9, 3.99, 4.01, 4.1].map((lon, i) => ({
    mmsi,
    at: iso(startAt + i * 5 * 60_000),
    lon,
    lat: CENTRE[1],
  }));
  const response = await t.request({ method: 'POST', url: '/v1/ingest/positions', key, payload: items });
  expect(response.json().rejected).toBe(0);
}

async function entries(ruleId: string) {
  const rows = await t.app.services.store.db
    .selectFrom('outbox_events')
    .select('payload')
    .where('workspace_id', '=', workspaceId)
    .where('type', '=', 'zone.entered')
    .execute();
  return rows
    .map((row) => JSON.parse(row.payload) as { data: { rule_id: string; asset_id: string } })
    .filter((event) => event.data.rule_id === ruleId);
}

describe('PATCH /v1/alerts/:id', () => {
  it('pauses a rule at once: a crossing while paused raises nothing; resumed, the next one does', async () => {
    const rule = await createRule();
    expect(rule.status).toBe('active');

    const paused = await patch(rule.id, { status: 'paused' });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ id: rule.id, status: 'paused' });
    await cross('244900101', clock.now() - 50 * 60_000);
    expect(await entries(rule.id)).toEqual([]);
    expect((await t.request({ method: 'GET', url: `/v1/alerts/${rule.id}`, key })).json().status).toBe(
      'paused',
    );

    expect((await patch(rule.id, { status: 'active' })).json().status).toBe('active');
    await cross('244900102', clock.now() - 30 * 60_000);
    expect((await entries(rule.id)).length).toBe(1);
  });

  it('pauses a detection rule: a detection it would match names no rule while it is paused', async () => {
    const detector = await t.key(['sites:write', 'detections:write', 'alerts:write'], {
      workspace: 'editing',
    });
    const site = (
      await t.request({
        method: 'POST',
        url: '/v1/sites',
        key: detector,
        payload: { coordinates: [4.3, 51.95] },
      })
    ).json();
    const rule = await createRule({ where: { site_id: site.id }, what: { behaviour: 'detection' } });
    const detect = async () =>
      (
        await t.request({
          method: 'POST',
          url: '/v1/detections',
          key: detector,
          payload: {
            site_id: site.id,
            type: 'vessel_detection',
            confidence: 0.9,
            observed_at: iso(clock.now()),
          },
        })
      ).json().id as string;
    const ruleIdsOf = async (detectionId: string) => {
      const row = await t.app.services.store.db
        .selectFrom('outbox_events')
        .select('payload')
        .where('workspace_id', '=', workspaceId)
        .where('type', '=', 'detection.created')
        .execute();
      const events = row.map(
        (r) => JSON.parse(r.payload) as { data: { detection: { id: string }; rule_ids: string[] } },
      );
      return events.find((e) => e.data.detection.id === detectionId)?.data.rule_ids;
    };
    await patch(rule.id, { status: 'paused' });
    expect(await ruleIdsOf(await detect())).toEqual([]);
    await patch(rule.id, { status: 'active' });
    expect(await ruleIdsOf(await detect())).toEqual([rule.id]);
  });

  it('changes name, min_confidence and channel; null clears; the rest of the rule stays', async () => {
    const hook = await t.request({
      method: 'POST',
      url: '/v1/webhooks',
      key,
      payload: { url: 'https://hooks.example.com/editing', events: ['zone.entered'] },
    });
    const rule = await createRule({ name: 'Harbour', min_confidence: 0.5, what: { behaviour: 'detection' } });
    const changed = await patch(rule.id, {
      name: 'Harbour mouth',
      min_confidence: null,
      channel: { type: 'webhook', webhook_id: hook.json().id },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Harbour mouth',
      min_confidence: null,
      channel: { type: 'webhook', webhook_id: hook.json().id },
      where: { coordinates: [4, 52], radius_m: 2000 },
      what: { behaviour: 'detection' },
      status: 'active',
    });
  });

  it('refuses a min_confidence on a rule whose events carry no confidence, and lets one be cleared', async () => {
    const rule = await createRule();
    const set = await patch(rule.id, { min_confidence: 0.7 });
    expect(set.statusCode).toBe(400);
    expect(set.json().errors).toEqual([
      {
        pointer: '/min_confidence',
        detail: "applies only to detection rules: 'zone_entry' events carry no confidence to compare with",
      },
    ]);
    const cleared = await patch(rule.id, { min_confidence: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
  });

  it('refuses an endpoint of no one, an empty body and fields it does not change; 404 for no rule', async () => {
    const rule = await createRule();
    const unknownHook = await patch(rule.id, {
      channel: { type: 'webhook', webhook_id: newId('webhookEndpoint') },
    });
    expect(unknownHook.statusCode).toBe(400);
    expect(unknownHook.json().errors).toEqual([
      { pointer: '/channel/webhook_id', detail: 'names no webhook endpoint of this workspace' },
    ]);
    expect((await patch(rule.id, {})).statusCode).toBe(400);
    const where = await patch(rule.id, { where: { site_id: 'site_x' } });
    expect(where.statusCode).toBe(400);
    expect(where.json().errors[0].pointer).toBe('/where');
    expect((await patch(rule.id, { status: 'stopped' })).statusCode).toBe(400);
    expect((await patch(newId('alertRule'), { status: 'paused' })).statusCode).toBe(404);
  });
});
