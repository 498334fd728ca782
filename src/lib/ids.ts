/**
 * The one registry of id prefixes (API.md §2). Ids are TypeIDs: `prefix_` + 26 characters of
 * lower-case Crockford base32 over a UUIDv7, so they sort by creation time as plain strings.
 *
 * Made here rather than with typeid-js, which the tests hold these ids against: every screening
 * and every ingested event makes two or three, and typeid-js took about 2 µs each (a UUID string
 * made, parsed back and encoded); this takes a tenth of that.
 */
import { hash, randomFillSync } from 'node:crypto';

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
  /** An address a workspace keeps under watch (`/v1/watches`). */
  watch: 'wch',
  /** A bulk import of watches. */
  watchImport: 'wimp',
  screenedTransaction: 'tx',
  ingestedEvent: 'ing',
  agentAlert: 'alr',
  threat: 'thr',
  entityCluster: 'ent',
  sar: 'sar',
  hold: 'hold',
  /** A port or anchorage a workspace drew (the gazetteer's ports are `wpi_<number>`). */
  port: 'port',
  /** A wallet a workspace registers as its own (`/v1/own-wallets`). */
  ownWallet: 'own',
  /** An OAuth client; its id is the OAuth `client_id`. */
  oauthClient: 'oac',
  /** A public key of HSM-backed signatures, derived from the key itself. */
  signingKey: 'sigk',
  /** A search of a STAC catalog for a site's scenes, and the scans of the scenes it found. */
  imageryScan: 'scan',
  /** One scene (a STAC item) found for a site, with its outcome. */
  imageryScene: 'scn',
  /** An area of a site muted by not-useful feedback on an imagery detection. */
  imageryMute: 'mute',
  /** An entry of a site's imagery tuning log. */
  imageryTuning: 'tune',
  /** A behavioural event of an asset (`GET /v1/asset-events`): a zone visit, an encounter, a dark gap, … */
  assetEvent: 'aev',
  /** A workspace's named set of assets (`/v1/groups`). */
  assetGroup: 'grp',
  /** A revision of a detection (its confidence raised). */
  detectionRevision: 'rev',
  /** Internal: jobs are not an API resource, but their ids follow the same form. */
  job: 'job',
  /** Internal: a batch of stored positions on its way to the tracking engines. */
  engineFeed: 'feed',
} as const;

export type IdKind = keyof typeof ID_PREFIXES;
export type IdPrefix = (typeof ID_PREFIXES)[IdKind];

/** A fresh, time-sortable id of the given kind, e.g. `newId('apiKey')` → `key_01jf…`. */
export function newId(kind: IdKind): string {
  return `${ID_PREFIXES[kind]}_${encodeSuffix(nextUuidV7())}`;
}

/**
 * An id that is the same every time for the same `name`: the first 16 bytes of its SHA-256 as the
 * suffix. For resources derived from data rather than created (an address's own entity cluster),
 * so they come out the same after a restart or in another process.
 */
export function derivedId(kind: IdKind, name: string): string {
  return `${ID_PREFIXES[kind]}_${encodeSuffix(hash('sha256', name, 'buffer'))}`;
}

/**
 * UUIDv7 (RFC 9562 §5.7): 48 bits of Unix milliseconds, then 74 random bits around the version and
 * variant. Ids made in the same millisecond take the previous one's random bits plus one (§6.2,
 * "monotonic random"), so a process's ids sort in the order it made them; when the counter runs out
 * (2^32 ids in a millisecond at the least) the time moves one millisecond ahead.
 */
let lastMs = 0;
/** The random bits: 12 in `randA`, 62 in `randHigh` (30) and `randLow` (32). */
let randA = 0;
let randHigh = 0;
let randLow = 0;
const uuid = new Uint8Array(16);
const pool = new Uint8Array(10 * 256);
let pooled = pool.length;

function freshRandom(): void {
  if (pooled + 10 > pool.length) {
    randomFillSync(pool);
    pooled = 0;
  }
  const r = pool.subarray(pooled, pooled + 10);
  pooled += 10;
  randA = (((r[0] ?? 0) << 8) | (r[1] ?? 0)) & 0xfff;
  // The top bit left clear, so that increments within a millisecond have room.
  randHigh = (((r[2] ?? 0) << 24) | ((r[3] ?? 0) << 16) | ((r[4] ?? 0) << 8) | (r[5] ?? 0)) & 0x1fffffff;
  randLow = (((r[6] ?? 0) << 24) | ((r[7] ?? 0) << 16) | ((r[8] ?? 0) << 8) | (r[9] ?? 0)) >>> 0;
}

function nextUuidV7(): Uint8Array {
  const now = Date.now();
  if (now > lastMs) {
    lastMs = now;
    freshRandom();
  } else if (randLow < 0xffffffff) {
    randLow += 1;
  } else if (randHigh < 0x3fffffff) {
    randLow = 0;
    randHigh += 1;
  } else {
    lastMs += 1;
    freshRandom();
  }
  const high = Math.floor(lastMs / 0x1000000);
  const low = lastMs % 0x1000000;
  uuid[0] = high >>> 16;
  uuid[1] = high >>> 8;
  uuid[2] = high;
  uuid[3] = low >>> 16;
  uuid[4] = low >>> 8;
  uuid[5] = low;
  uuid[6] = 0x70 | (randA >>> 8);
  uuid[7] = randA;
  uuid[8] = 0x80 | (randHigh >>> 24);
  uuid[9] = randHigh >>> 16;
  uuid[10] = randHigh >>> 8;
  uuid[11] = randHigh;
  uuid[12] = randLow >>> 24;
  uuid[13] = randLow >>> 16;
  uuid[14] = randLow >>> 8;
  uuid[15] = randLow;
  return uuid;
}

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** The 26-character suffix of 16 bytes: 130 bits of base32, the first two always zero (TypeID spec). */
export function encodeSuffix(bytes: Uint8Array): string {
  let out = '';
  // Five bytes make eight characters; 16 bytes are two leading zero bits plus 128.
  let carry = 0;
  let bits = 2;
  for (let i = 0; i < 16; i++) {
    carry = ((carry << 8) | (bytes[i] ?? 0)) & 0xfff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += ALPHABET[(carry >>> bits) & 31];
    }
  }
  return out;
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
