/**
 * The AIVDM/AIVDO decoder Vigil's AIS feeds push lines into: one line in, one result out
 * (a message, a stored fragment, an ignored line, or an error saying what is wrong). Pure: no
 * I/O, no clock; the caller passes the time each line arrived, and each message says when its
 * receiver heard it if the stream carries that (receive-times.ts).
 */

import type { AisMessage } from './ais-types.ts';
import { decodeMessage } from './decode-message.ts';
import { createFragmentAssembler, type Dropped, type Fragment } from './fragment-assembler.ts';
import { type GatehouseWrapper, wrapperDates } from './gatehouse-wrapper.ts';
import { parseLine } from './nmea-sentence.ts';
import { type ReceiveTime, receiveTimeOf } from './receive-times.ts';
import { unarmour } from './six-bit.ts';
import type { TagGroup } from './tag-block.ts';

export interface AisSentenceMeta {
  /** Tag block `s:` (receiving station), when there is a tag block. */
  source?: string;
  /** When Vigil received the line (or the last line of a multi-sentence message), ms. */
  receivedAt: number;
  /** Tag block `c:` converted to unix milliseconds. */
  tagTime?: number;
  /**
   * When the receiver heard it, from whichever form the stream carries (tag block `c:`, else
   * ORBCOMM's tag block `T:`, else a `$PGHP` wrapper, else USCG metadata after the checksum).
   */
  receiveTime?: ReceiveTime;
  /** Tag block group `g:` (or `xGy:`), when the sender grouped sentences. */
  group?: TagGroup;
  /** Every tag block field as sent (e.g. ORBCOMM's `q` and `T`). */
  tags?: Readonly<Record<string, string>>;
  /** Radio channel as sent ('A', 'B', '1', '2'); absent when the sentence left it empty. */
  channel?: string;
  /** 'AIVDM' for reports from others, 'AIVDO' for own ship; other talkers keep their address. */
  talker: 'AIVDM' | 'AIVDO' | string;
  /** Receiver metadata after the checksum, comma-split; not used for decoding. */
  trailer?: readonly string[];
  /** The armoured payload of the whole message (every fragment's, joined): what was transmitted. */
  payload?: string;
  /** Fill bits at the end of the payload: with it, the exact length of the message. */
  fillBits?: number;
}

export type AisDecodeResult = (
  | { kind: 'message'; message: AisMessage; meta: AisSentenceMeta; refs: number[] }
  | { kind: 'partial' }
  | { kind: 'ignored'; reason: string }
  | { kind: 'error'; detail: string }
) & {
  /** Earlier fragments this line made the decoder give up on (their refs, and why). */
  dropped?: Dropped;
};

export interface AisDecoder {
  /**
   * Takes one line. `ref` names it (e.g. its line number): a message comes back with the refs of
   * every line it was assembled from, and fragments given up on are reported by ref.
   */
  push(line: string, receivedAt: number, ref?: number): AisDecodeResult;
  /** Drops fragments older than the timeout; returns how many unfinished messages were dropped. */
  expire(now: number): number;
  /** The refs of the lines held as parts of unfinished messages. */
  held(): number[];
}

export interface AisDecoderOptions {
  fragmentTimeoutMs?: number;
}

/**
 * The fragments of one message go out in consecutive slots (26.7 ms apart), so a local receiver
 * prints them back to back; 10 s leaves room for aggregators (AISHub, satellite feeds) that batch
 * lines. A stale fragment can only join the wrong message if the next fragment 1 under the same
 * key is lost too (a new fragment 1 replaces it), and the timeout bounds that window.
 */
export const DEFAULT_FRAGMENT_TIMEOUT_MS = 10_000;

/** Each optional field from the first fragment that has it: tag blocks often ride on fragment 1 only. */
function metaOf(fragments: readonly Fragment[]): AisSentenceMeta {
  const last = fragments[fragments.length - 1];
  const meta: AisSentenceMeta = { talker: last?.sentence.talker ?? '', receivedAt: last?.receivedAt ?? 0 };
  for (const { sentence } of fragments) {
    const tags = sentence.tagBlock;
    if (meta.channel === undefined && sentence.channel !== '') meta.channel = sentence.channel;
    if (meta.trailer === undefined && sentence.trailer.length > 0) meta.trailer = sentence.trailer;
    if (meta.receiveTime === undefined) {
      const receiveTime = receiveTimeOf(sentence);
      if (receiveTime !== undefined) meta.receiveTime = receiveTime;
    }
    if (tags === null) continue;
    if (meta.source === undefined && tags.source !== undefined) meta.source = tags.source;
    if (meta.tagTime === undefined && tags.time !== undefined) meta.tagTime = tags.time;
    if (meta.group === undefined && tags.group !== undefined) meta.group = tags.group;
    if (meta.tags === undefined) meta.tags = tags.fields;
  }
  return meta;
}

export function createAisDecoder(options: AisDecoderOptions = {}): AisDecoder {
  const timeoutMs = options.fragmentTimeoutMs ?? DEFAULT_FRAGMENT_TIMEOUT_MS;
  if (!(timeoutMs > 0)) throw new RangeError(`fragmentTimeoutMs must be positive, got ${timeoutMs}`);
  const assembler = createFragmentAssembler(timeoutMs);
  /** A `$PGHP` wrapper waiting for the sentence it dates: the next one, if its checksum agrees. */
  let wrapper: GatehouseWrapper | null = null;

  return {
    push(line, receivedAt, ref) {
      const parsed = parseLine(line);
      if (parsed.kind === 'wrapper') {
        wrapper = parsed.wrapper;
        return { kind: 'ignored', reason: 'a $PGHP wrapper: it dates the sentence after it' };
      }
      if (parsed.kind !== 'sentence') return parsed;
      const dating = wrapper;
      wrapper = null;
      const sentence =
        dating !== null && wrapperDates(dating, parsed.sentence.checksum)
          ? { ...parsed.sentence, wrapperTime: dating.time }
          : parsed.sentence;
      const step = assembler.add({ sentence, receivedAt, ref });
      if (step.kind !== 'complete') return step;
      const { fragments } = step;
      const payload = fragments.map((fragment) => fragment.sentence.payload).join('');
      // Only the last fragment may carry fill bits; the others end on a whole character.
      const bits = unarmour(payload, parsed.sentence.fillBits);
      const others = fragments.slice(0, -1).flatMap((f) => (f.ref === undefined ? [] : [f.ref]));
      const fail = (detail: string): AisDecodeResult => ({
        kind: 'error',
        detail,
        ...(others.length > 0 ? { dropped: { refs: others, detail } } : {}),
      });
      if ('badIndex' in bits) return fail(`payload character ${bits.badIndex} is not armoured`);
      const decoded = decodeMessage(bits);
      if (!decoded.ok) return fail(decoded.detail);
      return {
        kind: 'message',
        message: decoded.message,
        meta: { ...metaOf(fragments), payload, fillBits: parsed.sentence.fillBits },
        refs: fragments.flatMap((fragment) => (fragment.ref === undefined ? [] : [fragment.ref])),
      };
    },
    expire: (now) => assembler.expire(now),
    held: () => assembler.held(),
  };
}
