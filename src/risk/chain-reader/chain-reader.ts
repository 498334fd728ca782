/**
 * Vigil reading chains itself: a source per chain the operator gave a node for (an EVM node's
 * JSON-RPC, a Bitcoin Esplora API), the backfill job
 * that reads an address's history into the shared facts, and what screening (and watches) ask of it.
 *
 * A screening of an address on such a chain asks for its history (`request`): a `chain.backfill`
 * job is queued unless one is already waiting, and the answer says at once how much is read
 * (`coverage.chain_read`); the request never waits for the node. Each read continues where the last
 * stopped. The address is also followed at the head (`chain_follows`); watches add theirs through
 * `follow`.
 */

import type { Clock } from '../../lib/clock.ts';
import { toRfc3339 } from '../../lib/clock.ts';
import type { JobHandler, JobQueue, PayloadOf } from '../../platform/jobs/index.ts';
import type { Executor, Store } from '../../store/store.ts';
import { type ChainName, readAddress, readChain, readTxHash } from '../chains/index.ts';
import type { ChainRead, ChainReads } from '../screening/index.ts';
import type { TransfersService } from '../transfers/index.ts';
import { runBackfill } from './backfill.ts';
import type { ChainReaderSettings } from './chain-reader-config.ts';
import type { CHAIN_READER_JOBS } from './chain-reader-jobs.ts';
import { type ChainReadRow, findRead, follow, markQueued } from './chain-reads-repo.ts';
import type { ChainSource } from './chain-source.ts';
import { createEsploraSource } from './esplora-source.ts';
import { deferredEvmSource } from './evm-source-deferred.ts';
import { type FollowPass, followHead, type Reorg } from './follow.ts';
import {
  findTransactionRead,
  markTransactionQueued,
  runTransactionRead,
  transactionReadView,
} from './transaction-read.ts';

/** A read that ended this recently (ms) is not repeated: about one Ethereum block (12 s). */
const FRESH_MS = 12_000;

export interface ChainReader extends ChainReads {
  /** The chains with a source. */
  readonly chains: readonly ChainName[];
  /**
   * Follows an address at the head and queues the read of its history, in the caller's transaction
   * (what a watch calls when it is added); nothing on a chain without a source.
   */
  follow(
    db: Executor,
    chain: ChainName,
    address: string,
    reason: 'screening' | 'watch',
    hops: number,
  ): Promise<void>;
  /** How much of an address's history is read; undefined when none was asked for. */
  readOf(chain: ChainName, address: string): Promise<ChainRead | undefined>;
  /**
   * One pass of following each chain's head for the followed addresses, a reorganisation undone
   * first (`follow.ts`); per chain, what it did. A reorganisation is told to `onReorg`'s listeners
   * before the pass resolves.
   */
  followHeads(): Promise<Map<ChainName, FollowPass | undefined>>;
  /**
   * Hears each reorganisation that changed the store, once the graph is built again without its
   * orphaned transfers (what re-screens watches and marks alerts: the composition root wires them).
   */
  onReorg(listener: (reorg: Reorg) => Promise<void>): void;
  /** The `chain.backfill` job. */
  readonly backfillJob: JobHandler<PayloadOf<(typeof CHAIN_READER_JOBS)['chain.backfill']>>;
  /** The `chain.transaction` job. */
  readonly transactionJob: JobHandler<PayloadOf<(typeof CHAIN_READER_JOBS)['chain.transaction']>>;
}

