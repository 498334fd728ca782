/**
 * GraphSense's concept taxonomy, complete: every concept id a TagPack may give as its `category`,
 * its `abuse` or one of its `concepts`, with its name and broader concept as GraphSense publishes
 * them, and the risk weight (0–100) screening gives an address so labelled (`risk-model.ts`).
 *
 * Source: graphsense-tagpack-tool, `src/tagpack/db/concepts.yaml` at commit b20fe625 (2025-06-04,
 * "Add new category defi_dex_pair"; unchanged at the repository head a14a1597, 2025-09-04), the
 * "Concepts Taxonomy" 0.1.0 of the Iknaio Standardisation Working Group, derived from the INTERPOL
 * Darknet and Cryptocurrencies Working Group's entity and abuse taxonomies. Its vocabulary includes
 * every id of the tool's earlier separate `abuses.yaml` and `entities.yaml` (commit 4abeab4), which
 * older packs' `abuse:` and `category:` fields use, but one: `defi_derivative`, which
 * `label-categories.ts` files under its successor `defi_derivatives`. Licence: MIT, Copyright (c) 2021 Austrian
 * Institute of Technology GmbH, Copyright (c) Iknaio Cryptoasset Analytics GmbH.
 *
 * Weights are Vigil's: 100 for what no institution may touch (sanctions, terrorism, child sexual
 * abuse, violence), 85–95 for proceeds of crime (ransomware, hacks, scams, drugs, weapons), 80 for
 * mixing, 40–60 for services that call for a look (gambling, markets that may be dark, the dark web
 * as a source), 5–20 for ordinary services and for concepts that say where a tag came from or what
 * kind of thing the holder is rather than what it did; 0 for benign usage. docs/screening.md prints
 * the table.
 */

export interface Concept {
  /** GraphSense's `prefLabel`. */
  label: string;
  /** The concept it narrows; null for the top concept. */
  broader: string | null;
  /** How bad it is for an address to be so labelled, 0–100. */
  weight: number;
}

