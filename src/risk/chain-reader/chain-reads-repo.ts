/** The chain reader's tables: how far each address's history is read, what is followed, approvals read. */
import type { ChainReadsTable } from '../../store/database-chains.ts';
import type { Executor } from '../../store/store.ts';
import type { ApprovalFact } from './chain-source.ts';

export type ChainReadRow = ChainReadsTable;

export function findRead(db: Executor, chain: string, address: string): Promise<ChainReadRow | undefined> {
  return db
    .selectFrom('chain_reads')
    .selectAll()
    .where('chain', '=', chain)
    .where('address', '=', address)
    .executeTakeFirst();
}

/**
 * Records a queued read: a new row `queued`; on a row that has read something, only the job (its
 * status keeps saying how the last read ended, and the job continues from it).
 */
export async function markQueued(
  db: Executor,
  key: { chain: string; address: string },
  jobId: string,
  hops: number,
  now: number,
  keepStatus: boolean,
): Promise<void> {
  await db
    .insertInto('chain_reads')
    .values({
      ...key,
      low_block: null,
      high_block: null,
      low_at: null,
      high_at: null,
      transfers: 0,
      approvals: 0,
      calls: 0,
      hops,
      status: 'queued',
      cut_by: null,
      error: null,
      job_id: jobId,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc
        .columns(['chain', 'address'])
        .doUpdateSet(keepStatus ? { job_id: jobId } : { status: 'queued', job_id: jobId, updated_at: now }),
    )
    .execute();
}

export async function updateRead(
  db: Executor,
  key: { chain: string; address: string },
  change: Partial<Omit<ChainReadRow, 'chain' | 'address'>>,
): Promise<void> {
  await db
    .updateTable('chain_reads')
    .set(change)
    .where('chain', '=', key.chain)
    .where('address', '=', key.address)
    .execute();
}

/** Adds an address to those followed at the head; a second reason leaves the first. */
export async function follow(
  db: Executor,
  chain: string,
  address: string,
  reason: 'screening' | 'watch',
  now: number,
): Promise<void> {
  await db
    .insertInto('chain_follows')
    .values({ chain, address, reason, since: now })
    .onConflict((oc) => oc.columns(['chain', 'address']).doNothing())
    .execute();
}

/** Stores approvals read; one read again is kept once. Returns how many were new. */
export async function storeApprovals(
  db: Executor,
  chain: string,
  approvals: readonly ApprovalFact[],
): Promise<number> {
  if (approvals.length === 0) return 0;
  const rows = await db
    .insertInto('chain_approvals')
    .values(
      approvals.map((a) => ({
        chain,
        tx_hash: a.txHash,
        log_index: a.logIndex,
        token: a.token,
        owner_address: a.owner,
        spender: a.spender,
        amount: a.amount,
        block_number: a.block.number,
        block_hash: a.block.hash,
        occurred_at: a.occurredAt,
      })),
    )
    .onConflict((oc) => oc.columns(['chain', 'tx_hash', 'log_index']).doNothing())
    .returning('log_index')
    .execute();
  return rows.length;
}

/** What a failed read says: viem's messages run to several lines (the request, the docs); the first says what failed. */
export function errorText(error: unknown): string {
  return ((error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '').slice(0, 500);
}
