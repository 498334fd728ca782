// SAR drafts and compliance settings over HTTP: asked for (202), built by the job worker, read as
// JSON and PDF, announced once with compliance.sar_ready; the settings they take Part IV from.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { newId } from '../../../src/lib/ids.ts';
import { problemOf, startApp, type TestApp, type TestKey } from '../../harness.ts';
import {
  addr,
  alertOf,
  correlateAlerts,
  eventsOf,
  HOUR,
  T0,
  threatOfAlert,
} from '../threats/threat-fixtures.ts';

let t: TestApp;
const clock = new ManualClock(T0 + 2 * HOUR);
beforeAll(async () => {
  t = await startApp({ startWorker: false, clock });
});
afterAll(async () => {
  await t.close();
});

const INSTITUTION = {
  name: 'Harbour Digital Assets LLC',
  tin: '12-3456789',
  tin_type: 'ein',
  address: { street: '1 Quay Street', city: 'Wilmington', state: 'DE', postal_code: '19801', country: 'US' },
  contact: { office: 'BSA Office', phone: '+1 302 555 0100', email: 'bsa@harbour.example' },
};

async function keyIn(workspace: string): Promise<TestKey> {
  return t.key(['compliance:write', 'threats:write'], { workspace });
}

/** A threat of a peel chain that ran through a customer's deposit address. */
async function threatIn(key: TestKey, base: number): Promise<string> {
  const alert = alertOf(key.workspaceId, 'peel_chain', {
    addresses: [
      { address: addr(base), role: 'source' },
      { address: addr(base + 1), role: 'payee' },
      { address: addr(base + 2), role: 'change' },
    ],
    accounts: [`cust-${base}`],
    severity: 'high',
    at: T0,
    transfers: [
      { from: addr(base), to: addr(base + 1), amount: 0.4, tx: base },
      { from: addr(base), to: addr(base + 2), amount: 9.5, tx: base },
    ],
  });
  await correlateAlerts(t.app.services, [alert]);
  return threatOfAlert(t.app.services, alert.id);
}

async function ask(key: TestKey, threatId: string) {
  return t.request({
    method: 'POST',
    url: '/v1/compliance/sar/draft',
    key,
    payload: { threat_id: threatId },
  });
}

