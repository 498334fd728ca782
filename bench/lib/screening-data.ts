/**
 * Synthetic, seeded screening data for `bench/screening.ts`: platform labels (as imported TagPacks
 * would leave them) and ethereum transfers, written straight into their tables in large
 * transactions. Only samples of the addresses are kept in memory here, so that the heap the label
 * index takes can be measured without a million copies held by the benchmark itself.
 */

import { newId } from '../../src/lib/ids.ts';
import { seededRandom } from '../../src/lib/seeded-random.ts';
import type { ChainName } from '../../src/risk/chains/index.ts';
import { encodeBase58Check } from '../../src/risk/chains/rules/base58check.ts';
import { GRAPHSENSE_CONCEPTS } from '../../src/risk/lists/index.ts';
import type { AddressLabelsTable, TransfersTable } from '../../src/store/database.ts';
import type { Executor, Store } from '../../src/store/store.ts';

export interface ChainAddress {
  chain: ChainName;
  address: string;
}

/** Shares of the label rows per chain: ethereum 60 %, bitcoin (P2PKH) 30 %, tron 10 %. */
const CHAIN_MIX: [ChainName, number][] = [
  ['ethereum', 0.6],
  ['bitcoin', 0.3],
  ['tron', 0.1],
];
/** Every category a TagPack may give but `sanctioned`, which is the sanctions lists'. */
const CATEGORIES = Object.keys(GRAPHSENSE_CONCEPTS).filter((category) => category !== 'sanction');
/** Distinct entity names per category: TagPacks name the same exchange on many addresses. */
const NAMES_PER_CATEGORY = 500;
/** Packs and the confidence each gives its tags (TagPacks set it per pack, as GraphSense's do). */
const PACKS: [string, number][] = [
  ['bench-a', 50],
  ['bench-b', 60],
  ['bench-c', 80],
  ['bench-d', 90],
  ['bench-e', 100],
];
const PACK_VERSION = '2025-06-01';
/** One label row in this many is a second label on an address labelled before. */
const SECOND_LABEL_EVERY = 50;
/** SQLite binds at most 32,766 values per statement: 14 label columns and 15 transfer columns × 2,000 stay under. */
const LABEL_ROWS_PER_STATEMENT = 2_000;
const TRANSFER_ROWS_PER_STATEMENT = 2_000;
const STATEMENTS_PER_TRANSACTION = 20;
/**
 * Transfers arrived one by one over the past 30 days, in the order they are written here, each
 * stored within 10 minutes of happening: the times a service that had been running for a month
 * would hold. (The service picks up stored transfers in commit order, not by these times; see
 * `src/store/commit-order.ts`.)
 */
const ARRIVAL_SPAN_MS = 30 * 86_400_000;
const STORED_WITHIN_MS = 600_000;

/** Seeded addresses of the forms the chains store (lower-case 0x…, base58check 1… and T…). */
export function addressMaker(seed: number): (chain: ChainName) => string {
  const random = seededRandom(seed);
  const word = () => Math.floor(random() * 0x1_0000_0000);
  const accountId = (version: number) => {
    const payload = new Uint8Array(21);
    payload[0] = version;
    for (let i = 1; i < payload.length; i++) payload[i] = Math.floor(random() * 256);
    return encodeBase58Check(payload);
  };
  return (chain) => {
    if (chain === 'bitcoin') return accountId(0x00);
    if (chain === 'tron') return accountId(0x41);
    let hex = '0x';
    for (let i = 0; i < 5; i++) hex += word().toString(16).padStart(8, '0');
    return hex;
  };
}

export function pickChain(random: () => number): ChainName {
  let r = random();
  for (const [chain, share] of CHAIN_MIX) {
    r -= share;
    if (r < 0) return chain;
  }
  return 'ethereum';
}

export interface LabelSamples {
  /** Every labelled address in `sampleEvery` rows, across the chains. */
  sampled: ChainAddress[];
  /** The first `keepEthereum` labelled ethereum addresses, for the transfer graph. */
  ethereum: string[];
}

