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
import { toRfc3339 } from '../../lib/clock.ts';
import type { TraceCoverage, TracedExposure } from '../exposure/index.ts';
import { type LabelHit, type ListedOn, SANCTIONS_CATEGORIES } from '../lists/index.ts';
import type { Exposure } from './risk-model.ts';

export interface ScreeningMatch {
  label: string;
  category: string;
  source: string;
  list_version: string | null;
  confidence: number;
  exposure: Exposure;
  /** No intermediary: the address itself (`ownership`) or a counterparty it dealt with (`direct`). */
  direct: boolean;
  hops: number;
  /** The address exposed: the wallet itself for `ownership`, else the counterparty reached. */
  address: string;
  /** For `direct` / `indirect`: whether the labelled address sent funds here or received them. */
  direction: 'incoming' | 'outgoing' | null;
  /** Share of the wallet's value in that direction traced to the labelled address, 0–1 (1 for ownership). */
  share: number;
  /** US dollars: what moved with a direct counterparty, or the share of the wallet's dollar value further out. */
  value_usd?: string;
  /** Direct: what moved with the counterparty per asset (decimal text, 15 significant digits). */
  amounts?: { asset: string; amount: string }[];
  /** Direct: the first and last transfer with the counterparty; indirect: the path's transfer at its end. */
  first_at?: string;
  last_at?: string;
  /** Indirect: the addresses from the wallet to the labelled one (the strongest path). */
  path?: string[];
  /** A list entry: its id on the list (OFAC: the SDN entry). */
  entry_id?: string;
  /** A list entry: when it was designated, YYYY-MM-DD. */
  designated_at?: string;
  /** Direct or indirect exposure to a list entry: whether all the value moved before its designation. */
  before_designation?: boolean;
  /** A list entry the list has since left out: the version that left it out. */
  delisted_at?: string;
  programs?: string[];
  listed_on?: ListedOn[];
  /** A TagPack tag's every concept. */
  concepts?: string[];
  /**
   * When the label is on another address of `address`'s co-spend entity: the entity, and the
   * address that carries the label. The same owner spent them together, so the label speaks for both.
   */
  via_entity?: { id: string; address: string };
}

export interface Coverage {
  /**
   * `none`: no transfer the workspace sees and no list or label names the address: nothing is known,
   * which is not clean. `complete`: every transfer reached within the hop limit was weighed, in
   * dollars or one asset. `partial`: a bound cut paths off, an address mixed transfers with and
   * without a dollar value (`limits`), or the address is known from labels only.
   */
  status: 'none' | 'partial' | 'complete';
  transfers: number;
  hops: number;
  from?: string;
  to?: string;
  /** Why shares may be off: bounds that cut paths off (`fan_out`, `frontier`, `min_share`, `max_hops`), `unvalued_mix`. */
  limits: string[];
  /** Assets of transfers read that had no dollar value (shares of them are taken in the asset). */
  unvalued_assets: string[];
}

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

/** A summed quantity as decimal text: 15 significant digits, no exponent. */
export function quantity(value: number): string {
  const rounded = Number(value.toPrecision(15));
  if (Math.abs(rounded) >= 1e21) return BigInt(Math.round(rounded)).toString();
  const text = rounded.toFixed(20).replace(/\.?0+$/, '');
  return text === '' ? '0' : text;
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
