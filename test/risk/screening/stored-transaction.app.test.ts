/**
 * Transaction screening reads what is stored: a transaction Vigil holds is screened by its stored
 * parties (the request's made-up clean `from`/`to` are a 409 naming the stored ones), and the
 * answer gives each party's amount and direction, so 1e-9 ETH and 10,000 ETH from a listed address
 * are told apart while both are the sanctions hit they are.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp, type TestKey } from '../../harness.ts';
import { addr, txHash } from '../threats/threat-fixtures.ts';

/** Labelled `sanction` by the workspace. */
const LISTED = addr(0x3301);
const SPECK_TX = `0x${'33'.repeat(32)}`;
const FORTUNE_TX = txHash(0x3302);
const [SPECK_TO, FORTUNE_TO, CLEAN_FROM, CLEAN_TO] = [addr(0x3311), addr(0x3312), addr(0x3313), addr(0x3314)];

let t: TestApp;
let key: TestKey;
let other: TestKey;

async function screenTx(as: TestKey, payload: object) {
  return t.request({ method: 'POST', url: '/v1/screen/transaction', key: as, payload });
}

async function send(txHashValue: string, to: string, amount: string, valueUsd: string) {
  const response = await t.request({
    method: 'POST',
    url: '/v1/events/ingest',
    key,
    payload: {
      type: 'transfer.observed',
      occurred_at: '2026-02-01T10:00:00Z',
      data: {
        chain: 'ethereum',
        tx_hash: txHashValue,
        from: LISTED,
        to,
        amount,
        asset: 'ETH',
        value_usd: valueUsd,
      },
    },
  });
  expect(response.statusCode, response.body).toBe(202);
  return response.json().transfer_ids[0];
}

beforeAll(async () => {
  t = await startApp({ startWorker: false });
  key = await t.key(['events:write', 'screening:read', 'screening:write'], { workspace: 'stored-tx' });
  other = await t.key(['screening:read'], { workspace: 'stored-tx-other' });
  const label = await t.request({
    method: 'POST',
    url: '/v1/labels',
    key,
    payload: { chain: 'ethereum', address: LISTED, label: 'Listed exchange', category: 'sanction' },
  });
  expect(label.statusCode, label.body).toBe(201);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('a transaction Vigil holds', () => {
  let speck: string;
  let fortune: string;
  beforeAll(async () => {
    speck = await send(SPECK_TX, SPECK_TO, '0.000000001', '0.000003');
    fortune = await send(FORTUNE_TX, FORTUNE_TO, '10000', '30000000');
  });

  it('refuses made-up clean parties with a 409 naming the stored ones', async () => {
    const response = await screenTx(key, {
      chain: 'ethereum',
      tx_hash: SPECK_TX,
      from: CLEAN_FROM,
      to: CLEAN_TO,
      amount: '1',
    });
    expect(response.statusCode, response.body).toBe(409);
    const problem = response.json();
    expect(problem.code).toBe('conflict');
    expect(problem.detail).toContain(`from ${LISTED} (0.000000001 ETH) to ${SPECK_TO} (0.000000001 ETH)`);
    expect(problem.errors.map((e: { pointer: string }) => e.pointer)).toEqual(['/from', '/to']);
  });

  it('screens its stored parties when given the hash alone, or parties that agree', async () => {
    for (const payload of [
      { chain: 'ethereum', tx_hash: SPECK_TX },
      { chain: 'ethereum', tx_hash: SPECK_TX, to: SPECK_TO },
      { chain: 'ethereum', tx_hash: SPECK_TX, from: LISTED, amount: '1e-9' },
    ]) {
      const response = await screenTx(key, payload);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        parties_from: 'stored',
        transfer_ids: [speck],
        sanctions_hit: true,
        risk_category: 'severe',
        amount: '0.000000001',
        asset: 'ETH',
        value_usd: '0.000003',
      });
    }
  });

  it('tells a speck from a fortune: both sanctions hits, with their amounts and direction', async () => {
    const [small, large] = await Promise.all(
      [SPECK_TX, FORTUNE_TX].map(async (hash) =>
        (await screenTx(key, { chain: 'ethereum', tx_hash: hash })).json(),
      ),
    );
    expect(large).toMatchObject({
      transfer_ids: [fortune],
      amount: '10000',
      value_usd: '30000000',
      sanctions_hit: true,
    });
    for (const [answer, to, amount] of [
      [small, SPECK_TO, '0.000000001'],
      [large, FORTUNE_TO, '10000'],
    ] as const) {
      const [sender, recipient] = answer.counterparties;
      expect(sender).toMatchObject({
        role: 'from',
        address: LISTED,
        amount,
        sanctions_hit: true,
        risk_score: 100,
      });
      // The recipient's own exposure: value straight from the listed address, in its amount.
      expect(recipient).toMatchObject({ role: 'to', address: to, amount, sanctions_hit: true });
      expect(recipient.matches[0]).toMatchObject({
        exposure: 'direct',
        direct: true,
        direction: 'incoming',
        address: LISTED,
        amounts: [{ asset: 'ETH', amount }],
      });
    }
  });

  it('is screened as the request gives it in a workspace that does not hold it', async () => {
    const response = await screenTx(other, {
      chain: 'ethereum',
      tx_hash: SPECK_TX,
      from: CLEAN_FROM,
      to: CLEAN_TO,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      parties_from: 'request',
      transfer_ids: [],
      sanctions_hit: false,
    });
  });
});
