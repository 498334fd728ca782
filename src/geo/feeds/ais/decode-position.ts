/**
 * Bit layouts of the position-bearing AIS messages: types 1-3 (Class A), 4 and 11 (base
 * station / UTC response), 9 (SAR aircraft), 18 (Class B) and 27 (long range). Offsets are from
 * ITU-R M.1371-5 Annex 8 (and gpsd's AIVDM.adoc, which lists the same).
 */

import type {
  AisBaseStation,
  AisClassAPosition,
  AisClassBPosition,
  AisHeader,
  AisLongRange,
  AisSarAircraft,
} from './ais-types.ts';
import {
  ALTITUDE_NOT_AVAILABLE,
  DAY_NOT_AVAILABLE,
  HOUR_NOT_AVAILABLE,
  LONG_RANGE_COURSE_MAX,
  LONG_RANGE_SPEED_NOT_AVAILABLE,
  LONG_RANGE_UNITS_PER_DEG,
  MANEUVER_NOT_AVAILABLE,
  MINUTE_NOT_AVAILABLE,
  MONTH_NOT_AVAILABLE,
  NAV_STATUS_NOT_DEFINED,
  POSITION_UNITS_PER_DEG,
  SAR_SPEED_NOT_AVAILABLE,
  TURN_FAST,
  TURN_INDICATOR_FACTOR,
  TURN_NOT_AVAILABLE,
  YEAR_NOT_AVAILABLE,
} from './ais-units.ts';
import {
  readCourseTenths,
  readEpfd,
  readHeading,
  readLonLat,
  readSecond,
  readSpeedTenths,
  unlessSentinel,
  withinRange,
} from './field-readers.ts';
import { type AisBits, readFlag, readInt, readUint } from './six-bit.ts';

function readTurn(bits: AisBits, start: number): Pick<AisClassAPosition, 'rateOfTurn' | 'turningFast'> {
  const raw = readInt(bits, start, 8);
  if (raw === TURN_NOT_AVAILABLE) return { rateOfTurn: null, turningFast: null };
  if (raw === TURN_FAST) return { rateOfTurn: null, turningFast: 'right' };
  if (raw === -TURN_FAST) return { rateOfTurn: null, turningFast: 'left' };
  const root = raw / TURN_INDICATOR_FACTOR;
  return { rateOfTurn: Math.sign(raw) * root * root, turningFast: null };
}

export function decodeClassAPosition(bits: AisBits, type: 1 | 2 | 3, header: AisHeader): AisClassAPosition {
  return {
    type,
    ...header,
    navStatus: unlessSentinel(readUint(bits, 38, 4), NAV_STATUS_NOT_DEFINED),
    ...readTurn(bits, 42),
    speedKn: readSpeedTenths(bits, 50),
    accuracy: readFlag(bits, 60),
    ...readLonLat(bits, 61, 28, 27, POSITION_UNITS_PER_DEG),
    courseDeg: readCourseTenths(bits, 116),
    headingDeg: readHeading(bits, 128),
    second: readSecond(bits, 137),
    maneuver: unlessSentinel(readUint(bits, 143, 2), MANEUVER_NOT_AVAILABLE),
    raim: readFlag(bits, 148),
    radio: readUint(bits, 149, 19),
  };
}

export function decodeBaseStation(bits: AisBits, type: 4 | 11, header: AisHeader): AisBaseStation {
  return {
    type,
    ...header,
    year: unlessSentinel(readUint(bits, 38, 14), YEAR_NOT_AVAILABLE),
    month: unlessSentinel(readUint(bits, 52, 4), MONTH_NOT_AVAILABLE),
    day: unlessSentinel(readUint(bits, 56, 5), DAY_NOT_AVAILABLE),
    hour: unlessSentinel(readUint(bits, 61, 5), HOUR_NOT_AVAILABLE),
    minute: unlessSentinel(readUint(bits, 66, 6), MINUTE_NOT_AVAILABLE),
    second: readSecond(bits, 72),
    accuracy: readFlag(bits, 78),
    ...readLonLat(bits, 79, 28, 27, POSITION_UNITS_PER_DEG),
    epfd: readEpfd(bits, 134),
    raim: readFlag(bits, 148),
    radio: readUint(bits, 149, 19),
  };
}

export function decodeSarAircraft(bits: AisBits, header: AisHeader): AisSarAircraft {
  return {
    type: 9,
    ...header,
    altitudeM: unlessSentinel(readUint(bits, 38, 12), ALTITUDE_NOT_AVAILABLE),
    speedKn: unlessSentinel(readUint(bits, 50, 10), SAR_SPEED_NOT_AVAILABLE),
    accuracy: readFlag(bits, 60),
    ...readLonLat(bits, 61, 28, 27, POSITION_UNITS_PER_DEG),
    courseDeg: readCourseTenths(bits, 116),
    second: readSecond(bits, 128),
    dte: readUint(bits, 142, 1),
    assigned: readFlag(bits, 146),
    raim: readFlag(bits, 147),
    radio: readUint(bits, 148, 20),
  };
}

export function decodeClassBPosition(bits: AisBits, header: AisHeader): AisClassBPosition {
  return {
    type: 18,
    ...header,
    speedKn: readSpeedTenths(bits, 46),
    accuracy: readFlag(bits, 56),
    ...readLonLat(bits, 57, 28, 27, POSITION_UNITS_PER_DEG),
    courseDeg: readCourseTenths(bits, 112),
    headingDeg: readHeading(bits, 124),
    second: readSecond(bits, 133),
    csUnit: readFlag(bits, 141),
    display: readFlag(bits, 142),
    dsc: readFlag(bits, 143),
    band: readFlag(bits, 144),
    msg22: readFlag(bits, 145),
    assigned: readFlag(bits, 146),
    raim: readFlag(bits, 147),
    radio: readUint(bits, 148, 20),
  };
}

export function decodeLongRange(bits: AisBits, header: AisHeader): AisLongRange {
  return {
    type: 27,
    ...header,
    accuracy: readFlag(bits, 38),
    raim: readFlag(bits, 39),
    navStatus: unlessSentinel(readUint(bits, 40, 4), NAV_STATUS_NOT_DEFINED),
    ...readLonLat(bits, 44, 18, 17, LONG_RANGE_UNITS_PER_DEG),
    speedKn: unlessSentinel(readUint(bits, 79, 6), LONG_RANGE_SPEED_NOT_AVAILABLE),
    courseDeg: withinRange(readUint(bits, 85, 9), LONG_RANGE_COURSE_MAX),
    gnss: !readFlag(bits, 94),
  };
}
