/**
 * Bit layouts of the AIS messages that name a ship or station: types 5 (Class A static and
 * voyage), 19 (extended Class B), 21 (aid to navigation) and 24 (Class B static, parts A and B).
 * Offsets are from ITU-R M.1371-5 Annex 8.
 */

import type {
  AisAidToNavigation,
  AisClassBExtended,
  AisHeader,
  AisStaticPartA,
  AisStaticPartB,
  AisStaticVoyage,
} from './ais-types.ts';
import {
  AID_TYPE_NOT_SPECIFIED,
  AUXILIARY_MMSI_PREFIX,
  DRAUGHT_TENTHS_NOT_AVAILABLE,
  IMO_NOT_AVAILABLE,
  POSITION_UNITS_PER_DEG,
} from './ais-units.ts';
import {
  readCourseTenths,
  readDimensions,
  readEpfd,
  readEta,
  readHeading,
  readLonLat,
  readMmsi,
  readSecond,
  readShipType,
  readSpeedTenths,
  textOrNull,
  unlessSentinel,
} from './field-readers.ts';
import { type AisBits, charsFrom, readFlag, readText, readUint } from './six-bit.ts';

export function decodeStaticVoyage(bits: AisBits, header: AisHeader): AisStaticVoyage {
  const imo = readUint(bits, 40, 30);
  const draught = unlessSentinel(readUint(bits, 294, 8), DRAUGHT_TENTHS_NOT_AVAILABLE);
  return {
    type: 5,
    ...header,
    aisVersion: readUint(bits, 38, 2),
    imo: imo === IMO_NOT_AVAILABLE ? null : String(imo),
    callSign: textOrNull(bits, 70, 7),
    shipName: textOrNull(bits, 112, 20),
    shipType: readShipType(bits, 232),
    dimensions: readDimensions(bits, 240),
    epfd: readEpfd(bits, 270),
    eta: readEta(bits, 274),
    draughtM: draught === null ? null : draught / 10,
    destination: textOrNull(bits, 302, 20),
    dte: readUint(bits, 422, 1),
  };
}

export function decodeClassBExtended(bits: AisBits, header: AisHeader): AisClassBExtended {
  return {
    type: 19,
    ...header,
    speedKn: readSpeedTenths(bits, 46),
    accuracy: readFlag(bits, 56),
    ...readLonLat(bits, 57, 28, 27, POSITION_UNITS_PER_DEG),
    courseDeg: readCourseTenths(bits, 112),
    headingDeg: readHeading(bits, 124),
    second: readSecond(bits, 133),
    shipName: textOrNull(bits, 143, 20),
    shipType: readShipType(bits, 263),
    dimensions: readDimensions(bits, 271),
    epfd: readEpfd(bits, 301),
    raim: readFlag(bits, 305),
    dte: readUint(bits, 306, 1),
    assigned: readFlag(bits, 307),
  };
}

/** The name field is 20 characters; longer names continue in up to 14 characters after bit 272. */
const AID_NAME_CHARS = 20;
const AID_NAME_EXTENSION_START = 272;
const AID_NAME_EXTENSION_MAX_CHARS = 14;

function readAidName(bits: AisBits): string | null {
  const name = readText(bits, 43, AID_NAME_CHARS);
  // Like gpsd, the extension only continues a name that filled all 20 characters.
  const extension =
    name.length === AID_NAME_CHARS
      ? readText(
          bits,
          AID_NAME_EXTENSION_START,
          Math.min(AID_NAME_EXTENSION_MAX_CHARS, charsFrom(bits, AID_NAME_EXTENSION_START)),
        )
      : '';
  const full = name + extension;
  return full === '' ? null : full;
}

export function decodeAidToNavigation(bits: AisBits, header: AisHeader): AisAidToNavigation {
  return {
    type: 21,
    ...header,
    aidType: unlessSentinel(readUint(bits, 38, 5), AID_TYPE_NOT_SPECIFIED),
    name: readAidName(bits),
    accuracy: readFlag(bits, 163),
    ...readLonLat(bits, 164, 28, 27, POSITION_UNITS_PER_DEG),
    dimensions: readDimensions(bits, 219),
    epfd: readEpfd(bits, 249),
    second: readSecond(bits, 253),
    offPosition: readFlag(bits, 259),
    raim: readFlag(bits, 268),
    virtualAid: readFlag(bits, 269),
    assigned: readFlag(bits, 270),
  };
}

export function decodeStaticPartA(bits: AisBits, header: AisHeader): AisStaticPartA {
  return { type: 24, ...header, partNumber: 0, shipName: textOrNull(bits, 40, 20) };
}

export function decodeStaticPartB(bits: AisBits, header: AisHeader): AisStaticPartB {
  const auxiliary = header.mmsi.startsWith(AUXILIARY_MMSI_PREFIX) && header.mmsi.length === 9;
  return {
    type: 24,
    ...header,
    partNumber: 1,
    shipType: readShipType(bits, 40),
    vendorId: textOrNull(bits, 48, 3),
    model: readUint(bits, 66, 4),
    serial: readUint(bits, 70, 20),
    callSign: textOrNull(bits, 90, 7),
    dimensions: auxiliary ? null : readDimensions(bits, 132),
    mothershipMmsi: auxiliary ? readMmsi(bits, 132) : null,
  };
}
