// Watched addresses: added one at a time and in bulk (JSON array and CSV, with a per-line report),
// screened when added, and screened again when a list import, a label or a transfer changes their
// answer — a changed outcome recorded as a new screening and told as `screening.changed` with the
// before and after; an unchanged one told nothing.

import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { importOfacList } from '../../../src/risk/lists/index.ts';
import { problemOf, startApp, type TestApp, type TestKey } from '../../harness.ts';
import { sdnDocument } from '../lists/ofac/sdn-document.ts';

const clock = new ManualClock(Date.parse('2026-04-01T09:00:00Z'));
let t: TestApp;
let key: TestKey;
let workspace: string;
beforeAll(async () => {
  t = await startApp({ clock });
  key = await t.key(['screening:write', 'events:write'], { workspace: 'watches-test' });
  workspace = (await t.app.services.workspaces.ensure('watches-test')).workspace.id;
});
afterAll(async () => {
  await t.close();
});

const eth = () => `0x${randomBytes(20).toString('hex')}`;

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, contentType?: string) {
  return t.request({
    method,
    url,
    key,
    ...(payload === undefined ? {} : { payload: payload as string | object }),
    ...(contentType ? { headers: { 'content-type': contentType } } : {}),
  });
}

async function watchOf(address: string) {
  const response = await call('GET', `/v1/watches?chain=ethereum&address=${address}`);
  expect(response.statusCode, response.body).toBe(200);
  const [watch] = response.json().data;
  return watch;
}

interface Changed {
  watch_id: string;
  address: string;
  screening_id: string;
  reason: string;
  before: { risk_score: number; risk_category: string; sanctions_hit: boolean };
  after: { risk_score: number; risk_category: string; sanctions_hit: boolean };
}
async function changedEvents(address: string): Promise<Changed[]> {
  const rows = await t.app.services.store.db
    .selectFrom('outbox_events')
    .select('payload')
    .where('workspace_id', '=', workspace)
    .where('type', '=', 'screening.changed')
    .orderBy('id')
    .execute();
  return rows
    .map((row) => (JSON.parse(row.payload) as { data: Changed }).data)
    .filter((e) => e.address === address);
}