/** Writes `count` platform labels; returns samples of the addresses it labelled. */
export async function insertLabels(
  store: Store,
  options: { count: number; now: number; sampleEvery: number; keepEthereum: number; seed?: number },
): Promise<LabelSamples> {
  const seed = options.seed ?? 1;
  const random = seededRandom(seed);
  const makeAddress = addressMaker(seed + 1);
  const samples: LabelSamples = { sampled: [], ethereum: [] };
  // The last few addresses of each chain, for the rows that add a second label to one.
  const recent = new Map<ChainName, string[]>();
  let written = 0;
  const nextRow = (): AddressLabelsTable => {
    const chain = pickChain(random);
    const seen = recent.get(chain) ?? [];
    let address: string;
    if (written % SECOND_LABEL_EVERY === SECOND_LABEL_EVERY - 1 && seen.length > 0) {
      address = seen[Math.floor(random() * seen.length)] ?? '';
    } else {
      address = makeAddress(chain);
      seen.push(address);
      if (seen.length > 100) seen.shift();
      recent.set(chain, seen);
      if (chain === 'ethereum' && samples.ethereum.length < options.keepEthereum)
        samples.ethereum.push(address);
    }
    if (written % options.sampleEvery === 0) samples.sampled.push({ chain, address });
    const category = CATEGORIES[Math.floor(random() * CATEGORIES.length)] ?? 'unknown';
    const [pack, confidence] = PACKS[Math.floor(random() * PACKS.length)] ?? ['bench-a', 50];
    written += 1;
    return {
      id: newId('label'),
      workspace_id: null,
      chain,
      address,
      label: `${category.replaceAll('_', ' ')} ${Math.floor(random() * NAMES_PER_CATEGORY)}`,
      category,
      confidence,
      source: `tagpack:${pack}`,
      source_version: PACK_VERSION,
      concepts: null,
      created_by: null,
      removed_at: null,
      removed_by: null,
      created_at: options.now,
    };
  };
  await inBatches(store, options.count, LABEL_ROWS_PER_STATEMENT, async (db, rows) => {
    const batch: AddressLabelsTable[] = [];
    for (let i = 0; i < rows; i++) batch.push(nextRow());
    await db.insertInto('address_labels').values(batch).execute();
  });
  return samples;
}

export interface TransferPool {
  /** Unlabelled addresses with transfers: the wallets whose exposure is traced. */
  wallets: string[];
}

/**
 * Writes `count` ethereum transfers among `labelled` addresses and as many fresh unlabelled ones
 * as `wallets`: each end is a labelled address with probability `labelledShare`, so an unlabelled
 * wallet has labelled counterparties one, two and three hops out. Amounts are log-uniform from
 * 0.01 to 1,000 ETH.
 */
export async function insertTransfers(
  store: Store,
  options: {
    count: number;
    now: number;
    labelled: readonly string[];
    wallets: number;
    labelledShare: number;
    seed?: number;
  },
): Promise<TransferPool> {
  const seed = options.seed ?? 7;
  const random = seededRandom(seed);
  const makeAddress = addressMaker(seed + 1);
  const wallets = Array.from({ length: options.wallets }, () => makeAddress('ethereum'));
  const party = () => {
    const from = random() < options.labelledShare && options.labelled.length > 0 ? options.labelled : wallets;
    return from[Math.floor(random() * from.length)] ?? '';
  };
  let written = 0;
  await inBatches(store, options.count, TRANSFER_ROWS_PER_STATEMENT, async (db, rows) => {
    const batch: TransfersTable[] = [];
    for (let i = 0; i < rows; i++, written++) {
      const createdAt =
        options.now - ARRIVAL_SPAN_MS + Math.floor((written * ARRIVAL_SPAN_MS) / options.count);
      // Facts (owner ''), as a chain reader stores them: every workspace's screenings see them.
      batch.push({
        id: newId('transfer'),
        owner: '',
        chain: 'ethereum',
        tx_hash: `0x${written.toString(16).padStart(64, '0')}`,
        position: '',
        from_address: party(),
        to_address: party(),
        amount: (10 ** (random() * 5 - 2)).toFixed(6),
        asset: 'ETH',
        value_usd: null,
        source: 'chain',
        block_number: null,
        block_hash: null,
        occurred_at: createdAt - Math.floor(random() * STORED_WITHIN_MS),
        created_at: createdAt,
      });
    }
    await db.insertInto('transfers').values(batch).execute();
  });
  return { wallets };
}

/** `write` called with up to `perStatement` rows at a time, a few statements per transaction. */
async function inBatches(
  store: Store,
  count: number,
  perStatement: number,
  write: (db: Executor, rows: number) => Promise<void>,
): Promise<void> {
  let written = 0;
  while (written < count) {
    await store.db.transaction().execute(async (tx) => {
      for (let s = 0; s < STATEMENTS_PER_TRANSACTION && written < count; s++) {
        const rows = Math.min(perStatement, count - written);
        await write(tx, rows);
        written += rows;
      }
    });
  }
}
