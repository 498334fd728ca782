/**
 * The transfers a workspace's screening could have traced at a past time (`as_of`): those stored by
 * then (and made by then), read from the store hop by hop outwards from the address, as far as a
 * trace goes. An audit question: the in-memory graph holds every transfer known now, summed per
 * counterparty, and cannot be cut back to a time.
 */
import { chunks } from '../../lib/chunks.ts';
import type { TransfersTable } from '../../store/database.ts';
import type { Executor } from '../../store/store.ts';

/** Addresses per `in (...)` list: under both stores' bound-parameter limits. */
const ADDRESSES_PER_QUERY = 400;
/**
 * Transfers read at most for one past screening: a hub's neighbourhood three hops out can hold
 * millions; past this the answer says its coverage was cut (`complete: false`).
 */
export const MAX_ROWS_AT = 200_000;

export type TransferRowAt = Pick<
  TransfersTable,
  | 'id'
  | 'owner'
  | 'tx_hash'
  | 'position'
  | 'from_address'
  | 'to_address'
  | 'amount'
  | 'asset'
  | 'value_usd'
  | 'occurred_at'
>;

export async function neighbourhoodAt(
  db: Executor,
  scope: { owners: readonly string[]; chain: string; address: string; hops: number; at: number },
): Promise<{ rows: TransferRowAt[]; complete: boolean }> {
  const { owners, chain, at } = scope;
  const rows = new Map<string, TransferRowAt>();
  const reached = new Set([scope.address]);
  let frontier = [scope.address];
  for (let hop = 1; hop <= scope.hops && frontier.length > 0; hop += 1) {
    const next: string[] = [];
    for (const part of chunks(frontier, ADDRESSES_PER_QUERY)) {
      for (const side of ['from_address', 'to_address'] as const) {
        const found = await db
          .selectFrom('transfers')
          .select([
            'id',
            'owner',
            'tx_hash',
            'position',
            'from_address',
            'to_address',
            'amount',
            'asset',
            'value_usd',
            'occurred_at',
          ])
          .where('chain', '=', chain)
          .where(side, 'in', part)
          .where('owner', 'in', [...owners])
          .where('created_at', '<=', at)
          .where('occurred_at', '<=', at)
          .execute();
        for (const row of found) {
          if (rows.has(row.id)) continue;
          rows.set(row.id, row);
          for (const address of [row.from_address, row.to_address]) {
            if (!reached.has(address)) {
              reached.add(address);
              next.push(address);
            }
          }
        }
        if (rows.size > MAX_ROWS_AT) return { rows: [...rows.values()], complete: false };
      }
    }
    frontier = next;
  }
  return { rows: [...rows.values()], complete: true };
}
