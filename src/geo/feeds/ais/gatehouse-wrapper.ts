/**
 * Gatehouse's proprietary wrapper sentence, which AIS networks built on Gatehouse base station
 * controllers write before each AIS sentence to date it (pyais reads it as GatehouseSentence):
 *
 *   $PGHP,1,<yyyy>,<mm>,<dd>,<hh>,<mm>,<ss>,<ms>,<country MID>,<region>,<pss MMSI>,<online>,<cc>*hh
 *
 * `online` is 1 for data forwarded as it came, 0 for data the controller buffered and sent later;
 * `cc` is the checksum of the AIS sentence it dates (hex), which ties the two together.
 */
import { checksumProblem } from './nmea-checksum.ts';

export interface GatehouseWrapper {
  /** When the base station received the sentence, unix milliseconds (UTC). */
  time: number;
  /** False for buffered data the controller forwarded later. */
  online: boolean | null;
  /** The checksum (two hex digits, upper case) of the sentence it dates; null when not given. */
  sentenceChecksum: string | null;
}

/** The wrapper, or what is wrong with it. `line` starts with `$PGHP`. */
export function parseGatehouseWrapper(line: string): GatehouseWrapper | string {
  const star = line.indexOf('*');
  if (star < 0) return '$PGHP has no checksum';
  const body = line.slice(1, star);
  const hex = line.slice(star + 1, star + 3);
  if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return `checksum ${JSON.stringify(hex)} is not two hex digits`;
  const problem = checksumProblem(body, hex);
  if (problem !== null) return `$PGHP ${problem}`;
  const fields = body.split(',');
  if (fields[1] !== '1') return `$PGHP message type ${JSON.stringify(fields[1] ?? '')} is not 1`;
  const numbers = fields.slice(2, 9).map((field) => (/^\d+$/.test(field) ? Number(field) : Number.NaN));
  const [year, month, day, hour, minute, second, ms] = numbers;
  if (
    numbers.length !== 7 ||
    numbers.some(Number.isNaN) ||
    year === undefined ||
    month === undefined ||
    day === undefined ||
    hour === undefined ||
    minute === undefined ||
    second === undefined ||
    ms === undefined
  )
    return '$PGHP date and time are not seven numbers (year, month, day, hour, minute, second, ms)';
  const time = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  const back = new Date(time);
  if (
    back.getUTCFullYear() !== year ||
    back.getUTCMonth() !== month - 1 ||
    back.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59 ||
    ms > 999
  )
    return `$PGHP time ${fields.slice(2, 9).join(',')} is not a real date and time`;
  const online = fields[12] === '1' ? true : fields[12] === '0' ? false : null;
  const cc = fields[13] ?? '';
  return {
    time,
    online,
    sentenceChecksum: /^[0-9A-Fa-f]{1,2}$/.test(cc) ? cc.toUpperCase().padStart(2, '0') : null,
  };
}

/** Whether the wrapper dates a sentence of this checksum: the one it names, or any when it names none. */
export function wrapperDates(wrapper: GatehouseWrapper, sentenceChecksum: string): boolean {
  return wrapper.sentenceChecksum === null || wrapper.sentenceChecksum === sentenceChecksum;
}
