/**
 * What rested on a transfer a reorganisation undid, on a real node (anvil): a watch added over the
 * API is followed at the head and its history read; a mixer pays the watched address, read at the
 * head; the workspace sends the same transfer as an event, and the mixer agent raises an alert on
 * it. anvil's `anvil_reorg` then replaces that block by one where an exchange pays instead: the
 * watch is screened again (`screening.changed`, reason `reorg`, recorded with trigger `reorg`),
 * and the alert's transfer is marked undone, its threat's history saying so.
 */
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { ACCOUNTS, type Anvil, startAnvil } from '../../fixtures/anvil.ts';
import { startApp, type TestApp, type TestKey } from '../../harness.ts';

const [, exchange, mixer] = ACCOUNTS as [Address, Address, Address];
const deposit = '0x5e1d2c3b4a59687766554433221100ffeeddcc31';

let anvil: Anvil;
let t: TestApp;
let key: TestKey;
let workspace: string;

beforeAll(async () => {
  anvil = await startAnvil();
  await anvil.send(exchange, deposit as Address, '1');
  t = await startApp({
    startWorker: false,
    clock: new ManualClock(Date.parse('2025-11-20T09:00:00Z')),
    env: { VIGIL_CHAIN_ETHEREUM_RPC: anvil.url, VIGIL_CHAIN_ETHEREUM_CONFIRMATIONS: '0' },
  });
  key = await t.key(['screening:write', 'screening:read', 'events:write', 'threats:read'], {
    workspace: 'reorg-reevaluation',
  });
  workspace = (await t.app.services.workspaces.ensure('reorg-reevaluation')).workspace.id;
  const label = await t.request({
    method: 'POST',
    url: '/v1/labels',
    key,
    payload: { chain: 'ethereum', address: mixer, label: 'Mixer', category: 'mixing_service' },
  });
  expect(label.statusCode, label.body).toBe(201);
  await t.app.services.watchTriggers.settle();
}, 60_000);

afterAll(async () => {
  await t?.close();
  await anvil?.stop();
});

