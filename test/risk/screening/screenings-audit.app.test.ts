// The audit trail read back: past screenings listed and filtered, one shown with the list versions
// it used (by import, so two imports of one publication date are told apart) and the workspace's
// labels as they stood then; labels removed but kept, with who made and who removed them.

import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { importOfacList } from '../../../src/risk/lists/index.ts';
import { NOT_RECORDED_RETRY_AFTER_S } from '../../../src/risk/screening/audit-log.ts';
import { ScreeningRecordSchema } from '../../../src/risk/screening/index.ts';
import { problemOf, startApp, type TestApp, type TestKey } from '../../harness.ts';
import { sdnDocument } from '../lists/ofac/sdn-document.ts';

let t: TestApp;
const clock = new ManualClock(Date.parse('2026-03-10T09:00:00Z'));
let key: TestKey;
let other: TestKey;
beforeAll(async () => {
  t = await startApp({ startWorker: false, clock });
  key = await t.key(['screening:write', 'events:write'], { workspace: 'audit-test' });
  other = await t.key(['screening:write'], { workspace: 'audit-other' });
});
afterAll(async () => {
  await t.close();
});

const eth = () => `0x${randomBytes(20).toString('hex')}`;
const recordShape = Compile(ScreeningRecordSchema);

async function call(k: TestKey, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  return t.request({ method, url, key: k, ...(payload === undefined ? {} : { payload }) });
}

async function screen(k: TestKey, body: object) {
  const response = await call(k, 'POST', '/v1/screen/wallet', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function record(k: TestKey, id: string) {
  const response = await call(k, 'GET', `/v1/screenings/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect([...recordShape.Errors(body)].map((e) => `${e.instancePath} ${e.message}`)).toEqual([]);
  return body;
}

async function importList(listed: string[], date: string, allowOlder = false) {
  const doc = sdnDocument(
    listed.map((address, i) => ({
      id: String(9100 + i),
      subType: 'entity',
      name: { rest: `AUDIT TEST ENTITY ${i}` },
      features: [{ type: 'eth', value: address }],
      programs: ['CYBER2'],
    })),
    undefined,
    { date },
  );
  await importOfacList(t.app.services.store, Readable.from([Buffer.from(doc)]), {
    clock,
    fileName: `sdn-${date}.xml`,
    allowOlder,
  });
  await t.app.services.risk.refresh();
}

describe('an answered screening is a recorded one', () => {
  it('has its record committed by the time the answer arrives, wallet and transaction alike', async () => {
    const wallet = await screen(key, { chain: 'ethereum', address: eth() });
    const transaction = await call(key, 'POST', '/v1/screen/transaction', {
      chain: 'ethereum',
      from: eth(),
      to: eth(),
      amount: '1',
    });
    expect(transaction.statusCode, transaction.body).toBe(200);
    // Read from the store itself, not through GET /v1/screenings (which writes what waits first).
    const rows = await t.app.services.store.db
      .selectFrom('screenings')
      .select(['id', 'result'])
      .where('id', 'in', [wallet.id, transaction.json().id])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.id).sort()).toEqual([wallet.id, transaction.json().id].sort());
    const walletRow = rows.find((r) => r.id === wallet.id);
    expect(JSON.parse(walletRow?.result ?? 'null')).toEqual(wallet);
  });
});

describe('a screening that cannot be recorded', () => {
  it('is not answered: 503 saying so, and nothing of it is kept', async () => {
    const { db, dialect } = t.app.services.store;
    // The store refuses every audit record from now until the trigger is dropped.
    if (dialect.name === 'sqlite') {
      await sql`CREATE TRIGGER refuse_screenings BEFORE INSERT ON screenings BEGIN SELECT RAISE(ABORT, 'refused for the test'); END`.execute(
        db,
      );
    } else {
      await sql`CREATE FUNCTION refuse_screening() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused for the test'; END $$ LANGUAGE plpgsql`.execute(
        db,
      );
      await sql`CREATE TRIGGER refuse_screenings BEFORE INSERT ON screenings FOR EACH ROW EXECUTE FUNCTION refuse_screening()`.execute(
        db,
      );
    }
    const address = eth();
    try {
      const response = await call(key, 'POST', '/v1/screen/wallet', { chain: 'ethereum', address });
      expect(response.statusCode, response.body).toBe(503);
      expect(problemOf(response).detail).toContain('could not be recorded in the audit trail');
      // When to try again: the refusal passes (here, once the trigger is gone).
      expect(response.headers['retry-after']).toBe(String(NOT_RECORDED_RETRY_AFTER_S));
    } finally {
      await sql`DROP TRIGGER refuse_screenings${sql.raw(dialect.name === 'sqlite' ? '' : ' ON screenings')}`.execute(
        db,
      );
      if (dialect.name !== 'sqlite') await sql`DROP FUNCTION refuse_screening()`.execute(db);
    }
    const kept = await db.selectFrom('screenings').select('id').where('address', '=', address).execute();
    expect(kept).toEqual([]);
    // The next screening is recorded and answered as usual.
    await screen(key, { chain: 'ethereum', address });
  });
});

