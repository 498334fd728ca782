/**
 * The identifiers list entries are matched by, and the one normalisation both sides go through: a
 * value is stored as `normalise…` writes it and a lookup normalises its input the same way, so
 * "imo 9301005" finds "IMO 9301005" and "154079" finds Mode S "154079". A value that is not a
 * well-formed identifier of its kind is neither stored nor looked up.
 */
import type { SdnEntry } from './ofac/index.ts';

export type AssetIdentifierKind = 'imo' | 'mmsi' | 'call_sign' | 'icao24' | 'registration';
export type IdentifierKind = AssetIdentifierKind | 'crypto_address';

/** The order `matched_on` lists kinds in: strongest first. */
export const ASSET_IDENTIFIER_KINDS: readonly AssetIdentifierKind[] = [
  'imo',
  'mmsi',
  'icao24',
  'registration',
  'call_sign',
];

export interface ListIdentifier {
  kind: IdentifierKind;
  value: string;
  /** Crypto addresses only: the ticker as the list writes it. */
  currency: string | null;
}

/** Seven digits; "IMO 9301005" and "IMO9301005" are read too. Check digits are not verified: lists carry some that fail it. */
export function normaliseImo(value: string): string | undefined {
  return /^(?:IMO\s*)?(\d{7})$/i.exec(value.trim())?.[1];
}

/** Nine digits (ITU-R M.585). OFAC has a few that are not (e.g. "3708590000"): those match nothing. */
export function normaliseMmsi(value: string): string | undefined {
  const digits = value.replace(/\s+/g, '');
  return /^\d{9}$/.test(digits) ? digits : undefined;
}

/**
 * Upper case without spaces: OFAC writes some call signs with one ("5IM 592") that AIS sends as
 * seven characters without it.
 */
export function normaliseCallSign(value: string): string | undefined {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return compact === '' ? undefined : compact;
}

/** The ICAO 24-bit address as six lower-case hex digits, as ADS-B decoders write it. */
export function normaliseIcao24(value: string): string | undefined {
  const hex = value.trim().toLowerCase();
  return /^[0-9a-f]{6}$/.test(hex) ? hex : undefined;
}

/** A tail number upper case without spaces; the dash stays ("RF-82041"), as registers write it. */
export function normaliseRegistration(value: string): string | undefined {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return compact === '' ? undefined : compact;
}

const NORMALISE: Record<AssetIdentifierKind, (value: string) => string | undefined> = {
  imo: normaliseImo,
  mmsi: normaliseMmsi,
  call_sign: normaliseCallSign,
  icao24: normaliseIcao24,
  registration: normaliseRegistration,
};

export function normaliseIdentifier(kind: AssetIdentifierKind, value: string): string | undefined {
  return NORMALISE[kind](value);
}

/** Every identifier of an SDN entry, normalised, each once. */
export function sdnIdentifiers(entry: SdnEntry): ListIdentifier[] {
  const found = new Map<string, ListIdentifier>();
  const add = (kind: IdentifierKind, value: string | undefined, currency: string | null = null): void => {
    if (value !== undefined) found.set(`${kind} ${currency ?? ''} ${value}`, { kind, value, currency });
  };
  const asset = (kind: AssetIdentifierKind, value: string | undefined): void =>
    add(kind, value === undefined ? undefined : normaliseIdentifier(kind, value));

  asset('imo', entry.vessel?.imo);
  asset('mmsi', entry.vessel?.mmsi);
  asset('call_sign', entry.vessel?.callSign);
  asset('icao24', entry.aircraft?.modeS);
  asset('registration', entry.aircraft?.tailNumber);
  // Exactly as published: which chains a ticker covers, and each chain's address form, are
  // screening's business (an EVM address under ETH also matters on other EVM chains).
  for (const { currency, address } of entry.addresses) add('crypto_address', address, currency);
  return [...found.values()];
}
