/**
 * One backfill of an address: its transfers read from the chain's node in spans of blocks, first
 * forward from the last block read to the confirmed head (what happened since the last screening),
 * then backward towards the first block; each span read for the address and then for its
 * counterparties found in it, hop by hop up to the screening's hops, and stored (facts, approvals
 * and how far it reached) in one transaction, so that a read stopped anywhere resumes from the
 * last span stored. It stops when the budget (blocks, calls, seconds) is spent, and says which.
 *
 * Counterparties are read over the spans the address is read over: those found in a span, and
 * those of the address's earlier reads (so that reading back in time finds where a counterparty's
 * funds came from before it paid the address). Their transfers outside those spans wait for a read
 * of their own (a screening of them).
 */
import type { Clock } from '../../lib/clock.ts';
import type { Store } from '../../store/store.ts';
import type { ChainName } from '../chains/index.ts';
import { FACTS_OWNER, type ReadTransfer, type TransfersService } from '../transfers/index.ts';
import type { BackfillBudget } from './chain-reader-config.ts';
import { type ChainReadRow, errorText, findRead, storeApprovals, updateRead } from './chain-reads-repo.ts';
import type { ApprovalFact, ChainFact, ChainSource, ReadWindow } from './chain-source.ts';

/** Addresses read per hop of one span: the strongest paths screening follows (its frontier). */
export const FRONTIER = 256;

export interface BackfillDeps {
  store: Store;
  clock: Clock;
  transfers: TransfersService;
  budget: BackfillBudget;
  logRange: number;
}

type Key = { chain: ChainName; address: string };

/** The facts of one span for the address and its counterparties out to `hops`. */
async function readSpan(
  source: ChainSource,
  from: number,
  to: number,
  address: string,
  hops: number,
  known: ReadonlySet<string>,
  overBudget: () => boolean,
): Promise<ReadWindow & { partial: boolean }> {
  let partial = false;
  const facts: ChainFact[] = [];
  const approvals: ApprovalFact[] = [];
  const read = new Set<string>();
  let level = [address];
  for (let hop = 1; hop <= hops && level.length > 0; hop += 1) {
    // The address's own span is read whole; counterparties only while the budget lasts.
    if (hop > 1 && overBudget()) break;
    for (const a of level) read.add(a);
    const window = await source.read(from, to, level);
    if (window.tooLong !== undefined && window.tooLong.length > 0) {
      // The address's own history is read whole or not at all; a counterparty's is left out.
      if (hop === 1)
        throw new Error(
          `${address} has more transfers in blocks ${from}–${to} than one read takes: its history is not read`,
        );
      partial = true;
    }
    facts.push(...window.facts);
    if (hop === 1) approvals.push(...window.approvals);
    // The last hop's counterparties are not read: not worked out either (a pass over every fact).
    if (hop === hops) break;
    const next = new Set<string>(hop === 1 ? [...known].filter((a) => !read.has(a)) : []);
    for (const { transfer } of window.facts) {
      // Every party: a Bitcoin transaction's inputs and outputs, an account transfer's two ends.
      for (const { address: party } of [...transfer.inputs, ...transfer.outputs]) {
        if (!read.has(party)) next.add(party);
      }
    }
    level = [...next].slice(0, FRONTIER);
  }
  return { facts, approvals, partial };
}

