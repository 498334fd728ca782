/**
 * How a screening turns matches into a score and a band: the one place the numbers live
 * (docs/screening.md explains them with a worked example).
 *
 * Each match scores `weight(category) × confidence × exposure factor` (the weights are the lists
 * module's: GraphSense's concepts and Vigil's own categories, `label-categories.ts`); the wallet's score combines
 * its matches as independent signals, 100 × (1 − Π(1 − sᵢ/100)), so two medium signals make more
 * than one but never pass 100. A sanctions list naming the address itself is always 100, `severe`
 * (API.md §5). Bands follow Chainalysis and TRM: none, low, medium, high, severe.
 *
 * A workspace's risk policy (the policy module) may set its own weights and band thresholds; these
 * are Vigil's defaults, its version 0.
 */

export type RiskCategory = 'none' | 'low' | 'medium' | 'high' | 'severe';
export type Exposure = 'ownership' | 'direct' | 'indirect';

/**
 * How much of a category's weight reaches the wallet. Owning the address is the full weight;
 * a direct counterparty weighs at least half, more as it stands for more of the wallet's value;
 * further out the traced share is all that counts, and each hop beyond the second halves it.
 */
export function exposureFactor(exposure: Exposure, share: number, hops: number): number {
  if (exposure === 'ownership') return 1;
  if (exposure === 'direct') return 0.5 + 0.4 * share;
  return 0.6 * share * 0.5 ** Math.max(0, hops - 2);
}

/** One match's contribution, 0–100, from its category's weight (0–100). */
export function matchScore(
  weight: number,
  confidence: number,
  exposure: Exposure,
  share: number,
  hops: number,
) {
  return weight * (confidence / 100) * exposureFactor(exposure, share, hops);
}

/** Independent signals combined: 100 × (1 − Π(1 − sᵢ/100)), rounded. */
export function combineScores(scores: readonly number[]): number {
  let clean = 1;
  for (const score of scores) clean *= 1 - Math.min(100, Math.max(0, score)) / 100;
  return Math.round(100 * (1 - clean));
}

/** The lowest score of each band above `low` (a score above 0 and under `medium` is `low`). */
export interface BandThresholds {
  medium: number;
  high: number;
  severe: number;
}

/** Vigil's bands: 0 none, 1–24 low, 25–49 medium, 50–74 high, 75–100 severe. */
export const DEFAULT_THRESHOLDS: Readonly<BandThresholds> = { medium: 25, high: 50, severe: 75 };

/** The band of a score. */
export function riskCategory(score: number, thresholds: BandThresholds = DEFAULT_THRESHOLDS): RiskCategory {
  if (score <= 0) return 'none';
  if (score < thresholds.medium) return 'low';
  if (score < thresholds.high) return 'medium';
  if (score < thresholds.severe) return 'high';
  return 'severe';
}

/** Indirect exposure is followed this many hops by default (`VIGIL_SCREENING_MAX_HOPS`). */
export const DEFAULT_MAX_HOPS = 3;
