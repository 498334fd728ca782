/**
 * Turns a reassembled payload into an AisMessage: reads the common header, checks the payload
 * is long enough for the fields Vigil reads, and hands the bits to the decoder of its type.
 */

import { type AisHeader, type AisHeaderOnlyType, type AisMessage, HEADER_ONLY_TYPES } from './ais-types.ts';
import { HEADER_ONLY_MIN_BITS, LONG_RANGE_BITS } from './ais-units.ts';
import {
  decodeBaseStation,
  decodeClassAPosition,
  decodeClassBPosition,
  decodeLongRange,
  decodeSarAircraft,
} from './decode-position.ts';
import {
  decodeAidToNavigation,
  decodeClassBExtended,
  decodeStaticPartA,
  decodeStaticPartB,
  decodeStaticVoyage,
} from './decode-static.ts';
import { readMmsi } from './field-readers.ts';
import { type AisBits, charsFrom, readText, readUint } from './six-bit.ts';

/** Type 14's text starts after two spare bits (M.1371-5 Table 68). */
const SAFETY_TEXT_START = 40;

export type DecodeOutcome = { ok: true; message: AisMessage } | { ok: false; detail: string };

/** type, repeat indicator and MMSI. */
const HEADER_BITS = 38;

/**
 * Fewest bits each decoded type needs: everything up to the last field Vigil uses, leaving out
 * trailing radio/spare bits. gpsd is as lenient (it decodes a 163-bit type 1, and a type 5 of
 * 420 bits, which "a lot of transmitters in the wild" send).
 */
const MIN_BITS: Readonly<Record<number, number>> = {
  1: 149,
  2: 149,
  3: 149,
  4: 149,
  5: 420,
  9: 148,
  11: 149,
  18: 148,
  19: 308,
  21: 272,
  27: LONG_RANGE_BITS[0],
  ...HEADER_ONLY_MIN_BITS,
};
/** Part A may omit its 8 spare bits; part B needs everything up to the dimensions. */
const MIN_BITS_24A = 160;
const MIN_BITS_24B = 162;

const headerOnlyTypes: ReadonlySet<number> = new Set(HEADER_ONLY_TYPES);

function isHeaderOnlyType(type: number): type is AisHeaderOnlyType {
  return headerOnlyTypes.has(type);
}

function tooShort(type: string, bits: AisBits, needed: number): DecodeOutcome {
  return { ok: false, detail: `payload of type ${type} has ${bits.length} bits, needs at least ${needed}` };
}

function decodeType24(bits: AisBits, header: AisHeader): DecodeOutcome {
  const part = readUint(bits, 38, 2);
  if (part === 0) {
    if (bits.length < MIN_BITS_24A) return tooShort('24A', bits, MIN_BITS_24A);
    return { ok: true, message: decodeStaticPartA(bits, header) };
  }
  if (part === 1) {
    if (bits.length < MIN_BITS_24B) return tooShort('24B', bits, MIN_BITS_24B);
    return { ok: true, message: decodeStaticPartB(bits, header) };
  }
  return { ok: false, detail: `type 24 part number ${part} is reserved (only 0 = A and 1 = B exist)` };
}

/**
 * Types 25 and 26 (binary messages in one or several slots) say in two flags whether they carry a
 * destination MMSI (30 bits) and an application id (16); type 26 ends in a 20-bit radio status. A
 * payload too short for what its own flags announce is noise (gpsd refuses it too).
 */
function binaryModeShortfall(type: number, bits: AisBits): string | undefined {
  if (type !== 25 && type !== 26) return undefined;
  const addressed = readUint(bits, 38, 1) === 1;
  const structured = readUint(bits, 39, 1) === 1;
  const needed = 40 + (addressed ? 30 : 0) + (structured ? 16 : 0) + (type === 26 ? 20 : 0);
  if (bits.length >= needed) return undefined;
  const mode = `${addressed ? 'addressed' : 'broadcast'}, ${structured ? 'structured' : 'unstructured'}`;
  return `payload of type ${type} has ${bits.length} bits, too short for a ${mode} message (${needed})`;
}

export function decodeMessage(bits: AisBits): DecodeOutcome {
  if (bits.length < HEADER_BITS) {
    return {
      ok: false,
      detail: `payload has ${bits.length} bits, too short for the ${HEADER_BITS}-bit header`,
    };
  }
  const type = readUint(bits, 0, 6);
  const header: AisHeader = { repeat: readUint(bits, 6, 2), mmsi: readMmsi(bits, 8) };
  const needed = MIN_BITS[type];
  if (needed !== undefined && bits.length < needed) return tooShort(String(type), bits, needed);
  switch (type) {
    case 1:
    case 2:
    case 3:
      return { ok: true, message: decodeClassAPosition(bits, type, header) };
    case 4:
    case 11:
      return { ok: true, message: decodeBaseStation(bits, type, header) };
    case 5:
      return { ok: true, message: decodeStaticVoyage(bits, header) };
    case 9:
      return { ok: true, message: decodeSarAircraft(bits, header) };
    case 14:
      return {
        ok: true,
        message: {
          type: 14,
          ...header,
          text: readText(bits, SAFETY_TEXT_START, charsFrom(bits, SAFETY_TEXT_START)),
        },
      };
    case 18:
      return { ok: true, message: decodeClassBPosition(bits, header) };
    case 19:
      return { ok: true, message: decodeClassBExtended(bits, header) };
    case 21:
      return { ok: true, message: decodeAidToNavigation(bits, header) };
    case 24:
      return decodeType24(bits, header);
    case 27:
      // Its length is fixed; a longer payload starting with 27 is not a long-range report.
      if (!(LONG_RANGE_BITS as readonly number[]).includes(bits.length)) {
        return {
          ok: false,
          detail: `payload of type 27 has ${bits.length} bits; a long-range report has ${LONG_RANGE_BITS.join(' or ')}`,
        };
      }
      return { ok: true, message: decodeLongRange(bits, header) };
  }
  if (isHeaderOnlyType(type)) {
    const short = binaryModeShortfall(type, bits);
    if (short !== undefined) return { ok: false, detail: short };
    return { ok: true, message: { type, ...header, bitLength: bits.length } };
  }
  return {
    ok: false,
    detail: `message type ${type} is not defined by ITU-R M.1371-5 (0 and 28-63 are not in use)`,
  };
}
