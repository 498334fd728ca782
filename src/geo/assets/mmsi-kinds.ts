/**
 * What an MMSI says by its form (ITU-R M.585-9, Annex 1): which administration assigned it (its
 * Maritime Identification Digits, MID) and what kind of station it is. Ships carry their MID first
 * (`MIDxxxxxx`); coast stations `00MIDxxxx`, SAR aircraft `111MIDxxx`, aids to navigation
 * `99MIDxxxx`, craft of a parent ship `98MIDxxxx`, handheld VHF `8MIDxxxxx`. The distress devices
 * carry no MID: AIS-SART `970xxyyyy`, man overboard `972xxyyyy`, EPIRB-AIS `974xxyyyy` (xx the
 * manufacturer, yyyy a serial).
 *
 * The MID table is ITU's Table of Maritime Identification Digits (ITU-R, MARS), 292 MIDs, as the
 * npm package `mmsi-country-lookup` (1.0.2, MIT licence, `lib/mids.json`) ships it with each MID's
 * ITU name and ISO 3166-1 codes. One correction: ITU allocates MID 306 to three Netherlands
 * territories (Bonaire, Sint Eustatius and Saba; Curaçao; Sint Maarten), which the package gives
 * as Sint Maarten alone; here 306 names all three and no single ISO code, since the MMSI cannot
 * say which.
 */
import { createRequire } from 'node:module';

export interface Flag {
  /** The three Maritime Identification Digits. */
  mid: string;
  /** ITU's name of the administration (and territory), e.g. `Panama (Republic of)`. */
  country: string;
  /** ISO 3166-1 alpha-2 code, or null when the MID stands for several (306). */
  code: string | null;
}

/** MID → [ISO alpha-2, ISO alpha-3, ISO 3166-2 subdivision, ITU name], as the package has it. */
type MidTable = Record<string, [string, string, string, string]>;

const THREE_DUTCH_TERRITORIES: Flag = {
  mid: '306',
  country:
    'Netherlands (Kingdom of the) - Bonaire, Sint Eustatius and Saba; Curaçao; Sint Maarten (Dutch part)',
  code: null,
};

function loadTable(): ReadonlyMap<string, Flag> {
  const raw: unknown = createRequire(import.meta.url)('mmsi-country-lookup/lib/mids.json');
  if (typeof raw !== 'object' || raw === null)
    throw new Error('mmsi-country-lookup: mids.json is not an object');
  const table = new Map<string, Flag>();
  for (const [mid, entry] of Object.entries(raw as MidTable)) {
    if (!/^[2-7]\d\d$/.test(mid) || !Array.isArray(entry) || typeof entry[3] !== 'string')
      throw new Error(`mmsi-country-lookup: unexpected MID entry ${mid}`);
    table.set(mid, { mid, country: entry[3], code: entry[0] || null });
  }
  table.set('306', THREE_DUTCH_TERRITORIES);
  return table;
}

export const MID_TABLE = loadTable();

/** What kind of station an MMSI names, by its form. */
export type MmsiKind =
  | 'ship'
  | 'coast_station'
  | 'group'
  | 'sar_aircraft'
  | 'aton'
  | 'craft'
  | 'handheld'
  | 'sart'
  | 'mob'
  | 'epirb'
  | 'unknown';

/** The kind of station and, where the form has one, its MID. */
export function readMmsi(mmsi: string): { kind: MmsiKind; mid: string | null } {
  if (!/^\d{9}$/.test(mmsi)) return { kind: 'unknown', mid: null };
  if (mmsi.startsWith('970')) return { kind: 'sart', mid: null };
  if (mmsi.startsWith('972')) return { kind: 'mob', mid: null };
  if (mmsi.startsWith('974')) return { kind: 'epirb', mid: null };
  if (mmsi.startsWith('99')) return { kind: 'aton', mid: mmsi.slice(2, 5) };
  if (mmsi.startsWith('98')) return { kind: 'craft', mid: mmsi.slice(2, 5) };
  if (mmsi.startsWith('111')) return { kind: 'sar_aircraft', mid: mmsi.slice(3, 6) };
  if (mmsi.startsWith('00')) return { kind: 'coast_station', mid: mmsi.slice(2, 5) };
  if (mmsi.startsWith('0')) return { kind: 'group', mid: mmsi.slice(1, 4) };
  if (mmsi.startsWith('8')) return { kind: 'handheld', mid: mmsi.slice(1, 4) };
  if (/^[2-7]/.test(mmsi)) return { kind: 'ship', mid: mmsi.slice(0, 3) };
  return { kind: 'unknown', mid: null };
}

/** The administration that assigned the MMSI, from ITU's MID table; null when it names none. */
export function flagOf(mmsi: string | null): Flag | null {
  if (mmsi === null) return null;
  const { mid } = readMmsi(mmsi);
  return mid === null ? null : (MID_TABLE.get(mid) ?? null);
}
