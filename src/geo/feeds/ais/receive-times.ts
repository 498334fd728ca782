/**
 * When a receiver heard a sentence, in each form AIS archives write it (every form found in the
 * reference corpora; docs/tracking.md lists them):
 *
 * - NMEA 4.10 tag block `c:` (unix seconds or milliseconds), read by tag-block.ts;
 * - ORBCOMM's tag block `T:2014-12-10 00.41.53` (UTC), when a block has no `c:`;
 * - the USCG/NAIS metadata after the checksum (`,d-109,S2105,t050056.00,T56.137,r003669946,
 *   1325394060`): the logger's unix time last, and `t`, the receiver's UTC time of day;
 * - Gatehouse's `$PGHP,1,2008,5,9,0,0,0,10,…` wrapper sentence, which dates the sentence after it
 *   (gatehouse-wrapper.ts).
 *
 * Pure: no clock. Each reader answers unix milliseconds, or undefined when the line says nothing.
 */

import { type GatehouseWrapper, wrapperDates } from './gatehouse-wrapper.ts';
import { parseLine, type VdmSentence } from './nmea-sentence.ts';

/** Which form a receive time came from. */
export type ReceiveTimeSource = 'tag_block' | 'tag_block_text' | 'gatehouse' | 'uscg';

export interface ReceiveTime {
  /** Unix milliseconds. */
  at: number;
  source: ReceiveTimeSource;
}

const ORBCOMM_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2})\.(\d{2})\.(\d{2})$/;

/** ORBCOMM's `T:` tag, `YYYY-MM-DD HH.MM.SS` in UTC (libais reads it so); undefined if malformed. */
export function orbcommTagTime(text: string): number | undefined {
  const parts = ORBCOMM_TIME.exec(text);
  if (parts === null) return undefined;
  const [year, month, day, hour, minute, second] = parts.slice(1).map(Number);
  if (year === undefined || month === undefined || day === undefined) return undefined;
  const ms = Date.UTC(year, month - 1, day, hour ?? 0, minute ?? 0, second ?? 0);
  const back = new Date(ms);
  // Date.UTC rolls 31 April over into May; a reading that does not survive the trip names no day.
  return back.getUTCMonth() === month - 1 && back.getUTCDate() === day && (hour ?? 0) <= 23 ? ms : undefined;
}

/** A logger's unix time: whole or fractional seconds. */
const UNIX_SECONDS = /^\d{9,10}(\.\d+)?$/;
/** The receiver's UTC time of day, `thhmmss.ss`. */
const TIME_OF_DAY = /^t(\d{2})(\d{2})(\d{2}(?:\.\d+)?)$/;
const DAY_MS = 86_400_000;

/**
 * The receive time in the USCG/NAIS metadata after a sentence's checksum, as libais's uscg.py reads
 * it. The unix time is the data logger's (the first, when a line has two), which USCG found up to a
 * day off; `t` is the receiver's own UTC time of day. With both, the time is the instant with the
 * receiver's time of day nearest the logger's time; with the logger's alone, that. A time of day
 * alone names no day, and `T` (seconds within the minute) no minute: neither dates a line.
 */
export function uscgReceiveTime(trailer: readonly string[]): number | undefined {
  let logger: number | undefined;
  let timeOfDay: number | undefined;
  for (const field of trailer) {
    const value = field.trim();
    if (logger === undefined && UNIX_SECONDS.test(value)) logger = Math.round(Number(value) * 1000);
    const clock = TIME_OF_DAY.exec(value);
    if (clock !== null) {
      const [hours, minutes, seconds] = clock.slice(1).map(Number);
      if (hours !== undefined && minutes !== undefined && seconds !== undefined && hours < 24 && minutes < 60)
        timeOfDay = Math.round(((hours * 60 + minutes) * 60 + seconds) * 1000);
    }
  }
  if (logger === undefined) return undefined;
  if (timeOfDay === undefined) return logger;
  const sameDay = Math.floor(logger / DAY_MS) * DAY_MS + timeOfDay;
  // The receiver's time of day on the day before, of, or after the logger's: the nearest one.
  return [sameDay - DAY_MS, sameDay, sameDay + DAY_MS].reduce((best, candidate) =>
    Math.abs(candidate - logger) < Math.abs(best - logger) ? candidate : best,
  );
}

/**
 * The receive time one sentence carries, in the order of trust its forms earn: the standard tag
 * block `c:`, then ORBCOMM's `T:` (the same block, written for people), then a `$PGHP` wrapper (a
 * base station controller's clock), then USCG metadata (a data logger's clock, up to a day off).
 */
export function receiveTimeOf(sentence: VdmSentence): ReceiveTime | undefined {
  const tags = sentence.tagBlock;
  if (tags?.time !== undefined) return { at: tags.time, source: 'tag_block' };
  const text = tags?.fields.T === undefined ? undefined : orbcommTagTime(tags.fields.T);
  if (text !== undefined) return { at: text, source: 'tag_block_text' };
  if (sentence.wrapperTime !== undefined) return { at: sentence.wrapperTime, source: 'gatehouse' };
  const uscg = uscgReceiveTime(sentence.trailer);
  return uscg === undefined ? undefined : { at: uscg, source: 'uscg' };
}

/**
 * Reads, line by line, the time each line of an AIS recording says it was received (null when it
 * says none): what `vigil replay` paces by. A `$PGHP` wrapper line has its own time, and passes it
 * to the sentence after it as the decoder does.
 */
export function createLineTimeReader(): (line: string) => number | null {
  let wrapper: GatehouseWrapper | null = null;
  return (line) => {
    const parsed = parseLine(line);
    if (parsed.kind === 'wrapper') {
      wrapper = parsed.wrapper;
      return wrapper.time;
    }
    if (parsed.kind !== 'sentence') return null;
    const { sentence } = parsed;
    const dated =
      wrapper !== null && wrapperDates(wrapper, sentence.checksum)
        ? { ...sentence, wrapperTime: wrapper.time }
        : sentence;
    wrapper = null;
    return receiveTimeOf(dated)?.at ?? null;
  };
}
