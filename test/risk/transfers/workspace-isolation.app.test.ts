// One workspace cannot change another's answers. Workspace A sees a real OFAC-listed address
// (0x04DBA1194ee10112fE6C3207C0687DEf0e78baCf, from ../shared/data/ofac/sanctioned_addresses_ETH.txt,
// the 2025-11-19 list, listed here under a synthetic SDN entry designated 2022-11-09) pay its
// customer; workspace B then posts made-up transfers into the same customer address (1e8 ETH from a
// clean address, a second sender for A's transaction) and its own activity, labels both addresses,
// registers them as its own wallets, sets its compliance settings and holds its own transfer. Every
// risk route of A's (wallet and transaction screening with their exposure, the entity graph,
// threats, SAR drafts and their PDF, holds, labels, own wallets, compliance settings) answers the
// same before and after; and B's claims never meet A's. A claim
// contradicting a stored one of the same workspace, or a fact Vigil read from the chain, is a 409
// naming the stored one.
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { importOfacList } from '../../../src/risk/lists/index.ts';
import { startApp, type TestApp, type TestKey } from '../../harness.ts';
import { sdnDocument } from '../lists/ofac/sdn-document.ts';
import { addr, T0, txHash } from '../threats/threat-fixtures.ts';

const OFAC_DIR = fileURLToPath(new URL('../../../../shared/data/ofac/', import.meta.url));
const LISTED = '0x04DBA1194ee10112fE6C3207C0687DEf0e78baCf';
const CUSTOMER = addr(0xc0);
const CLEAN = addr(0xc1);
const SCOPES = [
  'events:write',
  'screening:write',
  'entities:read',
  'threats:read',
  'compliance:write',
  'actions:write',
] as const;

let t: TestApp;
let a: TestKey;
let b: TestKey;
/** The last SAR draft A asked for. */
let sarOfA = '';

beforeAll(async () => {
  const listed = readFileSync(`${OFAC_DIR}sanctioned_addresses_ETH.txt`, 'utf8').split('\n');
  expect(listed).toContain(LISTED);
  t = await startApp({ startWorker: false, clock: new ManualClock(T0) });
  a = await t.key([...SCOPES], { workspace: 'isolation-a' });
  b = await t.key([...SCOPES], { workspace: 'isolation-b' });
  const doc = sdnDocument(
    [
      {
        id: '39585',
        subType: 'individual',
        name: { last: 'PEIJNENBURG', rest: 'Alex Adrianus Martinus' },
        features: [{ type: 'eth', value: LISTED }],
        programs: ['ILLICIT-DRUGS-EO14059'],
        designated: '2022-11-09',
      },
    ],
    undefined,
    { date: '2025-11-19' },
  );
  await importOfacList(t.app.services.store, Readable.from([Buffer.from(doc)]), {
    clock: t.clock,
    fileName: 'sdn_advanced.xml',
  });
  await t.app.services.risk.refresh();
}, 120_000);
afterAll(async () => {
  await t.close();
});

async function call(key: TestKey, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.request({ method, url, key, ...(payload === undefined ? {} : { payload }) });
}

async function ingest(key: TestKey, data: Record<string, unknown>, at = T0 - 3_600_000) {
  return call(key, 'POST', '/v1/events/ingest', {
    type: 'transfer.observed',
    occurred_at: new Date(at).toISOString(),
    data: { chain: 'ethereum', asset: 'ETH', ...data },
  });
}

/** An answer without what differs between two honest asks (ids, times of asking). */
function stable(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (key, field) =>
      key === 'id' || key === 'screened_at' || key === 'prepared_at' ? undefined : field,
    ),
  );
}