async function importList(listed: string[], date: string) {
  const doc = sdnDocument(
    [...listed, '0x1111111111111111111111111111111111111111'].map((address, i) => ({
      id: String(9500 + i),
      subType: 'entity',
      name: { rest: `WATCH TEST ENTITY ${i}` },
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
}

/** Lets what changed reach the watches: the index reloads, and the passes it starts run. */
async function settle() {
  await t.app.services.risk.refresh();
  await t.app.services.watchTriggers.settle();
}

async function untilDone(id: string) {
  for (let i = 0; i < 200; i += 1) {
    const response = await call('GET', `/v1/watches/imports/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    if (response.json().status === 'done') return response.json();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`import ${id} did not finish`);
}

describe('POST /v1/watches', () => {
  it('watches one address, screened now; the same address again answers the watch it has', async () => {
    const address = eth();
    const made = await call('POST', '/v1/watches', {
      chain: 'ETH',
      address: address.toUpperCase().replace('0X', '0x'),
      reference: 'customer-7',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      chain: 'ethereum',
      address,
      reference: 'customer-7',
      created_by: key.keyId,
      risk_score: 0,
      risk_category: 'none',
      sanctions_hit: false,
    });
    const screening = await call('GET', `/v1/screenings/${made.json().screening_id}`);
    expect(screening.json()).toMatchObject({ watch_id: made.json().id, trigger: null, address });
    const again = await call('POST', '/v1/watches', { chain: 'ethereum', address });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(made.json().id);
    expect(
      (await call('GET', '/v1/watches?reference=customer-7')).json().data.map((w: { id: string }) => w.id),
    ).toEqual([made.json().id]);
  });

  it('answers 400 naming the field for a bad address', async () => {
    const response = await call('POST', '/v1/watches', { chain: 'ethereum', address: '0x1234' });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).errors?.[0]?.pointer).toBe('/address');
  });

  it('adds a JSON array as an import, reporting every line that made no new watch', async () => {
    const watched = eth();
    await call('POST', '/v1/watches', { chain: 'ethereum', address: watched });
    const fresh = [eth(), eth(), eth()];
    const response = await call('POST', '/v1/watches', [
      { chain: 'ethereum', address: fresh[0] },
      { chain: 'dogecoin', address: 'DBXu2kgc3xtvCUWFcxFE3r9hEYgmuaaCyD' },
      { chain: 'ethereum', address: watched },
      { chain: 'ethereum', address: fresh[1], reference: 'acct-1' },
      { chain: 'ethereum', address: '0xnothex' },
      { chain: 'ethereum', address: fresh[1] },
      'not an object',
      { chain: 'ethereum', address: fresh[2] },
    ]);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.headers.location).toBe(`/v1/watches/imports/${response.json().id}`);
    const done = await untilDone(response.json().id);
    expect(done).toMatchObject({
      status: 'done',
      format: 'json',
      total: 8,
      created: 3,
      existing: 2,
      rejected: 3,
    });
    expect(done.lines).toEqual([
      expect.objectContaining({ line: 2, status: 'rejected', pointer: '/chain' }),
      { line: 3, status: 'exists' },
      expect.objectContaining({ line: 5, status: 'rejected', pointer: '/address' }),
      { line: 6, status: 'duplicate' },
      { line: 7, status: 'rejected', error: 'is not an object with chain and address' },
    ]);
    for (const address of fresh) expect(await watchOf(address)).toMatchObject({ risk_category: 'none' });
  });

  it('adds a CSV upload as an import', async () => {
    const [a, b] = [eth(), eth()];
    const csv = `chain,address,reference\nethereum,${a},"Doe, J."\nbitcoin,not-an-address,x\nETH,${b},\n`;
    const response = await call('POST', '/v1/watches', csv, 'text/csv');
    expect(response.statusCode, response.body).toBe(202);
    const done = await untilDone(response.json().id);
    expect(done).toMatchObject({ format: 'csv', total: 3, created: 2, rejected: 1 });
    expect((await watchOf(a)).reference).toBe('Doe, J.');
    const headerless = await call('POST', '/v1/watches', `${a}\n`, 'text/csv');
    expect(headerless.statusCode).toBe(400);
  });
});

describe('watched addresses screened again', () => {
  it('on a list import that names one, and on the import that delists it: one event each, with before and after', async () => {
    const listed = eth();
    const quiet = eth();
    await call('POST', '/v1/watches', { chain: 'ethereum', address: listed });
    await call('POST', '/v1/watches', { chain: 'ethereum', address: quiet });
    await importList([listed], '2026-04-01');
    await settle();
    const watch = await watchOf(listed);
    expect(watch).toMatchObject({ risk_score: 100, risk_category: 'severe', sanctions_hit: true });
    const [event, ...more] = await changedEvents(listed);
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      watch_id: watch.id,
      screening_id: watch.screening_id,
      reason: 'list',
      before: { risk_score: 0, risk_category: 'none', sanctions_hit: false },
      after: { risk_score: 100, risk_category: 'severe', sanctions_hit: true },
    });
    const screening = await call('GET', `/v1/screenings/${watch.screening_id}`);
    expect(screening.json()).toMatchObject({ trigger: 'list', watch_id: watch.id, key_id: null });
    expect(await changedEvents(quiet)).toEqual([]);

    // The same pass again (another process hearing of the import) tells nothing new.
    await t.app.services.watchTriggers.settle();
    t.app.services.watchTriggers.listsChanged();
    await t.app.services.watchTriggers.settle();
    expect(await changedEvents(listed)).toHaveLength(1);

    clock.advance(86_400_000);
    await importList([], '2026-04-02');
    await settle();
    const delisted = await changedEvents(listed);
    expect(delisted).toHaveLength(2);
    expect(delisted[1]).toMatchObject({ reason: 'list', after: { sanctions_hit: false } });
  });

  it('on a label on a counterparty, and on its removal', async () => {
    const wallet = eth();
    const counterparty = eth();
    await call('POST', '/v1/watches', { chain: 'ethereum', address: wallet });
    const sent = await call('POST', '/v1/events/ingest', {
      type: 'transfer.observed',
      data: {
        chain: 'ethereum',
        tx_hash: `0x${randomBytes(32).toString('hex')}`,
        from: counterparty,
        to: wallet,
        amount: '3',
      },
    });
    expect(sent.statusCode, sent.body).toBe(202);
    await t.app.services.watchTriggers.settle();
    expect(await changedEvents(wallet)).toEqual([]);

    const label = await call('POST', '/v1/labels', {
      chain: 'ethereum',
      address: counterparty,
      label: 'Watch mixer',
      category: 'mixing_service',
    });
    expect(label.statusCode).toBe(201);
    await settle();
    const [added] = await changedEvents(wallet);
    expect(added).toMatchObject({ reason: 'label', before: { risk_category: 'none' } });
    expect(added?.after.risk_score).toBeGreaterThan(0);

    await call('DELETE', `/v1/labels/${label.json().id}`);
    await settle();
    const events = await changedEvents(wallet);
    expect(events).toHaveLength(2);
    expect(events[1]).toMatchObject({ reason: 'label', after: { risk_score: 0, risk_category: 'none' } });
  });

  it('on a new transfer from a labelled address, two hops out', async () => {
    const wallet = eth();
    const middle = eth();
    const mixer = eth();
    await call('POST', '/v1/labels', {
      chain: 'ethereum',
      address: mixer,
      label: 'Hop mixer',
      category: 'mixing_service',
    });
    await call('POST', '/v1/watches', { chain: 'ethereum', address: wallet });
    clock.advance(60_000);
    for (const [from, to] of [[middle, wallet]]) {
      await call('POST', '/v1/events/ingest', {
        type: 'transfer.observed',
        data: { chain: 'ethereum', tx_hash: `0x${randomBytes(32).toString('hex')}`, from, to, amount: '1' },
      });
    }
    await t.app.services.watchTriggers.settle();
    expect(await changedEvents(wallet)).toEqual([]);
    // Funds into the middle address before it paid the wallet: traced two hops out.
    clock.advance(-30_000);
    await call('POST', '/v1/events/ingest', {
      type: 'transfer.observed',
      occurred_at: new Date(clock.now()).toISOString(),
      data: {
        chain: 'ethereum',
        tx_hash: `0x${randomBytes(32).toString('hex')}`,
        from: mixer,
        to: middle,
        amount: '5',
      },
    });
    clock.advance(30_000);
    await t.app.services.watchTriggers.settle();
    const [event] = await changedEvents(wallet);
    expect(event).toMatchObject({ reason: 'transfer', before: { risk_score: 0 } });
    expect(event?.after.risk_score).toBeGreaterThan(0);
  });

  it('no longer once the watch is deleted', async () => {
    const address = eth();
    const made = await call('POST', '/v1/watches', { chain: 'ethereum', address });
    expect((await call('DELETE', `/v1/watches/${made.json().id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/v1/watches/${made.json().id}`)).statusCode).toBe(404);
    clock.advance(86_400_000);
    await importList([address], '2026-04-09');
    await settle();
    expect(await changedEvents(address)).toEqual([]);
  });
});