export const GRAPHSENSE_CONCEPTS = {
  concept: { label: 'Concept', broader: null, weight: 20 },
  unknown: { label: 'Unknown', broader: 'concept', weight: 20 },
  behaviour: { label: 'Behaviour', broader: 'concept', weight: 20 },
  source: { label: 'Source', broader: 'concept', weight: 10 },
  mention: { label: 'Mention', broader: 'source', weight: 10 },
  website_mention: { label: 'Website Mention', broader: 'mention', weight: 10 },
  forum_mention: { label: 'Forum Mention', broader: 'website_mention', weight: 10 },
  abuse: { label: 'Abuse', broader: 'behaviour', weight: 70 },
  gray_usage: { label: 'Gray usage patterns', broader: 'behaviour', weight: 40 },
  mixing: { label: 'Mixing', broader: 'gray_usage', weight: 80 },
  white_usage: { label: 'White (benin) usage patterns', broader: 'behaviour', weight: 0 },
  sexual_abuse: { label: 'Sexual Abuse', broader: 'abuse', weight: 100 },
  child_sexual_abuse: { label: 'Child Sexual Abuse', broader: 'sexual_abuse', weight: 100 },
  violence: { label: 'Violence', broader: 'abuse', weight: 100 },
  human_trafficking: { label: 'Human Trafficking', broader: 'abuse', weight: 100 },
  murder: { label: 'Murder', broader: 'violence', weight: 100 },
  torture: { label: 'Torture', broader: 'violence', weight: 100 },
  scam: { label: 'Scam', broader: 'abuse', weight: 85 },
  financial_crime: { label: 'Financial Crime', broader: 'abuse', weight: 80 },
  investment_fraud: { label: 'Investment Fraud', broader: 'financial_crime', weight: 85 },
  ponzi_scheme: { label: 'Ponzi Scheme', broader: 'investment_fraud', weight: 85 },
  pyramid_scheme: { label: 'Pyramid Scheme', broader: 'ponzi_scheme', weight: 85 },
  money_laundering: { label: 'Money Laundering', broader: 'financial_crime', weight: 90 },
  extortion: { label: 'Extortion', broader: 'abuse', weight: 90 },
  sextortion: { label: 'Sextortion', broader: 'extortion', weight: 90 },
  phishing: { label: 'Phishing', broader: 'abuse', weight: 85 },
  hacking: { label: 'Hacking', broader: 'abuse', weight: 90 },
  service_hack: { label: 'Service Hack', broader: 'hacking', weight: 90 },
  account_hack: { label: 'Account Hack', broader: 'hacking', weight: 85 },
  exploit: { label: 'Exploit', broader: 'hacking', weight: 85 },
  data_breach: { label: 'Data Breach', broader: 'hacking', weight: 70 },
  social_engineering: { label: 'Social Engineering', broader: 'hacking', weight: 80 },
  malware: { label: 'Malware', broader: 'hacking', weight: 90 },
  drugs: { label: 'Drugs', broader: 'abuse', weight: 90 },
  weapons: { label: 'Weapons', broader: 'abuse', weight: 95 },
  payment_card_fraud: { label: 'Payment Card Fraud', broader: 'financial_crime', weight: 85 },
  ransomware: { label: 'Ransomware', broader: 'extortion', weight: 95 },
  sanction: { label: 'Sanction List', broader: 'abuse', weight: 100 },
  counterfeit: { label: 'Counterfeit', broader: 'abuse', weight: 80 },
  extremism: { label: 'Extremism', broader: 'abuse', weight: 95 },
  terrorism: { label: 'Terrorism', broader: 'extremism', weight: 100 },
  terrorism_financing: { label: 'Terrorism Financing', broader: 'extremism', weight: 100 },
  dark_web: { label: 'Dark web', broader: 'source', weight: 60 },
  entity: { label: 'Entity', broader: 'concept', weight: 10 },
  organization: { label: 'Organization', broader: 'entity', weight: 10 },
  user: { label: 'User', broader: 'entity', weight: 10 },
  service: { label: 'Service', broader: 'entity', weight: 10 },
  victim: { label: 'Victim', broader: 'user', weight: 5 },
  perpetrator: { label: 'Perpetrator', broader: 'user', weight: 80 },
  donation: { label: 'Donation', broader: 'user', weight: 10 },
  exchange: { label: 'Exchange', broader: 'service', weight: 10 },
  wallet_service: { label: 'Wallet Service', broader: 'service', weight: 10 },
  escrow_wallet: { label: 'Escrow Wallet', broader: 'wallet_service', weight: 20 },
  ico_wallet: { label: 'ICO Wallet', broader: 'wallet_service', weight: 20 },
  cold_wallet: { label: 'Cold Wallet', broader: 'white_usage', weight: 5 },
  hot_wallet: { label: 'Hot Wallet', broader: 'white_usage', weight: 5 },
  warm_wallet: { label: 'Warm Wallet', broader: 'white_usage', weight: 5 },
  filesharing: { label: 'File Sharing', broader: 'service', weight: 30 },
  index: { label: 'Index', broader: 'service', weight: 30 },
  market: { label: 'Market', broader: 'service', weight: 60 },
  messaging_service: { label: 'Messaging Service', broader: 'service', weight: 10 },
  mixing_service: { label: 'Mixing as a Service', broader: 'service', weight: 80 },
  coinjoin: { label: 'CoinJoin', broader: 'mixing', weight: 60 },
  miner: { label: 'Miner', broader: 'user', weight: 5 },
  mining_service: { label: 'Mining as a Service', broader: 'service', weight: 5 },
  gambling: { label: 'Gambling Service', broader: 'service', weight: 40 },
  search_engine: { label: 'Search Engine', broader: 'service', weight: 10 },
  shop: { label: 'Shop', broader: 'service', weight: 10 },
  faucet: { label: 'Faucet', broader: 'service', weight: 10 },
  payment_processor: { label: 'Payment Processor', broader: 'service', weight: 10 },
  atm: { label: 'Cryptoasset ATM', broader: 'service', weight: 20 },
  hosting: { label: 'Hosting Service Provider', broader: 'service', weight: 20 },
  vpn: { label: 'VPN Service Provider', broader: 'service', weight: 20 },
  nameservice: { label: 'Name Service', broader: 'service', weight: 10 },
  defi: { label: 'DeFi Protocol', broader: 'service', weight: 10 },
  defi_token: { label: 'Token', broader: 'defi', weight: 10 },
  defi_lending: { label: 'Lending Protocol', broader: 'defi', weight: 10 },
  defi_dex: { label: 'Decentralized Exchange (DEX)', broader: 'defi', weight: 10 },
  defi_dex_pair: { label: 'DEX Pair', broader: 'defi_dex', weight: 10 },
  defi_derivatives: { label: 'Derivative', broader: 'defi', weight: 10 },
  defi_bridge: { label: 'Bridge', broader: 'defi', weight: 20 },
  defi_dao: { label: 'DAO', broader: 'defi', weight: 10 },
  defi_staking: { label: 'Staking', broader: 'defi', weight: 10 },
  defi_custody: { label: 'Custody', broader: 'defi', weight: 10 },
  item: { label: 'Digital Item', broader: 'concept', weight: 10 },
  collectible: { label: 'Collectible', broader: 'item', weight: 10 },
} as const satisfies Record<string, Concept>;

export type GraphSenseConcept = keyof typeof GRAPHSENSE_CONCEPTS;

export function isGraphSenseConcept(id: string): id is GraphSenseConcept {
  return Object.hasOwn(GRAPHSENSE_CONCEPTS, id);
}
