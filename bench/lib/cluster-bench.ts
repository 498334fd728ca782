/**
 * How many transactions a second the clusterer observes, single-threaded (`npm run bench`,
 * `BENCH_ONLY=clustering`). The chain is synthetic and seeded, so runs compare: each transaction
 * spends 1–8 earlier outputs (half spend one, as on Bitcoin) and pays one or two new addresses; one
 * in 100 is a five-party CoinJoin, which must not merge. About two addresses per transaction, so
 * 500,000 transactions make about a million addresses. Only `observe` and `clusterOf` are timed.
 *
 * The floor, on the same chain in the same run: a bare union-find (path halving, union by size) that
 * merges the inputs of every transaction but the CoinJoins the generator made, with none of the
 * clusterer's work (telling CoinJoins and mixing rounds apart, stable entity ids, merge records).
 */
import { performance } from 'node:perf_hooks';
import { seededRandom } from '../../src/lib/seeded-random.ts';
import {
  type ClustererOptions,
  createClusterer,
  type UtxoTransaction,
  type UtxoTransfer,
} from '../../src/risk/graph/index.ts';

export interface ClusterBenchOptions {
  transactions: number;
  seed?: number;
  /** Default: a counter (`ent_1`, `ent_2`…), so the figure is the clusterer's, not the id generator's. */
  newId?: ClustererOptions['newId'];
}

export interface ClusterBenchResult {
  transactions: number;
  /** `observe` calls per second. */
  transactionsPerSecond: number;
  /** `clusterOf` calls per second, once for every address, after all transactions. */
  lookupsPerSecond: number;
  addresses: number;
  entities: number;
  coinjoins: number;
  merges: number;
  /** The bare union-find's `observe` and lookup rates on the same chain (see above). */
  floor: { transactionsPerSecond: number; lookupsPerSecond: number };
}

// Inputs per ordinary transaction: 50 % one, then fewer the more (a consolidation now and then).
const INPUT_COUNTS = [1, 1, 1, 1, 1, 2, 2, 2, 3, 8];
const COINJOIN_EVERY = 100;
const COINJOIN_PARTIES = 5;
const COINJOIN_DENOMINATION = 10_000_000;

export function benchmarkClustering(options: ClusterBenchOptions): ClusterBenchResult {
  const chain = syntheticChain(options.transactions, options.seed ?? 1);
  let counter = 0;
  const clusterer = createClusterer({ newId: options.newId ?? (() => `ent_${++counter}`) });

  let coinjoins = 0;
  let merges = 0;
  const observeStart = performance.now();
  for (const tx of chain.transactions) {
    const seen = clusterer.observe(tx);
    if (seen.coinjoin) coinjoins += 1;
    merges += seen.merges.length;
  }
  const observeMs = performance.now() - observeStart;

  const lookupStart = performance.now();
  for (const address of chain.addresses) clusterer.clusterOf(address);
  const lookupMs = performance.now() - lookupStart;

  const stats = clusterer.stats();
  return {
    transactions: chain.transactions.length,
    transactionsPerSecond: Math.round(chain.transactions.length / (observeMs / 1000)),
    lookupsPerSecond: Math.round(chain.addresses.length / (lookupMs / 1000)),
    addresses: stats.addresses,
    entities: stats.entities,
    coinjoins,
    merges,
    floor: unionFindFloor(chain),
  };
}

/** The bare union-find over `chain` (see the header), timed the same way. */
function unionFindFloor(chain: SyntheticChain): ClusterBenchResult['floor'] {
  const index = new Map<string, number>();
  const parent: number[] = [];
  const size: number[] = [];
  const slot = (address: string): number => {
    let i = index.get(address);
    if (i === undefined) {
      i = parent.length;
      index.set(address, i);
      parent.push(i);
      size.push(1);
    }
    return i;
  };
  const root = (i: number): number => {
    let at = i;
    for (let up = parent[at] ?? at; up !== at; up = parent[at] ?? at) {
      const grand = parent[up] ?? up;
      parent[at] = grand;
      at = grand;
    }
    return at;
  };
  const union = (a: number, b: number): void => {
    const [big, small] =
      (size[root(a)] ?? 0) >= (size[root(b)] ?? 0) ? [root(a), root(b)] : [root(b), root(a)];
    if (big === small) return;
    parent[small] = big;
    size[big] = (size[big] ?? 0) + (size[small] ?? 0);
  };

  const observeStart = performance.now();
  for (const [n, tx] of chain.transactions.entries()) {
    for (const output of tx.outputs) if (output.address !== null) slot(output.address);
    if (chain.coinjoins.has(n)) continue;
    const [first, ...rest] = tx.inputs.flatMap((input) =>
      input.address === null ? [] : [slot(input.address)],
    );
    if (first !== undefined) for (const other of rest) union(first, other);
  }
  const observeMs = performance.now() - observeStart;
  const lookupStart = performance.now();
  for (const address of chain.addresses) root(slot(address));
  const lookupMs = performance.now() - lookupStart;
  return {
    transactionsPerSecond: Math.round(chain.transactions.length / (observeMs / 1000)),
    lookupsPerSecond: Math.round(chain.addresses.length / (lookupMs / 1000)),
  };
}

interface SyntheticChain {
  transactions: UtxoTransaction[];
  addresses: string[];
  /** The indexes of the CoinJoins made. */
  coinjoins: Set<number>;
}

function syntheticChain(count: number, seed: number): SyntheticChain {
  const next = seededRandom(seed);
  const pick = <T>(items: readonly T[], fallback: T): T =>
    items[Math.floor(next() * items.length)] ?? fallback;
  const addresses: string[] = [];
  // bech32-length strings, so map lookups hash what real addresses would.
  const fresh = (): string => {
    const address = `bc1q${addresses.length.toString(36).padStart(38, '0')}`;
    addresses.push(address);
    return address;
  };
  // Mostly recent outputs are spent, as on a real chain; sometimes an old one.
  const spend = (): string => {
    const span = next() < 0.9 ? Math.min(addresses.length, 10_000) : addresses.length;
    return addresses[addresses.length - 1 - Math.floor(next() * span)] ?? fresh();
  };
  const amount = () => 1_000 + Math.floor(next() * 100_000_000);
  const transfer = (address: string, value = amount()): UtxoTransfer => ({ address, amount: value });

  for (let i = 0; i < 1_000; i++) fresh();
  const transactions: UtxoTransaction[] = [];
  const coinjoins = new Set<number>();
  for (let n = 0; n < count; n++) {
    const txHash = n.toString(16).padStart(64, '0');
    if (n % COINJOIN_EVERY === COINJOIN_EVERY - 1) {
      // Five parties, each with its own input, a mixed output and a change: 9 outputs, 5 equal.
      const inputs = Array.from({ length: COINJOIN_PARTIES }, () =>
        transfer(fresh(), 2 * COINJOIN_DENOMINATION),
      );
      const mixed = Array.from({ length: COINJOIN_PARTIES }, () => transfer(fresh(), COINJOIN_DENOMINATION));
      const change = Array.from({ length: COINJOIN_PARTIES - 1 }, () => transfer(fresh()));
      transactions.push({ txHash, inputs, outputs: [...mixed, ...change] });
      coinjoins.add(n);
      continue;
    }
    const inputs = Array.from({ length: pick(INPUT_COUNTS, 1) }, () => transfer(spend()));
    const outputs = next() < 0.8 ? [transfer(fresh()), transfer(fresh())] : [transfer(fresh())];
    transactions.push({ txHash, inputs, outputs });
  }
  return { transactions, addresses, coinjoins };
}
