/**
 * A transaction as stored, as a workspace sees it: the facts' telling when Vigil read it from a
 * chain, else the workspace's own claims of it; its transfers, and a UTXO transaction's inputs and
 * outputs as told. Transaction screening screens these parties instead of a caller's.
 */
import type { Executor } from '../../store/store.ts';
import type { ChainName } from '../chains/index.ts';
import { FACTS_OWNER, visibleTo } from './owners.ts';
import type { Party } from './transfer-input.ts';

export interface StoredTransaction {
  transfers: {
    id: string;
    from: string;
    to: string;
    amount: string;
    asset: string;
    value_usd: string | null;
  }[];
  whole?: { inputs: Party[]; outputs: Party[]; asset: string };
}

export async function readStoredTransaction(
  db: Executor,
  owner: string,
  chain: ChainName,
  txHash: string,
): Promise<StoredTransaction | undefined> {
  const rows = await db
    .selectFrom('transfers')
    .select(['id', 'owner', 'from_address', 'to_address', 'amount', 'asset', 'value_usd'])
    .where('owner', 'in', visibleTo(owner))
    .where('chain', '=', chain)
    .where('tx_hash', '=', txHash)
    .orderBy('id')
    .execute();
  if (rows.length === 0) return undefined;
  // The chain's telling wins over the workspace's own claims of it.
  const facts = rows.filter((row) => row.owner === FACTS_OWNER);
  const held = facts.length > 0 ? facts : rows;
  const whole = await db
    .selectFrom('chain_transactions')
    .select(['owner', 'inputs', 'outputs', 'asset'])
    .where('owner', 'in', facts.length > 0 ? [FACTS_OWNER] : visibleTo(owner))
    .where('chain', '=', chain)
    .where('tx_hash', '=', txHash)
    .executeTakeFirst();
  const stored: StoredTransaction = {
    transfers: held.map((row) => ({
      id: row.id,
      from: row.from_address,
      to: row.to_address,
      amount: row.amount,
      asset: row.asset,
      value_usd: row.value_usd,
    })),
  };
  if (whole !== undefined) {
    stored.whole = {
      inputs: JSON.parse(whole.inputs) as Party[],
      outputs: JSON.parse(whole.outputs) as Party[],
      asset: whole.asset,
    };
  }
  return stored;
}
