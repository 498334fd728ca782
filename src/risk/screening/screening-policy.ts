/**
 * The risk policy a screening is made under, as screening reads it: a workspace's own category
 * weights and band thresholds, how far indirect exposure is followed and the least it must be worth
 * to count, and the addresses whose labels do not count against anyone (the allow-list). The policy
 * module keeps the versions and hands screening the one in force (`ScreeningPolicies`); without it,
 * every workspace is on Vigil's defaults, version 0.
 *
 * What no policy changes: a sanctions match always counts with its full weight, and a sanctions hit
 * is always 100, `severe` (docs/screening.md). The policy module refuses a policy that tries.
 */
import type { ChainName } from '../chains/index.ts';
import { categoryWeight } from '../lists/index.ts';
import { type BandThresholds, DEFAULT_THRESHOLDS } from './risk-model.ts';
import { isSanctions, type ScreeningMatch } from './screening-matches.ts';

export interface ScreeningPolicy {
  /** The workspace's policy version; 0 is Vigil's defaults. */
  version: number;
  /** Weights (0–100) that replace Vigil's for their categories. */
  weights: ReadonlyMap<string, number>;
  thresholds: BandThresholds;
  /** How far funds are followed, unless a request says otherwise. */
  maxHops: number;
  /** Indirect exposure worth less than this many US dollars does not count; null: any amount does. */
  minIndirectUsd: number | null;
  /** Allow-listed addresses, as `allowKey` makes them. */
  allowList: ReadonlySet<string>;
}

/** The policy in force for a workspace, now or at a past time (the policy module, wired by the root). */
export interface ScreeningPolicies {
  current(workspaceId: string): ScreeningPolicy;
  at(workspaceId: string, at: number): Promise<ScreeningPolicy>;
}

/** Why a match is shown but not counted. */
export type Exclusion = 'allow_list' | 'min_value_usd';

export const allowKey = (chain: string, address: string) => `${chain} ${address}`;

/** Vigil's defaults: version 0. */
export function defaultPolicy(maxHops: number): ScreeningPolicy {
  return {
    version: 0,
    weights: new Map(),
    thresholds: DEFAULT_THRESHOLDS,
    maxHops,
    minIndirectUsd: null,
    allowList: new Set(),
  };
}

/** A match's weight: its category's, or for a TagPack tag the heaviest of the concepts it names. */
export function weightOf(policy: ScreeningPolicy, match: ScreeningMatch): number {
  if (policy.weights.size === 0) return categoryWeight(match.category);
  const weight = (category: string) => policy.weights.get(category) ?? categoryWeight(category);
  let heaviest = weight(match.category);
  for (const concept of match.concepts ?? []) heaviest = Math.max(heaviest, weight(concept));
  return heaviest;
}

/**
 * Why the policy keeps a match from counting, or undefined when it counts: its label is on an
 * allow-listed address (the address reached, or the entity's address that carries it), or it is
 * indirect exposure worth less than the policy's minimum. Indirect exposure without a dollar value
 * counts: it is not known to be small. A sanctions match always counts.
 */
export function exclusionOf(
  policy: ScreeningPolicy,
  chain: ChainName,
  match: ScreeningMatch,
): Exclusion | undefined {
  if (isSanctions(match)) return undefined;
  const allowed = policy.allowList;
  if (
    allowed.size > 0 &&
    (allowed.has(allowKey(chain, match.address)) ||
      (match.via_entity !== undefined && allowed.has(allowKey(chain, match.via_entity.address))))
  ) {
    return 'allow_list';
  }
  if (
    policy.minIndirectUsd !== null &&
    match.exposure === 'indirect' &&
    match.value_usd !== undefined &&
    Number(match.value_usd) < policy.minIndirectUsd
  ) {
    return 'min_value_usd';
  }
  return undefined;
}
