/**
 * Imagery through the API: the site's imagery settings (the catalog URL under the webhook address
 * policy), scans on demand, and imagery detections flowing like every other: `detection.created`
 * matched by `detection` rules by type and confidence, `detection.revised` when a later scene
 * confirms one, site reports with their chips, cases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { startStacServer } from '../../fixtures/imagery/stac-server.ts';
import { sitePolygon } from '../../fixtures/imagery/synthetic-scenes.ts';
import { startApp, type TestApp, tableLookup } from '../../harness.ts';
import {
  CLEARING,
  changed,
  detectionsOf,
  everywhereVegetation,
  type Scenario,
  SITE_BOX,
  scansOf,
  startScenario,
} from './imagery-scenario.ts';

const BOUNDARY = sitePolygon(SITE_BOX.x0, SITE_BOX.y0, SITE_BOX.x1, SITE_BOX.y1);

describe('imagery settings of a site', () => {
  let t: TestApp;
  const clock = new ManualClock(Date.parse('2026-11-23T10:00:00.000Z'));
  beforeAll(async () => {
    t = await startApp({ startWorker: false, clock });
  });
  afterAll(() => t.close());

  const create = (imagery: unknown) =>
    t.request({ method: 'POST', url: '/v1/sites', payload: { boundary: BOUNDARY, imagery } });

  it('fills in the default catalog and collection, and starts a look-back scan', async () => {
    const response = await create({ enabled: true });
    expect(response.statusCode).toBe(201);
    const site = response.json() as { id: string; imagery: unknown };
    expect(site.imagery).toEqual({
      enabled: true,
      stac_url: 'https://earth-search.aws.element84.com/v1',
      collection: 'sentinel-2-c1-l2a',
    });
    const [scan] = await scansOf(t, site.id);
    expect(scan).toMatchObject({ reason: 'baseline', status: 'queued' });
  });

  it('refuses a catalog on a loopback or private address unless the operator allows its network', async () => {
    for (const stac_url of [
      'http://127.0.0.1:9999',
      'http://10.1.2.3/stac',
      'http://localhost/stac',
      'http://[::1]/',
    ]) {
      const response = await create({ enabled: true, stac_url });
      expect(response.statusCode, stac_url).toBe(400);
      const problem = response.json() as { errors: { pointer: string; detail: string }[] };
      expect(problem.errors[0]?.pointer).toBe('/imagery/stac_url');
      expect(problem.errors[0]?.detail).toContain('VIGIL_WEBHOOK_ALLOW_NETWORKS');
    }
    const other = await create({ enabled: true, stac_url: 'ftp://stac.example.org/' });
    expect(other.statusCode).toBe(400);
    expect((other.json() as { errors: { detail: string }[] }).errors[0]?.detail).toContain(
      'only https: and http:',
    );
  });

  it('refuses what the schema does not know, pointing at it', async () => {
    const response = await create({ enabled: true, catalog: 'x' });
    expect(response.statusCode).toBe(400);
  });

  it('scans each site with imagery on again once its interval has passed', async () => {
    const site = (await create({ enabled: true })).json() as { id: string };
    expect(await t.app.services.imagery.scheduleDue()).toBe(0);
    clock.advance(24 * 3_600_000 + 1);
    expect(await t.app.services.imagery.scheduleDue()).toBeGreaterThan(0);
    expect((await scansOf(t, site.id)).map((s) => s.reason)).toEqual(['periodic', 'baseline']);
  });

  it('turns imagery off and on by PATCH; a scan on demand needs it on', async () => {
    const site = (await create({ enabled: false })).json() as { id: string; imagery: { enabled: boolean } };
    expect(site.imagery.enabled).toBe(false);
    expect(await scansOf(t, site.id)).toEqual([]);
    const refused = await t.request({ method: 'POST', url: `/v1/sites/${site.id}/scans` });
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as { detail: string }).detail).toContain('Imagery is off');
    const on = await t.request({
      method: 'PATCH',
      url: `/v1/sites/${site.id}`,
      payload: { imagery: { enabled: true } },
    });
    expect(on.statusCode).toBe(200);
    expect((await scansOf(t, site.id)).map((s) => s.reason)).toEqual(['baseline']);
    const demand = await t.request({ method: 'POST', url: `/v1/sites/${site.id}/scans` });
    expect(demand.statusCode).toBe(202);
    expect(demand.json()).toMatchObject({
      id: expect.stringMatching(/^scan_/),
      status: 'queued',
      reason: 'demand',
    });
    const off = await t.request({ method: 'PATCH', url: `/v1/sites/${site.id}`, payload: { imagery: null } });
    expect((off.json() as { imagery: unknown }).imagery).toBeNull();
  });
});

describe('a catalog whose name resolves to a refused address', () => {
  it('is not fetched: the scan fails at once, saying why and what the operator can allow', async () => {
    const stac = await startStacServer();
    const port = new URL(stac.url).port;
    // A public-looking name that resolves to this machine (as in DNS rebinding): refused on connect.
    const t = await startApp({
      startWorker: false,
      lookup: tableLookup({ 'stac.example.test': '127.0.0.1' }),
    });
    try {
      const site = await t.request({
        method: 'POST',
        url: '/v1/sites',
        payload: {
          boundary: BOUNDARY,
          imagery: { enabled: true, stac_url: `http://stac.example.test:${port}` },
        },
      });
      expect(site.statusCode).toBe(201);
      await t.app.worker.drain();
      const [scan] = await scansOf(t, (site.json() as { id: string }).id);
      expect(scan?.status).toBe('failed');
      expect(scan?.error).toMatch(
        /stac\.example\.test resolves to a refused address: 127\.0\.0\.1 is a loopback address.*VIGIL_WEBHOOK_ALLOW_NETWORKS/,
      );
      expect(stac.searches).toBe(0);
      expect(stac.stats.size).toBe(0);
    } finally {
      await t.close();
      await stac.close();
    }
  });
});

describe('imagery detections flow like every other', () => {
  let s: Scenario;
  let ruleLow = '';
  let ruleHigh = '';
  let detectionId = '';

  beforeAll(async () => {
    s = await startScenario({ createSite: false });
    const { createImagerySite } = await import('./imagery-scenario.ts');
    s.siteId = await createImagerySite(s.app);
    const rule = async (payload: Record<string, unknown>) => {
      const response = await s.app.request({
        method: 'POST',
        url: '/v1/alerts',
        payload: { where: { site_id: s.siteId }, channel: { type: 'webhook' }, ...payload },
      });
      expect(response.statusCode).toBe(201);
      return (response.json() as { id: string }).id;
    };
    ruleLow = await rule({ what: { behaviour: 'detection', types: ['vegetation_loss'] } });
    ruleHigh = await rule({
      what: { behaviour: 'detection', types: ['vegetation_loss'] },
      min_confidence: 0.8,
    });
    await rule({ what: { behaviour: 'detection', types: ['water_gain'] } });
    for (const days of [40, 35, 30, 25]) s.scene(days, { surface: everywhereVegetation });
    s.scene(20, { surface: changed(CLEARING, 'soil') });
    s.scene(15, { surface: changed(CLEARING, 'soil') });
    await s.drain();
    detectionId = (await detectionsOf(s.app, s.siteId))[0]?.id ?? '';
  }, 120_000);
  afterAll(() => s.close());

  async function events(type: string) {
    const rows = await s.app.app.services.store.db
      .selectFrom('outbox_events')
      .select('payload')
      .where('type', '=', type)
      .orderBy('id')
      .execute();
    return rows.map(
      (r) => JSON.parse(r.payload) as { data: Record<string, unknown> & { rule_ids: string[] } },
    );
  }

  it('raises detection.created, matched by the rules of its type at its confidence', async () => {
    const [created, ...others] = await events('detection.created');
    expect(others).toEqual([]);
    expect(created?.data.rule_ids).toEqual([ruleLow]);
    expect(created?.data.detection).toMatchObject({
      id: detectionId,
      type: 'vegetation_loss',
      confidence: 0.5,
    });
  });

  it('raises detection.revised when a later clear scene confirms it, telling the rules it now matches', async () => {
    const [revised, ...others] = await events('detection.revised');
    expect(others).toEqual([]);
    expect(revised?.data.rule_ids).toEqual([ruleHigh]);
    expect(revised?.data.revision).toMatchObject({ confidence_before: 0.5, confidence_after: 0.8 });
    const detection = (
      await s.app.request({ method: 'GET', url: `/v1/detections/${detectionId}` })
    ).json() as {
      confidence: number;
      revisions: {
        confidence_before: number;
        confidence_after: number;
        reason: string;
        evidence: { role?: string }[];
      }[];
    };
    expect(detection.confidence).toBe(0.8);
    expect(detection.revisions).toHaveLength(1);
    expect(detection.revisions[0]?.evidence[0]?.role).toBe('confirmation');
  });

  it('appears in the site report with its chips', async () => {
    const created = await s.app.request({
      method: 'POST',
      url: '/v1/reports',
      payload: { subject: { kind: 'site', id: s.siteId } },
    });
    expect(created.statusCode).toBe(202);
    await s.drain();
    const report = (
      await s.app.request({ method: 'GET', url: `/v1/reports/${(created.json() as { id: string }).id}` })
    ).json() as {
      status: string;
      content: { detections: { latest: { id: string; chips: { name: string; url: string }[] }[] } };
    };
    expect(report.status).toBe('completed');
    const [latest] = report.content.detections.latest;
    expect(latest?.id).toBe(detectionId);
    expect(latest?.chips.map((c) => c.name).sort()).toEqual(['after', 'before']);
    const pdf = await s.app.request({
      method: 'GET',
      url: `/v1/reports/${(created.json() as { id: string }).id}/pdf`,
    });
    expect(pdf.statusCode).toBe(200);
    // Each chip is embedded as an image XObject.
    expect(
      (pdf.rawPayload.toString('latin1').match(/\/Subtype \/Image/g) ?? []).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('can be pinned to a case', async () => {
    const kase = (
      await s.app.request({ method: 'POST', url: '/v1/cases', payload: { title: 'Clearing' } })
    ).json() as {
      id: string;
    };
    const item = await s.app.request({
      method: 'POST',
      url: `/v1/cases/${kase.id}/items`,
      payload: { kind: 'detection', ref_id: detectionId },
    });
    expect(item.statusCode).toBe(201);
  });
});
