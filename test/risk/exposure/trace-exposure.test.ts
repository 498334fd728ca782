// Exposure tracing over the in-memory transfer graph: the haircut and poison rules on small graphs
// worked by hand, the bounds (fan-out, frontier, minimum share, hop limit), and the node-numbered
// implementation against a plain one over address-keyed maps on seeded random graphs.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../src/lib/seeded-random.ts';
import {
  FAN_OUT,
  FRONTIER,
  type LabelTest,
  MIN_SHARE,
  type TracedExposure,
  type TraceOptions,
  traceExposure,
} from '../../../src/risk/exposure/trace-exposure.ts';
import { createTransferGraph, type TransferEdge } from '../../../src/risk/exposure/transfer-graph.ts';

const HAIRCUT: TraceOptions = { maxHops: 3, method: 'haircut' };

/** What a trace found, as the comparisons below name it: address, direction, hops and share. */
type Found = Pick<TracedExposure, 'address' | 'direction' | 'hops' | 'share'>;

const traced = (...args: Parameters<typeof traceExposure>): Found[] =>
  traceExposure(...args).found.map(({ address, direction, hops, share }) => ({
    address,
    direction,
    hops,
    share,
  }));

/** Edges `[from, to, amount, at?]`: without a time, all at the same moment (time then rules out nothing). */
function graphOf(edges: [string, string, number, number?][]) {
  const graph = createTransferGraph();
  for (const [from, to, amount, at] of edges) graph.add({ chain: 'ethereum', from, to, amount, at: at ?? 0 });
  return graph;
}

let generation = 1;
/** Platform labels as a predicate, each set a generation of its own (traces cache per generation). */
function platformLabels(isLabelled: (address: string) => boolean): LabelTest {
  generation += 1;
  return { generation, platform: isLabelled, own: undefined };
}

const labelled = (...addresses: string[]) => platformLabels((address) => addresses.includes(address));

describe('transfer graph', () => {
  it('sums amounts per counterparty in each direction and says which addresses were new', () => {
    const graph = createTransferGraph();
    expect(graph.add({ chain: 'ethereum', from: 'a', to: 'b', amount: 2, at: 0 })).toEqual(['a', 'b']);
    expect(graph.add({ chain: 'ethereum', from: 'a', to: 'b', amount: 3, at: 0 })).toEqual([]);
    expect(graph.add({ chain: 'ethereum', from: 'c', to: 'b', amount: 1, at: 0 })).toEqual(['c']);
    const incoming = graph.flows('ethereum', 'b')?.incoming;
    expect(incoming?.total).toBe(6);
    expect(incoming?.by).toEqual(
      new Map([
        ['a', 5],
        ['c', 1],
      ]),
    );
    expect(graph.flows('ethereum', 'a')?.outgoing.total).toBe(5);
    expect(graph.flows('bitcoin', 'a')).toBeUndefined();
    expect(graph.size()).toBe(3);
  });

  it('ignores self-transfers and amounts that are negative or not numbers', () => {
    const graph = createTransferGraph();
    expect(graph.add({ chain: 'ethereum', from: 'a', to: 'a', amount: 1, at: 0 })).toEqual([]);
    expect(graph.add({ chain: 'ethereum', from: 'a', to: 'b', amount: -1, at: 0 })).toEqual([]);
    expect(graph.add({ chain: 'ethereum', from: 'a', to: 'b', amount: Number.NaN, at: 0 })).toEqual([]);
    expect(graph.size()).toBe(0);
  });

  it('keeps summing correctly for an address with more counterparties than it scans', () => {
    const graph = createTransferGraph();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 100; i++)
        graph.add({ chain: 'ethereum', from: `s${i}`, to: 'hub', amount: i, at: round });
    }
    const incoming = graph.flows('ethereum', 'hub')?.incoming;
    expect(incoming?.by.size).toBe(100);
    expect(incoming?.by.get('s42')).toBe(126);
    expect(incoming?.total).toBe(3 * 4950);
  });
});

