/**
 * Following a chain's head for the addresses followed (`chain_follows`): each pass reads the blocks
 * from the last one followed up to the confirmed head, for those addresses, into the shared facts.
 *
 * Before that it looks for a reorganisation: the facts and approvals stored from the last
 * REORG_WINDOW blocks are checked against the blocks the node now has at their heights. Those of a
 * block that is no longer on the chain (its hash differs) are removed, the blocks from the first
 * orphan on are read again for the followed addresses and those the removed transfers named, and
 * the graph is built again from the store, so that no screening stands on an orphaned transfer.
 * With the default confirmations a reorganisation must be deeper than them to reach the store.
 */
import type { Clock } from '../../lib/clock.ts';
import type { Store } from '../../store/store.ts';
import type { ChainName } from '../chains/index.ts';
import { FACTS_OWNER, type ReadTransfer, type TransfersService } from '../transfers/index.ts';
import { storeApprovals } from './chain-reads-repo.ts';
import type { ChainSource } from './chain-source.ts';

/** How often the process that runs jobs follows the heads: half of Ethereum's 12 s slot. */
export const CHAIN_FOLLOW_INTERVAL_MS = 6_000;

/** Blocks below the last one followed that are checked for a reorganisation on each pass. */
export const REORG_WINDOW = 128;

export interface FollowDeps {
  store: Store;
  clock: Clock;
  transfers: TransfersService;
  logRange: number;
}

export interface FollowPass {
  /** The last block followed after the pass. */
  block: number;
  /** Facts and approvals removed because their block was orphaned. */
  orphaned: number;
  /** Transfers stored by the pass (the new blocks' and those read again). */
  stored: number;
  /** What a reorganisation changed, when the pass found one. */
  reorg?: Reorg;
}

/** What a reorganisation changed in the store: what screenings and alerts resting on it must hear. */
export interface Reorg {
  chain: ChainName;
  /** The lowest block of the store that left the chain. */
  fromBlock: number;
  /** The parties of the transfers removed and of those read again in the blocks that replaced them. */
  addresses: string[];
  /**
   * Transactions whose transfers left with an orphaned block and were not read again in the blocks
   * that replaced it: as far as the chain now says, they did not happen.
   */
  undone: UndoneTransaction[];
}

export interface UndoneTransaction {
  txHash: string;
  /** The orphaned block it had been read from. */
  blockNumber: number;
  blockHash: string;
}

async function followed(store: Store, chain: string): Promise<string[]> {
  const rows = await store.db
    .selectFrom('chain_follows')
    .select('address')
    .where('chain', '=', chain)
    .execute();
  return rows.map((row) => row.address);
}

/** Blocks from `from` whose stored facts' hash is not the chain's any more, oldest first. */
async function orphansFrom(deps: FollowDeps, source: ChainSource, from: number, to: number) {
  const { store } = deps;
  const chain = source.chain;
  const facts = await deps.transfers.factBlocks(chain, from, to);
  const approvals = await store.db
    .selectFrom('chain_approvals')
    .select(['block_number', 'block_hash'])
    .distinct()
    .where('chain', '=', chain)
    .where('block_number', '>=', from)
    .where('block_number', '<=', to)
    .execute();
  const orphans: { number: number; hash: string }[] = [];
  const blocks = [
    ...facts,
    ...approvals.map((row) => ({ number: Number(row.block_number), hash: row.block_hash })),
  ];
  const seen = new Set<string>();
  for (const block of blocks) {
    if (seen.has(block.hash)) continue;
    seen.add(block.hash);
    const canonical = await source.header(block.number, true);
    if (canonical.hash !== block.hash) orphans.push(block);
  }
  return orphans.sort((a, b) => a.number - b.number);
}

