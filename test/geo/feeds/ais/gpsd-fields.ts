/**
 * gpsd's scaled JSON (`gpsdecode -j`) field → Vigil field, written once for every gpsd corpus.
 * Each row renders Vigil's value as gpsd prints it. gpsd keeps raw sentinels where Vigil has
 * null, so `nullAs` is gpsd's scaled sentinel. gpsd fields Vigil does not model (spare and
 * regional bits, `*_text` legends, message 6/8 contents…) have no row and are skipped.
 *
 * Deliberate differences, each in its row:
 * - turn: gpsd prints "nan", "fastleft", "fastright", or round(rot²) where rot = ROT_AIS/4.733,
 *   and so loses the sign (its output never has a negative turn). Vigil keeps the sign.
 * - vendorid: gpsd prints the 7-character vendor id of ITU-R M.1371-3, whose last 4 characters
 *   are the model and serial bits since M.1371-4; Vigil keeps the 3-character vendor id.
 * - second: Vigil has null for all of 60-63 (not available, manual, dead reckoning, inoperative).
 * - type 27: gpsd prints the navigational status as its legend, and positions to 0.1 degree;
 *   its `gnss` is the raw bit (1 = not a current GNSS fix), the opposite of Vigil's `gnss`.
 * - values ITU-R M.1371 leaves unused (longitude beyond ±180°, latitude beyond ±90°, course from
 *   360°, heading 360-510): gpsd prints them raw, Vigil reads them as not available (`beyond`).
 * - altitude (type 9) not available: gpsd 3.20 prints the sentinel 4095, gpsd 3.22 "nan".
 */

import type { AisMessage } from '../../../../src/geo/feeds/ais/index.ts';
import { eq, field, near, oneOf, type PeerField } from './peer-comparison.ts';

/** gpsd's (and libais's) legends for navigational status, printed for type 27 in scaled mode. */
export const NAV_STATUS_LEGENDS = [
  'Under way using engine',
  'At anchor',
  'Not under command',
  'Restricted manoeuverability',
  'Constrained by her draught',
  'Moored',
  'Aground',
  'Engaged in fishing',
  'Under way sailing',
  'Reserved for HSC',
  'Reserved for WIG',
  'Reserved',
  'Reserved',
  'Reserved',
  'Reserved',
  'Not defined',
] as const;

const two = (n: number): string => String(n).padStart(2, '0');

/** gpsd prints positions with 6 decimals (4 for message 27's 1/10-minute ones: it uses %.1f). */
const positionPrecision = (m: AisMessage): number => (m.type === 27 ? 0.05 : 0.5e-6 + 1e-12);