/** Everything A's risk routes answer about its customer and its threat. */
async function answersOfA(threatId: string, transferId: string) {
  const wallet = await call(a, 'POST', '/v1/screen/wallet', { chain: 'ethereum', address: CUSTOMER });
  const transaction = await call(a, 'POST', '/v1/screen/transaction', {
    chain: 'ethereum',
    tx_hash: txHash(1),
  });
  const entity = wallet.json().entity_cluster as string;
  const graph = await call(a, 'GET', `/v1/entities/${entity}/graph?depth=3`);
  const threats = await call(a, 'GET', '/v1/threats');
  const threat = await call(a, 'GET', `/v1/threats/${threatId}`);
  const asked = await call(a, 'POST', '/v1/compliance/sar/draft', { threat_id: threatId });
  await t.app.worker.drain();
  sarOfA = asked.json().id;
  const sar = await call(a, 'GET', `/v1/compliance/sar/${sarOfA}`);
  const pdf = await call(a, 'GET', `/v1/compliance/sar/${sarOfA}/pdf`);
  const hold = await call(a, 'POST', '/v1/actions/hold', {
    reference: { transfer_id: transferId },
    reason: 'Under review.',
  });
  const holds = await call(a, 'GET', '/v1/actions/hold');
  const labels = await call(a, 'GET', '/v1/labels');
  const ownWallets = await call(a, 'GET', '/v1/own-wallets');
  const settings = await call(a, 'GET', '/v1/compliance/settings');
  for (const response of [wallet, transaction, graph, threats, threat, sar, pdf, holds, labels, ownWallets]) {
    expect(response.statusCode, response.body).toBe(200);
  }
  expect(settings.statusCode, settings.body).toBe(200);
  return {
    wallet: stable(wallet.json()),
    transaction: stable(transaction.json()),
    graph: stable(graph.json()),
    threats: stable(threats.json()),
    threat: stable(threat.json()),
    sar: stable(sar.json().draft),
    holds: stable(holds.json()),
    labels: stable(labels.json()),
    ownWallets: stable(ownWallets.json()),
    settings: stable(settings.json()),
    // Placed the first time (201), found the next (200): the same transaction either way.
    hold: [hold.statusCode === 201 || hold.statusCode === 200, hold.json().reference],
  };
}

