/**
 * Reading one transaction a screening asked for (`chain.transaction`): where the node has it, and,
 * once it is as deep as the chain's confirmations, its block read for the addresses it names (the
 * same reads as a backfill's, so its transfers are the same facts), kept to this transaction's
 * transfers and approvals. A transaction the node does not have, or one not yet confirmed, is
 * recorded as such: the next screening of it asks again.
 */
import { type Clock, toRfc3339 } from '../../lib/clock.ts';
import type { ChainTransactionReadsTable } from '../../store/database-chains.ts';
import type { Executor, Store } from '../../store/store.ts';
import type { ChainName } from '../chains/index.ts';
import type { TransactionRead } from '../screening/index.ts';
import { FACTS_OWNER, type ReadTransfer, type TransfersService } from '../transfers/index.ts';
import { errorText, storeApprovals } from './chain-reads-repo.ts';
import type { ChainSource } from './chain-source.ts';

type Key = { chain: ChainName; txHash: string };
export type TransactionReadRow = ChainTransactionReadsTable;

export function findTransactionRead(db: Executor, key: Key): Promise<TransactionReadRow | undefined> {
  return db
    .selectFrom('chain_transaction_reads')
    .selectAll()
    .where('chain', '=', key.chain)
    .where('tx_hash', '=', key.txHash)
    .executeTakeFirst();
}

export function transactionReadView(row: TransactionReadRow): TransactionRead {
  return {
    status: row.status,
    job_id: row.job_id,
    block_number: row.block_number === null ? null : Number(row.block_number),
    transfers: row.transfers,
    error: row.error,
    updated_at: toRfc3339(row.updated_at),
  };
}

/** Records a queued read of the transaction (a new row, or one read before asked again). */
export async function markTransactionQueued(
  db: Executor,
  key: Key,
  jobId: string,
  now: number,
): Promise<void> {
  const change = { status: 'queued' as const, job_id: jobId, error: null, updated_at: now };
  await db
    .insertInto('chain_transaction_reads')
    .values({ chain: key.chain, tx_hash: key.txHash, block_number: null, transfers: 0, ...change })
    .onConflict((oc) => oc.columns(['chain', 'tx_hash']).doUpdateSet(change))
    .execute();
}

async function update(db: Executor, key: Key, change: Partial<TransactionReadRow>): Promise<void> {
  await db
    .updateTable('chain_transaction_reads')
    .set(change)
    .where('chain', '=', key.chain)
    .where('tx_hash', '=', key.txHash)
    .execute();
}

export async function runTransactionRead(
  deps: { store: Store; clock: Clock; transfers: TransfersService },
  source: ChainSource,
  key: Key,
): Promise<void> {
  const { store, clock } = deps;
  try {
    const found = await source.locate(key.txHash);
    if (found === undefined) {
      await update(store.db, key, { status: 'not_found', block_number: null, updated_at: clock.now() });
      return;
    }
    const safe = (await source.head()) - source.confirmations;
    if (found.block === null || found.block > safe) {
      await update(store.db, key, {
        status: 'unconfirmed',
        block_number: found.block,
        updated_at: clock.now(),
      });
      return;
    }
    const window = await source.read(found.block, found.block, found.parties);
    const facts = window.facts.filter((fact) => fact.transfer.txHash === key.txHash);
    // Not found among the parties read whole, and some could not be: not read, rather than "moved nothing".
    if (facts.length === 0 && window.tooLong !== undefined && window.tooLong.length > 0)
      throw new Error(
        `${window.tooLong.join(', ')}: more transfers in block ${found.block} and after than one read takes`,
      );
    const approvals = window.approvals.filter((approval) => approval.txHash === key.txHash);
    const stored: ReadTransfer[] = [];
    await store.db.transaction().execute(async (tx) => {
      const outcomes = facts.length === 0 ? [] : await deps.transfers.recordFacts(tx, facts);
      outcomes.forEach((outcome, i) => {
        const fact = facts[i];
        if (outcome.status === 'stored' && fact !== undefined) stored.push(fact.transfer);
      });
      await storeApprovals(tx, key.chain, approvals);
      await update(tx, key, {
        status: 'read',
        block_number: found.block,
        transfers: facts.length,
        error: null,
        updated_at: clock.now(),
      });
    });
    if (stored.length > 0) deps.transfers.apply(FACTS_OWNER, stored);
  } catch (error) {
    await update(store.db, key, { status: 'failed', error: errorText(error), updated_at: clock.now() });
    throw error;
  }
}