export function createChainReader(deps: {
  store: Store;
  clock: Clock;
  jobs: JobQueue<typeof CHAIN_READER_JOBS>;
  transfers: TransfersService;
  settings: ChainReaderSettings;
}): ChainReader {
  const { store, clock, jobs, settings } = deps;
  const sources = new Map<ChainName, ChainSource>();
  const reorgListeners: ((reorg: Reorg) => Promise<void>)[] = [];
  for (const source of settings.evm)
    sources.set(source.chain, deferredEvmSource(source, { traces: settings.traces }));
  if (settings.bitcoin !== undefined) sources.set('bitcoin', createEsploraSource(settings.bitcoin));

  function view(row: ChainReadRow, source: ChainSource): ChainRead {
    const read = row.low_block !== null && row.high_block !== null;
    return {
      status: row.status,
      job_id: row.job_id,
      from_block: row.low_block,
      to_block: row.high_block,
      from: row.low_at === null ? null : toRfc3339(row.low_at),
      to: row.high_at === null ? null : toRfc3339(row.high_at),
      blocks: read ? Number(row.high_block) - Number(row.low_block) + 1 : 0,
      transfers: row.transfers,
      approvals: row.approvals,
      calls: row.calls,
      hops: row.hops,
      // Asked of the node once per process, by the first read: never within a request.
      internal_transfers: source.tracesKnown() ?? null,
      cut_by: row.cut_by,
      error: row.error,
      updated_at: toRfc3339(row.updated_at),
    };
  }

  /**
   * Queues a read unless one is waiting, or the last one read everything moments ago (a screening
   * repeated within a block's time reads nothing new).
   */
  async function queue(db: Executor, chain: ChainName, address: string, hops: number): Promise<void> {
    const group = `${chain}:${address}`;
    if ((await jobs.queuedIn(db, 'chain.backfill', group)) !== undefined) return;
    const row = await findRead(db, chain, address);
    const now = clock.now();
    if (row?.status === 'read' && row.hops >= hops && now - row.updated_at < FRESH_MS) return;
    const id = await jobs.enqueue(db, 'chain.backfill', { chain, address, hops }, { group });
    const hasRead = row !== undefined && row.low_block !== null && row.status !== 'failed';
    await markQueued(db, { chain, address }, id, hops, now, hasRead);
  }

  return {
    chains: [...sources.keys()],

    async request(chain, address, hops) {
      const source = sources.get(chain);
      if (source === undefined) return undefined;
      await store.db.transaction().execute(async (tx) => {
        await queue(tx, chain, address, hops);
        await follow(tx, chain, address, 'screening', clock.now());
      });
      const row = await findRead(store.db, chain, address);
      return row === undefined ? undefined : view(row, source);
    },

    async requestTransaction(chain, txHash) {
      const source = sources.get(chain);
      if (source === undefined) return undefined;
      const key = { chain, txHash };
      await store.db.transaction().execute(async (tx) => {
        const group = `${chain}:${txHash}`;
        if ((await jobs.queuedIn(tx, 'chain.transaction', group)) !== undefined) return;
        const row = await findTransactionRead(tx, key);
        // Read, and it moved nothing: there is nothing more to read. (Read with transfers, yet not
        // held: a reorganisation removed them since, and it is read again.)
        if (row?.status === 'read' && row.transfers === 0) return;
        // Read moments ago (another process's graph takes up to REFRESH_INTERVAL_MS, 5 s, to hold
        // what a read stored), or found not there or not confirmed moments ago: not asked again yet.
        if (row !== undefined && row.status !== 'failed' && clock.now() - row.updated_at < FRESH_MS) return;
        const id = await jobs.enqueue(tx, 'chain.transaction', { chain, tx_hash: txHash }, { group });
        await markTransactionQueued(tx, key, id, clock.now());
      });
      const row = await findTransactionRead(store.db, key);
      return row === undefined ? undefined : transactionReadView(row);
    },

    async follow(db, chain, address, reason, hops) {
      if (!sources.has(chain)) return;
      await follow(db, chain, address, reason, clock.now());
      await queue(db, chain, address, hops);
    },

    async readOf(chain, address) {
      const source = sources.get(chain);
      const row = await findRead(store.db, chain, address);
      return source === undefined || row === undefined ? undefined : view(row, source);
    },

    async followHeads() {
      const passes = new Map<ChainName, FollowPass | undefined>();
      for (const [chain, source] of sources) {
        const pass = await followHead(
          { store, clock, transfers: deps.transfers, logRange: settings.logRange },
          source,
        );
        passes.set(chain, pass);
        const reorg = pass?.reorg;
        if (reorg !== undefined) for (const listener of reorgListeners) await listener(reorg);
      }
      return passes;
    },

    onReorg: (listener) => {
      reorgListeners.push(listener);
    },

    backfillJob: async (payload, context) => {
      const chain = readChain(payload.chain);
      const address = readAddress(chain, payload.address);
      const source = sources.get(chain);
      // The node was removed from the settings since the job was queued: nothing to read it with.
      if (source === undefined) return;
      await runBackfill(
        { store, clock, transfers: deps.transfers, budget: settings.budget, logRange: settings.logRange },
        source,
        { chain, address },
        payload.hops,
        context.signal,
      );
    },

    transactionJob: async (payload) => {
      const chain = readChain(payload.chain);
      const source = sources.get(chain);
      if (source === undefined) return;
      await runTransactionRead({ store, clock, transfers: deps.transfers }, source, {
        chain,
        txHash: readTxHash(chain, payload.tx_hash),
      });
    },
  };
}
