// Detections over HTTP: external ingest, filters and pages, evidence, feedback, and the
// `detection.created` event with the `detection` alert rules it matched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { problemOf, startApp, type TestApp, type TestKey } from '../../harness.ts';

let t: TestApp;
const clock = new ManualClock(Date.now());
beforeAll(async () => {
  t = await startApp({ startWorker: false, clock });
});
afterAll(async () => {
  await t.close();
});

const SCOPES = ['sites:write', 'detections:write', 'alerts:write', 'webhooks:write'] as const;

/** A workspace of its own per test, with a key and a circular site. */
async function setup(name: string) {
  const key = await t.key([...SCOPES], { workspace: name });
  const site = (
    await t.request({
      method: 'POST',
      url: '/v1/sites',
      key,
      payload: { coordinates: [4.3, 51.95], radius_m: 5000 },
    })
  ).json();
  return { key, siteId: site.id as string };
}

function record(key: TestKey, body: Record<string, unknown>) {
  return t.request({ method: 'POST', url: '/v1/detections', key, payload: body });
}

async function list(key: TestKey, query: string) {
  const response = await t.request({ method: 'GET', url: `/v1/detections${query}`, key });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    data: { id: string; type: string; confidence: number; observed_at: string }[];
    next_cursor: string | null;
  };
}

const at = (hour: number) => new Date(Date.UTC(2026, 10, 20, hour)).toISOString();

describe('POST /v1/detections', () => {
  it('records a detection with geometry and evidence, shown by GET', async () => {
    const { key, siteId } = await setup('det-record');
    const evidence = [
      { kind: 'image', url: 'https://imagery.example.com/s1/123.png', captured_at: at(3) },
      { kind: 'track', asset_id: 'ast_01jq3vc2e3f4g5h6j7k8m9n0qr' },
    ];
    const response = await record(key, {
      site_id: siteId,
      type: 'vessel_detection',
      confidence: 0.83,
      observed_at: '2026-11-20T05:00:00+02:00',
      geometry: { type: 'Point', coordinates: [4.31, 51.951] },
      evidence,
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      site_id: siteId,
      type: 'vessel_detection',
      confidence: 0.83,
      observed_at: at(3),
      geometry: { type: 'Point', coordinates: [4.31, 51.951] },
      source: 'api',
      feedback: null,
      asset_id: null,
      // No vessel broadcasts AIS near it: Vigil's match against AIS says so (dark-targets.app.test.ts).
      evidence: [...evidence, expect.objectContaining({ kind: 'ais_match', matched: false, candidates: [] })],
    });
    const fetched = await t.request({ method: 'GET', url: `/v1/detections/${created.id}`, key });
    expect(fetched.json()).toEqual(created);
    const listed = await list(key, `?site_id=${siteId}`);
    expect(listed.data[0]).not.toHaveProperty('evidence');
  });

  it('takes custom.<name> types and refuses unknown ones with a pointer', async () => {
    const { key, siteId } = await setup('det-types');
    const base = { site_id: siteId, confidence: 0.5, observed_at: at(1) };
    expect((await record(key, { ...base, type: 'custom.oil_slick' })).statusCode).toBe(201);
    const typo = await record(key, { ...base, type: 'vesel_detection' });
    expect(typo.statusCode).toBe(400);
    expect(problemOf(typo).errors?.[0]?.pointer).toBe('/type');
  });

  it('refuses a site of another workspace, a future time, and a bad geometry, each with a pointer', async () => {
    const { key } = await setup('det-refusals');
    const other = await setup('det-refusals-other');
    const base = { site_id: other.siteId, type: 'vessel_detection', confidence: 0.5, observed_at: at(1) };
    const foreign = await record(key, base);
    expect(foreign.statusCode).toBe(400);
    expect(problemOf(foreign).errors?.[0]?.pointer).toBe('/site_id');

    const { siteId } = await setup('det-refusals-2');
    const later = new Date(t.clock.now() + 3_600_000).toISOString();
    const future = await record(key, { ...base, site_id: siteId, observed_at: later });
    expect(problemOf(future).errors?.[0]?.pointer).toBe('/observed_at');
    const outOfRange = await record(key, {
      ...base,
      site_id: siteId,
      geometry: { type: 'Point', coordinates: [4.3, 91] },
    });
    expect(outOfRange.statusCode).toBe(400);
    expect(problemOf(outOfRange).errors?.[0]?.pointer).toMatch(/^\/geometry\/coordinates/);
    const confidence = await record(key, { ...base, site_id: siteId, confidence: 1.2 });
    expect(problemOf(confidence).errors?.[0]?.pointer).toBe('/confidence');
  });

  it('refuses a type the site does not take', async () => {
    const key = await t.key([...SCOPES], { workspace: 'det-site-types' });
    const site = (
      await t.request({
        method: 'POST',
        url: '/v1/sites',
        key,
        payload: { coordinates: [4, 52], detection_types: ['vessel_presence'] },
      })
    ).json();
    const response = await record(key, {
      site_id: site.id,
      type: 'loitering',
      confidence: 0.5,
      observed_at: at(1),
    });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).detail).toContain('vessel_presence');
  });

  it('refuses a geometry far from its site, and takes one near it or a footprint around it', async () => {
    // A site in the Gulf of Oman; a detector that lost its georeference sends [0, 0].
    const key = await t.key([...SCOPES], { workspace: 'det-far' });
    const site = (
      await t.request({
        method: 'POST',
        url: '/v1/sites',
        key,
        payload: { coordinates: [56.4, 25.15], radius_m: 5000 },
      })
    ).json();
    const base = { site_id: site.id, type: 'vessel_detection', confidence: 0.9, observed_at: at(1) };
    const far = await record(key, { ...base, geometry: { type: 'Point', coordinates: [0, 0] } });
    expect(far.statusCode).toBe(400);
    expect(problemOf(far).errors).toEqual([
      { pointer: '/geometry', detail: expect.stringContaining('more than 10 km outside') },
    ]);
    // Lat and lon swapped lands in the Arabian Sea: refused too.
    const swapped = await record(key, { ...base, geometry: { type: 'Point', coordinates: [25.15, 56.4] } });
    expect(swapped.statusCode).toBe(400);
    // 8 km past the 5 km circle: a vessel leaving it, still the site's.
    const near = await record(key, { ...base, geometry: { type: 'Point', coordinates: [56.53, 25.15] } });
    expect(near.statusCode, near.body).toBe(201);
    const scene = {
      type: 'Polygon',
      coordinates: [
        [
          [55.5, 24.5],
          [57.5, 24.5],
          [57.5, 26],
          [55.5, 26],
          [55.5, 24.5],
        ],
      ],
    };
    const footprint = await record(key, { ...base, geometry: scene });
    expect(footprint.statusCode, footprint.body).toBe(201);
  });
});

