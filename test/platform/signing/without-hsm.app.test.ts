// Without a PKCS#11 module configured, everything is as before HSM signing: no signing keys are
// listed, deliveries carry only `v1` signatures, and SAR drafts have no signature.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp, tableLookup } from '../../harness.ts';
import { threatIn } from '../../risk/threats/threat-fixtures.ts';
import { type Receiver, startReceiver } from '../webhooks/receiver.ts';

let t: TestApp;
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
  t = await startApp({
    env: { VIGIL_WEBHOOK_ALLOW_NETWORKS: '127.0.0.0/8' },
    startWorker: false,
    lookup: tableLookup({}),
  });
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

describe('without an HSM', () => {
  it('GET /v1/signing-keys answers an empty list, without a key', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/signing-keys', key: null });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [], next_cursor: null });
  });

  it('GET /v1/signing-keys refuses a cursor it did not issue, a limit out of range and unknown parameters', async () => {
    const cursor = await t.request({ method: 'GET', url: '/v1/signing-keys?cursor=nonsense', key: null });
    expect(cursor.statusCode).toBe(400);
    const limit = await t.request({ method: 'GET', url: '/v1/signing-keys?limit=0', key: null });
    expect(limit.statusCode).toBe(400);
    const unknown = await t.request({ method: 'GET', url: '/v1/signing-keys?status=all', key: null });
    expect(unknown.statusCode).toBe(400);
  });

  it('deliveries carry v1 signatures only', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/v1/webhooks',
      payload: { url: `${receiver.url}/plain`, events: ['*'] },
    });
    const { id } = created.json() as { id: string };
    await t.request({ method: 'POST', url: `/v1/webhooks/${id}/test`, payload: {} });
    await t.app.worker.drain();
    const [request] = receiver.received;
    expect(String(request?.headers['webhook-signature'])).toMatch(/^v1,[A-Za-z0-9+/=]+$/);
  });

  it('SAR drafts have no signature and their PDF no Vigil-Signature header', async () => {
    const threatId = await threatIn(t.app.services, t.admin.workspaceId);
    const asked = await t.request({
      method: 'POST',
      url: '/v1/compliance/sar/draft',
      payload: { threat_id: threatId },
    });
    const { id } = asked.json() as { id: string };
    await t.app.worker.drain();
    const draft = await t.request({ method: 'GET', url: `/v1/compliance/sar/${id}` });
    expect(draft.json()).toMatchObject({ status: 'ready', signature: null });
    const pdf = await t.request({ method: 'GET', url: `/v1/compliance/sar/${id}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['vigil-signature']).toBeUndefined();
  });
});
