/**
 * libais's JSON field → Vigil field, written once. libais's test JSON comes from its
 * `ais.compatibility.gpsd` mangler, so most keys are gpsd's (x → lon, y → lat, sog → speed,
 * cog → course, true_heading → heading, timestamp → second, nav_status → status…), but the
 * values are libais's: float32 numbers, raw sentinels, an `imo` string, turn as a signed float.
 * Fields Vigil does not model (spare, sync_state, slot_*, regional bits…) have no row.
 *
 * Deliberate differences, each in its row:
 * - turn: libais gives sign × (ROT_AIS/4.733)² and null ("nan") when not available; for ±127 it
 *   would give ±720, where Vigil has `turningFast` and a null rate.
 * - cs: libais's `cs` is the communication-state selector (bit 148), which Vigil keeps inside
 *   `radio`; libais's `unit` is the Class B CS flag that Vigil calls `csUnit`.
 * - text: libais's six-bit alphabet has '-' for 31 and '`' for 39 where ITU-R M.1371 Table 47
 *   (and gpsd, and Vigil) have '_' and "'" (the alphabet is ASCII 32-95), so Vigil's text is
 *   translated before comparing.
 * - speed of type 9: see libais-corpus.test.ts (libais's expected 16.8 is wrong).
 * - values ITU-R M.1371 leaves unused (longitude beyond ±180°, latitude beyond ±90°, course from
 *   360°, heading 360-510): libais keeps them raw, Vigil reads them as not available (`beyond`).
 */

import { TURN_FAST, TURN_INDICATOR_FACTOR } from '../../../../src/geo/feeds/ais/ais-units.ts';
import { eq, field, near, oneOf, type PeerField } from './peer-comparison.ts';

/** float32 keeps about 7 significant digits: 180° is good to ~1e-5. */
const FLOAT32_DEG = 2e-5;
const FLOAT32_SMALL = 1e-4;
const FAST_TURN_RATE = (TURN_FAST / TURN_INDICATOR_FACTOR) ** 2;

/** Vigil's (ITU) text as libais's alphabet prints it. */
const libaisText = (text: unknown): unknown =>
  typeof text === 'string' ? text.replaceAll('_', '-').replaceAll("'", '`') : text;

const two = (n: number): string => String(n).padStart(2, '0');

export const LIBAIS_FIELDS: readonly PeerField[] = [
  field('type', 'type'),
  field('repeat', 'repeat'),
  field('mmsi', 'mmsi', { convert: Number }),
  field('status', 'navStatus', { nullAs: 15 }),
  {
    peer: 'turn',
    vigil: 'rateOfTurn, turningFast',
    expect(m) {
      if (m.type !== 1 && m.type !== 2 && m.type !== 3) return undefined;
      if (m.turningFast !== null)
        return near(m.turningFast === 'left' ? -FAST_TURN_RATE : FAST_TURN_RATE, 0.01);
      return m.rateOfTurn === null ? oneOf([null, 'nan']) : near(m.rateOfTurn, FLOAT32_SMALL);
    },
  },
  field('speed', 'speedKn', {
    nullFor: (m) => (m.type === 27 ? 63 : m.type === 9 ? 1023 : 102.3),
    within: FLOAT32_SMALL,
  }),
  field('accuracy', 'accuracy'),
  field('lon', 'lon', { nullAs: 181, beyond: 180, within: FLOAT32_DEG }),
  field('lat', 'lat', { nullAs: 91, beyond: 90, within: FLOAT32_DEG }),
  field('course', 'courseDeg', {
    nullFor: (m) => (m.type === 27 ? 511 : 360),
    beyond: 359.9,
    within: FLOAT32_SMALL,
  }),
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
  // libais prints the IMO number as a string, "0" when not available.
  field('imo', 'imo', { nullAs: '0' }),
  field('ais_version', 'aisVersion'),
  field('callsign', 'callSign', { nullAs: '', convert: libaisText }),
  field('shipname', 'shipName', { nullAs: '', convert: libaisText }),
  field('shiptype', 'shipType', { nullAs: 0 }),
  field('to_bow', 'dimensions.toBow'),
  field('to_stern', 'dimensions.toStern'),
  field('to_port', 'dimensions.toPort'),
  field('to_starboard', 'dimensions.toStarboard'),
  field('draught', 'draughtM', { nullAs: 0, within: FLOAT32_SMALL }),
  field('destination', 'destination', { nullAs: '', convert: libaisText }),
  field('dte', 'dte'),
  field('alt', 'altitudeM', { nullAs: 4095 }),
  field('assigned', 'assigned'),
  field('mode', 'assigned'),
  field('unit', 'csUnit'),
  field('display', 'display'),
  field('dsc', 'dsc'),
  field('band', 'band'),
  field('msg22', 'msg22'),
  field('aid_type', 'aidType', { nullAs: 0 }),
  field('name', 'name', { nullAs: '', convert: libaisText }),
  field('off_position', 'offPosition'),
  field('virtual_aid', 'virtualAid'),
  field('part_num', 'partNumber'),
  field('gnss', 'gnss'),
];