describe('two workspaces, one address', () => {
  let before: Awaited<ReturnType<typeof answersOfA>>;
  let threatId: string;
  let transferId: string;

  it('A sees the listed sender as a direct sanctions hit, and a threat of it', async () => {
    const paid = await ingest(a, { tx_hash: txHash(1), from: LISTED, to: CUSTOMER, amount: '1.5' });
    expect(paid.statusCode, paid.body).toBe(202);
    [transferId] = paid.json().transfer_ids;
    await t.app.worker.drain();
    const threats = (await call(a, 'GET', '/v1/threats')).json();
    expect(threats.data).toHaveLength(1);
    threatId = threats.data[0].id;
    before = await answersOfA(threatId, transferId);
    expect(before.wallet).toMatchObject({ sanctions_hit: true, risk_score: 100, risk_category: 'severe' });
  });

  it('B’s made-up transfers into the same address move none of A’s answers', async () => {
    // 1e8 ETH from a clean address into A's customer: B's own claim, whatever it is worth.
    const flood = await ingest(b, { tx_hash: txHash(2), from: CLEAN, to: CUSTOMER, amount: '100000000' });
    expect(flood.statusCode, flood.body).toBe(202);
    // Another sender for A's transaction: B's claim does not contradict A's, it is B's alone.
    const other = await ingest(b, { tx_hash: txHash(1), from: CLEAN, to: CUSTOMER, amount: '1.5' });
    expect(other.statusCode, other.body).toBe(202);
    // And B's own threat-raising activity around the same addresses.
    const layering = [0, 1, 2, 3].map((i) =>
      ingest(
        b,
        {
          tx_hash: txHash(10 + i),
          from: i === 0 ? CUSTOMER : addr(0xd0 + i),
          to: addr(0xd1 + i),
          amount: '10',
        },
        T0 - 3_000_000 + i * 60_000,
      ),
    );
    for (const response of await Promise.all(layering)) expect(response.statusCode, response.body).toBe(202);
    // B's own view of both addresses: labels (the listed one as an exchange), own wallets, its
    // compliance settings, and a hold on its own transfer into the customer.
    const claims = [
      call(b, 'POST', '/v1/labels', {
        chain: 'ethereum',
        address: LISTED,
        label: 'B’s exchange',
        category: 'exchange',
      }),
      call(b, 'POST', '/v1/labels', {
        chain: 'ethereum',
        address: CUSTOMER,
        label: 'B’s scam',
        category: 'scam',
      }),
      call(b, 'POST', '/v1/own-wallets', { chain: 'ethereum', address: LISTED, label: 'B’s hot wallet' }),
      call(b, 'POST', '/v1/own-wallets', { chain: 'ethereum', address: CUSTOMER, label: 'B’s sweep' }),
      call(b, 'POST', '/v1/actions/hold', {
        reference: { transfer_id: flood.json().transfer_ids[0] },
        reason: 'B holds its own.',
      }),
    ];
    for (const response of await Promise.all(claims)) expect(response.statusCode, response.body).toBe(201);
    const settings = await call(b, 'PUT', '/v1/compliance/settings', {
      filing_institution: { name: 'Workspace B Bank' },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    await t.app.worker.drain();
    await t.app.services.risk.refresh();

    const after = await answersOfA(threatId, transferId);
    expect(after).toEqual(before);
  });

  it('B sees its own claims only: no sanctions exposure, no threat or transfer of A’s', async () => {
    const wallet = (
      await call(b, 'POST', '/v1/screen/wallet', { chain: 'ethereum', address: CUSTOMER })
    ).json();
    expect(wallet).toMatchObject({ sanctions_hit: false });
    // Its own label of the customer is its one match.
    expect(wallet.matches).toEqual([
      expect.objectContaining({ label: 'B’s scam', source: 'custom', exposure: 'ownership' }),
    ]);
    // B's own layering goes on past the hop limit: its answer says how far it reached.
    expect(wallet.coverage).toMatchObject({ status: 'partial', limits: ['max_hops'], hops: 3 });
    const threats = (await call(b, 'GET', '/v1/threats')).json();
    expect(threats.data.map((threat: { id: string }) => threat.id)).not.toContain(threatId);
    const hold = await call(b, 'POST', '/v1/actions/hold', {
      reference: { transfer_id: transferId },
      reason: 'Not ours.',
    });
    expect(hold.statusCode).toBe(400);
    expect(hold.json().errors[0].pointer).toBe('/reference/transfer_id');
    const threat = await call(b, 'GET', `/v1/threats/${threatId}`);
    expect(threat.statusCode).toBe(404);
    for (const url of [`/v1/compliance/sar/${sarOfA}`, `/v1/compliance/sar/${sarOfA}/pdf`]) {
      expect((await call(b, 'GET', url)).statusCode).toBe(404);
    }
    const draft = await call(b, 'POST', '/v1/compliance/sar/draft', { threat_id: threatId });
    // A threat of another workspace in a body is the caller's mistake: 400 at /threat_id.
    expect(draft.statusCode).toBe(400);
    expect(draft.json().errors[0].pointer).toBe('/threat_id');
  });
});

describe('a claim that contradicts a stored transfer', () => {
  it('is refused with 409 naming the stored one, for the workspace’s own claim', async () => {
    const first = await ingest(a, { tx_hash: txHash(50), from: addr(0x50), to: addr(0x51), amount: '2' });
    expect(first.statusCode, first.body).toBe(202);
    const again = await ingest(a, { tx_hash: txHash(50), from: addr(0x50), to: addr(0x51), amount: '2' });
    expect(again.json()).toMatchObject({ status: 'duplicate', id: first.json().id });
    const second = await ingest(a, { tx_hash: txHash(50), from: addr(0x52), to: addr(0x51), amount: '2' });
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json()).toMatchObject({ code: 'conflict' });
    expect(second.json().detail).toContain(`2 ETH from ${addr(0x50)} to ${addr(0x51)}`);
    expect(second.json().errors).toEqual([
      { pointer: '/data/from', detail: expect.stringContaining(addr(0x50)) },
    ]);
    // Another movement of the same transaction (a token transfer in its log 3) is not a conflict.
    const token = await ingest(a, {
      tx_hash: txHash(50),
      log_index: 3,
      from: addr(0x52),
      to: addr(0x51),
      amount: '7',
      asset: 'USDT',
    });
    expect(token.statusCode, token.body).toBe(202);
  });

  it('is refused with 409 naming the fact Vigil read from the chain, in every workspace', async () => {
    const { transfers, store } = t.app.services;
    const fact = transfers.read(
      { chain: 'ethereum', tx_hash: txHash(60), from: addr(0x60), to: addr(0x61), amount: '3' },
      '',
    );
    const [outcome] = await transfers.recordFacts(store.db, [
      { transfer: fact, block: { number: 21_000_123, hash: `0x${'ab'.repeat(32)}` } },
    ]);
    expect(outcome?.status).toBe('stored');
    transfers.apply('', [fact]);
    for (const key of [a, b]) {
      const told = await ingest(key, { tx_hash: txHash(60), from: addr(0x60), to: addr(0x61), amount: '3' });
      expect(told.statusCode, told.body).toBe(202);
      const contradicting = await ingest(key, {
        tx_hash: txHash(60),
        from: addr(0x62),
        to: addr(0x61),
        amount: '3',
      });
      expect(contradicting.statusCode, contradicting.body).toBe(409);
      expect(contradicting.json().detail).toContain('read from ethereum at block 21000123');
    }
    // The fact counts in both workspaces' screenings.
    for (const key of [a, b]) {
      const result = (
        await call(key, 'POST', '/v1/screen/wallet', { chain: 'ethereum', address: addr(0x61) })
      ).json();
      expect(result.coverage).toMatchObject({ status: 'complete', transfers: 1 });
    }
  });
});
