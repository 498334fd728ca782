// A workspace's risk policy (`/v1/risk-policy`): its weights, bands, hops, minimum dollars and
// allow-list change how its screenings weigh what they find, every version is kept and readable,
// every screening (live, as of a past time, stored, a watch's) names the version it was made under,
// sanctions exposure cannot be weighted or allowed away, and a change screens the workspace's
// watched addresses again.

import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { importOfacList } from '../../../src/risk/lists/index.ts';
import { problemOf, startApp, type TestApp, type TestKey } from '../../harness.ts';
import { sdnDocument } from '../lists/ofac/sdn-document.ts';
import { screenWallet } from '../screening/screen-wallet.ts';

const clock = new ManualClock(Date.parse('2026-05-01T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await startApp({ clock });
});
afterAll(async () => {
  await t.close();
});

const eth = () => `0x${randomBytes(20).toString('hex')}`;
const txHash = () => `0x${randomBytes(32).toString('hex')}`;
let workspaces = 0;

/** A key of a workspace of its own: each test's policy is its own. */
async function freshKey(): Promise<TestKey> {
  workspaces += 1;
  return t.key(['screening:write', 'events:write'], { workspace: `policy-${workspaces}` });
}

function call(key: TestKey, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) {
  return t.request({ method, url, key, ...(payload === undefined ? {} : { payload }) });
}

