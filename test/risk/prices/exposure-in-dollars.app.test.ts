// Amounts are exact, in their asset's units, and compared in dollars: a mixer's 1,000 USDT beside a
// clean 100 ETH is a sliver of the wallet's value once ETH has a price, and until it has one the
// answer says ETH had no dollar value (never a share made by adding tokens to ether); an amount in
// the wrong unit, past what there can be, or too long for a double is refused or kept to the digit;
// and an entity graph prints what moved with its unit, exactly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { importPrices } from '../../../src/risk/prices/index.ts';
import { startApp, type TestApp, type TestKey } from '../../harness.ts';
import { screenWallet } from '../screening/screen-wallet.ts';
import { addr, T0, txHash } from '../threats/threat-fixtures.ts';

const DAY = 86_400_000;
let t: TestApp;
let key: TestKey;
beforeAll(async () => {
  t = await startApp({ startWorker: false, clock: new ManualClock(T0) });
  key = await t.key(['events:write', 'screening:write', 'entities:read'], { workspace: 'dollars' });
});
afterAll(async () => {
  await t.close();
});

async function send(data: Record<string, unknown>, at = T0 - DAY) {
  return t.request({
    method: 'POST',
    url: '/v1/events/ingest',
    key,
    payload: {
      type: 'transfer.observed',
      occurred_at: new Date(at).toISOString(),
      data: { chain: 'ethereum', ...data },
    },
  });
}

const screen = (address: string) => screenWallet(t, key, { chain: 'ethereum', address });

describe('exposure across assets', () => {
  const [mixer, clean, wallet] = [addr(0x4001), addr(0x4002), addr(0x4003)];

  beforeAll(async () => {
    const label = await t.request({
      method: 'POST',
      url: '/v1/labels',
      key,
      payload: { chain: 'ethereum', address: mixer, label: 'Mixer', category: 'mixing_service' },
    });
    expect(label.statusCode, label.body).toBe(201);
    for (const response of [
      await send({ tx_hash: txHash(4001), from: mixer, to: wallet, amount: '1000', asset: 'USDT' }),
      await send({ tx_hash: txHash(4002), from: clean, to: wallet, amount: '100', asset: 'ETH' }),
    ]) {
      expect(response.statusCode, response.body).toBe(202);
    }
  });

  it('without a price for ETH, shares the dollars it has and says ETH had none', async () => {
    const result = await screen(wallet);
    const [match] = result.matches;
    // USDT is valued at par; ETH has no dollar value: the mixer's share is of the dollars known,
    // never a share made by adding 1,000 tokens to 100 ether.
    expect(match).toMatchObject({
      label: 'Mixer',
      exposure: 'direct',
      value_usd: '1000.00',
      amounts: [{ asset: 'USDT', amount: '1000' }],
      share: 1,
    });
    expect(result.coverage).toMatchObject({
      status: 'partial',
      limits: ['unvalued_mix'],
      unvalued_assets: ['ETH'],
    });
  });

  it('with the operator’s price for ETH, takes the mixer’s share in dollars', async () => {
    const day = new Date(T0 - DAY).toISOString().slice(0, 10);
    const lines = (async function* () {
      yield { number: 1, text: 'asset,day,usd' };
      yield { number: 2, text: `ETH,${day},3000` };
    })();
    const summary = await importPrices(t.app.services.store, lines, T0);
    expect(summary).toMatchObject({ imported: 1, assets: ['ETH'], skipped: 0 });
    await t.app.services.risk.refresh();
    const result = await screen(wallet);
    expect(result.matches[0]).toMatchObject({
      value_usd: '1000.00',
      amounts: [{ asset: 'USDT', amount: '1000' }],
    });
    expect(result.matches[0].share).toBeCloseTo(1_000 / 301_000, 10);
    expect(result.coverage).toMatchObject({ status: 'complete', limits: [], unvalued_assets: [] });
  });
});

describe('amounts as sent', () => {
  it('refuses wei sent as ether, pointing at the amount', async () => {
    const response = await send({
      tx_hash: txHash(4101),
      from: addr(1),
      to: addr(2),
      amount: 1e18,
      asset: 'ETH',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { pointer: '/data/amount', detail: expect.stringContaining('is it in wei?') },
    ]);
  });

  it('keeps a 30-digit amount to the digit, sent as a number or as text', async () => {
    const digits = '123456789012345678901234567890';
    const body = `{"type":"transfer.observed","occurred_at":"${new Date(T0 - DAY).toISOString()}","data":{"chain":"ethereum","tx_hash":"${txHash(4102)}","from":"${addr(3)}","to":"${addr(4)}","amount":${digits},"asset":"SHIBX"}}`;
    const response = await t.request({
      method: 'POST',
      url: '/v1/events/ingest',
      key,
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(202);
    const [id] = response.json().transfer_ids;
    const row = await t.app.services.store.db
      .selectFrom('transfers')
      .select(['amount', 'asset'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ amount: digits, asset: 'SHIBX' });
  });

  it('refuses amounts past what there can be, so no sum becomes Infinity', async () => {
    for (const amount of [1e308, '1e308']) {
      const response = await send({
        tx_hash: txHash(4103),
        from: addr(5),
        to: addr(6),
        amount,
        asset: 'SHIBX',
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors[0].pointer).toBe('/data/amount');
    }
  });
});

describe('the entity graph', () => {
  it('prints what moved with its unit, summed exactly enough (4.1 three times is 12.3)', async () => {
    const [payer, centre] = [addr(0x4201), addr(0x4202)];
    for (const n of [1, 2, 3]) {
      const response = await send({
        tx_hash: txHash(4200 + n),
        from: payer,
        to: centre,
        amount: '4.1',
        asset: 'ETH',
      });
      expect(response.statusCode, response.body).toBe(202);
    }
    const screened = await screen(centre);
    const graph = (
      await t.request({ method: 'GET', url: `/v1/entities/${screened.entity_cluster}/graph`, key })
    ).json();
    expect(graph.edges).toEqual([
      {
        from: expect.any(String),
        to: screened.entity_cluster,
        amounts: [{ asset: 'ETH', amount: '12.3' }],
        value_usd: '36900.00',
      },
    ]);
  });
});