describe('traceExposure', () => {
  it('shares value out in proportion at every hop (haircut)', () => {
    // The wallet got 10 from a and 30 from b; a got half its value from the mixer.
    const graph = graphOf([
      ['a', 'wallet', 10],
      ['b', 'wallet', 30],
      ['mixer', 'a', 5],
      ['c', 'a', 5],
    ]);
    const found = traced(graph, 'ethereum', 'wallet', labelled('b', 'mixer'), HAIRCUT);
    expect(found).toEqual([
      { address: 'b', direction: 'incoming', hops: 1, share: 0.75 },
      { address: 'mixer', direction: 'incoming', hops: 2, share: 0.125 },
    ]);
  });

  it('counts every path fully with poison', () => {
    const graph = graphOf([
      ['a', 'wallet', 10],
      ['b', 'wallet', 30],
      ['mixer', 'a', 5],
      ['c', 'a', 5],
    ]);
    const found = traced(graph, 'ethereum', 'wallet', labelled('mixer'), {
      maxHops: 3,
      method: 'poison',
    });
    expect(found).toEqual([{ address: 'mixer', direction: 'incoming', hops: 2, share: 1 }]);
  });

  it('stops at a labelled address, at the hop limit, and below the minimum share further out', () => {
    const graph = graphOf([
      ['exchange', 'wallet', 10],
      ['behind-exchange', 'exchange', 10],
      ['w2', 'wallet', 10],
      ['w3', 'w2', 10],
      ['far', 'w3', 10],
      ['w2', 'tiny', 1],
      ['dust', 'wallet', MIN_SHARE / 10],
      ['far-dust', 'w2', MIN_SHARE / 10],
    ]);
    const isLabelled = labelled('exchange', 'behind-exchange', 'far', 'dust', 'far-dust');
    const total = 20 + MIN_SHARE / 10;
    // A direct counterparty is found however small its share; one further out below it is not.
    expect(traced(graph, 'ethereum', 'wallet', isLabelled, { ...HAIRCUT, maxHops: 2 })).toEqual([
      { address: 'exchange', direction: 'incoming', hops: 1, share: 10 / total },
      { address: 'dust', direction: 'incoming', hops: 1, share: MIN_SHARE / 10 / total },
    ]);
    expect(
      traced(graph, 'ethereum', 'wallet', isLabelled, { ...HAIRCUT, maxHops: 3 }).map((f) => f.address),
    ).toEqual(['exchange', 'dust', 'far']);
  });

  it('follows outgoing funds as well as incoming, and nothing for an address with no transfers', () => {
    const graph = graphOf([
      ['wallet', 'merchant', 4],
      ['wallet', 'scam', 1],
    ]);
    expect(traced(graph, 'ethereum', 'wallet', labelled('scam'), HAIRCUT)).toEqual([
      { address: 'scam', direction: 'outgoing', hops: 1, share: 0.2 },
    ]);
    expect(traced(graph, 'ethereum', 'nobody', labelled('scam'), HAIRCUT)).toEqual([]);
    expect(traced(graph, 'bitcoin', 'wallet', labelled('scam'), HAIRCUT)).toEqual([]);
  });

  it('follows only the strongest counterparties of a hub, again after it receives more', () => {
    const edges: [string, string, number][] = [['hub', 'wallet', 1]];
    for (let i = 0; i < FAN_OUT + 10; i++) edges.push([`s${i}`, 'hub', 100 + i]);
    const graph = graphOf(edges);
    const isLabelled = platformLabels((address) => address.startsWith('s'));
    const found = () => traced(graph, 'ethereum', 'wallet', isLabelled, HAIRCUT).map((f) => f.address);
    expect(found()).toHaveLength(FAN_OUT);
    expect(found()).not.toContain('s0');
    graph.add({ chain: 'ethereum', from: 's0', to: 'hub', amount: 1000, at: 0 });
    expect(found()[0]).toBe('s0');
    expect(found()).toHaveLength(FAN_OUT);
  });

  it('keeps platform answers until their generation changes, and asks own labels every time', () => {
    const graph = graphOf([
      ['a', 'wallet', 1],
      ['b', 'wallet', 1],
    ]);
    const platform = new Set(['a']);
    const own = new Set<string>();
    const test: LabelTest = {
      generation: 100,
      platform: (address) => platform.has(address),
      own: (address) => own.has(address),
    };
    const found = () => traced(graph, 'ethereum', 'wallet', test, HAIRCUT).map((f) => f.address);
    expect(found()).toEqual(['a']);
    platform.delete('a');
    own.add('b');
    expect(found()).toEqual(['a', 'b']);
    test.generation = 101;
    expect(found()).toEqual(['b']);
  });

  it('carries only the strongest addresses to the next hop', () => {
    // 20 × 20 unlabelled sources two hops out, each with a labelled source of its own behind it:
    // only the FRONTIER strongest of the 400 are followed to the third hop.
    const edges: [string, string, number][] = [];
    for (let i = 0; i < 20; i++) {
      edges.push([`a${i}`, 'wallet', 1]);
      for (let j = 0; j < 20; j++) {
        edges.push([`b${i}.${j}`, `a${i}`, 1 + i * 20 + j]);
        edges.push([`x${i}.${j}`, `b${i}.${j}`, 1]);
      }
    }
    const found = traced(
      graphOf(edges),
      'ethereum',
      'wallet',
      platformLabels((a) => a.startsWith('x')),
      HAIRCUT,
    );
    expect(found).toHaveLength(FRONTIER);
    expect(found.map((f) => f.address)).toContain('x19.19');
    expect(found.map((f) => f.address)).not.toContain('x0.0');
  });

  it('follows funds forward in time only: a source reached after the wallet was paid counts for nothing', () => {
    // Q paid Z on day 1; the sanctioned address paid Q only on day 150.
    const graph = graphOf([
      ['q', 'z', 10, 1],
      ['listed', 'q', 10, 150],
    ]);
    expect(traced(graph, 'ethereum', 'z', labelled('listed'), HAIRCUT)).toEqual([]);
    // Forward: the sanctioned address's funds reached Q on day 150, after Q had paid Z.
    expect(traced(graph, 'ethereum', 'listed', labelled('z'), HAIRCUT)).toEqual([]);
    // In the order funds can flow, both directions find it.
    const inOrder = graphOf([
      ['listed', 'q', 10, 1],
      ['q', 'z', 10, 150],
    ]);
    expect(traced(inOrder, 'ethereum', 'z', labelled('listed'), HAIRCUT)).toEqual([
      { address: 'listed', direction: 'incoming', hops: 2, share: 1 },
    ]);
    expect(traced(inOrder, 'ethereum', 'listed', labelled('z'), HAIRCUT)).toEqual([
      { address: 'z', direction: 'outgoing', hops: 2, share: 1 },
    ]);
  });

  it('shares out only what an address held when it paid on', () => {
    // Q held 30 from a clean source when it paid Z on day 10; 10 from the mixer came on day 5 and
    // 90 more from it on day 20, too late for Z. Of the 40 Q held, the mixer stands for a quarter.
    const graph = graphOf([
      ['clean', 'q', 30, 1],
      ['mixer', 'q', 10, 5],
      ['mixer', 'q', 90, 20],
      ['q', 'z', 4, 10],
    ]);
    expect(traced(graph, 'ethereum', 'z', labelled('mixer'), HAIRCUT)).toEqual([
      { address: 'mixer', direction: 'incoming', hops: 2, share: 0.25 },
    ]);
    // Forward from the mixer: Q received from it on days 5 and 20, and paid Z on day 10, after the
    // first; what Q passed on counts from the earliest transfer that reached it.
    expect(traced(graph, 'ethereum', 'mixer', labelled('z'), { ...HAIRCUT, method: 'poison' })).toEqual([
      { address: 'z', direction: 'outgoing', hops: 2, share: 1 },
    ]);
  });

  it('counts a transfer at the same moment as the one before it (both in one block)', () => {
    const graph = graphOf([
      ['listed', 'q', 10, 7],
      ['q', 'z', 10, 7],
    ]);
    expect(traced(graph, 'ethereum', 'z', labelled('listed'), HAIRCUT)).toHaveLength(1);
  });

  it('agrees with a plain implementation on random graphs', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const random = seededRandom(seed);
      const size = 40 + Math.floor(random() * 400);
      const edges: TransferEdge[] = [];
      for (let i = 0; i < size * 6; i++) {
        // Some busy addresses, so that fan-out and frontier limits are reached.
        const pick = () => (random() < 0.2 ? Math.floor(random() * 5) : Math.floor(random() * size));
        // Times from a small set, so that equal times (allowed both ways) occur too.
        const at = Math.floor(random() * 50);
        edges.push({
          chain: 'ethereum',
          from: `n${pick()}`,
          to: `n${pick()}`,
          amount: 10 ** (random() * 4),
          at,
        });
      }
      const graph = createTransferGraph();
      for (const edge of edges) graph.add(edge);
      const isLabelled = (address: string) => Number(address.slice(1)) % 7 === 3;
      for (const method of ['haircut', 'poison'] as const) {
        for (const wallet of ['n0', 'n1', 'n9', `n${size - 1}`]) {
          const options = { maxHops: 1 + (seed % 4), method };
          // Sums within a time bound add in time order, the model's in arrival order: the last bits differ.
          const rounded = (list: Found[]) =>
            list.map((found) => ({ ...found, share: Number(found.share.toPrecision(12)) }));
          expect(rounded(traced(graph, 'ethereum', wallet, platformLabels(isLabelled), options))).toEqual(
            rounded(plainTrace(edges, wallet, isLabelled, options)),
          );
        }
      }
    }
  });
});

