/**
 * How an asset looks on the map: its category (a vessel by its AIS ship type, ITU-R M.1371 table
 * 53; an aircraft) picks the colour, its course turns the glyph. Followed and selected are drawn as
 * rings around the glyph, so they never take the colour of a category or of a track.
 */

export type Category =
  | 'cargo'
  | 'tanker'
  | 'passenger'
  | 'fishing'
  | 'service'
  | 'pleasure'
  | 'high-speed'
  | 'other-vessel'
  | 'aircraft'
  | 'distress'
  | 'aton';

/** What the service calls an asset: a vessel, an aircraft, or an AIS station that is neither. */
export type AssetKind = 'vessel' | 'aircraft' | 'sart' | 'mob' | 'epirb' | 'aton';

/** Colours told apart with the common colour-vision deficiencies (Okabe–Ito, plus two greys). */
export const CATEGORIES: Record<Category, { colour: string; label: string }> = {
  cargo: { colour: '#009e73', label: 'Cargo' },
  tanker: { colour: '#d55e00', label: 'Tanker' },
  passenger: { colour: '#0072b2', label: 'Passenger' },
  fishing: { colour: '#e69f00', label: 'Fishing' },
  service: { colour: '#56b4e9', label: 'Tug, pilot, SAR, law enforcement' },
  pleasure: { colour: '#cc79a7', label: 'Sailing and pleasure' },
  'high-speed': { colour: '#b8a000', label: 'High-speed craft' },
  'other-vessel': { colour: '#6b6f76', label: 'Other or unknown type' },
  aircraft: { colour: '#3b2f8f', label: 'Aircraft' },
  distress: { colour: '#c4001d', label: 'Distress device (AIS-SART, MOB, EPIRB)' },
  aton: { colour: '#2f2f2f', label: 'Aid to navigation' },
};

/** How the panel names a kind that is not a vessel. */
export const KIND_LABELS: Record<AssetKind, string> = {
  vessel: 'Vessel',
  aircraft: 'Aircraft',
  sart: 'AIS-SART (search-and-rescue transmitter)',
  mob: 'Man-overboard device',
  epirb: 'EPIRB-AIS (emergency beacon)',
  aton: 'Aid to navigation',
};

/** The rings: never a category's colour, nor a track's. */
export const RING = { followed: '#111111', selected: '#111111' };

/** A vessel's category from its AIS ship type (first digit the kind, second the detail). */
export function categoryOf(kind: AssetKind, shipType: number | null): Category {
  if (kind === 'aircraft') return 'aircraft';
  if (kind === 'aton') return 'aton';
  if (kind !== 'vessel') return 'distress';
  if (shipType === null) return 'other-vessel';
  const tens = Math.floor(shipType / 10);
  if (tens === 7) return 'cargo';
  if (tens === 8) return 'tanker';
  if (tens === 6) return 'passenger';
  if (tens === 4) return 'high-speed';
  if (shipType === 30) return 'fishing';
  if (shipType === 36 || shipType === 37) return 'pleasure';
  // 31–32 towing, 33 dredging, 34 diving, 35 military, 50–59 pilot, SAR, tug, tender, law enforcement…
  if ((shipType >= 31 && shipType <= 35) || tens === 5) return 'service';
  return 'other-vessel';
}

/** Speed colours of a track, slow to fast (a sequential ramp, dark to light: cividis-like). */
const SPEED_RAMP = ['#00204d', '#31446b', '#666970', '#958f78', '#cbba69', '#ffe945'];
/** The top of the ramp: 30 kn, a fast ship (aircraft are drawn on a ramp ten times as long). */
const RAMP_TOP_KN = 30;

export function speedColour(speedKn: number | null, kind: AssetKind): string {
  if (speedKn === null) return '#8a8f99';
  const top = kind === 'aircraft' ? RAMP_TOP_KN * 10 : RAMP_TOP_KN;
  const i = Math.min(SPEED_RAMP.length - 1, Math.floor((Math.max(0, speedKn) / top) * SPEED_RAMP.length));
  return SPEED_RAMP[i] ?? '#8a8f99';
}

export const SPEED_LEGEND = { ramp: SPEED_RAMP, topKn: RAMP_TOP_KN };