async function putPolicy(key: TestKey, policy: object) {
  const response = await call(key, 'PUT', '/v1/risk-policy', policy);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function label(key: TestKey, address: string, category: string) {
  const response = await call(key, 'POST', '/v1/labels', {
    chain: 'ethereum',
    address,
    label: category,
    category,
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function transfer(key: TestKey, from: string, to: string, valueUsd: string, at = clock.now()) {
  const response = await call(key, 'POST', '/v1/events/ingest', {
    type: 'transfer.observed',
    occurred_at: new Date(at).toISOString(),
    data: { chain: 'ethereum', tx_hash: txHash(), from, to, amount: '1', asset: 'ETH', value_usd: valueUsd },
  });
  expect(response.statusCode, response.body).toBe(202);
}

async function importList(listed: string[], date: string) {
  const doc = sdnDocument(
    listed.map((address, i) => ({
      id: String(9700 + i),
      subType: 'entity',
      name: { rest: `POLICY TEST ENTITY ${i}` },
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

describe('GET/PUT /v1/risk-policy', () => {
  it('is version 0, Vigil’s defaults, until one is set; each change is a new version, all kept', async () => {
    const key = await freshKey();
    const first = await call(key, 'GET', '/v1/risk-policy');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      version: 0,
      category_weights: {},
      thresholds: { medium: 25, high: 50, severe: 75 },
      indirect_exposure: { max_hops: 3, min_value_usd: null },
      allow_list: [],
      created_at: null,
      created_by: null,
    });

    const allowed = eth();
    const one = await putPolicy(key, {
      category_weights: { gambling: 70, exchange: 0 },
      thresholds: { medium: 20, high: 40, severe: 70 },
      indirect_exposure: { max_hops: 2, min_value_usd: '1000' },
      allow_list: [
        { chain: 'ETH', address: allowed.toUpperCase().replace('0X', '0x'), note: 'our custodian' },
      ],
    });
    expect(one).toMatchObject({
      version: 1,
      category_weights: { exchange: 0, gambling: 70 },
      indirect_exposure: { max_hops: 2, min_value_usd: '1000' },
      allow_list: [{ chain: 'ethereum', address: allowed, note: 'our custodian' }],
      created_by: key.keyId,
    });
    // The same policy again makes no version.
    const again = await putPolicy(key, {
      category_weights: { exchange: 0, gambling: 70 },
      thresholds: { medium: 20, high: 40, severe: 70 },
      indirect_exposure: { max_hops: 2, min_value_usd: '1000' },
      allow_list: [{ chain: 'ethereum', address: allowed, note: 'our custodian' }],
    });
    expect(again.version).toBe(1);
    // What is left out takes Vigil's default.
    const two = await putPolicy(key, { category_weights: { gambling: 60 } });
    expect(two).toMatchObject({
      version: 2,
      thresholds: { medium: 25, high: 50, severe: 75 },
      indirect_exposure: { max_hops: 3, min_value_usd: null },
      allow_list: [],
    });

    const versions = await call(key, 'GET', '/v1/risk-policy/versions?limit=2');
    expect(versions.json().data.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const rest = await call(
      key,
      'GET',
      `/v1/risk-policy/versions?limit=2&cursor=${versions.json().next_cursor}`,
    );
    expect(rest.json()).toMatchObject({ data: [{ version: 0 }], next_cursor: null });
    expect((await call(key, 'GET', '/v1/risk-policy/versions/1')).json()).toEqual(one);
    expect((await call(key, 'GET', '/v1/risk-policy')).json()).toEqual(two);
    expect((await call(key, 'GET', '/v1/risk-policy/versions/3')).statusCode).toBe(404);

    // Another workspace is on its own policy.
    const other = await freshKey();
    expect((await call(other, 'GET', '/v1/risk-policy')).json().version).toBe(0);
    expect((await call(other, 'GET', '/v1/risk-policy/versions/1')).statusCode).toBe(404);
  });

  it('refuses to weight sanctions exposure down, with a 400 that says why', async () => {
    const key = await freshKey();
    for (const category of ['sanctioned', 'sanction']) {
      const response = await call(key, 'PUT', '/v1/risk-policy', { category_weights: { [category]: 0 } });
      expect(response.statusCode).toBe(400);
      const problem = problemOf(response);
      expect(problem.errors?.[0]?.pointer).toBe(`/category_weights/${category}`);
      expect(problem.detail).toMatch(
        /cannot be lowered .*sanctions hit, 100 and severe, whatever the policy/,
      );
    }
    expect((await call(key, 'GET', '/v1/risk-policy')).json().version).toBe(0);
  });

  it('refuses what no policy can hold, naming the field', async () => {
    const key = await freshKey();
    const listed = eth();
    await importList([listed], '2026-05-01');
    const cases: [object, string, RegExp][] = [
      [{ category_weights: { not_a_category: 10 } }, '/category_weights/not_a_category', /is not a category/],
      [{ thresholds: { medium: 50, high: 50, severe: 80 } }, '/thresholds/high', /must be above medium/],
      [{ thresholds: { medium: 10, high: 60, severe: 40 } }, '/thresholds/severe', /must be above high/],
      [{ indirect_exposure: { min_value_usd: '-5' } }, '/indirect_exposure/min_value_usd', /expected form/],
      [
        { allow_list: [{ chain: 'ethereum', address: '0x123' }] },
        '/allow_list/0/address',
        /Ethereum address/,
      ],
      [
        { allow_list: [{ chain: 'ethereum', address: listed }] },
        '/allow_list/0/address',
        /sanctions list \(ofac_sdn 2026-05-01, entry 9700: POLICY TEST ENTITY 0\): sanctions exposure cannot be allowed/,
      ],
    ];
    for (const [body, pointer, detail] of cases) {
      const response = await call(key, 'PUT', '/v1/risk-policy', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(problemOf(response).errors?.[0]?.pointer).toBe(pointer);
      expect(problemOf(response).detail).toMatch(detail);
    }
    expect((await call(key, 'GET', '/v1/risk-policy')).json().version).toBe(0);
  });
});

describe('screenings under the policy', () => {
  it('weighs and bands by the policy, and every kind of screening names its version', async () => {
    const key = await freshKey();
    const wallet = eth();
    await label(key, wallet, 'mixing_service');
    expect(await screenWallet(t, key, { chain: 'ethereum', address: wallet })).toMatchObject({
      risk_score: 80,
      risk_category: 'severe',
      policy_version: 0,
    });
    clock.advance(60_000);
    await putPolicy(key, {
      category_weights: { mixing_service: 40 },
      thresholds: { medium: 20, high: 35, severe: 90 },
    });
    const now = await screenWallet(t, key, { chain: 'ethereum', address: wallet });
    expect(now).toMatchObject({ risk_score: 40, risk_category: 'high', policy_version: 1 });

    // As of before the change: the policy in force then.
    const past = await screenWallet(t, key, {
      chain: 'ethereum',
      address: wallet,
      as_of: new Date(clock.now() - 30_000).toISOString(),
    });
    expect(past).toMatchObject({ risk_score: 80, risk_category: 'severe', policy_version: 0 });

    // The stored records name theirs.
    for (const [id, version] of [
      [now.id, 1],
      [past.id, 0],
    ] as const) {
      const record = await call(key, 'GET', `/v1/screenings/${id}`);
      expect(record.json()).toMatchObject({ policy_version: version });
      expect(record.json().result.policy_version).toBe(version);
    }
    const listed = await call(key, 'GET', `/v1/screenings?chain=ethereum&address=${wallet}`);
    expect(listed.json().data.map((s: { policy_version: number }) => s.policy_version)).toEqual([0, 1, 0]);

    const tx = await call(key, 'POST', '/v1/screen/transaction', {
      chain: 'ethereum',
      from: wallet,
      to: eth(),
    });
    expect(tx.statusCode, tx.body).toBe(200);
    expect(tx.json()).toMatchObject({ policy_version: 1, risk_score: 40 });
    expect(tx.json().counterparties[0].policy_version).toBeUndefined();
  });

  it('leaves out allow-listed labels and small indirect exposure, showing them apart', async () => {
    const key = await freshKey();
    const wallet = eth();
    const custodian = eth();
    const middle = eth();
    const mixer = eth();
    await label(key, custodian, 'gambling');
    await label(key, mixer, 'mixing_service');
    // The mixer paid the middle address 500 dollars' worth before it paid the wallet.
    await transfer(key, mixer, middle, '500', clock.now() - 60_000);
    await transfer(key, middle, wallet, '500');
    await transfer(key, custodian, wallet, '9000');
    const before = await screenWallet(t, key, { chain: 'ethereum', address: wallet });
    expect(before.matches.map((m: { category: string }) => m.category).sort()).toEqual([
      'gambling',
      'mixing_service',
    ]);
    expect(before.excluded_matches).toBeUndefined();

    await putPolicy(key, {
      indirect_exposure: { min_value_usd: '1000' },
      allow_list: [{ chain: 'ethereum', address: custodian, note: 'our custodian' }],
    });
    const after = await screenWallet(t, key, { chain: 'ethereum', address: wallet });
    expect(after).toMatchObject({ risk_score: 0, risk_category: 'none', matches: [], matched_labels: [] });
    expect(
      after.excluded_matches.map((m: { address: string; excluded_by: string }) => [m.address, m.excluded_by]),
    ).toEqual([
      [custodian, 'allow_list'],
      [mixer, 'min_value_usd'],
    ]);
  });

  it('cannot weight, band or allow away direct sanctioned exposure', async () => {
    const key = await freshKey();
    const wallet = eth();
    const counterparty = eth();
    // Allowed while it was clean: a later list names it.
    await putPolicy(key, {
      category_weights: Object.fromEntries(
        ['mixing_service', 'scam', 'formerly_sanctioned'].map((c) => [c, 0]),
      ),
      thresholds: { medium: 98, high: 99, severe: 100 },
      allow_list: [{ chain: 'ethereum', address: counterparty }],
    });
    await transfer(key, counterparty, wallet, '10');
    await importList([counterparty], '2026-05-02');
    clock.advance(60_000);
    const screened = await screenWallet(t, key, { chain: 'ethereum', address: wallet });
    expect(screened).toMatchObject({
      risk_score: 100,
      risk_category: 'severe',
      sanctions_hit: true,
      policy_version: 1,
    });
    expect(screened.matches[0]).toMatchObject({
      category: 'sanctioned',
      exposure: 'direct',
      address: counterparty,
    });
    expect(screened.excluded_matches).toBeUndefined();
  });
});

describe('watched addresses under the policy', () => {
  it('are screened again when it changes: screening.changed with reason policy, once', async () => {
    const key = await freshKey();
    const workspace = (await t.app.services.workspaces.ensure(`policy-${workspaces}`)).workspace.id;
    const wallet = eth();
    await label(key, wallet, 'mixing_service');
    // Passes other tests started (their list imports) are done first.
    await t.app.services.watchTriggers.settle();
    const made = await call(key, 'POST', '/v1/watches', { chain: 'ethereum', address: wallet });
    expect(made.json()).toMatchObject({ risk_category: 'severe' });
    await putPolicy(key, { category_weights: { mixing_service: 30 } });
    await t.app.services.watchTriggers.settle();
    const rows = await t.app.services.store.db
      .selectFrom('outbox_events')
      .select('payload')
      .where('workspace_id', '=', workspace)
      .where('type', '=', 'screening.changed')
      .execute();
    const events = rows.map((row) => (JSON.parse(row.payload) as { data: Record<string, unknown> }).data);
    expect(events).toEqual([
      expect.objectContaining({
        watch_id: made.json().id,
        reason: 'policy',
        before: { risk_score: 80, risk_category: 'severe', sanctions_hit: false },
        after: { risk_score: 30, risk_category: 'medium', sanctions_hit: false },
      }),
    ]);
    const record = await call(key, 'GET', `/v1/screenings/${events[0]?.screening_id}`);
    expect(record.json()).toMatchObject({ trigger: 'policy', policy_version: 1 });
    // The same policy again changes nothing.
    await putPolicy(key, { category_weights: { mixing_service: 30 } });
    await t.app.services.watchTriggers.settle();
    const again = await t.app.services.store.db
      .selectFrom('outbox_events')
      .select('id')
      .where('workspace_id', '=', workspace)
      .where('type', '=', 'screening.changed')
      .execute();
    expect(again).toHaveLength(1);
  });
});
