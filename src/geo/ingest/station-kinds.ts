/**
 * Which AIS stations are not vessels, by the form of their MMSI (ITU-R M.585-9 Annex 1, as
 * geo/assets/mmsi-kinds.ts reads it whole): AIS-SART `970xxyyyy`, man overboard `972xxyyyy`,
 * EPIRB-AIS `974xxyyyy`, aids to navigation `99MIDxxxx`. Such a station is never a vessel in zone
 * rules, encounters, loitering, dark or port judgement; an active distress device is told as
 * `asset.distress` (geo/tracking/distress-watch.ts).
 *
 * A distress device says it is active in two ways (IEC 61097-14 for the AIS-SART, whose messages
 * MOB and EPIRB-AIS devices share; ITU-R M.1371-5 Annex 9): its position reports (message 1, or 14
 * times a minute in bursts) carry navigational status 14 ("AIS-SART active") and its safety
 * broadcast (message 14) the text "SART ACTIVE" (or "MOB ACTIVE", "EPIRB ACTIVE"). In test mode
 * the status is 15 ("undefined") and the text "SART TEST".
 */
import type { AssetKind } from './ingest-types.ts';

/** The asset kind of an AIS station's MMSI: a distress device or aid to navigation, else a vessel. */
export function kindOfMmsi(mmsi: string): AssetKind {
  if (!/^\d{9}$/.test(mmsi)) return 'vessel';
  if (mmsi.startsWith('970')) return 'sart';
  if (mmsi.startsWith('972')) return 'mob';
  if (mmsi.startsWith('974')) return 'epirb';
  if (mmsi.startsWith('99')) return 'aton';
  return 'vessel';
}

export type DistressKind = 'sart' | 'mob' | 'epirb';

/** Is the kind one of the distress devices? */
export function isDistressDevice(kind: AssetKind): kind is DistressKind {
  return kind === 'sart' || kind === 'mob' || kind === 'epirb';
}

/** AIS navigational status 14: "AIS-SART (active), MOB-AIS, EPIRB-AIS" (ITU-R M.1371-5 Table 45). */
const NAV_STATUS_DISTRESS_ACTIVE = 14;
/** Status 15, "undefined (default)": what a device in test mode sends (IEC 61097-14). */
const NAV_STATUS_UNDEFINED = 15;

/** What a safety broadcast's text says of a distress device's mode, if anything. */
export function modeOfText(text: string): 'active' | 'test' | undefined {
  const upper = text.toUpperCase();
  if (/\bTEST\b/.test(upper)) return 'test';
  if (/\bACTIVE\b/.test(upper)) return 'active';
  return undefined;
}

/**
 * A distress device's mode from its position report's navigational status, or else from the last
 * safety text it sent (`lastText`): status 14 is active whatever the text; status 15 with a test
 * text, or a test text alone, is a test; neither says nothing.
 */
export function distressMode(
  navStatus: number | null | undefined,
  lastText: 'active' | 'test' | undefined,
): 'active' | 'test' | undefined {
  if (navStatus === NAV_STATUS_DISTRESS_ACTIVE) return 'active';
  if (navStatus === NAV_STATUS_UNDEFINED || navStatus === null || navStatus === undefined) return lastText;
  return lastText === 'test' ? 'test' : undefined;
}
