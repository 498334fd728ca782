/**
 * Splits one feed line into its parts: optional NMEA 4.10 tag block, the `!AIVDM`/`!AIVDO`
 * sentence with its checksum checked and fields validated, and whatever a receiver appended
 * after the checksum (USCG and AISHub feeds add `,s…,d…,T…,r…,1234567890`). Gatehouse's `$PGHP`
 * wrapper, which dates the sentence after it, is read too. Lines that are not AIS are sorted out
 * here: blank lines and `#` comments and other NMEA sentences are ignored, anything else that does
 * not parse is an error with a reason.
 */

import { type GatehouseWrapper, parseGatehouseWrapper } from './gatehouse-wrapper.ts';
import { checksumProblem } from './nmea-checksum.ts';
import { parseTagBlock, type TagBlock } from './tag-block.ts';

export interface VdmSentence {
  /** Address field, e.g. 'AIVDM' (others' reports) or 'AIVDO' (own ship); base stations send 'BSVDM'. */
  talker: string;
  fragmentCount: number;
  fragmentNumber: number;
  /** Sequential message id '0'-'9', or '' for single-fragment messages. */
  sequenceId: string;
  /** Radio channel 'A'/'B' (or '1'/'2'), '' when not given. */
  channel: string;
  payload: string;
  fillBits: number;
  tagBlock: TagBlock | null;
  /** Comma-separated receiver metadata after the checksum, empty when there is none. */
  trailer: readonly string[];
  /** The sentence's checksum, two upper-case hex digits (a `$PGHP` wrapper names it). */
  checksum: string;
  /** The time a `$PGHP` wrapper right before it gave, unix milliseconds. */
  wrapperTime?: number;
}

export type LineParse =
  | { kind: 'sentence'; sentence: VdmSentence }
  | { kind: 'wrapper'; wrapper: GatehouseWrapper }
  | { kind: 'ignored'; reason: string }
  | { kind: 'error'; detail: string };

/** Two letters of talker id, then VDM (received) or VDO (own vessel). */
const AIS_ADDRESS = /^[A-Z]{2}VD[MO]$/;
/** The armour alphabet: '0'-'W' and '`'-'w'. */
const ARMOURED = /^[0-W`-w]+$/;
const HEX2 = /^[0-9A-Fa-f]{2}$/;
/** IEC 61162-1 allows at most 9 fragments per message. */
const MAX_FRAGMENTS = 9;
/** At most 5 fill bits: a sixth would be a whole character. */
const MAX_FILL_BITS = 5;

function error(detail: string): LineParse {
  return { kind: 'error', detail };
}

function splitTagBlock(line: string): { tagBlock: TagBlock | null; rest: string } | string {
  if (!line.startsWith('\\')) return { tagBlock: null, rest: line };
  const close = line.indexOf('\\', 1);
  if (close < 0) return 'tag block has no closing backslash';
  const tagBlock = parseTagBlock(line.slice(1, close));
  if (typeof tagBlock === 'string') return tagBlock;
  return { tagBlock, rest: line.slice(close + 1) };
}

function parseTrailer(text: string): readonly string[] {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  return (trimmed.startsWith(',') ? trimmed.slice(1) : trimmed).split(',');
}

function parseFields(
  fields: readonly string[],
  tagBlock: TagBlock | null,
  trailer: readonly string[],
  checksum: string,
): LineParse {
  const [talker = '', count = '', number = '', sequenceId = '', channel = '', payload = '', fill = ''] =
    fields;
  if (fields.length !== 7) return error(`${talker} has ${fields.length - 1} fields, expected 6`);
  if (!/^[1-9]$/.test(count))
    return error(`fragment count ${JSON.stringify(count)} is not 1-${MAX_FRAGMENTS}`);
  if (!/^[1-9]$/.test(number) || Number(number) > Number(count)) {
    return error(`fragment number ${JSON.stringify(number)} is not 1-${count}`);
  }
  if (!/^\d?$/.test(sequenceId)) return error(`sequence id ${JSON.stringify(sequenceId)} is not a digit`);
  if (!/^[A-Za-z0-9]?$/.test(channel))
    return error(`channel ${JSON.stringify(channel)} is not one character`);
  if (payload === '') return error('payload is empty');
  if (!ARMOURED.test(payload)) {
    const bad = [...payload].find((char) => !ARMOURED.test(char)) ?? '';
    return error(`payload character ${JSON.stringify(bad)} is outside the six-bit armour alphabet`);
  }
  if (!/^\d$/.test(fill) || Number(fill) > MAX_FILL_BITS) {
    return error(`fill bits ${JSON.stringify(fill)} is not 0-${MAX_FILL_BITS}`);
  }
  return {
    kind: 'sentence',
    sentence: {
      talker,
      fragmentCount: Number(count),
      fragmentNumber: Number(number),
      sequenceId,
      channel,
      payload,
      fillBits: Number(fill),
      tagBlock,
      trailer,
      checksum,
    },
  };
}

export function parseLine(raw: string): LineParse {
  const line = raw.trim();
  if (line === '') return { kind: 'ignored', reason: 'blank line' };
  if (line.startsWith('#')) return { kind: 'ignored', reason: 'comment' };
  const split = splitTagBlock(line);
  if (typeof split === 'string') return error(split);
  const { tagBlock, rest } = split;
  const start = rest.charAt(0);
  if (start !== '!' && start !== '$') return error('not an NMEA sentence: no "!" or "$" at the start');
  const star = rest.indexOf('*');
  const body = rest.slice(1, star < 0 ? undefined : star);
  const address = body.slice(0, body.indexOf(',') < 0 ? undefined : body.indexOf(','));
  if (start === '$' && address === 'PGHP') {
    const wrapper = parseGatehouseWrapper(rest);
    return typeof wrapper === 'string' ? error(wrapper) : { kind: 'wrapper', wrapper };
  }
  if (!AIS_ADDRESS.test(address)) return { kind: 'ignored', reason: `not an AIS sentence (${address})` };
  if (star < 0) return error(`${address} has no checksum`);
  const hex = rest.slice(star + 1, star + 3);
  if (!HEX2.test(hex)) return error(`checksum ${JSON.stringify(hex)} is not two hex digits`);
  const problem = checksumProblem(body, hex);
  if (problem !== null) return error(problem);
  return parseFields(body.split(','), tagBlock, parseTrailer(rest.slice(star + 3)), hex.toUpperCase());
}
