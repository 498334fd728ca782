/**
 * The categories a label may have, each with its risk weight (0–100): every GraphSense concept id
 * (`graphsense-concepts.ts`: what TagPacks use), and Vigil's own: `sanctioned` for an entry of a
 * sanctions list Vigil imports, `formerly_sanctioned` for one the list has since left out, and the
 * names workspace labels took before Vigil followed GraphSense's vocabulary (and one id of
 * GraphSense's older entity taxonomy), each beside the concept it stands for. Screening weighs a
 * match by its category (`risk-model.ts`).
 */
import { GRAPHSENSE_CONCEPTS, isGraphSenseConcept } from './graphsense-concepts.ts';

/** Vigil's own categories, with their weights and the GraphSense concept each is closest to. */
export const VIGIL_CATEGORIES = {
  /** On a sanctions list Vigil imports (OFAC's SDN list), as it stands. */
  sanctioned: { weight: 100, concept: 'sanction' },
  /** Was on a sanctions list that has since left it out: history, not a hit. */
  formerly_sanctioned: { weight: 40, concept: 'sanction' },
  terrorist_financing: { weight: 100, concept: 'terrorism_financing' },
  child_sexual_abuse_material: { weight: 100, concept: 'child_sexual_abuse' },
  darknet_market: { weight: 90, concept: 'market' },
  hacker: { weight: 90, concept: 'hacking' },
  stolen_funds: { weight: 90, concept: 'service_hack' },
  fraud: { weight: 85, concept: 'financial_crime' },
  high_risk_exchange: { weight: 50, concept: 'exchange' },
  p2p_exchange: { weight: 30, concept: 'exchange' },
  /** The id `entities.yaml` 0.2.1 gave derivatives; the concepts taxonomy renamed it. */
  defi_derivative: { weight: 10, concept: 'defi_derivatives' },
} as const satisfies Record<string, { weight: number; concept: string }>;

export type LabelCategory = keyof typeof GRAPHSENSE_CONCEPTS | keyof typeof VIGIL_CATEGORIES;

export const LABEL_CATEGORIES: readonly LabelCategory[] = [
  ...(Object.keys(VIGIL_CATEGORIES) as (keyof typeof VIGIL_CATEGORIES)[]),
  ...(Object.keys(GRAPHSENSE_CONCEPTS) as (keyof typeof GRAPHSENSE_CONCEPTS)[]),
];

export function isLabelCategory(category: string): category is LabelCategory {
  return isGraphSenseConcept(category) || Object.hasOwn(VIGIL_CATEGORIES, category);
}

/** The weight of a category; one Vigil does not know weighs as `unknown`. */
export function categoryWeight(category: string): number {
  if (isGraphSenseConcept(category)) return GRAPHSENSE_CONCEPTS[category].weight;
  if (Object.hasOwn(VIGIL_CATEGORIES, category)) {
    return VIGIL_CATEGORIES[category as keyof typeof VIGIL_CATEGORIES].weight;
  }
  return GRAPHSENSE_CONCEPTS.unknown.weight;
}

/** Categories of sanctions: a list entry as it stands, or GraphSense's `sanction` concept. */
export const SANCTIONS_CATEGORIES: ReadonlySet<string> = new Set(['sanctioned', 'sanction']);
