// Holds refused for bad input: each with a 400 whose pointer names the field, and no event sent.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { newId } from '../../../src/lib/ids.ts';
import { problemOf, startApp, type TestApp, type TestKey } from '../../harness.ts';
import {
  actionEvents,
  btcHash,
  ethHash,
  type HoldBody,
  placeRequest,
  threatIn,
  transferOf,
  workspaceIdOf,
} from './hold-fixtures.ts';

let t: TestApp;
const clock = new ManualClock();
beforeAll(async () => {
  t = await startApp({ clock, startWorker: false });
});
afterAll(async () => {
  await t.close();
});
// Every test starts at 10:00, as the expiry cases assume.
beforeEach(() => {
  clock.set(Date.parse('2026-11-23T10:00:00.000Z'));
});

function keyIn(workspace: string): Promise<TestKey> {
  return t.key(['actions:write'], { workspace });
}

describe('refusing bad holds', () => {
  const tx = ethHash();
  const cases: [string, (ctx: { transferId: string; foreignThreat: string }) => object, string][] = [
    ['an unknown chain', () => ({ reference: { chain: 'dogecoin', tx_hash: tx } }), '/reference/chain'],
    [
      'an EVM hash without 0x',
      () => ({ reference: { chain: 'ethereum', tx_hash: tx.slice(2) } }),
      '/reference/tx_hash',
    ],
    ['a short hash', () => ({ reference: { chain: 'ethereum', tx_hash: '0x1234' } }), '/reference/tx_hash'],
    [
      'a Bitcoin hash with 0x',
      () => ({ reference: { chain: 'bitcoin', tx_hash: tx } }),
      '/reference/tx_hash',
    ],
    [
      'a Solana hash in hex',
      () => ({ reference: { chain: 'solana', tx_hash: btcHash() } }),
      '/reference/tx_hash',
    ],
    ['a chain without a hash', () => ({ reference: { chain: 'ethereum' } }), '/reference/tx_hash'],
    ['a hash without a chain', () => ({ reference: { tx_hash: tx } }), '/reference/chain'],
    ['an empty reference', () => ({ reference: {} }), '/reference'],
    [
      'a transfer and a hash',
      ({ transferId }) => ({ reference: { transfer_id: transferId, chain: 'ethereum', tx_hash: tx } }),
      '/reference',
    ],
    [
      'an unknown transfer',
      () => ({ reference: { transfer_id: newId('transfer') } }),
      '/reference/transfer_id',
    ],
    [
      'a malformed transfer id',
      () => ({ reference: { transfer_id: 'xfer_nope' } }),
      '/reference/transfer_id',
    ],
    [
      'an unknown threat',
      () => ({ reference: { chain: 'eth', tx_hash: tx }, threat_id: newId('threat') }),
      '/threat_id',
    ],
    [
      'another workspace’s threat',
      ({ foreignThreat }) => ({ reference: { chain: 'eth', tx_hash: tx }, threat_id: foreignThreat }),
      '/threat_id',
    ],
    [
      'an expiry in the past',
      () => ({ reference: { chain: 'eth', tx_hash: tx }, expires_at: '2026-11-23T09:59:59.999Z' }),
      '/expires_at',
    ],
    [
      'an expiry now',
      () => ({ reference: { chain: 'eth', tx_hash: tx }, expires_at: '2026-11-23T10:00:00.000Z' }),
      '/expires_at',
    ],
    [
      'an expiry beyond 90 days',
      () => ({ reference: { chain: 'eth', tx_hash: tx }, expires_at: '2027-02-21T10:00:00.001Z' }),
      '/expires_at',
    ],
    ['a blank reason', () => ({ reference: { chain: 'eth', tx_hash: tx }, reason: '   ' }), '/reason'],
    ['no reason', () => ({ reference: { chain: 'eth', tx_hash: tx }, reason: undefined }), '/reason'],
    ['an unknown field', () => ({ reference: { chain: 'eth', tx_hash: tx }, amount: 3 }), '/amount'],
  ];

  it.each(cases)('refuses %s with 400 naming the field', async (_name, build, pointer) => {
    const key = await keyIn('holds-invalid');
    const transferId = await transferOf(t, tx);
    const foreignThreat = await threatIn(t, await workspaceIdOf(t, 'holds-invalid-other'));
    const response = await placeRequest(t, key, {
      reason: 'Checking.',
      ...build({ transferId, foreignThreat }),
    });
    expect(response.statusCode, response.body).toBe(400);
    const problem = problemOf(response);
    expect(problem.code).toBe('validation_failed');
    expect(problem.errors?.map((e) => e.pointer)).toContain(pointer);
    expect(await actionEvents(t, key.workspaceId)).toEqual([]);
  });

  it('accepts an expiry exactly 90 days ahead', async () => {
    const response = await placeRequest(t, await keyIn('holds-90-days'), {
      reference: { chain: 'eth', tx_hash: ethHash() },
      reason: 'Long look.',
      expires_at: '2027-02-21T10:00:00.000Z',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as HoldBody).expires_at).toBe('2027-02-21T10:00:00.000Z');
  });
});
