// Wallet screening end to end: sanctions list addresses, workspace labels, direct and indirect
// exposure through transfers sent as events (haircut and poison), co-spend entity clusters, the
// audit trail, and 400s that name the field.

import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineRefs } from '../../../src/lib/schemas.ts';
import { importOfacList } from '../../../src/risk/lists/index.ts';
import {
  ScreeningMatchSchema,
  TransactionScreeningSchema,
  WalletScreeningSchema,
} from '../../../src/risk/screening/routes/screening-schemas.ts';
import { problemOf, startApp, type TestApp, type TestKey } from '../../harness.ts';
import { sdnDocument } from '../lists/ofac/sdn-document.ts';

let t: TestApp;
let key: TestKey;
let other: TestKey;
beforeAll(async () => {
  t = await startApp({ startWorker: false });
  key = await t.key(['screening:write', 'events:write'], { workspace: 'screening-test' });
  other = await t.key(['screening:write', 'events:write'], { workspace: 'screening-other' });
});
afterAll(async () => {
  await t.close();
});

const base58check = createBase58check(sha256);
/** A fresh Ethereum address, lower case. */
const eth = () => `0x${randomBytes(20).toString('hex')}`;
/** A fresh Bitcoin P2PKH address. */
const btc = () => base58check.encode(Uint8Array.from([0, ...randomBytes(20)]));

// The screening routes send JSON they serialised themselves (the audit record keeps the same
// text), so no serializer trims it to the schema: every answer is held to it here, extra fields
// (additionalProperties: false throughout) included.
const walletAnswer = Compile(inlineRefs(WalletScreeningSchema, [ScreeningMatchSchema]));
const transactionAnswer = Compile(inlineRefs(TransactionScreeningSchema, [ScreeningMatchSchema]));
function expectSchema(check: typeof walletAnswer | typeof transactionAnswer, body: unknown): void {
  expect([...check.Errors(body)].map((e) => `${e.instancePath} ${e.message}`)).toEqual([]);
}

async function screen(k: TestKey, body: object) {
  const response = await t.request({ method: 'POST', url: '/v1/screen/wallet', key: k, payload: body });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expectSchema(walletAnswer, response.json());
  return response.json();
}

