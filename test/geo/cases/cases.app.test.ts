// Cases over HTTP: open, pin sites, detections and assets, add notes; references the workspace
// cannot see are refused at /ref_id; reading a case shows each pinned resource.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../src/lib/ids.ts';
import { problemOf, startApp, type TestApp, type TestKey } from '../../harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ startWorker: false });
});
afterAll(async () => {
  await t.close();
});

const SCOPES = ['sites:write', 'detections:write', 'cases:write'] as const;

async function setup(workspace: string) {
  const key = await t.key([...SCOPES], { workspace });
  const site = (
    await t.request({
      method: 'POST',
      url: '/v1/sites',
      key,
      payload: { name: 'Anchorage', coordinates: [4.3, 51.95] },
    })
  ).json();
  const detection = (
    await t.request({
      method: 'POST',
      url: '/v1/detections',
      key,
      payload: {
        site_id: site.id,
        type: 'vessel_detection',
        confidence: 0.9,
        observed_at: '2026-11-22T10:00:00Z',
        geometry: { type: 'Point', coordinates: [4.3, 51.95] },
      },
    })
  ).json();
  const caseId = (
    await t.request({ method: 'POST', url: '/v1/cases', key, payload: { title: 'Night transfers' } })
  ).json().id;
  return { key, site, detection, caseId: caseId as string };
}

function addItem(key: TestKey, caseId: string, payload: object) {
  return t.request({ method: 'POST', url: `/v1/cases/${caseId}/items`, key, payload });
}

describe('cases', () => {
  it('opens a case, pins a site, a detection and an asset, and reads them back with their details', async () => {
    const { key, site, detection, caseId } = await setup('cases-main');
    const [assetId = ''] = await t.app.services.assets.recordPositions([
      {
        kind: 'vessel',
        key: '244123456',
        at: Date.parse('2026-11-23T09:00:00Z'),
        lon: 4.31,
        lat: 51.96,
        name: 'NORDIC STAR',
      },
    ]);
    for (const payload of [
      { kind: 'site', ref_id: site.id },
      { kind: 'detection', ref_id: detection.id, note: 'the second ship' },
      { kind: 'asset', ref_id: assetId },
      { kind: 'note', note: 'Both ships went dark at 02:00.' },
    ]) {
      const response = await addItem(key, caseId, payload);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().id).toMatch(/^item_/);
    }
    const response = await t.request({ method: 'GET', url: `/v1/cases/${caseId}`, key });
    expect(response.statusCode).toBe(200);
    const found = response.json();
    expect(found).toMatchObject({ title: 'Night transfers', status: 'open', items_count: 4 });
    expect(found.items.map((i: { kind: string }) => i.kind)).toEqual(['site', 'detection', 'asset', 'note']);
    expect(found.items[0].resource).toMatchObject({
      id: site.id,
      name: 'Anchorage',
      status: 'active',
      // The vessel detection, and the dark vessel it makes: no AIS position explains it.
      detections_total: 2,
    });
    expect(found.items[1]).toMatchObject({
      note: 'the second ship',
      resource: {
        id: detection.id,
        type: 'vessel_detection',
        confidence: 0.9,
        site_id: site.id,
        useful: null,
      },
    });
    expect(found.items[2].resource).toEqual({
      id: assetId,
      kind: 'vessel',
      name: 'NORDIC STAR',
      identifiers: { mmsi: '244123456' },
      last_position: { at: '2026-11-23T09:00:00.000Z', lon: 4.31, lat: 51.96 },
    });
    expect(found.items[3]).toMatchObject({ kind: 'note', ref_id: null, resource: null });

    const listed = await t.request({ method: 'GET', url: '/v1/cases', key });
    expect(listed.json().data).toEqual([expect.objectContaining({ id: caseId, items_count: 4 })]);
  });

  it('refuses a reference the workspace cannot see, pointing at /ref_id', async () => {
    const mine = await setup('cases-refs');
    const theirs = await setup('cases-refs-other');
    for (const payload of [
      { kind: 'site', ref_id: theirs.site.id },
      { kind: 'detection', ref_id: theirs.detection.id },
      { kind: 'asset', ref_id: newId('asset') },
      { kind: 'site', ref_id: mine.detection.id },
      { kind: 'site' },
      { kind: 'note', ref_id: mine.site.id, note: 'x' },
    ]) {
      const response = await addItem(mine.key, mine.caseId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(problemOf(response).errors).toEqual([{ pointer: '/ref_id', detail: expect.any(String) }]);
    }
    const noNote = await addItem(mine.key, mine.caseId, { kind: 'note' });
    expect(problemOf(noNote).errors?.[0]?.pointer).toBe('/note');
    const found = (await t.request({ method: 'GET', url: `/v1/cases/${mine.caseId}`, key: mine.key })).json();
    expect(found.items).toEqual([]);
  });

  it('refuses pinning the same resource twice', async () => {
    const { key, site, caseId } = await setup('cases-twice');
    expect((await addItem(key, caseId, { kind: 'site', ref_id: site.id })).statusCode).toBe(201);
    const again = await addItem(key, caseId, { kind: 'site', ref_id: site.id });
    expect(again.statusCode).toBe(409);
    expect(problemOf(again).code).toBe('conflict');
  });

  it('answers 404 for a case of another workspace', async () => {
    const mine = await setup('cases-404');
    const theirs = await setup('cases-404-other');
    const response = await addItem(mine.key, theirs.caseId, { kind: 'note', note: 'x' });
    expect(response.statusCode).toBe(404);
  });
});