export async function runBackfill(
  deps: BackfillDeps,
  source: ChainSource,
  key: Key,
  hops: number,
  signal: AbortSignal,
): Promise<ChainReadRow | undefined> {
  const { store, clock, budget } = deps;
  const started = clock.now();
  const callsBefore = source.calls();
  const safe = (await source.head()) - source.confirmations;
  const row = await findRead(store.db, key.chain, key.address);
  let low = row?.low_block ?? null;
  let high = row?.high_block ?? null;
  let blocks = 0;
  // Counterparties are read from hop 2 on: a read of one hop asks for none (a scan of the facts).
  const known = new Set(
    hops > 1 ? await deps.transfers.factCounterparties(key.chain, key.address, FRONTIER) : [],
  );
  let cutBy: ChainReadRow['cut_by'] = null;
  /** A counterparty's history was too long to read (counted as the calls it would have taken). */
  let counterpartiesCut = false;
  await updateRead(store.db, key, { status: 'reading', error: null, cut_by: null, updated_at: started });

  const spent = (): ChainReadRow['cut_by'] => {
    if (blocks >= budget.blocks) return 'blocks';
    if (source.calls() - callsBefore >= budget.calls) return 'calls';
    if (clock.now() - started >= budget.seconds * 1000) return 'seconds';
    return null;
  };

  /** One span read (the address's and its counterparties'), with the times of its first and last block. */
  interface SpanRead {
    from: number;
    to: number;
    facts: ChainFact[];
    approvals: ApprovalFact[];
    fromAt: number;
    toAt: number;
  }

  async function readOne(from: number, to: number): Promise<SpanRead> {
    const { facts, approvals, partial } = await readSpan(
      source,
      from,
      to,
      key.address,
      hops,
      known,
      () => spent() !== null,
    );
    if (partial) counterpartiesCut = true;
    for (const { transfer } of hops > 1 ? facts : []) {
      const parties = [...transfer.inputs, ...transfer.outputs].map((party) => party.address);
      if (!parties.includes(key.address)) continue;
      for (const party of parties) if (party !== key.address) known.add(party);
    }
    const [fromHeader, toHeader] = [await source.header(from), await source.header(to)];
    blocks += to - from + 1;
    return { from, to, facts, approvals, fromAt: fromHeader.at, toAt: toHeader.at };
  }

  /** Stores a span's facts, approvals and how far the read reached in one transaction, then graphs them. */
  async function storeOne({ from, to, facts, approvals, fromAt, toAt }: SpanRead): Promise<void> {
    const stored: ReadTransfer[] = [];
    await store.db.transaction().execute(async (tx) => {
      const outcomes = facts.length === 0 ? [] : await deps.transfers.recordFacts(tx, facts);
      outcomes.forEach((outcome, i) => {
        const fact = facts[i];
        if (outcome.status === 'stored' && fact !== undefined) stored.push(fact.transfer);
      });
      const newApprovals = await storeApprovals(tx, key.chain, approvals);
      const current = await findRead(tx, key.chain, key.address);
      const lowBlock = current?.low_block ?? null;
      const highBlock = current?.high_block ?? null;
      const widensLow = lowBlock === null || from < lowBlock;
      const widensHigh = highBlock === null || to > highBlock;
      await updateRead(tx, key, {
        ...(widensLow ? { low_block: from, low_at: fromAt } : {}),
        ...(widensHigh ? { high_block: to, high_at: toAt } : {}),
        transfers: (current?.transfers ?? 0) + stored.length,
        approvals: (current?.approvals ?? 0) + newApprovals,
        hops: Math.max(current?.hops ?? 1, hops),
        updated_at: clock.now(),
      });
    });
    if (stored.length > 0) deps.transfers.apply(FACTS_OWNER, stored);
  }

  const span = source.span ?? deps.logRange;
  const range = (left: number) => Math.max(1, Math.min(span, budget.blocks - blocks, left));
  /**
   * The next span to read, its cursor moved past it: the first (up to the confirmed head) when
   * nothing was read yet, then forward from the last block read to the head (what happened since),
   * then backward towards the first block; none once the budget is spent (`cutBy` says which).
   */
  function nextSpan(): { from: number; to: number } | undefined {
    if (safe < 0) return undefined;
    if (high === null) {
      const to = safe;
      const from = Math.max(0, to - range(to + 1) + 1);
      high = safe;
      low = from;
      return { from, to };
    }
    if (cutBy !== null || signal.aborted) return undefined;
    if (high < safe) {
      cutBy = spent();
      if (cutBy !== null) return undefined;
      const from = high + 1;
      const to = Math.min(safe, from + range(safe - from + 1) - 1);
      high = to;
      return { from, to };
    }
    if (low !== null && low > 0) {
      cutBy = spent();
      if (cutBy !== null) return undefined;
      const to = low - 1;
      const from = Math.max(0, to - range(to + 1) + 1);
      low = from;
      return { from, to };
    }
    return undefined;
  }
  /** A read's outcome, caught at once: a read that fails while the span before it is stored is not unhandled. */
  const readNext = (): Promise<{ read: SpanRead } | { error: unknown }> | undefined => {
    const next = nextSpan();
    return next === undefined
      ? undefined
      : readOne(next.from, next.to).then(
          (read) => ({ read }),
          (error: unknown) => ({ error }),
        );
  };
  try {
    // Each span is read while the one before it is stored: the node's time and the store's overlap.
    // The next span is chosen (and the budget checked) once this one is read, as it was once stored.
    let reading = readNext();
    while (reading !== undefined) {
      const outcome = await reading;
      if ('error' in outcome) throw outcome.error;
      reading = readNext();
      await storeOne(outcome.read);
    }
    const done = clock.now();
    const calls = source.calls() - callsBefore;
    const finished = await findRead(store.db, key.chain, key.address);
    const complete =
      !counterpartiesCut && (finished?.low_block ?? 1) === 0 && (finished?.high_block ?? -1) >= safe;
    // Short of the first block and the head only when a budget (or the job's time limit) stopped it.
    await updateRead(store.db, key, {
      status: complete ? 'read' : 'cut',
      cut_by: complete ? null : (cutBy ?? (counterpartiesCut ? 'calls' : 'seconds')),
      calls: (finished?.calls ?? 0) + calls,
      updated_at: done,
    });
    return findRead(store.db, key.chain, key.address);
  } catch (error) {
    await updateRead(store.db, key, {
      status: 'failed',
      error: errorText(error),
      calls: ((await findRead(store.db, key.chain, key.address))?.calls ?? 0) + source.calls() - callsBefore,
      updated_at: clock.now(),
    });
    throw error;
  }
}