/**
 * The rule as plainly as it can be written, over lists of transfers keyed by address: the model to
 * agree with. Each address on the frontier carries its share and its time bound.
 */
function plainTrace(
  edges: TransferEdge[],
  wallet: string,
  isLabelled: (address: string) => boolean,
  options: TraceOptions,
): Found[] {
  type Moves = Map<string, { other: string; amount: number; at: number }[]>;
  const moves: Record<'incoming' | 'outgoing', Moves> = { incoming: new Map(), outgoing: new Map() };
  const addTo = (map: Moves, at: string, move: { other: string; amount: number; at: number }) => {
    map.set(at, [...(map.get(at) ?? []), move]);
  };
  for (const { from, to, amount, at } of edges) {
    if (from === to) continue;
    addTo(moves.outgoing, from, { other: to, amount, at });
    addTo(moves.incoming, to, { other: from, amount, at });
  }
  const strongest = <T extends readonly [string, number, ...number[]]>(list: T[], limit: number) =>
    list.length > limit ? [...list].sort((a, b) => b[1] - a[1]).slice(0, limit) : list;
  const found: Found[] = [];
  for (const direction of ['incoming', 'outgoing'] as const) {
    const incoming = direction === 'incoming';
    const inBound = (at: number, bound: number) => (incoming ? at <= bound : at >= bound);
    const visited = new Set([wallet]);
    let frontier: [string, number, number][] = [[wallet, 1, incoming ? Infinity : -Infinity]];
    for (let hops = 1; hops <= options.maxHops && frontier.length > 0; hops++) {
      const next = new Map<string, { share: number; bound: number }>();
      for (const [address, share, bound] of frontier) {
        const list = moves[direction].get(address) ?? [];
        if (list.reduce((sum, m) => sum + m.amount, 0) <= 0) continue;
        const total = list.filter((m) => inBound(m.at, bound)).reduce((sum, m) => sum + m.amount, 0);
        if (total <= 0) continue;
        // Counterparties in the order first seen, with every transfer's amount summed.
        const byOther = new Map<string, number>();
        for (const m of list) byOther.set(m.other, (byOther.get(m.other) ?? 0) + m.amount);
        // The wallet's own counterparties are every one; further out, the strongest.
        for (const [counterparty] of hops === 1 ? [...byOther] : strongest([...byOther], FAN_OUT)) {
          if (visited.has(counterparty)) continue;
          const counted = list.filter((m) => m.other === counterparty && inBound(m.at, bound));
          if (counted.length === 0) continue;
          const amount = counted.reduce((sum, m) => sum + m.amount, 0);
          if (!(amount > 0)) continue;
          const times = counted.map((m) => m.at);
          const reached = incoming ? Math.max(...times) : Math.min(...times);
          const passed = options.method === 'poison' ? 1 : (share * amount) / total;
          if (hops > 1 && passed < MIN_SHARE) continue;
          const held = next.get(counterparty);
          next.set(counterparty, {
            share: Math.min(1, (held?.share ?? 0) + passed),
            bound:
              held === undefined
                ? reached
                : incoming
                  ? Math.max(held.bound, reached)
                  : Math.min(held.bound, reached),
          });
        }
      }
      const carried: [string, number, number][] = [];
      for (const [address, { share, bound }] of next) {
        visited.add(address);
        if (isLabelled(address)) found.push({ address, direction, hops, share });
        else if (share >= MIN_SHARE) carried.push([address, share, bound]);
      }
      frontier = strongest(carried, FRONTIER);
    }
  }
  return found;
}