describe('GET /v1/screenings/:id', () => {
  it('names the list version used by its import: a rolled-back publication is another version of the same date', async () => {
    const listed = eth();
    await importList([listed], '2026-03-01');
    clock.advance(60_000);
    await importList([eth()], '2026-03-05');
    clock.advance(60_000);
    // The later publication rolled back: the first one's date again, as a third import.
    await importList([listed], '2026-03-01', true);
    const answer = await screen(key, { chain: 'ethereum', address: listed });
    expect(answer).toMatchObject({ risk_score: 100, sanctions_hit: true });

    const body = await record(key, answer.id);
    expect(body).toMatchObject({
      id: answer.id,
      kind: 'wallet',
      chain: 'ethereum',
      address: listed,
      risk_category: 'severe',
      sanctions_hit: true,
      key_id: key.keyId,
      as_of: null,
      trigger: null,
      request: { chain: 'ethereum', address: listed },
    });
    expect(body.result).toEqual(answer);
    expect(body.list_versions).toEqual([
      {
        source: 'ofac_sdn',
        id: 'ofac_sdn:3',
        version: '2026-03-01',
        imported_at: expect.any(String),
        file_name: 'sdn-2026-03-01.xml',
      },
    ]);
    expect(body.coverage).toEqual(answer.coverage);
  });

  it('shows the labels used as they stood, after one was removed; a removed label is kept with who removed it', async () => {
    const address = eth();
    const made = await call(key, 'POST', '/v1/labels', {
      chain: 'ethereum',
      address,
      label: 'Audit scam',
      category: 'scam',
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ source: 'custom', created_by: key.keyId, removed_at: null });
    const before = await screen(key, { chain: 'ethereum', address });
    expect(before.risk_score).toBeGreaterThan(0);

    clock.advance(1_000);
    const removed = await call(key, 'DELETE', `/v1/labels/${made.json().id}`);
    expect(removed.statusCode).toBe(204);
    expect((await call(key, 'DELETE', `/v1/labels/${made.json().id}`)).statusCode).toBe(404);
    const after = await screen(key, { chain: 'ethereum', address });
    expect(after.risk_score).toBe(0);

    // Listed only when asked for, marked removed by the key that removed it.
    const listed = await call(key, 'GET', `/v1/labels?chain=ethereum&address=${address}`);
    expect(listed.json().data).toEqual([]);
    const all = await call(key, 'GET', `/v1/labels?chain=ethereum&address=${address}&removed=true`);
    expect(all.json().data).toEqual([
      expect.objectContaining({ id: made.json().id, removed_by: key.keyId, removed_at: expect.any(String) }),
    ]);

    const then = await record(key, before.id);
    expect(then.labels).toEqual([
      expect.objectContaining({
        id: made.json().id,
        address,
        label: 'Audit scam',
        created_by: key.keyId,
        removed_by: key.keyId,
      }),
    ]);
    expect((await record(key, after.id)).labels).toEqual([]);

    // The same label may be made again once removed: a new label, counting again.
    const again = await call(key, 'POST', '/v1/labels', {
      chain: 'ethereum',
      address,
      label: 'Audit scam',
      category: 'scam',
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(made.json().id);
    expect((await screen(key, { chain: 'ethereum', address })).risk_score).toBe(before.risk_score);
  });

  it('is 404 in another workspace', async () => {
    const answer = await screen(key, { chain: 'ethereum', address: eth() });
    const response = await call(other, 'GET', `/v1/screenings/${answer.id}`);
    expect(response.statusCode).toBe(404);
    expect(problemOf(response).code).toBe('not_found');
  });
});

describe('GET /v1/screenings', () => {
  it('lists past screenings newest first, filtered by address, band and time, never another workspace’s', async () => {
    const address = eth();
    const start = t.clock.now();
    const first = await screen(key, { chain: 'ethereum', address });
    clock.advance(5_000);
    const second = await screen(key, { chain: 'ETH', address: address.toUpperCase().replace('0X', '0x') });
    await screen(other, { chain: 'ethereum', address });

    const byAddress = await call(key, 'GET', `/v1/screenings?chain=ethereum&address=${address}`);
    expect(byAddress.statusCode, byAddress.body).toBe(200);
    expect(byAddress.json().data.map((s: { id: string }) => s.id)).toEqual([second.id, first.id]);
    expect(byAddress.json().data[0]).toEqual({
      id: second.id,
      kind: 'wallet',
      chain: 'ethereum',
      address,
      tx_hash: null,
      risk_score: 0,
      risk_category: 'none',
      sanctions_hit: false,
      screened_at: second.screened_at,
      as_of: null,
      key_id: key.keyId,
      trigger: null,
      watch_id: null,
      policy_version: 0,
    });

    const later = new Date(start + 1_000).toISOString();
    const since = await call(key, 'GET', `/v1/screenings?chain=ethereum&address=${address}&from=${later}`);
    expect(since.json().data.map((s: { id: string }) => s.id)).toEqual([second.id]);
    const until = await call(key, 'GET', `/v1/screenings?chain=ethereum&address=${address}&to=${later}`);
    expect(until.json().data.map((s: { id: string }) => s.id)).toEqual([first.id]);

    const severe = await call(key, 'GET', '/v1/screenings?risk_category=severe&limit=200');
    expect(severe.json().data.every((s: { risk_category: string }) => s.risk_category === 'severe')).toBe(
      true,
    );
    expect(severe.json().data.length).toBeGreaterThan(0);

    const page = await call(key, 'GET', `/v1/screenings?chain=ethereum&address=${address}&limit=1`);
    const next = await call(
      key,
      'GET',
      `/v1/screenings?chain=ethereum&address=${address}&limit=1&cursor=${page.json().next_cursor}`,
    );
    expect(next.json().data.map((s: { id: string }) => s.id)).toEqual([first.id]);

    const theirs = await call(other, 'GET', `/v1/screenings?chain=ethereum&address=${address}`);
    expect(theirs.json().data).toHaveLength(1);
  });

  it('lists transaction screenings by their riskiest party', async () => {
    const from = eth();
    const response = await call(key, 'POST', '/v1/screen/transaction', {
      chain: 'ethereum',
      from,
      to: eth(),
      amount: '1',
    });
    expect(response.statusCode, response.body).toBe(200);
    const listed = await call(key, 'GET', `/v1/screenings?chain=ethereum&address=${response.json().address}`);
    expect(listed.json().data).toEqual([
      expect.objectContaining({ id: response.json().id, kind: 'transaction', tx_hash: null }),
    ]);
    const body = await record(key, response.json().id);
    expect(body.result).toEqual(response.json());
  });

  it('answers 400 naming the field for an address without its chain', async () => {
    const response = await call(key, 'GET', `/v1/screenings?address=${eth()}`);
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).errors?.[0]?.pointer).toBe('/query/chain');
  });
});
