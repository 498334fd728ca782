/**
 * "Nothing known" is not "clean": a screening says how much Vigil knew. An address never seen in a
 * transfer nor named by a list or label is `coverage: none`; one known from a label only is
 * `partial`; one whose graph was read to the end is `complete`, with the transfers and hops read
 * and the time they span; a hop limit that cut value off makes it `partial` and says which limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp, type TestKey } from '../../harness.ts';
import { addr, txHash } from '../threats/threat-fixtures.ts';
import { screenWallet } from './screen-wallet.ts';

const DAY = 86_400_000;
const T0 = Date.parse('2026-01-10T00:00:00Z');

let t: TestApp;
let key: TestKey;

const screen = (address: string, options: object = {}) =>
  screenWallet(t, key, { chain: 'ethereum', address, ...options });

/** A chain of transfers: addresses[0] → addresses[1] → …, a day apart, each passing 1 ETH on. */
async function chainOf(addresses: string[], first: number) {
  for (let i = 0; i + 1 < addresses.length; i++) {
    const response = await t.request({
      method: 'POST',
      url: '/v1/events/ingest',
      key,
      payload: {
        type: 'transfer.observed',
        occurred_at: new Date(T0 + i * DAY).toISOString(),
        data: {
          chain: 'ethereum',
          tx_hash: txHash(first + i),
          from: addresses[i],
          to: addresses[i + 1],
          amount: '1',
          asset: 'ETH',
          value_usd: '3000',
        },
      },
    });
    expect(response.statusCode, response.body).toBe(202);
  }
}

beforeAll(async () => {
  t = await startApp({ startWorker: false });
  key = await t.key(['events:write', 'screening:read', 'screening:write'], { workspace: 'coverage' });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('coverage', () => {
  it('is none for an address Vigil has never seen: no score is not a clean bill', async () => {
    const result = await screen(addr(0x9901));
    expect(result).toMatchObject({ risk_score: 0, risk_category: 'none', sanctions_hit: false, matches: [] });
    expect(result.coverage).toEqual({
      status: 'none',
      transfers: 0,
      hops: 0,
      limits: [],
      unvalued_assets: [],
    });
  });

  it('is partial for an address known from a label only', async () => {
    const address = addr(0x9902);
    const label = await t.request({
      method: 'POST',
      url: '/v1/labels',
      key,
      payload: { chain: 'ethereum', address, label: 'Known exchange', category: 'exchange' },
    });
    expect(label.statusCode, label.body).toBe(201);
    const result = await screen(address);
    expect(result.matches).toHaveLength(1);
    expect(result.coverage).toEqual({
      status: 'partial',
      transfers: 0,
      hops: 0,
      limits: [],
      unvalued_assets: [],
    });
  });

  it('is complete when the whole graph behind the address was read, with how far and when', async () => {
    const [a, b, c] = [addr(0x9911), addr(0x9912), addr(0x9913)];
    await chainOf([a, b, c], 0x9910);
    const result = await screen(c);
    expect(result).toMatchObject({ risk_category: 'none', matches: [] });
    expect(result.coverage).toEqual({
      status: 'complete',
      transfers: 2,
      hops: 2,
      from: new Date(T0).toISOString(),
      to: new Date(T0 + DAY).toISOString(),
      limits: [],
      unvalued_assets: [],
    });
  });

  it('is partial, naming max_hops, when value goes on past the hop limit', async () => {
    const path = [0x9921, 0x9922, 0x9923, 0x9924, 0x9925, 0x9926].map(addr);
    await chainOf(path, 0x9920);
    const last = path[path.length - 1] ?? '';
    const cut = await screen(last, { max_hops: 2 });
    expect(cut.coverage).toMatchObject({ status: 'partial', hops: 2, limits: ['max_hops'] });
    const whole = await screen(last, { max_hops: 5 });
    expect(whole.coverage).toMatchObject({ status: 'complete', hops: 5, transfers: 5, limits: [] });
  });
});