async function watch() {
  const response = await t.request({
    method: 'GET',
    url: `/v1/watches?chain=ethereum&address=${deposit}`,
    key,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data[0];
}

async function changes(): Promise<
  { reason: string; screening_id: string; after: { risk_category: string } }[]
> {
  const rows = await t.app.services.store.db
    .selectFrom('outbox_events')
    .select('payload')
    .where('workspace_id', '=', workspace)
    .where('type', '=', 'screening.changed')
    .orderBy('id')
    .execute();
  return rows.map((row) => JSON.parse(row.payload).data);
}

describe('a watch on a chain Vigil reads', () => {
  it('is followed at the head and its history read', async () => {
    const made = await t.request({
      method: 'POST',
      url: '/v1/watches',
      key,
      payload: { chain: 'ethereum', address: deposit },
    });
    expect(made.statusCode, made.body).toBe(201);
    const follow = await t.app.services.store.db
      .selectFrom('chain_follows')
      .selectAll()
      .where('chain', '=', 'ethereum')
      .where('address', '=', deposit)
      .executeTakeFirst();
    expect(follow).toMatchObject({ reason: 'watch' });
    expect(await t.app.services.chainReader.readOf('ethereum', deposit)).toMatchObject({ status: 'queued' });
    await t.app.worker.drain();
    await t.app.services.watchTriggers.settle();
    expect(await t.app.services.chainReader.readOf('ethereum', deposit)).toMatchObject({
      status: 'read',
      transfers: 1,
    });
  });
});

describe('a reorganisation under a watch and an alert', () => {
  let mixerTx = '';
  let threatId = '';

  it('screens the watch again when the head brings a mixer’s payment, and the agents alert on it', async () => {
    expect((await t.app.services.chainReader.followHeads()).get('ethereum')).toMatchObject({ stored: 0 });
    mixerTx = await anvil.send(mixer, deposit as Address, '3');
    expect((await t.app.services.chainReader.followHeads()).get('ethereum')).toMatchObject({ stored: 1 });
    await t.app.services.watchTriggers.settle();
    expect((await changes()).at(-1)).toMatchObject({ reason: 'chain' });
    expect((await watch()).risk_category).not.toBe('none');

    // The workspace tells the same transfer: the stored fact wins (nothing stored twice), and the
    // agents judge the event.
    const sent = await t.request({
      method: 'POST',
      url: '/v1/events/ingest',
      key,
      payload: {
        type: 'transfer.observed',
        occurred_at: '2025-11-19T00:00:24Z',
        data: { chain: 'ethereum', tx_hash: mixerTx, from: mixer, to: deposit, amount: '3' },
      },
    });
    expect(sent.statusCode, sent.body).toBe(202);
    await t.app.worker.drain();
    const threats = (await t.request({ method: 'GET', url: '/v1/threats', key })).json().data;
    expect(threats).toHaveLength(1);
    threatId = threats[0].id;
  });

  it('screens the watch again and marks the alert once the block is orphaned', async () => {
    const orphan = await anvil.public.getTransactionReceipt({ hash: mixerTx as `0x${string}` });
    const response = await fetch(anvil.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'anvil_reorg',
        params: [1, [[{ from: exchange, to: deposit, value: '0x4563918244f40000' }, 0]]],
      }),
    });
    expect(await response.json()).not.toHaveProperty('error');

    const pass = (await t.app.services.chainReader.followHeads()).get('ethereum');
    expect(pass).toMatchObject({ orphaned: 1, stored: 1 });
    expect(pass?.reorg).toMatchObject({
      fromBlock: Number(orphan.blockNumber),
      undone: [{ txHash: mixerTx, blockNumber: Number(orphan.blockNumber), blockHash: orphan.blockHash }],
    });
    expect(pass?.reorg?.addresses).toEqual(expect.arrayContaining([mixer, deposit]));

    // The watch no longer stands on the mixer's payment: screened again, told, recorded as such.
    await t.app.services.watchTriggers.settle();
    const told = (await changes()).at(-1);
    expect(told).toMatchObject({ reason: 'reorg', after: { risk_category: 'none' } });
    expect((await watch()).risk_category).toBe('none');
    const record = await t.request({ method: 'GET', url: `/v1/screenings/${told?.screening_id}`, key });
    expect(record.statusCode, record.body).toBe(200);
    expect(record.json()).toMatchObject({ trigger: 'reorg', risk_category: 'none' });

    // The alert is kept as raised, its transfer marked undone, and the threat's history says so.
    const detail = await t.request({ method: 'GET', url: `/v1/threats/${threatId}`, key });
    expect(detail.statusCode, detail.body).toBe(200);
    // The mixer agent's alert (the watch's worse screening raised a screening_change alert beside it).
    const alerts = detail.json().evidence.alerts as { id: string; transfers: { tx_hash: string }[] }[];
    const alert = alerts.find((a) => a.transfers.some((transfer) => transfer.tx_hash === mixerTx));
    expect(alert?.transfers[0]).toMatchObject({
      tx_hash: mixerTx,
      transfer_id: null,
      undone: {
        at: '2025-11-20T09:00:00.000Z',
        block_number: Number(orphan.blockNumber),
        block_hash: orphan.blockHash,
      },
    });
    const note = detail.json().history.at(-1);
    expect(note).toMatchObject({ actor: null, change: {} });
    expect(note.note).toContain(alert?.id);
    expect(note.note).toContain(mixerTx);

    // A second pass finds nothing more to undo, and tells nothing twice.
    expect((await t.app.services.chainReader.followHeads()).get('ethereum')?.reorg).toBeUndefined();
    const again = await t.request({ method: 'GET', url: `/v1/threats/${threatId}`, key });
    expect(again.json().history).toHaveLength(detail.json().history.length);
  });
});
