// Alert rules over HTTP: every behaviour's parameters validated with pointers, defaults filled in,
// references checked against the workspace, and list, get and delete.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEHAVIOUR_PARAMETERS, BEHAVIOURS } from '../../../src/geo/alerts/behaviours.ts';
import { problemOf, startApp, type TestApp, type TestKey } from '../../harness.ts';

let t: TestApp;
let key: TestKey;
let siteId: string;
beforeAll(async () => {
  t = await startApp({ startWorker: false });
  key = await t.key(['sites:write', 'alerts:write', 'webhooks:write'], { workspace: 'alerts-test' });
  siteId = (
    await t.request({ method: 'POST', url: '/v1/sites', key, payload: { coordinates: [4.3, 51.95] } })
  ).json().id;
});
afterAll(async () => {
  await t.close();
});

const channel = { type: 'webhook' };
const circle = { coordinates: [4.3, 51.95], radius_m: 2000 };

function create(payload: object, as: TestKey = key) {
  return t.request({ method: 'POST', url: '/v1/alerts', key: as, payload });
}

/** Parameters that make each behaviour valid (only `speed_above` has a required one). */
const required: Record<string, object> = { speed_above: { speed_kn: 25 } };

describe('POST /v1/alerts', () => {
  it.each(BEHAVIOURS)('creates a %s rule with its defaults filled in', async (behaviour) => {
    const response = await create({
      name: behaviour,
      where: circle,
      what: { behaviour, ...required[behaviour] },
      channel,
    });
    expect(response.statusCode, response.body).toBe(201);
    const rule = response.json();
    expect(rule.id).toMatch(/^rule_/);
    expect(rule.where).toEqual(circle);
    const defaults = Object.entries(BEHAVIOUR_PARAMETERS[behaviour]).flatMap(([name, spec]) =>
      spec.kind === 'number' && spec.default !== undefined ? [[name, spec.default]] : [],
    );
    expect(rule.what).toMatchObject({ behaviour, ...Object.fromEntries(defaults) });
    if ('assets' in BEHAVIOUR_PARAMETERS[behaviour]) expect(rule.what.assets).toBe('followed');
  });

  it('reports every bad parameter at once, each with its pointer', async () => {
    const response = await create({
      where: circle,
      what: { behaviour: 'dark', quiet_s: 10, assets: 'some', colour: 'red' },
      channel,
    });
    expect(response.statusCode).toBe(400);
    const pointers = problemOf(response)
      .errors?.map((e) => e.pointer)
      .sort();
    expect(pointers).toEqual(['/what/assets', '/what/colour', '/what/quiet_s']);
  });

  it.each([
    [{ behaviour: 'speed_above' }, '/what/speed_kn'],
    [{ behaviour: 'speed_above', speed_kn: -1 }, '/what/speed_kn'],
    [{ behaviour: 'zone_entry', dwell_s: 1.5 }, '/what/dwell_s'],
    [{ behaviour: 'zone_exit', hysteresis_m: 'wide' }, '/what/hysteresis_m'],
    [{ behaviour: 'encounter', max_distance_m: 5 }, '/what/max_distance_m'],
    [{ behaviour: 'loitering', max_speed_kn: 50 }, '/what/max_speed_kn'],
    [{ behaviour: 'detection', types: ['vessel_detection', 'nope'] }, '/what/types/1'],
    [{ behaviour: 'detection', assets: 'all' }, '/what/assets'],
    [{ behaviour: 'zone_entry', assets: ['ast_nope'] }, '/what/assets/0'],
    [{ behaviour: 'flying' }, '/what/behaviour'],
  ])('refuses %j at %s', async (what, pointer) => {
    const response = await create({ where: circle, what, channel });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).errors?.map((e) => e.pointer)).toContain(pointer);
  });

  it.each([
    ['zone_entry', {}],
    ['zone_exit', {}],
    ['dark', {}],
    ['loitering', {}],
    ['encounter', {}],
    ['speed_above', { speed_kn: 30 }],
  ])('refuses min_confidence on a %s rule, whose events carry no confidence', async (behaviour, extra) => {
    const response = await create({
      where: circle,
      what: { behaviour, ...extra },
      min_confidence: 0.8,
      channel,
    });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).errors).toEqual([
      {
        pointer: '/min_confidence',
        detail: `applies only to detection rules: '${behaviour}' events carry no confidence to compare with`,
      },
    ]);
  });

  it('keeps min_confidence on a detection rule', async () => {
    const response = await create({
      where: circle,
      what: { behaviour: 'detection' },
      min_confidence: 0.8,
      channel,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().min_confidence).toBe(0.8);
  });

  it('answers a body that also fails its schema with every problem, the schema’s and the rule’s', async () => {
    const response = await create({
      name: 5,
      where: { site_id: 'site_01aaaaaaaaaaaaaaaaaaaaaaaa' },
      what: { behaviour: 'dark', quiet_s: 10, assets: 'some' },
      min_confidence: 2,
      channel: { type: 'webhook', webhook_id: 'whk_01aaaaaaaaaaaaaaaaaaaaaaaa' },
    });
    expect(response.statusCode).toBe(400);
    const pointers = problemOf(response).errors?.map((e) => e.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining([
        '/name',
        '/min_confidence',
        '/what/quiet_s',
        '/what/assets',
        '/where/site_id',
        '/channel/webhook_id',
      ]),
    );
    expect(problemOf(response).detail).toContain('/what/quiet_s');
    // A wrong type in one part does not hide the problems of the others, and none is said twice.
    const typed = await create({
      where: 'here',
      what: { behaviour: 'dark', quiet_s: 10 },
      channel: { type: 'sms' },
    });
    const typedPointers = problemOf(typed).errors?.map((e) => e.pointer) ?? [];
    expect(typedPointers).toEqual(expect.arrayContaining(['/where', '/what/quiet_s', '/channel/type']));
    expect(new Set(typedPointers).size).toBe(typedPointers.length);
  });

  it('accepts a list of known assets and refuses unknown ones', async () => {
    const [known] = await t.app.services.assets.recordPositions([
      { kind: 'vessel', key: '244660000', at: t.clock.now(), lon: 4.3, lat: 51.95 },
    ]);
    const missing = 'ast_01jq3vc2e3f4g5h6j7k8m9n0qr';
    const ok = await create({ where: circle, what: { behaviour: 'zone_entry', assets: [known] }, channel });
    expect(ok.json().what.assets).toEqual([known]);
    const bad = await create({
      where: circle,
      what: { behaviour: 'zone_entry', assets: [known, missing] },
      channel,
    });
    expect(problemOf(bad).errors).toEqual([
      { pointer: '/what/assets/1', detail: expect.stringContaining(missing) },
    ]);
  });

  it('normalises a zone and checks the site and endpoint it names', async () => {
    const zone = {
      type: 'Polygon',
      coordinates: [
        [
          [4, 51],
          [4, 52],
          [5, 52],
          [5, 51],
          [4, 51],
        ],
      ],
    };
    const zoned = await create({ where: { zone }, what: { behaviour: 'zone_exit' }, channel });
    expect(zoned.statusCode).toBe(201);
    expect(zoned.json().where.zone.coordinates[0][1]).toEqual([5, 51]);

    const other = await t.key(['sites:write', 'webhooks:write'], { workspace: 'alerts-test-other' });
    const foreignSite = (
      await t.request({ method: 'POST', url: '/v1/sites', key: other, payload: { coordinates: [1, 1] } })
    ).json().id;
    const foreignHook = (
      await t.request({
        method: 'POST',
        url: '/v1/webhooks',
        key: other,
        payload: { url: 'https://hooks.example.com/x', events: ['*'] },
      })
    ).json().id;
    const response = await create({
      where: { site_id: foreignSite },
      what: { behaviour: 'detection' },
      channel: { type: 'webhook', webhook_id: foreignHook },
    });
    expect(response.statusCode).toBe(400);
    expect(
      problemOf(response)
        .errors?.map((e) => e.pointer)
        .sort(),
    ).toEqual(['/channel/webhook_id', '/where/site_id']);
  });

  it('asks for exactly one where, and refuses a self-intersecting zone with a pointer', async () => {
    const two = await create({
      where: { site_id: siteId, coordinates: [4, 52] },
      what: { behaviour: 'dark' },
      channel,
    });
    expect(problemOf(two).errors?.[0]?.pointer).toBe('/where');
    const bowtie = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [1, 1],
          [1, 0],
          [0, 1],
          [0, 0],
        ],
      ],
    };
    const kinked = await create({ where: { zone: bowtie }, what: { behaviour: 'dark' }, channel });
    expect(kinked.statusCode).toBe(400);
    expect(problemOf(kinked).errors?.[0]?.pointer).toMatch(/^\/where\/zone\/coordinates\/0\/\d$/);
  });
});

