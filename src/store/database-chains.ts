/** The tables of what Vigil read from chains itself (migrations 0080, 0082), as `database.ts` names them. */

/** Per chain and address: the block span its history was read over, and how the last read went. */
export interface ChainReadsTable {
  chain: string;
  address: string;
  low_block: number | null;
  high_block: number | null;
  /** Block times of low_block and high_block, ms. */
  low_at: number | null;
  high_at: number | null;
  transfers: number;
  approvals: number;
  calls: number;
  hops: number;
  status: 'queued' | 'reading' | 'read' | 'cut' | 'failed';
  cut_by: 'blocks' | 'calls' | 'seconds' | null;
  error: string | null;
  job_id: string | null;
  updated_at: number;
}

/** An address followed at the chain's head. */
export interface ChainFollowsTable {
  chain: string;
  address: string;
  reason: 'screening' | 'watch';
  since: number;
}

/** An ERC-20 `Approval` read from a chain: a shared fact. */
export interface ChainApprovalsTable {
  chain: string;
  tx_hash: string;
  log_index: number;
  /** The token contract. */
  token: string;
  owner_address: string;
  spender: string;
  /** Base units, decimal text. */
  amount: string;
  block_number: number;
  block_hash: string;
  occurred_at: number;
}

/** How far a chain's head is followed. */
export interface ChainHeadsTable {
  chain: string;
  block_number: number;
  block_hash: string;
  updated_at: number;
}

/** A transaction a screening asked to be read from its chain (migration 0082). */
export interface ChainTransactionReadsTable {
  chain: string;
  tx_hash: string;
  status: 'queued' | 'read' | 'unconfirmed' | 'not_found' | 'failed';
  job_id: string | null;
  block_number: number | null;
  transfers: number;
  error: string | null;
  updated_at: number;
}
