/**
 * Value checks shared by the SBS line parser and the aircraft.json reader, so that both feeds
 * accept and refuse the same things with the same words. Each check returns a problem sentence
 * (suitable for a per-line error report) or null when the value is fine.
 */

/** Physical ranges with their units; a value outside one is a feed fault, not an aircraft. */
export const LIMITS = {
  latDeg: { min: -90, max: 90 },
  lonDeg: { min: -180, max: 180 },
  /** Some decoders print a track that rounds up to 360 rather than 0. */
  trackDeg: { min: 0, max: 360 },
  speedKn: { min: 0, max: Number.POSITIVE_INFINITY },
} as const;

export interface Address {
  icao24: string;
  nonIcao: boolean;
}

/**
 * 24-bit address as 6 hex digits. dump1090 and readsb prefix `~` to addresses that are not
 * ICAO airframe addresses (TIS-B, ADS-R, anonymous).
 */
const ADDRESS = /^(~?)([0-9a-fA-F]{6})$/;

export function parseAddress(text: string): Address | null {
  const match = ADDRESS.exec(text);
  if (match === null) return null;
  const [, tilde = '', hex = ''] = match;
  return { icao24: `${tilde}${hex.toLowerCase()}`, nonIcao: tilde === '~' };
}

export const ADDRESS_RULE = '6 hex digits, optionally prefixed by ~';

/** Mode A codes are 4 octal digits; dump1090 prints them zero-padded. */
const SQUAWK = /^[0-7]{4}$/;

export function squawkProblem(text: string): string | null {
  return SQUAWK.test(text) ? null : `squawk ${JSON.stringify(text)} is not 4 octal digits (0-7)`;
}

export function rangeProblem(
  name: string,
  value: number,
  limit: { readonly min: number; readonly max: number },
): string | null {
  if (value >= limit.min && value <= limit.max) return null;
  const bounds =
    limit.max === Number.POSITIVE_INFINITY ? `at least ${limit.min}` : `${limit.min}..${limit.max}`;
  return `${name} ${value} is outside ${bounds}`;
}

/** Decoders pad callsigns to 8 characters with spaces; a blank one means none was received. */
export function cleanCallsign(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}
