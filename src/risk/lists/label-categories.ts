/**
 * The categories a label may have: GraphSense's concept ids (what TagPacks use), `sanctioned` for
 * sanctions lists, and `unknown`. Screening weighs each (`CATEGORY_WEIGHTS` in its risk model).
 */
export const LABEL_CATEGORIES = [
  'child_sexual_abuse_material',
  'coinjoin',
  'darknet_market',
  'defi',
  'exchange',
  'fraud',
  'gambling',
  'hacker',
  'high_risk_exchange',
  'miner',
  'mixing_service',
  'p2p_exchange',
  'payment_processor',
  'phishing',
  'ransomware',
  'sanctioned',
  'scam',
  'stolen_funds',
  'terrorist_financing',
  'unknown',
  'wallet_service',
] as const;

export type LabelCategory = (typeof LABEL_CATEGORIES)[number];