async function get(key: TestKey, id: string) {
  const response = await t.request({ method: 'GET', url: `/v1/compliance/sar/${id}`, key });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('compliance settings', () => {
  it('start empty, take a filing institution, and refuse one with unknown or malformed fields', async () => {
    const key = await keyIn('sar-settings');
    const empty = await t.request({ method: 'GET', url: '/v1/compliance/settings', key });
    expect(empty.json()).toEqual({ filing_institution: null, updated_at: null });
    const put = await t.request({
      method: 'PUT',
      url: '/v1/compliance/settings',
      key,
      payload: { filing_institution: INSTITUTION },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({
      filing_institution: INSTITUTION,
      updated_at: new Date(clock.now()).toISOString(),
    });
    expect((await t.request({ method: 'GET', url: '/v1/compliance/settings', key })).json()).toEqual(
      put.json(),
    );
    for (const [payload, pointer] of [
      [{ filing_institution: { ...INSTITUTION, nickname: 'x' } }, '/filing_institution/nickname'],
      [
        { filing_institution: { ...INSTITUTION, address: { country: 'usa' } } },
        '/filing_institution/address/country',
      ],
      [{ filing_institution: { tin: '1' } }, '/filing_institution/name'],
      [{}, '/filing_institution'],
    ] as const) {
      const response = await t.request({ method: 'PUT', url: '/v1/compliance/settings', key, payload });
      expect(response.statusCode).toBe(400);
      expect(problemOf(response).errors?.map((e) => e.pointer)).toContain(pointer);
    }
  });

  it('need compliance:write to change', async () => {
    const reader = await t.key(['compliance:read'], { workspace: 'sar-settings' });
    expect((await t.request({ method: 'GET', url: '/v1/compliance/settings', key: reader })).statusCode).toBe(
      200,
    );
    const put = await t.request({
      method: 'PUT',
      url: '/v1/compliance/settings',
      key: reader,
      payload: { filing_institution: INSTITUTION },
    });
    expect(put.statusCode).toBe(403);
  });
});

describe('SAR drafts', () => {
  it('are built by the job from the threat and announced once with compliance.sar_ready', async () => {
    const key = await keyIn('sar-ready');
    await t.request({
      method: 'PUT',
      url: '/v1/compliance/settings',
      key,
      payload: { filing_institution: INSTITUTION },
    });
    const threatId = await threatIn(key, 100);
    const asked = await ask(key, threatId);
    expect(asked.statusCode, asked.body).toBe(202);
    const { id, status, threat_id } = asked.json();
    expect({ status, threat_id }).toEqual({ status: 'pending', threat_id: threatId });
    expect(asked.headers.location).toBe(`/v1/compliance/sar/${id}`);
    expect(await get(key, id)).toMatchObject({ status: 'pending', draft: null, downloads: null });
    const early = await t.request({ method: 'GET', url: `/v1/compliance/sar/${id}/pdf`, key });
    expect(early.statusCode).toBe(409);

    await t.app.worker.drain();
    const ready = await get(key, id);
    expect(ready).toMatchObject({
      status: 'ready',
      threat_id: threatId,
      error: null,
      downloads: { pdf: `/v1/compliance/sar/${id}/pdf` },
      draft: {
        form: 'FinCEN SAR',
        prepared_at: new Date(T0 + 2 * HOUR).toISOString(),
        filing_deadline: new Date(T0 + 30 * 24 * HOUR).toISOString(),
        threat: { id: threatId, severity: 'high', typologies: ['peel_chain'] },
        suspicious_activity: {
          amounts: [{ chain: 'ethereum', asset: 'ETH', amount: '9.9', transfers: 2 }],
          amount_usd: '100.00',
          categories: [
            {
              item: 33,
              category: 'Money laundering',
              subtype: 'Suspicious use of multiple accounts',
              other_text: null,
              typologies: ['peel_chain'],
            },
          ],
        },
        activity_institution: { account_ids: ['cust-100'] },
        filing_institution: { status: 'provided', name: 'Harbour Digital Assets LLC' },
      },
    });
    expect(ready.draft.narrative.who).toContain('cust-100');
    expect(ready.draft.subjects.map((s: { kind: string }) => s.kind)).toEqual([
      'entity',
      'entity',
      'entity',
      'account',
    ]);
    expect(ready.draft.suspicious_activity.cyber_indicators).toHaveLength(4);

    const pdf = await t.request({ method: 'GET', url: `/v1/compliance/sar/${id}/pdf`, key });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Another run of the job (a retry after a lost lease) changes nothing and announces nothing.
    await t.app.services.jobs.enqueue(t.app.services.store.db, 'sar.draft', { sar_id: id });
    await t.app.worker.drain();
    expect(await eventsOf(t.app.services, key.workspaceId, 'compliance.sar_ready')).toEqual([
      { sar_id: id, threat_id: threatId },
    ]);
  });

  it('are drafted without settings, with the filing institution marked missing and a warning', async () => {
    const key = await keyIn('sar-no-settings');
    const { id } = (await ask(key, await threatIn(key, 200))).json();
    await t.app.worker.drain();
    const { draft } = await get(key, id);
    expect(draft.filing_institution).toMatchObject({ status: 'missing', name: null });
    expect(draft.warnings[0]).toContain('PUT /v1/compliance/settings');
  });

  it('refuse a threat the workspace does not have (400 at /threat_id) and a merged one (409)', async () => {
    const key = await keyIn('sar-refusals');
    const unknown = await ask(key, newId('threat'));
    expect(unknown.statusCode).toBe(400);
    expect(problemOf(unknown).errors).toEqual([
      { pointer: '/threat_id', detail: 'names no threat of this workspace' },
    ]);
    const other = await keyIn('sar-refusals-elsewhere');
    const foreign = await ask(key, await threatIn(other, 300));
    expect(foreign.statusCode).toBe(400);
    const malformed = await ask(key, 'thr_nonsense');
    expect(malformed.statusCode).toBe(400);
    expect(problemOf(malformed).errors?.[0]?.pointer).toBe('/threat_id');

    const first = alertOf(key.workspaceId, 'layering', {
      addresses: [{ address: addr(400), role: 'origin' }],
    });
    await correlateAlerts(t.app.services, [first]);
    const second = alertOf(key.workspaceId, 'layering', {
      addresses: [{ address: addr(401), role: 'origin' }],
    });
    await correlateAlerts(t.app.services, [second]);
    const merged = await threatOfAlert(t.app.services, second.id);
    const link = alertOf(key.workspaceId, 'peel_chain', {
      addresses: [
        { address: addr(400), role: 'source' },
        { address: addr(401), role: 'change' },
      ],
    });
    await correlateAlerts(t.app.services, [link]);
    const refused = await ask(key, merged);
    expect(refused.statusCode).toBe(409);
    expect(problemOf(refused).code).toBe('conflict');
  });

  it('fail with the reason when the threat was merged away before the job ran', async () => {
    const key = await keyIn('sar-merged-meanwhile');
    const older = await threatIn(key, 500);
    const newer = await threatIn(key, 600);
    const { id } = (await ask(key, newer)).json();
    const link = alertOf(key.workspaceId, 'layering', {
      addresses: [
        { address: addr(500), role: 'origin' },
        { address: addr(600), role: 'destination' },
      ],
    });
    await correlateAlerts(t.app.services, [link]);
    await t.app.worker.drain();
    const failed = await get(key, id);
    expect(failed).toMatchObject({ status: 'failed', draft: null, downloads: null });
    expect(failed.error).toContain(`merged into '${older}'`);
    expect(await eventsOf(t.app.services, key.workspaceId, 'compliance.sar_ready')).toEqual([]);
  });

  it('answer 404 for a draft that does not exist', async () => {
    const key = await keyIn('sar-missing');
    const response = await t.request({ method: 'GET', url: `/v1/compliance/sar/${newId('sar')}`, key });
    expect(response.statusCode).toBe(404);
  });
});
