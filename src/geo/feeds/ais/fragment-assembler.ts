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
  /** The caller's name for the line (e.g. its number), handed back with the message or a drop. */
  ref?: number | undefined;
}

/** Earlier fragments given up on by this step: their refs, and why. */
export interface Dropped {
  refs: number[];
  detail: string;
}

export type AssemblyStep = (
  | { kind: 'complete'; fragments: readonly Fragment[] }
  | { kind: 'partial' }
  | { kind: 'error'; detail: string }
) & { dropped?: Dropped };

interface Pending {
  fragments: Fragment[];
  firstAt: number;
}

export interface FragmentAssembler {
  add(fragment: Fragment): AssemblyStep;
  /** Drops unfinished messages whose first fragment is older than the timeout; returns how many. */
  expire(now: number): number;
  /** The refs of every fragment held, waiting for the rest of its message. */
  held(): number[];
}

function keyOf(sentence: VdmSentence): string {
  return `${sentence.talker}|${sentence.fragmentCount}|${sentence.sequenceId}|${sentence.channel}`;
}

function describe(sentence: VdmSentence): string {
  const { fragmentNumber, fragmentCount, sequenceId, channel } = sentence;
  const id = sequenceId === '' ? 'no sequence id' : `sequence id ${sequenceId}`;
  return `fragment ${fragmentNumber} of ${fragmentCount} (${id}, channel ${channel === '' ? 'none' : channel})`;
}

function refsOf(fragments: readonly Fragment[]): number[] {
  return fragments.flatMap((fragment) => (fragment.ref === undefined ? [] : [fragment.ref]));
}

function droppedWith(entry: Pending | undefined, detail: string): { dropped?: Dropped } {
  const refs = entry === undefined ? [] : refsOf(entry.fragments);
  return refs.length === 0 ? {} : { dropped: { refs, detail } };
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
        const replaced = pending.get(key);
        pending.set(key, { fragments: [fragment], firstAt: receivedAt });
        return {
          kind: 'partial',
          ...droppedWith(
            replaced,
            `the message's other parts never came: a new ${describe(sentence)} took its place`,
          ),
        };
      }
      const entry = pending.get(key);
      if (entry === undefined || receivedAt - entry.firstAt > timeoutMs) {
        pending.delete(key);
        const why = entry === undefined ? 'without' : `more than ${timeoutMs} ms after`;
        const detail = `${describe(sentence)} arrived ${why} fragment 1`;
        return { kind: 'error', detail, ...droppedWith(entry, detail) };
      }
      const expected = entry.fragments.length + 1;
      if (sentence.fragmentNumber !== expected) {
        pending.delete(key);
        const detail = `${describe(sentence)} arrived when fragment ${expected} was expected`;
        return { kind: 'error', detail, ...droppedWith(entry, detail) };
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

    held() {
      return [...pending.values()].flatMap((entry) => refsOf(entry.fragments));
    },
  };
}
