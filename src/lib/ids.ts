/**
 * The one registry of id prefixes (API.md §2). Ids are TypeIDs: `prefix_` + 26 characters of
 * lower-case Crockford base32 over a UUIDv7, so they sort by creation time as plain strings.
 */
import { createHash } from 'node:crypto';
import { fromUUIDBytes, typeid } from 'typeid-js';

export const ID_PREFIXES = {
  workspace: 'ws',
  apiKey: 'key',
  site: 'site',
  detection: 'det',
  asset: 'ast',
  label: 'lbl',
  transfer: 'xfer',
  silence: 'sil',
  alertRule: 'rule',
  case: 'case',
  caseItem: 'item',
  report: 'rpt',
  webhookEndpoint: 'whk',
  webhookEvent: 'evt',
  /** One event on its way to one endpoint, with every attempt to send it. */
  webhookDelivery: 'dlv',
  screening: 'scr',
  screenedTransaction: 'tx',
  ingestedEvent: 'ing',
  agentAlert: 'alr',
  threat: 'thr',
  entityCluster: 'ent',
  sar: 'sar',
  hold: 'hold',
  /** A public key of HSM-backed signatures, derived from the key itself. */
  signingKey: 'sigk',
  /** Internal: jobs are not an API resource, but their ids follow the same form. */
  job: 'job',
} as const;

export type IdKind = keyof typeof ID_PREFIXES;
export type IdPrefix = (typeof ID_PREFIXES)[IdKind];

/** A fresh, time-sortable id of the given kind, e.g. `newId('apiKey')` → `key_01jf…`. */
export function newId(kind: IdKind): string {
  return typeid(ID_PREFIXES[kind]).toString();
}

/**
 * An id that is the same every time for the same `name`: the first 16 bytes of its SHA-256 as the
 * suffix. For resources derived from data rather than created (an address's own entity cluster),
 * so they come out the same after a restart or in another process.
 */
export function derivedId(kind: IdKind, name: string): string {
  const bytes = createHash('sha256').update(name).digest().subarray(0, 16);
  return fromUUIDBytes(ID_PREFIXES[kind], new Uint8Array(bytes)).toString();
}

// The first suffix character is at most 7: 26 base32 characters carry 130 bits, the UUID only 128.
const SUFFIX = '[0-7][0-9a-hjkmnp-tv-z]{25}';

/** The regular expression source that matches an id of this kind; used in route schemas. */
export function idPattern(kind: IdKind): string {
  return `^${ID_PREFIXES[kind]}_${SUFFIX}$`;
}

export function isId(kind: IdKind, value: string): boolean {
  return new RegExp(idPattern(kind)).test(value);
}
