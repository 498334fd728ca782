/**
 * The chain reader's jobs: reading an address's history (and its counterparties') from a chain's
 * node within the operator's budget, and reading one transaction a screening asked for. Their
 * definitions join the app's job catalogue.
 */
import { Type } from 'typebox';
import { defineJob } from '../../platform/jobs/index.ts';

/** The longest one read may run: the seconds budget is at most 600 (chain-reader-config.ts). */
export const BACKFILL_TIMEOUT_MS = 15 * 60_000;

export const CHAIN_READER_JOBS = {
  'chain.backfill': defineJob({
    description:
      'Reads an address’s transfers from its chain’s node, newest blocks first and then back towards the first, with its counterparties’ up to the screening’s hops, within the backfill budget; stores them as shared facts.',
    payload: Type.Object({
      chain: Type.String(),
      address: Type.String(),
      hops: Type.Integer({ minimum: 1, maximum: 6 }),
    }),
    timeoutMs: BACKFILL_TIMEOUT_MS,
    // A node that is down is tried again after 10 s, 1 min and 5 min.
    retry: { delaysMs: [10_000, 60_000, 300_000], jitter: 0.2 },
    // The group is the address: one read of it at a time.
    groupConcurrency: 1,
  }),
  'chain.transaction': defineJob({
    description:
      'Reads one transaction a screening asked for from its chain’s node (its block, for the addresses it names) once it is confirmed, and stores its transfers and approvals as shared facts.',
    payload: Type.Object({ chain: Type.String(), tx_hash: Type.String() }),
    // A handful of requests: a transaction, its receipt, its block's logs and traces.
    timeoutMs: 120_000,
    retry: { delaysMs: [10_000, 60_000, 300_000], jitter: 0.2 },
    groupConcurrency: 1,
  }),
};