/** One pass; the head row is created at the confirmed head on the first (history is backfill's). */
export async function followHead(deps: FollowDeps, source: ChainSource): Promise<FollowPass | undefined> {
  const { store, clock } = deps;
  const chain = source.chain;
  const safe = (await source.head()) - source.confirmations;
  if (safe < 0) return undefined;
  const row = await store.db
    .selectFrom('chain_heads')
    .selectAll()
    .where('chain', '=', chain)
    .executeTakeFirst();
  if (row === undefined) {
    const top = await source.header(safe);
    await store.db
      .insertInto('chain_heads')
      .values({ chain, block_number: safe, block_hash: top.hash, updated_at: clock.now() })
      .onConflict((oc) => oc.column('chain').doNothing())
      .execute();
    return { block: safe, orphaned: 0, stored: 0 };
  }
  let last = Number(row.block_number);
  const addresses = new Set(await followed(store, chain));
  let orphaned = 0;
  let stored = 0;
  let rebuild = false;
  /** The transactions removed, and the parties a reorganisation touched. */
  const removed = new Map<string, UndoneTransaction>();
  const touched = new Set<string>();

  const orphans = await orphansFrom(deps, source, Math.max(0, last - REORG_WINDOW), last);
  // The block followed last is checked too: a block that replaced one holding nothing for the
  // followed addresses may hold something for them, and no stored fact would say it changed.
  const tip = safe + source.confirmations;
  const headMoved = last <= tip && (await source.header(last, true)).hash !== row.block_hash;
  if (orphans.length > 0 || headMoved) {
    // Where the replaced blocks begin is known from the facts stored in them; below the first of
    // them, only the head's hash was kept: when it moved, the whole window is read again.
    const first = Math.min(
      orphans[0]?.number ?? last,
      headMoved ? Math.max(0, last - REORG_WINDOW + 1) : last,
    );
    await store.db.transaction().execute(async (tx) => {
      for (const orphan of orphans) {
        const gone = await deps.transfers.removeBlockFacts(tx, chain, orphan);
        for (const party of gone) {
          addresses.add(party.from);
          addresses.add(party.to);
          touched.add(party.from);
          touched.add(party.to);
          removed.set(party.txHash, {
            txHash: party.txHash,
            blockNumber: orphan.number,
            blockHash: orphan.hash,
          });
        }
        const approvals = await tx
          .deleteFrom('chain_approvals')
          .where('chain', '=', chain)
          .where('block_number', '=', orphan.number)
          .where('block_hash', '=', orphan.hash)
          .returning('log_index')
          .execute();
        orphaned += gone.length + approvals.length;
      }
    });
    // The blocks from the first orphan are read again, below, up to the head.
    last = Math.min(last, first - 1);
    rebuild = true;
  }

  const list = [...addresses];
  const span = source.span ?? deps.logRange;
  for (let from = last + 1; from <= safe; from += span) {
    const to = Math.min(safe, from + span - 1);
    const window = await source.read(from, to, list);
    if (window.tooLong !== undefined && window.tooLong.length > 0)
      throw new Error(
        `${window.tooLong.join(', ')}: more transfers in blocks ${from}–${to} than one read takes`,
      );
    if (rebuild) {
      for (const { transfer } of window.facts) {
        removed.delete(transfer.txHash);
        for (const party of [...transfer.inputs, ...transfer.outputs]) touched.add(party.address);
      }
    }
    const top = await source.header(to, true);
    const applied: ReadTransfer[] = [];
    await store.db.transaction().execute(async (tx) => {
      const outcomes = window.facts.length === 0 ? [] : await deps.transfers.recordFacts(tx, window.facts);
      outcomes.forEach((outcome, i) => {
        const fact = window.facts[i];
        if (outcome.status === 'stored' && fact !== undefined) applied.push(fact.transfer);
      });
      await storeApprovals(tx, chain, window.approvals);
      await tx
        .updateTable('chain_heads')
        .set({ block_number: to, block_hash: top.hash, updated_at: clock.now() })
        .where('chain', '=', chain)
        .execute();
    });
    stored += applied.length;
    if (!rebuild && applied.length > 0) deps.transfers.apply(FACTS_OWNER, applied);
  }
  if (safe <= last && (orphans.length > 0 || headMoved)) {
    const top = await source.header(Math.max(0, last), true);
    await store.db
      .updateTable('chain_heads')
      .set({ block_number: Math.max(0, last), block_hash: top.hash, updated_at: clock.now() })
      .where('chain', '=', chain)
      .execute();
  }
  // Removed edges leave the graph only when it is built again from the store.
  if (rebuild) await deps.transfers.revalue();
  const pass: FollowPass = { block: Math.max(safe, last), orphaned, stored };
  if (rebuild) {
    pass.reorg = {
      chain,
      fromBlock: orphans[0]?.number ?? last + 1,
      addresses: [...touched],
      undone: [...removed.values()],
    };
  }
  return pass;
}
