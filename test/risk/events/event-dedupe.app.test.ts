// A resent event is one event: the same deposit sent three times (a client's retries) is stored
// once, answered `duplicate` twice, counted once by the structuring agent, and once in a SAR's item
// 26; sent again with other facts it is a 409. A label is one per address, label and source: posted
// three times it is one label and the score does not stack; a blank label is a 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { startApp, type TestApp, type TestKey } from '../../harness.ts';
import { addr, T0, txHash } from '../threats/threat-fixtures.ts';

const MINUTE = 60_000;
let t: TestApp;
let key: TestKey;
beforeAll(async () => {
  t = await startApp({ startWorker: false, clock: new ManualClock(T0) });
  key = await t.key(['events:write', 'screening:write', 'threats:read', 'compliance:write'], {
    workspace: 'dedupe',
  });
});
afterAll(async () => {
  await t.close();
});

const deposit = (n: number, usd: string, extra: Record<string, unknown> = {}) => ({
  type: 'deposit.received',
  occurred_at: new Date(T0 - 60 * MINUTE + n * MINUTE).toISOString(),
  data: {
    account_id: 'cust-9',
    chain: 'ethereum',
    tx_hash: txHash(7000 + n),
    from: addr(0x7000 + n),
    to: addr(0x7100),
    amount: '3',
    asset: 'ETH',
    value_usd: usd,
    ...extra,
  },
});

async function ingest(payload: object) {
  return t.request({ method: 'POST', url: '/v1/events/ingest', key, payload });
}

describe('a deposit sent three times', () => {
  it('is one event, and the structuring agent counts it once', async () => {
    const first = await ingest(deposit(1, '9500'));
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json().status).toBe('accepted');
    for (const retry of [await ingest(deposit(1, '9500')), await ingest(deposit(1, '9500'))]) {
      expect(retry.statusCode, retry.body).toBe(202);
      expect(retry.json()).toEqual({ ...first.json(), status: 'duplicate' });
    }
    const stored = await t.app.services.store.db
      .selectFrom('ingested_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('workspace_id', '=', key.workspaceId)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(1);
    await t.app.worker.drain();
    // One deposit just under USD 10,000 is no structuring (three would be).
    expect((await t.request({ method: 'GET', url: '/v1/threats', key })).json().data).toEqual([]);
  });

  it('counts each deposit once in the structuring alert and in the SAR’s item 26', async () => {
    for (const [n, usd] of [
      [2, '9300'],
      [3, '9700'],
    ] as const) {
      const response = await ingest(deposit(n, usd));
      expect(response.statusCode, response.body).toBe(202);
      expect((await ingest(deposit(n, usd))).json().status).toBe('duplicate');
    }
    await t.app.worker.drain();
    const threats = (await t.request({ method: 'GET', url: '/v1/threats', key })).json().data;
    expect(threats).toHaveLength(1);
    const detail = (await t.request({ method: 'GET', url: `/v1/threats/${threats[0].id}`, key })).json();
    expect(detail.evidence.alerts[0]).toMatchObject({
      typology: 'structuring',
      facts: { count: 3, total_usd: 28_500 },
    });
    const asked = await t.request({
      method: 'POST',
      url: '/v1/compliance/sar/draft',
      key,
      payload: { threat_id: threats[0].id },
    });
    await t.app.worker.drain();
    const draft = (
      await t.request({ method: 'GET', url: `/v1/compliance/sar/${asked.json().id}`, key })
    ).json().draft;
    expect(draft.suspicious_activity).toMatchObject({
      amount_usd: '28500.00',
      amounts: [{ chain: 'ethereum', asset: 'ETH', amount: '9', transfers: 3 }],
    });
    expect(draft.narrative.how).toContain('3 transfers moved 9 ETH on ethereum (USD 28500.00');
    // Not the CTR: it covers cash, not virtual currency.
    expect(draft.suspicious_activity.categories).toContainEqual(
      expect.objectContaining({
        item: 29,
        subtype: 'Other',
        other_text: expect.stringContaining('just under USD 10,000'),
      }),
    );
    expect(JSON.stringify(draft.narrative)).not.toMatch(
      /below the CTR threshold|currency transaction report threshold/,
    );
  });

  it('is a 409 when the same movement comes again with other facts', async () => {
    const response = await ingest(deposit(1, '9900'));
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({ code: 'conflict' });
  });
});

describe('a label posted three times', () => {
  it('is one label, and the score does not stack', async () => {
    const address = addr(0x7200);
    const label = { chain: 'ethereum', address, label: 'Scam wallet', category: 'scam', confidence: 50 };
    const first = await t.request({ method: 'POST', url: '/v1/labels', key, payload: label });
    expect(first.statusCode, first.body).toBe(201);
    const screenIt = async () =>
      (
        await t.request({
          method: 'POST',
          url: '/v1/screen/wallet',
          key,
          payload: { chain: 'ethereum', address },
        })
      ).json();
    const once = await screenIt();
    for (const again of [
      await t.request({ method: 'POST', url: '/v1/labels', key, payload: label }),
      await t.request({
        method: 'POST',
        url: '/v1/labels',
        key,
        payload: { ...label, label: '  Scam wallet ' },
      }),
    ]) {
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toEqual(first.json());
    }
    const list = (
      await t.request({ method: 'GET', url: `/v1/labels?chain=ethereum&address=${address}`, key })
    ).json();
    expect(list.data).toHaveLength(1);
    expect((await screenIt()).risk_score).toBe(once.risk_score);
  });

  it('refuses a blank label', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/v1/labels',
      key,
      payload: { chain: 'ethereum', address: addr(0x7201), label: '   ', category: 'scam' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ pointer: '/label', detail: expect.stringContaining('blank') }]);
  });
});