describe('GET /v1/detections', () => {
  it('filters by site, repeated type, minimum confidence and observed_at range', async () => {
    const { key, siteId } = await setup('det-filters');
    const second = await t.request({
      method: 'POST',
      url: '/v1/sites',
      key,
      payload: { coordinates: [5, 53] },
    });
    const otherSite = second.json().id as string;
    const rows: [string, string, number, number][] = [
      [siteId, 'vessel_detection', 0.9, 1],
      [siteId, 'loitering', 0.4, 2],
      [siteId, 'encounter', 0.8, 3],
      [siteId, 'vessel_detection', 0.6, 4],
      [otherSite, 'vessel_detection', 0.95, 5],
    ];
    const ids: string[] = [];
    for (const [site, type, confidence, hour] of rows) {
      ids.push((await record(key, { site_id: site, type, confidence, observed_at: at(hour) })).json().id);
    }
    const idsOf = async (query: string) => (await list(key, query)).data.map((d) => d.id);
    expect(await idsOf('')).toEqual([ids[4], ids[3], ids[2], ids[1], ids[0]]);
    expect(await idsOf(`?site_id=${siteId}`)).toEqual([ids[3], ids[2], ids[1], ids[0]]);
    expect(await idsOf(`?site_id=${siteId}&type=vessel_detection&type=encounter`)).toEqual([
      ids[3],
      ids[2],
      ids[0],
    ]);
    expect(await idsOf('?type=vessel_detection&min_confidence=0.7')).toEqual([ids[4], ids[0]]);
    expect(await idsOf(`?from=${at(2)}&to=${at(4)}`)).toEqual([ids[2], ids[1]]);
    expect(
      await idsOf(`?site_id=${siteId}&type=loitering&type=encounter&min_confidence=0.5&from=${at(1)}`),
    ).toEqual([ids[2]]);
  });

  it('pages newest first through ties in observed_at, one type or several', async () => {
    const { key, siteId } = await setup('det-pages');
    const created: string[] = [];
    for (let i = 0; i < 7; i++) {
      const type = i % 2 === 0 ? 'vessel_detection' : 'loitering';
      // Pairs share an observed_at, so the id breaks ties.
      created.push(
        (
          await record(key, { site_id: siteId, type, confidence: 0.5, observed_at: at(Math.floor(i / 2)) })
        ).json().id,
      );
    }
    for (const types of ['', '&type=vessel_detection&type=loitering']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await list(
          key,
          `?site_id=${siteId}&limit=2${types}${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(page.data.length).toBeLessThanOrEqual(2);
        seen.push(...page.data.map((d) => d.id));
        cursor = page.next_cursor;
      } while (cursor);
      expect(seen).toEqual([...created].reverse());
    }
  });

  it('refuses a cursor reused with other filters, an unknown type and an empty range', async () => {
    const { key, siteId } = await setup('det-cursor');
    for (let i = 0; i < 3; i++)
      await record(key, { site_id: siteId, type: 'loitering', confidence: 0.5, observed_at: at(i) });
    const first = await list(key, '?limit=1');
    const reused = await t.request({
      method: 'GET',
      url: `/v1/detections?limit=1&type=loitering&cursor=${first.next_cursor}`,
      key,
    });
    expect(reused.statusCode).toBe(400);
    expect(problemOf(reused).errors?.[0]?.pointer).toBe('/query/cursor');
    const unknown = await t.request({ method: 'GET', url: '/v1/detections?type=loitering&type=nope', key });
    expect(problemOf(unknown).errors?.[0]?.pointer).toBe('/query/type/1');
    const empty = await t.request({ method: 'GET', url: `/v1/detections?from=${at(3)}&to=${at(2)}`, key });
    expect(problemOf(empty).errors?.[0]?.pointer).toBe('/query/to');
  });
});

describe('POST /v1/detections/:id/feedback', () => {
  it('records feedback, and a changed mind replaces it', async () => {
    const { key, siteId } = await setup('det-feedback');
    const id = (
      await record(key, { site_id: siteId, type: 'loitering', confidence: 0.5, observed_at: at(1) })
    ).json().id;
    const give = (payload: object) =>
      t.request({ method: 'POST', url: `/v1/detections/${id}/feedback`, key, payload });
    const first = await give({ useful: false, comment: 'a buoy' });
    expect(first.statusCode).toBe(200);
    expect(first.json().feedback).toEqual({
      useful: false,
      comment: 'a buoy',
      given_at: new Date(t.clock.now()).toISOString(),
    });
    clock.advance(60_000);
    const second = await give({ useful: true });
    expect(second.json().feedback).toEqual({
      useful: true,
      comment: null,
      given_at: new Date(t.clock.now()).toISOString(),
    });
    const site = (await t.request({ method: 'GET', url: `/v1/sites/${siteId}`, key })).json();
    expect(site.state.feedback).toEqual({ useful: 1, not_useful: 0 });
    expect((await give({ useful: 'yes' })).statusCode).toBe(400);
  });
});

describe('detection.created and detection alert rules', () => {
  async function endpoint(key: TestKey, events: string[]) {
    const response = await t.request({
      method: 'POST',
      url: '/v1/webhooks',
      key,
      payload: { url: 'https://hooks.example.com/vigil', events },
    });
    return response.json().id as string;
  }

  async function deliveredTo(endpointId: string) {
    const rows = await t.app.services.store.db
      .selectFrom('webhook_deliveries')
      .innerJoin('outbox_events', 'outbox_events.id', 'webhook_deliveries.event_id')
      .select(['outbox_events.payload'])
      .where('webhook_deliveries.endpoint_id', '=', endpointId)
      .orderBy('outbox_events.id')
      .execute();
    return rows.map(
      (r) =>
        JSON.parse(r.payload) as { type: string; data: { detection: { id: string }; rule_ids: string[] } },
    );
  }

  it('sends every detection to subscribers, and matched ones to a rule’s own endpoint', async () => {
    const { key, siteId } = await setup('det-rules');
    const subscriber = await endpoint(key, ['detection.created']);
    const ruleEndpoint = await endpoint(key, ['zone.entered']);
    const rule = await t.request({
      method: 'POST',
      url: '/v1/alerts',
      key,
      payload: {
        where: { site_id: siteId },
        what: { behaviour: 'detection', types: ['vessel_detection'] },
        min_confidence: 0.7,
        channel: { type: 'webhook', webhook_id: ruleEndpoint },
      },
    });
    expect(rule.statusCode).toBe(201);
    const ruleId = rule.json().id;

    const matching = (
      await record(key, { site_id: siteId, type: 'vessel_detection', confidence: 0.9, observed_at: at(1) })
    ).json();
    const tooUnsure = (
      await record(key, { site_id: siteId, type: 'vessel_detection', confidence: 0.5, observed_at: at(2) })
    ).json();
    const otherType = (
      await record(key, { site_id: siteId, type: 'loitering', confidence: 0.9, observed_at: at(3) })
    ).json();

    const all = await deliveredTo(subscriber);
    expect(all.map((e) => e.data.detection.id)).toEqual([matching.id, tooUnsure.id, otherType.id]);
    expect(all.map((e) => e.data.rule_ids)).toEqual([[ruleId], [], []]);
    const ruled = await deliveredTo(ruleEndpoint);
    expect(ruled.map((e) => [e.type, e.data.detection.id])).toEqual([['detection.created', matching.id]]);
  });

  it('delivers to an endpoint registered with events: [] only what its rule matched', async () => {
    const { key, siteId } = await setup('det-rule-only');
    const ruleOnly = await endpoint(key, []);
    expect(ruleOnly).toMatch(/^whk_/);
    const listed = await t.request({ method: 'GET', url: `/v1/webhooks/${ruleOnly}`, key });
    expect(listed.json().events).toEqual([]);
    const rule = await t.request({
      method: 'POST',
      url: '/v1/alerts',
      key,
      payload: {
        where: { site_id: siteId },
        what: { behaviour: 'detection', types: ['vessel_detection'] },
        channel: { type: 'webhook', webhook_id: ruleOnly },
      },
    });
    expect(rule.statusCode, rule.body).toBe(201);
    const matching = (
      await record(key, { site_id: siteId, type: 'vessel_detection', confidence: 0.9, observed_at: at(1) })
    ).json();
    await record(key, { site_id: siteId, type: 'loitering', confidence: 0.9, observed_at: at(2) });
    const ruled = await deliveredTo(ruleOnly);
    expect(ruled.map((e) => [e.type, e.data.detection.id])).toEqual([['detection.created', matching.id]]);
  });

  it('matches a zone rule by where the detection is', async () => {
    const { key, siteId } = await setup('det-zone-rule');
    const ruleEndpoint = await endpoint(key, ['asset.dark']);
    await t.request({
      method: 'POST',
      url: '/v1/alerts',
      key,
      payload: {
        where: { coordinates: [4.3, 51.95], radius_m: 500 },
        what: { behaviour: 'detection' },
        channel: { type: 'webhook', webhook_id: ruleEndpoint },
      },
    });
    const inside = (
      await record(key, {
        site_id: siteId,
        type: 'vessel_detection',
        confidence: 0.9,
        observed_at: at(1),
        geometry: { type: 'Point', coordinates: [4.301, 51.9501] },
      })
    ).json();
    await record(key, {
      site_id: siteId,
      type: 'vessel_detection',
      confidence: 0.9,
      observed_at: at(2),
      geometry: { type: 'Point', coordinates: [4.33, 51.96] },
    });
    // The one inside, and the dark vessel it makes (no AIS explains it), at the same point.
    const dark = (inside.evidence as { kind: string; dark_vessel_id?: string }[]).find(
      (e) => e.kind === 'ais_match',
    );
    expect((await deliveredTo(ruleEndpoint)).map((e) => e.data.detection.id)).toEqual([
      inside.id,
      dark?.dark_vessel_id,
    ]);
  });

  it('writes no detection and no event when the site is stopped', async () => {
    const { key, siteId } = await setup('det-stopped');
    const subscriber = await endpoint(key, ['*']);
    await t.request({ method: 'DELETE', url: `/v1/sites/${siteId}`, key });
    const response = await record(key, {
      site_id: siteId,
      type: 'loitering',
      confidence: 0.9,
      observed_at: at(1),
    });
    expect(response.statusCode).toBe(409);
    expect((await list(key, `?site_id=${siteId}`)).data).toEqual([]);
    expect(await deliveredTo(subscriber)).toEqual([]);
  });
});
