// `as_of` screening: a wallet answered as Vigil would have at a past time — the list versions in
// force then (an address listed later is not listed then; one delisted later still is), the
// workspace's labels made and not yet removed by then, and only the transfers stored by then — with
// the audit record naming that time and those versions.

import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { importOfacList } from '../../../src/risk/lists/index.ts';
import { problemOf, startApp, type TestApp, type TestKey } from '../../harness.ts';
import { sdnDocument } from '../lists/ofac/sdn-document.ts';

const clock = new ManualClock(Date.parse('2026-03-01T08:00:00Z'));
let t: TestApp;
let key: TestKey;
beforeAll(async () => {
  t = await startApp({ startWorker: false, clock });
  key = await t.key(['screening:write', 'events:write'], { workspace: 'as-of-test' });
});
afterAll(async () => {
  await t.close();
});

const eth = () => `0x${randomBytes(20).toString('hex')}`;
const iso = (ms: number) => new Date(ms).toISOString();
const HOUR = 3_600_000;

async function screen(body: object) {
  const response = await t.request({ method: 'POST', url: '/v1/screen/wallet', key, payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** On every publication: a list without entries is refused. */
const ALWAYS = eth();

async function importList(listed: string[], date: string) {
  const doc = sdnDocument(
    [...listed, ALWAYS].map((address, i) => ({
      id: address === ALWAYS ? '9399' : String(9300 + i),
      subType: 'entity',
      name: { rest: `AS OF TEST ENTITY ${i}` },
      features: [{ type: 'eth', value: address }],
      programs: ['CYBER2'],
    })),
    undefined,
    { date },
  );
  await importOfacList(t.app.services.store, Readable.from([Buffer.from(doc)]), {
    clock,
    fileName: `sdn-${date}.xml`,
  });
  await t.app.services.risk.refresh();
}

describe('POST /v1/screen/wallet with as_of', () => {
  const listedLater = eth();
  const times: Record<string, number> = {};

  beforeAll(async () => {
    times.first = clock.now();
    await importList([], '2026-03-01');
    clock.advance(24 * HOUR);
    times.listed = clock.now();
    await importList([listedLater], '2026-03-02');
    clock.advance(24 * HOUR);
    times.delisted = clock.now();
    await importList([], '2026-03-03');
    clock.advance(HOUR);
  });

  it('answers with the list version in force then: not listed before its listing, listed until its delisting', async () => {
    const now = await screen({ chain: 'ethereum', address: listedLater });
    expect(now.matches.map((m: { category: string }) => m.category)).toEqual(['formerly_sanctioned']);
    expect(now.sanctions_hit).toBe(false);

    const before = await screen({
      chain: 'ethereum',
      address: listedLater,
      as_of: iso((times.listed ?? 0) - HOUR),
    });
    expect(before).toMatchObject({ risk_score: 0, risk_category: 'none', matches: [], sanctions_hit: false });
    expect(before.as_of).toBe(iso((times.listed ?? 0) - HOUR));
    expect(before.history_gaps).toEqual(['entities']);

    const during = await screen({
      chain: 'ethereum',
      address: listedLater,
      as_of: iso((times.listed ?? 0) + HOUR),
    });
    expect(during).toMatchObject({ risk_score: 100, risk_category: 'severe', sanctions_hit: true });
    expect(during.matches).toEqual([
      expect.objectContaining({
        category: 'sanctioned',
        source: 'ofac_sdn',
        list_version: '2026-03-02',
        entry_id: '9300',
      }),
    ]);

    // The audit record names the time answered for and the version used then, by import.
    const record = await t.request({ method: 'GET', url: `/v1/screenings/${during.id}`, key });
    expect(record.statusCode, record.body).toBe(200);
    expect(record.json()).toMatchObject({
      as_of: iso((times.listed ?? 0) + HOUR),
      list_versions: [{ source: 'ofac_sdn', id: 'ofac_sdn:2', version: '2026-03-02' }],
    });
  });

  it('counts a workspace label only while it was in force', async () => {
    const address = eth();
    const made = await t.request({
      method: 'POST',
      url: '/v1/labels',
      key,
      payload: { chain: 'ethereum', address, label: 'As-of scam', category: 'scam' },
    });
    expect(made.statusCode).toBe(201);
    const madeAt = clock.now();
    clock.advance(HOUR);
    expect((await t.request({ method: 'DELETE', url: `/v1/labels/${made.json().id}`, key })).statusCode).toBe(
      204,
    );
    const removedAt = clock.now();
    clock.advance(HOUR);

    expect((await screen({ chain: 'ethereum', address })).risk_score).toBe(0);
    expect((await screen({ chain: 'ethereum', address, as_of: iso(madeAt - 1) })).risk_score).toBe(0);
    const then = await screen({ chain: 'ethereum', address, as_of: iso(madeAt + 1) });
    expect(then.matched_labels).toEqual(['As-of scam']);
    expect(then.risk_score).toBeGreaterThan(0);
    expect((await screen({ chain: 'ethereum', address, as_of: iso(removedAt) })).risk_score).toBe(0);
  });

  it('traces only the transfers stored by then', async () => {
    const wallet = eth();
    const scam = eth();
    await t.request({
      method: 'POST',
      url: '/v1/labels',
      key,
      payload: { chain: 'ethereum', address: scam, label: 'As-of mixer', category: 'mixing_service' },
    });
    clock.advance(HOUR);
    const beforeTransfer = clock.now();
    clock.advance(HOUR);
    const sent = await t.request({
      method: 'POST',
      url: '/v1/events/ingest',
      key,
      payload: {
        type: 'transfer.observed',
        occurred_at: iso(clock.now() - 60_000),
        data: {
          chain: 'ethereum',
          tx_hash: `0x${randomBytes(32).toString('hex')}`,
          from: scam,
          to: wallet,
          amount: '2',
        },
      },
    });
    expect(sent.statusCode, sent.body).toBe(202);
    clock.advance(HOUR);

    const now = await screen({ chain: 'ethereum', address: wallet });
    expect(now.matches).toEqual([expect.objectContaining({ exposure: 'direct', address: scam })]);
    const past = await screen({ chain: 'ethereum', address: wallet, as_of: iso(clock.now() - 1) });
    expect(past.matches).toEqual(now.matches);
    expect(past.risk_score).toBe(now.risk_score);
    expect(past.coverage).toEqual(now.coverage);
    const earlier = await screen({ chain: 'ethereum', address: wallet, as_of: iso(beforeTransfer) });
    expect(earlier).toMatchObject({ risk_score: 0, matches: [], coverage: { status: 'none', transfers: 0 } });
  });

  it('answers 400 at /as_of for a time in the future or not RFC 3339', async () => {
    for (const asOf of [iso(clock.now() + HOUR), '2026-03-01 10:00']) {
      const response = await t.request({
        method: 'POST',
        url: '/v1/screen/wallet',
        key,
        payload: { chain: 'ethereum', address: eth(), as_of: asOf },
      });
      expect(response.statusCode).toBe(400);
      expect(problemOf(response).errors?.[0]?.pointer).toBe('/as_of');
    }
  });
});
