/** Small factories for the hold tests: transaction hashes, transfers, threats, and the events sent. */
import { randomBytes } from 'node:crypto';
import { base58 } from '@scure/base';
import { newId } from '../../../src/lib/ids.ts';
import type { TestApp, TestKey } from '../../harness.ts';

/** A fresh Ethereum transaction hash, lower-case. */
export const ethHash = (): string => `0x${randomBytes(32).toString('hex')}`;
/** A fresh Bitcoin txid. */
export const btcHash = (): string => randomBytes(32).toString('hex');
/** A fresh Solana transaction signature. */
export const solanaSignature = (): string => base58.encode(randomBytes(64));

export const ALICE = `0x${'a1'.repeat(20)}`;
export const BOB = `0x${'b2'.repeat(20)}`;

export async function workspaceIdOf(t: TestApp, name: string): Promise<string> {
  return (await t.app.services.workspaces.ensure(name)).workspace.id;
}

/** A transfer Vigil read from the chain (a fact every workspace sees), as its `xfer_…` id. */
export async function transferOf(t: TestApp, txHash: string): Promise<string> {
  const { transfers, store } = t.app.services;
  await transfers.recordFacts(store.db, [
    {
      transfer: transfers.read(
        { chain: 'ethereum', tx_hash: txHash, from: ALICE, to: BOB, amount: '2.5' },
        '',
      ),
      block: { number: 21_000_000, hash: `0x${'b1'.repeat(32)}` },
    },
  ]);
  const row = await store.db
    .selectFrom('transfers')
    .select('id')
    .where('chain', '=', 'ethereum')
    .where('tx_hash', '=', txHash)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A threat of the workspace, as correlation would have stored it. */
export async function threatIn(t: TestApp, workspaceId: string): Promise<string> {
  const id = newId('threat');
  const now = t.clock.now();
  await t.app.services.store.db
    .insertInto('threats')
    .values({
      id,
      workspace_id: workspaceId,
      status: 'open',
      severity: 'high',
      alert_severity: 'high',
      typologies: JSON.stringify(['mixer']),
      chains: JSON.stringify(['ethereum']),
      alert_count: 1,
      headline: 'Funds sent to a mixer.',
      summary: 'One alert: funds sent to a mixer.',
      first_seen_at: now,
      last_seen_at: now,
      retroactive: 0,
      merged_into: null,
      status_note: null,
      closed_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export interface ActionEvent {
  hold_id: string;
  action: 'hold' | 'release' | 'expire';
  status: string;
  reference: { chain: string; tx_hash: string; transfer_id: string | null };
  threat_id: string | null;
}

/** The `action.executed` events of a workspace, oldest first. */
export async function actionEvents(t: TestApp, workspaceId: string, holdId?: string): Promise<ActionEvent[]> {
  const rows = await t.app.services.store.db
    .selectFrom('outbox_events')
    .select('payload')
    .where('workspace_id', '=', workspaceId)
    .where('type', '=', 'action.executed')
    .orderBy('id')
    .execute();
  const events = rows.map((row) => (JSON.parse(row.payload) as { data: ActionEvent }).data);
  return holdId === undefined ? events : events.filter((event) => event.hold_id === holdId);
}

export interface HoldBody {
  id: string;
  status: string;
  reference: { chain: string; tx_hash: string; transfer_id: string | null };
  reason: string;
  threat_id: string | null;
  expires_at: string | null;
  placed_by: string;
  created_at: string;
  released_at: string | null;
  released_by: string | null;
  release_reason: string | null;
  history: { action: string; at: string; key_id: string | null; reason: string | null }[];
}

export function placeRequest(
  t: TestApp,
  key: TestKey,
  payload: object,
  headers: Record<string, string> = {},
) {
  return t.request({ method: 'POST', url: '/v1/actions/hold', key, payload, headers });
}