export const GPSD_FIELDS: readonly PeerField[] = [
  field('type', 'type'),
  field('repeat', 'repeat'),
  // gpsd prints an integer; Vigil keeps the decimal string.
  field('mmsi', 'mmsi', { convert: Number }),
  {
    peer: 'status',
    vigil: 'navStatus',
    expect(m) {
      if (!('navStatus' in m)) return undefined;
      const status = m.navStatus ?? 15;
      return eq(m.type === 27 ? NAV_STATUS_LEGENDS[status] : status);
    },
  },
  {
    peer: 'turn',
    vigil: 'rateOfTurn, turningFast',
    expect(m) {
      if (m.type !== 1 && m.type !== 2 && m.type !== 3) return undefined;
      if (m.turningFast !== null) return eq(m.turningFast === 'left' ? 'fastleft' : 'fastright');
      if (m.rateOfTurn === null) return eq('nan');
      // gpsd rounds with printf("%.0f"), which may round a half either way.
      return near(Math.abs(m.rateOfTurn), 0.5);
    },
  },
  // Knots: tenths for Class A/B, whole knots for types 9 and 27. gpsd 3.20 prints the sentinel
  // scaled (1023 → 102.3; 1023 and 63 for types 9 and 27), gpsd 3.22 prints "nan" instead.
  {
    peer: 'speed',
    vigil: 'speedKn',
    expect(m) {
      if (!('speedKn' in m)) return undefined;
      if (m.speedKn !== null) return near(m.speedKn, 0.05);
      return oneOf([m.type === 9 ? 1023 : m.type === 27 ? 63 : 102.3, 'nan']);
    },
  },
  field('accuracy', 'accuracy'),
  field('lon', 'lon', { nullAs: 181, beyond: 180, within: positionPrecision }),
  field('lat', 'lat', { nullAs: 91, beyond: 90, within: positionPrecision }),
  // Degrees: tenths (sentinel 3600 → 360.0), whole degrees for type 27 (511).
  field('course', 'courseDeg', { nullFor: (m) => (m.type === 27 ? 511 : 360), beyond: 359.9, within: 0.05 }),
  field('heading', 'headingDeg', { nullAs: 511, beyond: 359 }),
  {
    peer: 'second',
    vigil: 'second',
    expect(m) {
      if (!('second' in m) || m.type === 4 || m.type === 11) return undefined;
      return m.second === null ? oneOf([60, 61, 62, 63]) : eq(m.second);
    },
  },
  field('maneuver', 'maneuver', { nullAs: 0 }),
  field('raim', 'raim'),
  field('radio', 'radio'),
  // Types 4 and 11: gpsd joins the date parts, printing the raw sentinels.
  {
    peer: 'timestamp',
    vigil: 'year, month, day, hour, minute, second',
    expect(m) {
      if (m.type !== 4 && m.type !== 11) return undefined;
      const date = `${String(m.year ?? 0).padStart(4, '0')}-${two(m.month ?? 0)}-${two(m.day ?? 0)}`;
      return eq(`${date}T${two(m.hour ?? 24)}:${two(m.minute ?? 60)}:${two(m.second ?? 60)}Z`);
    },
  },
  field('epfd', 'epfd', { nullAs: 0 }),
  field('imo', 'imo', { nullAs: 0, convert: Number }),
  field('ais_version', 'aisVersion'),
  field('callsign', 'callSign', { nullAs: '' }),
  field('shipname', 'shipName', { nullAs: '' }),
  field('shiptype', 'shipType', { nullAs: 0 }),
  field('to_bow', 'dimensions.toBow'),
  field('to_stern', 'dimensions.toStern'),
  field('to_port', 'dimensions.toPort'),
  field('to_starboard', 'dimensions.toStarboard'),
  {
    peer: 'eta',
    vigil: 'eta',
    expect(m) {
      if (m.type !== 5) return undefined;
      const { month, day, hour, minute } = m.eta;
      return eq(`${two(month ?? 0)}-${two(day ?? 0)}T${two(hour ?? 24)}:${two(minute ?? 60)}Z`);
    },
  },
  field('draught', 'draughtM', { nullAs: 0, within: 0.05 }),
  field('destination', 'destination', { nullAs: '' }),
  field('dte', 'dte'),
  {
    peer: 'alt',
    vigil: 'altitudeM',
    expect(m) {
      if (!('altitudeM' in m)) return undefined;
      return m.altitudeM === null ? oneOf([4095, 'nan']) : eq(m.altitudeM);
    },
  },
  field('assigned', 'assigned'),
  field('cs', 'csUnit'),
  field('display', 'display'),
  field('dsc', 'dsc'),
  field('band', 'band'),
  field('msg22', 'msg22'),
  field('aid_type', 'aidType', { nullAs: 0 }),
  field('name', 'name', { nullAs: '' }),
  field('off_position', 'offPosition'),
  field('virtual_aid', 'virtualAid'),
  {
    peer: 'vendorid',
    vigil: 'vendorId',
    expect(m) {
      if (m.type !== 24 || m.partNumber !== 1) return undefined;
      const vendor = m.vendorId ?? '';
      return {
        describe: `a 7-character id starting ${JSON.stringify(vendor)}`,
        test: (peer) => typeof peer === 'string' && peer.slice(0, 3).trimEnd() === vendor,
      };
    },
  },
  field('model', 'model'),
  field('serial', 'serial'),
  field('mothership_mmsi', 'mothershipMmsi', { convert: Number }),
  field('gnss', 'gnss', { convert: (current) => !current }),
  // Type 14's safety text (gpsd trims trailing '@' and spaces as Vigil does).
  field('text', 'text'),
];
