/**
 * Builds AIVDM test sentences: a payload from (value, width) bit fields, and a sentence around
 * it with a correct checksum unless told otherwise.
 */

import { type AisMessage, createAisDecoder } from '../../../../src/geo/feeds/ais/index.ts';
import { nmeaChecksum } from '../../../../src/geo/feeds/ais/nmea-checksum.ts';

/** Bit fields as (value, width) pairs, MSB first. */
export type Fields = readonly (readonly [number, number])[];

/** Packs fields MSB first (negative values as two's complement) and armours them. */
export function armour(fields: Fields): {
  payload: string;
  fillBits: number;
} {
  let bits = '';
  for (const [value, width] of fields) {
    const unsigned = value < 0 ? 2 ** width + value : value;
    bits += unsigned.toString(2).padStart(width, '0').slice(-width);
  }
  const fillBits = (6 - (bits.length % 6)) % 6;
  bits += '0'.repeat(fillBits);
  let payload = '';
  for (let i = 0; i < bits.length; i += 6) {
    const sextet = Number.parseInt(bits.slice(i, i + 6), 2);
    payload += String.fromCharCode(sextet < 40 ? sextet + 48 : sextet + 56);
  }
  return { payload, fillBits };
}

/** Six-bit text as ITU-R M.1371 Table 47 has it, padded with '@' to `chars`. */
export function text(value: string, chars: number): [number, number][] {
  return [...value.padEnd(chars, '@')].map((char) => {
    const code = char.charCodeAt(0);
    return [code >= 64 ? code - 64 : code, 6];
  });
}

export interface SentenceOptions {
  talker?: string;
  count?: number;
  number?: number;
  sequenceId?: string;
  channel?: string;
  fillBits?: number;
  /** Written instead of the correct checksum. */
  checksum?: string;
  tagBlock?: string;
  trailer?: string;
}

export function sentence(payload: string, options: SentenceOptions = {}): string {
  const { talker = 'AIVDM', count = 1, number = 1, sequenceId = '', channel = 'A', fillBits = 0 } = options;
  const body = `${talker},${count},${number},${sequenceId},${channel},${payload},${fillBits}`;
  const checksum = options.checksum ?? nmeaChecksum(body).toString(16).toUpperCase().padStart(2, '0');
  const tagBlock = options.tagBlock === undefined ? '' : tagBlockText(options.tagBlock);
  return `${tagBlock}!${body}*${checksum}${options.trailer ?? ''}`;
}

/** Any sentence body with its correct checksum, for shapes `sentence` cannot make. */
export function nmea(body: string): string {
  return `!${body}*${nmeaChecksum(body).toString(16).toUpperCase().padStart(2, '0')}`;
}

export function tagBlockText(fields: string): string {
  return `\\${fields}*${nmeaChecksum(fields).toString(16).toUpperCase().padStart(2, '0')}\\`;
}

/** Message type, repeat indicator 0 and MMSI: the 38-bit header of every message. */
export function headerFields(type: number, mmsi: number): Fields {
  return [
    [type, 6],
    [0, 2],
    [mmsi, 30],
  ];
}

/** Decodes a payload built from fields, failing loudly if it is not a message. */
export function decodeBuilt(fields: Fields): AisMessage {
  const { payload, fillBits } = armour(fields);
  const result = createAisDecoder().push(sentence(payload, { fillBits }), 0);
  if (result.kind !== 'message') throw new Error(`expected a message, got ${JSON.stringify(result)}`);
  return result.message;
}

/** A type 5 (static and voyage data) message's fields; EVER DIADEM's unless told otherwise. */
export function staticVoyage(parts: {
  mmsi?: number;
  imo?: number;
  callSign?: string;
  name?: string;
  shipType?: number;
  eta?: [number, number, number, number];
  draught?: number;
  destination?: string;
}): Fields {
  const {
    mmsi = 351759000,
    imo = 9134270,
    callSign = '3FOF8',
    name = 'EVER DIADEM',
    shipType = 70,
    eta = [5, 15, 14, 0],
    draught = 122,
    destination = 'NEW YORK',
  } = parts;
  return [
    ...headerFields(5, mmsi),
    [0, 2],
    [imo, 30],
    ...text(callSign, 7),
    ...text(name, 20),
    [shipType, 8],
    [225, 9],
    [70, 9],
    [1, 6],
    [31, 6],
    [1, 4],
    [eta[0], 4],
    [eta[1], 5],
    [eta[2], 5],
    [eta[3], 6],
    [draught, 8],
    ...text(destination, 20),
    [0, 1],
    [0, 1],
  ];
}

/** A type 5 as one AIVDM line, dated by a tag block `c:` (ms) when `at` is given. */
export function staticVoyageLine(parts: Parameters<typeof staticVoyage>[0], at?: number): string {
  const { payload, fillBits } = armour(staticVoyage(parts));
  return sentence(payload, { fillBits, ...(at === undefined ? {} : { tagBlock: `c:${at}` }) });
}
