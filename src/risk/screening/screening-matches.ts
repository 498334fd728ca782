/**
 * What a screening found, as matches: the labels an address carries itself (`ownership`), those of
 * counterparties it dealt with (`direct`) and of addresses further out (`indirect`), each with how
 * much of the wallet's value it stands for, what moved with it, and, for a sanctions list entry,
 * when it was designated and whether the value moved before that.
 *
 * Sanctions hits (`sanctions_hit`): a sanctions list names the address itself (as the list stands
 * now), or the address dealt directly with a listed party after that party's designation. Dealing
 * before the designation, or through intermediaries, is exposure the score weighs, not a hit.
 */
import type { Static } from 'typebox';
import { toRfc3339 } from '../../lib/clock.ts';
import type { TraceCoverage, TracedExposure } from '../exposure/index.ts';
import { type LabelHit, SANCTIONS_CATEGORIES } from '../lists/index.ts';
import type { Exposure } from './risk-model.ts';
import type {
  ChainReadSchema,
  CoverageSchema,
  ScreeningMatchSchema,
  TransactionReadSchema,
} from './routes/screening-schemas.ts';

/** One label a screening matched, as the API shows it. */
export type ScreeningMatch = Static<typeof ScreeningMatchSchema>;

/** What screening could see of the address's history, as the API shows it. */
export type Coverage = Static<typeof CoverageSchema>;

/** Start of a designation day, UTC: a transfer on the day counts as after it. */
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);

export function isSanctions(match: { category: string }): boolean {
  return SANCTIONS_CATEGORIES.has(match.category);
}

/** The label's own fields, as every match of it carries them. */
export function matchOf(
  hit: LabelHit,
  exposure: Exposure,
  address: string,
  viaEntity?: ScreeningMatch['via_entity'],
): ScreeningMatch {
  const match: ScreeningMatch = {
    label: hit.label,
    category: hit.category,
    source: hit.source,
    list_version: hit.list_version,
    confidence: hit.confidence,
    exposure,
    direct: exposure !== 'indirect',
    hops: 0,
    address,
    direction: null,
    share: 1,
  };
  if (hit.entry_id !== undefined) match.entry_id = hit.entry_id;
  if (hit.designated_at !== undefined) match.designated_at = hit.designated_at;
  if (hit.delisted_at !== undefined) match.delisted_at = hit.delisted_at;
  if (hit.programs) match.programs = hit.programs;
  if (hit.listed_on) match.listed_on = hit.listed_on;
  if (hit.concepts) match.concepts = hit.concepts;
  if (viaEntity) match.via_entity = viaEntity;
  return match;
}

/** Dollars as text with cents. */
export const dollars = (usd: number) => (Math.round(usd * 100) / 100).toFixed(2);

/**
 * A summed quantity as decimal text: 15 significant digits, no exponent. Written out from the
 * decimal digits `toPrecision` gives, never from the binary value (`toFixed(20)` of 0.48815246
 * is 0.48815246000000001025: noise an analyst would read as part of the amount).
 */
export function quantity(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`a quantity must be finite, not ${value}`);
  const [mantissa = '0', exponentText = '0'] = value.toPrecision(15).split('e');
  const negative = mantissa.startsWith('-');
  const [whole = '', fraction = ''] = mantissa.replace('-', '').split('.');
  const digits = whole + fraction;
  // Where the decimal point falls within `digits`, after the exponent moves it.
  const point = whole.length + Number(exponentText);
  const integer = point <= 0 ? '0' : digits.slice(0, point).padEnd(point, '0');
  const decimals = (point < 0 ? '0'.repeat(-point) + digits : digits.slice(point)).replace(/0+$/, '');
  const plain = `${integer.replace(/^0+(?=\d)/, '')}${decimals === '' ? '' : `.${decimals}`}`;
  return negative && plain !== '0' ? `-${plain}` : plain;
}

/** Fills a match with what the trace found of the labelled address it names. */
export function withTrace(
  match: ScreeningMatch,
  found: TracedExposure,
  walletUsd: number | undefined,
): ScreeningMatch {
  match.hops = found.hops;
  match.direction = found.direction;
  match.share = found.share;
  if (found.hops === 1) {
    if (found.valueUsd !== undefined) match.value_usd = dollars(found.valueUsd);
    if (found.amounts !== undefined) {
      match.amounts = found.amounts.map((a) => ({ asset: a.asset, amount: quantity(a.quantity) }));
    }
  } else {
    match.path = found.path;
    if (walletUsd !== undefined) match.value_usd = dollars(found.share * walletUsd);
  }
  if (Number.isFinite(found.firstAt)) match.first_at = toRfc3339(found.firstAt);
  if (Number.isFinite(found.lastAt)) match.last_at = toRfc3339(found.lastAt);
  if (match.designated_at !== undefined && Number.isFinite(found.lastAt)) {
    match.before_designation = found.lastAt < dayStart(match.designated_at);
  }
  return match;
}

/**
 * Whether the matches make a sanctions hit: a list names the address itself, or it dealt directly
 * with a listed party after its designation (a match via another address of its entity is not one).
 */
export function sanctionsHitOf(matches: readonly ScreeningMatch[]): boolean {
  return matches.some(
    (m) =>
      isSanctions(m) &&
      m.via_entity === undefined &&
      (m.exposure === 'ownership' || (m.exposure === 'direct' && m.before_designation !== true)),
  );
}

/** The coverage of a screening from its trace: what was known, and how far it reached. */
export function coverageOf(trace: TraceCoverage, labelled: boolean): Coverage {
  const coverage: Coverage = {
    status: 'none',
    transfers: trace.transfers,
    hops: trace.hops,
    limits: trace.cut,
    unvalued_assets: trace.unvaluedAssets,
  };
  if (trace.from !== undefined) coverage.from = toRfc3339(trace.from);
  if (trace.to !== undefined) coverage.to = toRfc3339(trace.to);
  if (!trace.seen) coverage.status = labelled ? 'partial' : 'none';
  else coverage.status = trace.cut.length === 0 ? 'complete' : 'partial';
  return coverage;
}

export type ChainRead = Static<typeof ChainReadSchema>;
export type TransactionRead = Static<typeof TransactionReadSchema>;

/**
 * Adds what was read from the chain to a coverage: a history not read in full (queued, cut by the
 * budget, failed) is a limit, so the answer is never `complete` on part of the chain.
 */
export function withChainRead(coverage: Coverage, read: ChainRead): void {
  coverage.chain_read = read;
  if (read.status === 'read') return;
  coverage.limits.push('chain_history');
  if (coverage.status === 'complete') coverage.status = 'partial';
}

/**
 * A transaction's coverage with how its read from the chain stands: one not read yet (or not
 * confirmed, or failed) is a limit, so the answer is never `complete` while its parties are the
 * request's.
 */
export function withTransactionRead(coverage: Coverage, read: TransactionRead): Coverage {
  if (read.status === 'read' || read.status === 'not_found') return { ...coverage, transaction_read: read };
  return {
    ...coverage,
    transaction_read: read,
    limits: [...coverage.limits, 'chain_transaction'],
    status: coverage.status === 'complete' ? 'partial' : coverage.status,
  };
}