describe('traceExposure: owners, units, direct exposure and coverage', () => {
  const edge = (
    from: string,
    to: string,
    amount: number,
    more: Partial<TransferEdge> = {},
  ): TransferEdge => ({
    chain: 'ethereum',
    from,
    to,
    amount,
    at: 0,
    ...more,
  });

  it('reads the facts and the asking workspace’s claims, never another workspace’s', () => {
    const graph = createTransferGraph();
    graph.add(edge('mixer', 'wallet', 1, { owner: 'ws_a' }));
    graph.add(edge('clean', 'wallet', 1_000_000, { owner: 'ws_b' }));
    graph.add(edge('fact', 'wallet', 1));
    const asked = (owners: string[]) =>
      traceExposure(graph, 'ethereum', 'wallet', labelled('mixer', 'fact'), { ...HAIRCUT, owners }).found.map(
        (f) => [f.address, f.share],
      );
    expect(asked(['', 'ws_a'])).toEqual([
      ['fact', 0.5],
      ['mixer', 0.5],
    ]);
    expect(asked(['', 'ws_b'])).toEqual([['fact', 1 / 1_000_001]]);
    expect(graph.knows('ethereum', 'wallet', ['ws_c'])).toBe(false);
  });

  it('takes shares in dollars, never adding quantities of different assets', () => {
    const graph = createTransferGraph();
    // 1,000 USDT (1,000 USD) from a mixer and 100 ETH worth 300,000 USD from a clean address.
    graph.add(edge('mixer', 'wallet', 1_000, { asset: 'USDT', valued: true, quantity: 1_000 }));
    graph.add(edge('clean', 'wallet', 300_000, { asset: 'ETH', valued: true, quantity: 100 }));
    const found = traceExposure(graph, 'ethereum', 'wallet', labelled('mixer'), HAIRCUT);
    expect(found.found[0]?.share).toBeCloseTo(1_000 / 301_000, 12);
    expect(found.found[0]).toMatchObject({ valueUsd: 1_000, amounts: [{ asset: 'USDT', quantity: 1_000 }] });
    expect(found.coverage).toMatchObject({ unvaluedAssets: [], cut: [] });
    expect(found.walletUsd).toEqual({ incoming: 301_000, outgoing: 0 });
    // Without a dollar value for ETH, the mixer's share is of what can be compared, and the answer
    // says which asset had none: never a share diluted by an incomparable quantity.
    const unpriced = createTransferGraph();
    unpriced.add(edge('mixer', 'wallet', 1_000, { asset: 'USDT', valued: true, quantity: 1_000 }));
    unpriced.add(edge('clean', 'wallet', 100, { asset: 'ETH', valued: false }));
    const partial = traceExposure(unpriced, 'ethereum', 'wallet', labelled('mixer'), HAIRCUT);
    expect(partial.found[0]?.share).toBe(1);
    expect(partial.coverage).toMatchObject({ unvaluedAssets: ['ETH'], cut: ['unvalued_mix'] });
    expect(partial.walletUsd.incoming).toBeUndefined();
  });

  it('finds every labelled counterparty of a hub, however many it has, and skips those that moved nothing', () => {
    const graph = createTransferGraph();
    for (let i = 0; i < FAN_OUT * 3; i++) graph.add(edge(`s${i}`, 'hub', 1_000));
    graph.add(edge('listed', 'hub', 0.000001));
    graph.add(edge('spoof', 'hub', 0));
    const found = traceExposure(graph, 'ethereum', 'hub', labelled('listed', 'spoof'), HAIRCUT);
    expect(found.found.map((f) => f.address)).toEqual(['listed']);
    expect(found.found[0]?.share).toBeLessThan(MIN_SHARE);
  });

  it('gives the strongest path to an address further out, and says where bounds cut paths off', () => {
    const graph = createTransferGraph();
    graph.add(edge('a', 'wallet', 5, { at: 2 }));
    graph.add(edge('b', 'wallet', 1, { at: 2 }));
    graph.add(edge('mixer', 'a', 5, { at: 1 }));
    graph.add(edge('mixer', 'b', 5, { at: 1 }));
    const found = traceExposure(graph, 'ethereum', 'wallet', labelled('mixer'), HAIRCUT);
    expect(found.found).toEqual([
      expect.objectContaining({
        address: 'mixer',
        hops: 2,
        path: ['wallet', 'a', 'mixer'],
        firstAt: 1,
        lastAt: 1,
      }),
    ]);
    expect(found.coverage).toMatchObject({ seen: true, transfers: 4, hops: 2, from: 1, to: 2, cut: [] });
    const wide = createTransferGraph();
    wide.add(edge('middle', 'wallet', 1));
    for (let i = 0; i < FAN_OUT + 1; i++) wide.add(edge(`m${i}`, 'middle', 1));
    const cut = () =>
      traceExposure(wide, 'ethereum', 'wallet', labelled(), { ...HAIRCUT, maxHops: 2 }).coverage.cut;
    expect(cut()).toEqual(['fan_out']);
    // Value that goes on past the hop limit is cut off; a dead end at the limit is not.
    wide.add(edge('beyond', 'm0', 1));
    expect(cut()).toEqual(['fan_out', 'max_hops']);
    expect(traceExposure(wide, 'ethereum', 'nobody', labelled(), HAIRCUT).coverage.seen).toBe(false);
  });
});
