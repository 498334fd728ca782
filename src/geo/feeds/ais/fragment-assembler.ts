/**
 * Reassembles multi-sentence AIS messages (a type 5 needs two sentences, long binary messages
 * up to nine). Fragments are matched by talker, fragment count, sequential message id and
 * channel, must arrive in order, and are dropped when the rest does not come within the
 * timeout. Time is whatever the caller passes as `receivedAt`, so tests need no clock.
 *
 * Memory is bounded without a cap: there are at most 9 counts × 11 sequence ids × a handful of
 * channels per talker, and a new first fragment replaces an unfinished one with the same key.
 */

import type { VdmSentence } from './nmea-sentence.ts';

export interface Fragment {
  sentence: VdmSentence;
  receivedAt: number;
}

export type AssemblyStep =
  | { kind: 'complete'; fragments: readonly Fragment[] }
  | { kind: 'partial' }
  | { kind: 'error'; detail: string };

interface Pending {
  fragments: Fragment[];
  firstAt: number;
}

export interface FragmentAssembler {
  add(fragment: Fragment): AssemblyStep;
  /** Drops unfinished messages whose first fragment is older than the timeout; returns how many. */
  expire(now: number): number;
}

function keyOf(sentence: VdmSentence): string {
  return `${sentence.talker}|${sentence.fragmentCount}|${sentence.sequenceId}|${sentence.channel}`;
}

function describe(sentence: VdmSentence): string {
  const { fragmentNumber, fragmentCount, sequenceId, channel } = sentence;
  const id = sequenceId === '' ? 'no sequence id' : `sequence id ${sequenceId}`;
  return `fragment ${fragmentNumber} of ${fragmentCount} (${id}, channel ${channel === '' ? 'none' : channel})`;
}

export function createFragmentAssembler(timeoutMs: number): FragmentAssembler {
  const pending = new Map<string, Pending>();

  return {
    add(fragment) {
      const { sentence, receivedAt } = fragment;
      if (sentence.fragmentCount === 1) return { kind: 'complete', fragments: [fragment] };
      const key = keyOf(sentence);
      if (sentence.fragmentNumber === 1) {
        // An unfinished message under the same key lost its remaining fragments.
        pending.set(key, { fragments: [fragment], firstAt: receivedAt });
        return { kind: 'partial' };
      }
      const entry = pending.get(key);
      if (entry === undefined || receivedAt - entry.firstAt > timeoutMs) {
        pending.delete(key);
        const why = entry === undefined ? 'without' : `more than ${timeoutMs} ms after`;
        return { kind: 'error', detail: `${describe(sentence)} arrived ${why} fragment 1` };
      }
      const expected = entry.fragments.length + 1;
      if (sentence.fragmentNumber !== expected) {
        pending.delete(key);
        return {
          kind: 'error',
          detail: `${describe(sentence)} arrived when fragment ${expected} was expected`,
        };
      }
      entry.fragments.push(fragment);
      if (expected < sentence.fragmentCount) return { kind: 'partial' };
      pending.delete(key);
      return { kind: 'complete', fragments: entry.fragments };
    },

    expire(now) {
      let dropped = 0;
      for (const [key, entry] of pending) {
        if (now - entry.firstAt > timeoutMs) {
          pending.delete(key);
          dropped++;
        }
      }
      return dropped;
    },
  };
}