async function label(k: TestKey, body: object) {
  const response = await t.request({ method: 'POST', url: '/v1/labels', key: k, payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** A fresh Ethereum transaction hash. */
const ethHash = () => `0x${randomBytes(32).toString('hex')}`;

/** An event of `type` that happened at `occurredAt`; an Ethereum transfer's chain and hash are filled in. */
async function event(k: TestKey, type: string, occurredAt: string, data: object) {
  const payload = { chain: 'ethereum', tx_hash: ethHash(), ...data };
  const response = await t.request({
    method: 'POST',
    url: '/v1/events/ingest',
    key: k,
    payload: { type, occurred_at: occurredAt, data: payload },
  });
  expect(response.statusCode, response.body).toBe(202);
  return response.json();
}

async function transfer(k: TestKey, data: object) {
  const response = await t.request({
    method: 'POST',
    url: '/v1/events/ingest',
    key: k,
    payload: { type: 'transfer.observed', data },
  });
  expect(response.statusCode, response.body).toBe(202);
}

describe('POST /v1/screen/wallet', () => {
  it('calls an address on the SDN list severe, 100, naming the entry and the list date', async () => {
    const listed = '0x8589427373D6D84E98730D7795D8f6f8731FDA16';
    const doc = sdnDocument(
      [
        {
          id: '7183',
          subType: 'individual',
          name: { last: 'ELCORO AYASTUY', rest: 'Paulo' },
          features: [{ type: 'eth', value: listed }],
          programs: ['SDGT', 'CYBER2'],
        },
      ],
      undefined,
      { date: '2026-11-20' },
    );
    await importOfacList(t.app.services.store, Readable.from([Buffer.from(doc)]), {
      clock: t.clock,
      fileName: 'sdn_advanced.xml',
    });
    await t.app.services.risk.refresh();
    const result = await screen(key, { chain: 'ETH', address: listed });
    expect(result).toMatchObject({
      chain: 'ethereum',
      address: listed.toLowerCase(),
      risk_score: 100,
      risk_category: 'severe',
      sanctions_hit: true,
      matched_labels: ['ELCORO AYASTUY, Paulo'],
    });
    expect(result.id).toMatch(/^scr_/);
    expect(result.entity_cluster).toMatch(/^ent_/);
    expect(result.matches).toEqual([
      {
        label: 'ELCORO AYASTUY, Paulo',
        category: 'sanctioned',
        source: 'ofac_sdn',
        list_version: '2026-11-20',
        confidence: 100,
        exposure: 'ownership',
        direct: true,
        hops: 0,
        address: listed.toLowerCase(),
        direction: null,
        share: 1,
        entry_id: '7183',
        programs: ['SDGT', 'CYBER2'],
        listed_on: [{ ticker: 'ETH', chain: 'ethereum' }],
      },
    ]);
  });

  it('scores an address with nothing known as none, 0', async () => {
    const result = await screen(key, { chain: 'bitcoin', address: btc() });
    expect(result).toMatchObject({ risk_score: 0, risk_category: 'none', sanctions_hit: false, matches: [] });
  });

  it('matches a workspace’s own label in that workspace only', async () => {
    const address = eth();
    await label(key, {
      chain: 'ethereum',
      address,
      label: 'Fake exchange',
      category: 'scam',
      confidence: 80,
    });
    const mine = await screen(key, { chain: 'ethereum', address });
    // scam 85 × 0.8 confidence × 1 (ownership) = 68: high.
    expect(mine).toMatchObject({ risk_score: 68, risk_category: 'high', matched_labels: ['Fake exchange'] });
    expect(mine.matches[0]).toMatchObject({ source: 'custom', list_version: null, exposure: 'ownership' });
    const theirs = await screen(other, { chain: 'ethereum', address });
    expect(theirs.risk_score).toBe(0);
  });

  it('traces direct and indirect exposure through transfers, haircut by default and poison on request', async () => {
    const wallet = eth();
    const mixer = eth();
    const clean = eth();
    const hop = eth();
    const darknet = eth();
    await label(key, { chain: 'ethereum', address: mixer, label: 'Mixer', category: 'mixing_service' });
    await label(key, { chain: 'ethereum', address: darknet, label: 'Market', category: 'darknet_market' });
    // The wallet got 10 from the mixer and 30 from a clean address; the clean address got half its
    // funds (5 of 10) from a darknet market.
    await transfer(key, {
      chain: 'ethereum',
      tx_hash: '0x00000000000000000000000000000000000000000000000000000000000000a1',
      from: mixer,
      to: wallet,
      amount: 10,
    });
    await transfer(key, {
      chain: 'ethereum',
      tx_hash: '0x00000000000000000000000000000000000000000000000000000000000000a2',
      from: clean,
      to: wallet,
      amount: 30,
    });
    await transfer(key, {
      chain: 'ethereum',
      tx_hash: '0x00000000000000000000000000000000000000000000000000000000000000a3',
      from: darknet,
      to: clean,
      amount: 5,
    });
    await transfer(key, {
      chain: 'ethereum',
      tx_hash: '0x00000000000000000000000000000000000000000000000000000000000000a4',
      from: hop,
      to: clean,
      amount: 5,
    });
    // Sent twice (a retried event): counted once.
    await transfer(key, {
      chain: 'ethereum',
      tx_hash: '0x00000000000000000000000000000000000000000000000000000000000000a1',
      from: mixer,
      to: wallet,
      amount: 10,
    });

    const haircut = await screen(key, { chain: 'ethereum', address: wallet });
    expect(haircut.matches).toEqual([
      expect.objectContaining({
        label: 'Mixer',
        exposure: 'direct',
        hops: 1,
        direction: 'incoming',
        share: 0.25,
      }),
      expect.objectContaining({
        label: 'Market',
        exposure: 'indirect',
        hops: 2,
        direction: 'incoming',
        share: 0.375,
      }),
    ]);
    // mixer 80 × (0.5 + 0.4 × 0.25) = 48; market 90 × 0.6 × 0.375 = 20.25; combined 1 − 0.52 × 0.7975 → 59.
    expect(haircut).toMatchObject({ risk_score: 59, risk_category: 'high', sanctions_hit: false });

    const poison = await screen(key, { chain: 'ethereum', address: wallet, exposure_method: 'poison' });
    expect(poison.matches.map((m: { share: number }) => m.share)).toEqual([1, 1]);
    // 80 × 0.9 = 72 and 90 × 0.6 = 54, combined 1 − 0.28 × 0.46 → 87: the worked example of docs/screening.md.
    expect(poison).toMatchObject({ risk_score: 87, risk_category: 'severe' });
    const direct = await screen(key, { chain: 'ethereum', address: wallet, max_hops: 1 });
    expect(direct.matched_labels).toEqual(['Mixer']);
  });

  it('follows funds forward in time only: a source paid after the wallet counts for nothing', async () => {
    const [q, z, listed] = [eth(), eth(), eth()];
    await label(key, { chain: 'ethereum', address: listed, label: 'Listed', category: 'sanctioned' });
    // Q paid Z on 2026-01-01; the sanctioned address paid Q only on 2026-06-01.
    await event(key, 'transfer.observed', '2026-01-01T00:00:00Z', { from: q, to: z, amount: 10 });
    await event(key, 'transfer.observed', '2026-06-01T00:00:00Z', { from: listed, to: q, amount: 10 });
    const result = await screen(key, { chain: 'ethereum', address: z });
    expect(result).toMatchObject({ risk_score: 0, risk_category: 'none', matches: [] });
    // Had the sanctioned funds reached Q first, Z would be exposed to them: 100 × 0.6 = 60, high.
    const [q2, z2] = [eth(), eth()];
    await event(key, 'transfer.observed', '2026-01-01T00:00:00Z', { from: listed, to: q2, amount: 10 });
    await event(key, 'transfer.observed', '2026-06-01T00:00:00Z', { from: q2, to: z2, amount: 10 });
    const exposed = await screen(key, { chain: 'ethereum', address: z2 });
    expect(exposed).toMatchObject({ risk_score: 60, risk_category: 'high' });
    expect(exposed.matches).toEqual([expect.objectContaining({ exposure: 'indirect', hops: 2, share: 1 })]);
  });

  it('counts a deposit that names its sender as a transfer: a deposit from a mixer exposes the deposit address', async () => {
    const [mixer, deposit] = [eth(), eth()];
    await label(key, { chain: 'ethereum', address: mixer, label: 'Mixer', category: 'mixing_service' });
    await event(key, 'deposit.received', '2026-11-01T00:00:00Z', {
      account_id: 'customer-7',
      from: mixer,
      to: deposit,
      amount: 10,
    });
    // 80 × (0.5 + 0.4 × 1) = 72, as the same flow sent as transfer.observed scores.
    const result = await screen(key, { chain: 'ethereum', address: deposit });
    expect(result).toMatchObject({ risk_score: 72, risk_category: 'high' });
    expect(result.matches).toEqual([
      expect.objectContaining({ label: 'Mixer', exposure: 'direct', hops: 1 }),
    ]);
  });

  it('puts co-spent bitcoin inputs in one entity', async () => {
    const [a, b, payee] = [btc(), btc(), btc()];
    await transfer(key, {
      chain: 'bitcoin',
      tx_hash: 'f'.repeat(64),
      inputs: [
        { address: a, amount: 0.4 },
        { address: b, amount: 0.6 },
      ],
      outputs: [{ address: payee, amount: 0.99 }],
    });
    const [first, second, paid] = await Promise.all(
      [a, b, payee].map((address) => screen(key, { chain: 'bitcoin', address })),
    );
    expect(first.entity_cluster).toBe(second.entity_cluster);
    expect(paid.entity_cluster).not.toBe(first.entity_cluster);
  });

  it('carries a label to every address of the co-spend entity, saying through which address', async () => {
    const [b1, b2, b3, wallet] = [btc(), btc(), btc(), btc()];
    await label(key, {
      chain: 'bitcoin',
      address: b1,
      label: 'Ransom',
      category: 'ransomware',
      confidence: 90,
    });
    const spend = (inputs: string[], outputs: string[]) =>
      transfer(key, {
        chain: 'bitcoin',
        tx_hash: randomBytes(32).toString('hex'),
        inputs: inputs.map((address) => ({ address, amount: 0.5 })),
        outputs: outputs.map((address) => ({ address, amount: 0.4 })),
      });
    // b1 and b2 spent together, then b2 and b3: one entity.
    await spend([b1, b2], [btc()]);
    await spend([b2, b3], [wallet]);
    const labelled = await screen(key, { chain: 'bitcoin', address: b1 });
    const peer = await screen(key, { chain: 'bitcoin', address: b3 });
    expect(peer.entity_cluster).toBe(labelled.entity_cluster);
    // 95 × 0.9 = 85.5 → 86, as for b1 itself.
    expect(labelled).toMatchObject({ risk_score: 86, risk_category: 'severe' });
    expect(peer).toMatchObject({ risk_score: 86, risk_category: 'severe', sanctions_hit: false });
    expect(peer.matches).toEqual([
      expect.objectContaining({
        label: 'Ransom',
        exposure: 'ownership',
        hops: 0,
        address: b3,
        via_entity: { id: peer.entity_cluster, address: b1 },
      }),
    ]);
    // The wallet b2 and b3 paid is exposed to the entity directly, through b3 (and b2).
    const paid = await screen(key, { chain: 'bitcoin', address: wallet });
    expect(paid.matches).toContainEqual(
      expect.objectContaining({
        label: 'Ransom',
        exposure: 'direct',
        address: b3,
        via_entity: { id: peer.entity_cluster, address: b1 },
      }),
    );
    // Another workspace sees neither the label nor its reach.
    const theirs = await screen(other, { chain: 'bitcoin', address: b3 });
    expect(theirs.risk_score).toBe(0);
  });

  it('keeps the inputs of an equal-output CoinJoin apart: 5 inputs, 5 outputs of one amount', async () => {
    const inputs = [btc(), btc(), btc(), btc(), btc()];
    await label(key, { chain: 'bitcoin', address: inputs[0] ?? '', label: 'Hacker', category: 'hacker' });
    await transfer(key, {
      chain: 'bitcoin',
      tx_hash: randomBytes(32).toString('hex'),
      inputs: inputs.map((address) => ({ address, amount: 0.0105 })),
      outputs: inputs.map(() => ({ address: btc(), amount: 0.01 })),
    });
    const results = await Promise.all(inputs.map((address) => screen(key, { chain: 'bitcoin', address })));
    expect(new Set(results.map((r) => r.entity_cluster)).size).toBe(5);
    expect(results.slice(1).map((r) => r.risk_score)).toEqual([0, 0, 0, 0]);
  });

  it('keeps every screening for audit, with who asked and the list versions', async () => {
    const result = await screen(key, { chain: 'ethereum', address: eth() });
    await t.app.services.risk.flushAudit();
    const row = await t.app.services.store.db
      .selectFrom('screenings')
      .selectAll()
      .where('id', '=', result.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      key_id: key.keyId,
      kind: 'wallet',
      chain: 'ethereum',
      subject: result.address,
    });
    expect(JSON.parse(row.list_versions)).toEqual({ ofac_sdn: { id: 'ofac_sdn:1', version: '2026-11-20' } });
  });

  it('answers 400 naming the field for an unknown chain or a bad address', async () => {
    const chain = await t.request({
      method: 'POST',
      url: '/v1/screen/wallet',
      key,
      payload: { chain: 'dogecoin', address: 'x' },
    });
    expect(chain.statusCode).toBe(400);
    expect(problemOf(chain).errors?.[0]?.pointer).toBe('/chain');
    const address = await t.request({
      method: 'POST',
      url: '/v1/screen/wallet',
      key,
      payload: { chain: 'ethereum', address: '0x8589427373D6D84E98730D7795D8f6f8731FDA17' },
    });
    expect(address.statusCode).toBe(400);
    expect(problemOf(address).errors?.[0]).toMatchObject({ pointer: '/address' });
  });
});

describe('POST /v1/screen/transaction', () => {
  it('screens every party and takes the riskiest for the transfer', async () => {
    const [sender, receiver] = [eth(), eth()];
    await label(key, {
      chain: 'ethereum',
      address: receiver,
      label: 'Casino',
      category: 'gambling',
      confidence: 100,
    });
    const response = await t.request({
      method: 'POST',
      url: '/v1/screen/transaction',
      key,
      payload: {
        chain: 'ethereum',
        tx_hash: '0x000000000000000000000000000000000000000000000000000000000000feed',
        from: sender,
        to: receiver,
        amount: 2,
        asset: 'USDT',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expectSchema(transactionAnswer, result);
    expect(result).toMatchObject({
      chain: 'ethereum',
      tx_hash: '0x000000000000000000000000000000000000000000000000000000000000feed',
      address: receiver,
      risk_score: 40,
      risk_category: 'medium',
      sanctions_hit: false,
      matched_labels: ['Casino'],
      amount: '2',
      asset: 'USDT',
    });
    expect(result.id).toMatch(/^tx_/);
    // Vigil holds no transfer of it: screened before it is sent.
    expect(result.transfer_ids).toEqual([]);
    expect(
      result.counterparties.map((c: { role: string; address: string; risk_score: number }) => [
        c.role,
        c.address,
        c.risk_score,
      ]),
    ).toEqual([
      ['from', sender, 0],
      ['to', receiver, 40],
    ]);
  });

  it('names the transfers Vigil holds of a transaction it has seen, per party, and checks the hash', async () => {
    const [sender, receiver] = [eth(), eth()];
    const sent = await event(key, 'transfer.observed', '2026-11-01T00:00:00Z', {
      tx_hash: `0x${'c3'.repeat(32)}`,
      from: sender,
      to: receiver,
      amount: 1,
    });
    const [transferId] = sent.transfer_ids;
    const response = await t.request({
      method: 'POST',
      url: '/v1/screen/transaction',
      key,
      payload: { chain: 'ethereum', tx_hash: `0x${'C3'.repeat(32)}`, from: sender, to: receiver, amount: 1 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expectSchema(transactionAnswer, result);
    expect(result.tx_hash).toBe(`0x${'c3'.repeat(32)}`);
    expect(result.transfer_ids).toEqual([transferId]);
    expect(result.counterparties.map((c: { transfer_ids: string[] }) => c.transfer_ids)).toEqual([
      [transferId],
      [transferId],
    ]);
    const bad = await t.request({
      method: 'POST',
      url: '/v1/screen/transaction',
      key,
      payload: { chain: 'ethereum', tx_hash: 'x', from: sender },
    });
    expect(bad.statusCode).toBe(400);
    expect(problemOf(bad).errors?.[0]?.pointer).toBe('/tx_hash');
  });

  it('takes inputs and outputs on a UTXO chain, and refuses them on an account chain', async () => {
    const [a, b] = [btc(), btc()];
    const utxo = await t.request({
      method: 'POST',
      url: '/v1/screen/transaction',
      key,
      payload: { chain: 'BTC', inputs: [{ address: a, amount: 1 }], outputs: [{ address: b, amount: 0.9 }] },
    });
    expect(utxo.statusCode, utxo.body).toBe(200);
    expectSchema(transactionAnswer, utxo.json());
    expect(utxo.json().counterparties.map((c: { role: string }) => c.role)).toEqual(['input', 'output']);
    const wrong = await t.request({
      method: 'POST',
      url: '/v1/screen/transaction',
      key,
      payload: { chain: 'ethereum', inputs: [{ address: eth(), amount: 1 }] },
    });
    expect(wrong.statusCode).toBe(400);
    expect(problemOf(wrong).errors?.[0]?.pointer).toBe('/inputs');
    const bad = await t.request({
      method: 'POST',
      url: '/v1/screen/transaction',
      key,
      payload: {
        chain: 'bitcoin',
        inputs: [{ address: a, amount: 1 }],
        outputs: [{ address: 'bc1qnotanaddress', amount: 1 }],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(problemOf(bad).errors?.[0]?.pointer).toBe('/outputs/0/address');
  });
});

describe('GET /v1/entities/:id/graph', () => {
  it('shows the entity, its neighbours to the depth asked, the flows between them and their labels', async () => {
    const [centre, payer, payee, far] = [eth(), eth(), eth(), eth()];
    await label(key, { chain: 'ethereum', address: far, label: 'Far mixer', category: 'mixing_service' });
    await transfer(key, {
      chain: 'ethereum',
      tx_hash: '0x00000000000000000000000000000000000000000000000000000000000000b1',
      from: payer,
      to: centre,
      amount: 5,
    });
    await transfer(key, {
      chain: 'ethereum',
      tx_hash: '0x00000000000000000000000000000000000000000000000000000000000000b2',
      from: centre,
      to: payee,
      amount: 3,
    });
    await transfer(key, {
      chain: 'ethereum',
      tx_hash: '0x00000000000000000000000000000000000000000000000000000000000000b3',
      from: centre,
      to: payee,
      amount: 1,
    });
    await transfer(key, {
      chain: 'ethereum',
      tx_hash: '0x00000000000000000000000000000000000000000000000000000000000000b4',
      from: far,
      to: payer,
      amount: 7,
    });
    const screened = await screen(key, { chain: 'ethereum', address: centre });
    const entities = await t.key(['entities:read'], { workspace: 'screening-test' });
    const id = screened.entity_cluster;

    const near = await t.request({ method: 'GET', url: `/v1/entities/${id}/graph?depth=1`, key: entities });
    expect(near.statusCode, near.body).toBe(200);
    const graph = near.json();
    expect(graph.entity).toMatchObject({ id, addresses: [centre], address_count: 1, hops: 0, labels: [] });
    expect(graph.nodes).toHaveLength(3);
    const idOf = (address: string) =>
      graph.nodes.find((n: { addresses: string[] }) => n.addresses[0] === address)?.id as string;
    expect(graph.edges).toEqual(
      expect.arrayContaining([
        { from: idOf(payer), to: id, amounts: [{ asset: 'ETH', amount: '5' }], value_usd: null },
        { from: id, to: idOf(payee), amounts: [{ asset: 'ETH', amount: '4' }], value_usd: null },
      ]),
    );
    expect(graph.edges).toHaveLength(2);
    expect(graph.truncated).toBe(false);

    const wide = (await t.request({ method: 'GET', url: `/v1/entities/${id}/graph`, key: entities })).json();
    expect(wide.nodes).toHaveLength(4);
    const mixer = wide.nodes.find((n: { hops: number }) => n.hops === 2);
    expect(mixer.labels).toEqual([
      { label: 'Far mixer', category: 'mixing_service', source: 'custom', list_version: null, address: far },
    ]);
    expect(wide.edges).toHaveLength(3);
  });

  it('answers 404 for an entity nobody has seen', async () => {
    const entities = await t.key(['entities:read'], { workspace: 'screening-test' });
    const response = await t.request({
      method: 'GET',
      url: '/v1/entities/ent_01jq3vc2e3f4g5h6j7k8m9n0qr/graph',
      key: entities,
    });
    expect(response.statusCode).toBe(404);
  });
});