describe('GET and DELETE /v1/alerts', () => {
  it('lists newest first, filters by behaviour, gets one and deletes it', async () => {
    const own = await t.key(['sites:write', 'alerts:write'], { workspace: 'alerts-list-test' });
    const site = (
      await t.request({ method: 'POST', url: '/v1/sites', key: own, payload: { coordinates: [2, 2] } })
    ).json().id;
    const a = (
      await create({ where: { site_id: site }, what: { behaviour: 'detection' }, channel }, own)
    ).json();
    const b = (
      await create({ where: circle, what: { behaviour: 'dark', quiet_s: 7200 }, channel }, own)
    ).json();
    const ids = async (query: string) =>
      (await t.request({ method: 'GET', url: `/v1/alerts${query}`, key: own }))
        .json()
        .data.map((r: { id: string }) => r.id);
    expect(await ids('')).toEqual([b.id, a.id]);
    expect(await ids('?behaviour=dark')).toEqual([b.id]);
    const fetched = await t.request({ method: 'GET', url: `/v1/alerts/${b.id}`, key: own });
    expect(fetched.json()).toEqual(b);
    expect((await t.request({ method: 'DELETE', url: `/v1/alerts/${b.id}`, key: own })).statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: `/v1/alerts/${b.id}`, key: own })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/v1/alerts/${b.id}`, key: own })).statusCode).toBe(404);
  });
});
