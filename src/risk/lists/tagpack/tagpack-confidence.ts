/**
 * GraphSense's confidence vocabulary: a TagPack names how far its tags can be trusted by id
 * (`authority_data`, `ownership`, …), and graphsense-tagpack-tool maps each id to a level of 0–100.
 */

/**
 * Id → level, as in graphsense-tagpack-tool `src/tagpack/db/confidence.csv` (commit fcddd3ad,
 * the newest of the stored versions: the first with `ledger_immanent` and `forensic_investigation`).
 * Older releases (`tagpack/conf/confidence.csv`) gave `service_api` 80 and had no `heuristic`,
 * `unknown`, `ledger_immanent` or `forensic_investigation`; the other levels are unchanged.
 */
export const TAGPACK_CONFIDENCE = {
  /** Creator knows the tag stands for a whole cluster and overrides every other tag. */
  override: 100,
  /** Creator controls the private key. */
  ownership: 100,
  /** Read straight from the ledger by a reliable procedure. */
  ledger_immanent: 100,
  /** Creator moved funds between two known services. */
  manual_transaction: 90,
  /** From a trusted service provider's API (e.g. a VASP's). */
  service_api: 70,
  /** Found during a forensic investigation (known victim or perpetrator). */
  forensic_investigation: 70,
  /** From a public authority, e.g. OFAC. */
  authority_data: 60,
  /** From a trusted third party, e.g. a spam trap. */
  trusted_provider: 50,
  /** Received from a known service, e.g. an exchange's CSV file. */
  service_data: 50,
  /** From somewhat trusted reports, e.g. academic papers. */
  forensic: 50,
  /** A third party moved funds between two known services. */
  untrusted_transaction: 40,
  /** Crawled from the web or other data dumps. */
  web_crawl: 20,
  /** A method whose reliability is hard to quantify: best effort. */
  heuristic: 10,
  /** Source and reliability unknown. */
  unknown: 5,
} as const satisfies Record<string, number>;

export type TagPackConfidenceId = keyof typeof TAGPACK_CONFIDENCE;

/**
 * What a tag gets when neither it nor its pack names a confidence. The tool does the same: it sets
 * the pack's default to the id with the lowest level (and warns), rather than rejecting the pack.
 */
export const DEFAULT_CONFIDENCE_ID: TagPackConfidenceId = 'unknown';

export function isConfidenceId(id: string): id is TagPackConfidenceId {
  return Object.hasOwn(TAGPACK_CONFIDENCE, id);
}
