/**
 * How a screening turns matches into a score and a band: the one place the numbers live
 * (docs/screening.md explains them with a worked example).
 *
 * Each match scores `weight(category) × confidence × exposure factor`; the wallet's score combines
 * its matches as independent signals, 100 × (1 − Π(1 − sᵢ/100)), so two medium signals make more
 * than one but never pass 100. A sanctions list naming the address itself is always 100, `severe`
 * (API.md §5). Bands follow Chainalysis and TRM: none, low, medium, high, severe.
 */
import type { LabelCategory } from '../lists/index.ts';

export type RiskCategory = 'none' | 'low' | 'medium' | 'high' | 'severe';
export type Exposure = 'ownership' | 'direct' | 'indirect';

/**
 * How bad it is to be an address of this category, 0–100. Keys are GraphSense's concept ids
 * (what TagPacks use) and `sanctioned` for sanctions lists; an unknown category counts as `unknown`.
 */
export const CATEGORY_WEIGHTS: Readonly<Record<LabelCategory, number>> = {
  sanctioned: 100,
  terrorist_financing: 100,
  child_sexual_abuse_material: 100,
  ransomware: 95,
  darknet_market: 90,
  hacker: 90,
  stolen_funds: 90,
  scam: 85,
  fraud: 85,
  phishing: 85,
  mixing_service: 80,
  coinjoin: 60,
  gambling: 40,
  high_risk_exchange: 50,
  p2p_exchange: 30,
  exchange: 10,
  defi: 10,
  wallet_service: 10,
  payment_processor: 10,
  miner: 5,
  unknown: 20,
};

export function categoryWeight(category: string): number {
  return (
    (CATEGORY_WEIGHTS as Readonly<Record<string, number | undefined>>)[category] ?? CATEGORY_WEIGHTS.unknown
  );
}

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

/** One match's contribution, 0–100. */
export function matchScore(
  category: string,
  confidence: number,
  exposure: Exposure,
  share: number,
  hops: number,
) {
  return categoryWeight(category) * (confidence / 100) * exposureFactor(exposure, share, hops);
}

/** Independent signals combined: 100 × (1 − Π(1 − sᵢ/100)), rounded. */
export function combineScores(scores: readonly number[]): number {
  let clean = 1;
  for (const score of scores) clean *= 1 - Math.min(100, Math.max(0, score)) / 100;
  return Math.round(100 * (1 - clean));
}

/** The band of a score: 0 none, 1–24 low, 25–49 medium, 50–74 high, 75–100 severe. */
export function riskCategory(score: number): RiskCategory {
  if (score <= 0) return 'none';
  if (score < 25) return 'low';
  if (score < 50) return 'medium';
  if (score < 75) return 'high';
  return 'severe';
}

/** Indirect exposure is followed this many hops by default (`VIGIL_SCREENING_MAX_HOPS`). */
export const DEFAULT_MAX_HOPS = 3;
