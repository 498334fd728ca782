// The ledger's rules: what is news for a silence, a zone crossing (rules and site presences) and
// an episode, given what was told last.
import { describe, expect, it } from 'vitest';
import { decide, type LedgerState } from '../../../src/geo/tracking/ledger-rules.ts';

const HOUR = 3_600_000;
const row = (state: LedgerState['state'], since: number, toldAt: number | null = since): LedgerState => ({
  state,
  since,
  toldAt,
});

describe('silences', () => {
  it('tells the first silence, not the same one again, and a later one', () => {
    expect(decide(undefined, { kind: 'silence', since: 100 })).toMatchObject({ tell: true });
    expect(decide(row('silent', 100), { kind: 'silence', since: 100 })).toEqual({
      tell: false,
      next: undefined,
    });
    expect(decide(row('silent', 100), { kind: 'silence', since: 50 })).toMatchObject({ tell: false });
    expect(decide(row('silent', 100), { kind: 'silence', since: 200 })).toMatchObject({
      tell: true,
      next: { state: 'silent', since: 200 },
    });
  });
});

describe('zone crossings', () => {
  it('tells a change of side that happened after the last one told, and nothing else', () => {
    expect(decide(undefined, { kind: 'crossing', inside: true, since: 10 })).toMatchObject({ tell: true });
    expect(decide(row('inside', 10), { kind: 'crossing', inside: true, since: 20 }).tell).toBe(false);
    expect(decide(row('inside', 10), { kind: 'crossing', inside: false, since: 5 }).tell).toBe(false);
    expect(decide(row('inside', 10), { kind: 'crossing', inside: false, since: 20 })).toMatchObject({
      tell: true,
      next: { state: 'outside', since: 20 },
    });
  });

  it('tells a site presence on entry only, at most once per repeat window, and keeps the side', () => {
    const presence = { kind: 'crossing', repeatAfterMs: HOUR } as const;
    const entered = decide(undefined, { ...presence, inside: true, since: 0 });
    expect(entered).toMatchObject({ tell: true, next: { state: 'inside', toldAt: 0 } });
    const left = decide(entered.next, { ...presence, inside: false, since: 10 * 60_000 });
    expect(left).toMatchObject({ tell: false, next: { state: 'outside', toldAt: 0 } });
    const back = decide(left.next, { ...presence, inside: true, since: 20 * 60_000 });
    expect(back).toMatchObject({ tell: false, next: { state: 'inside', toldAt: 0 } });
    const out = decide(back.next, { ...presence, inside: false, since: 30 * 60_000 });
    expect(decide(out.next, { ...presence, inside: true, since: HOUR })).toMatchObject({
      tell: true,
      next: { toldAt: HOUR },
    });
  });
});

describe('episodes', () => {
  it('tells a start unless one is running, and lets the next one be news once it ended', () => {
    expect(decide(undefined, { kind: 'episode_started', since: 100 }).tell).toBe(true);
    expect(decide(row('running', 100), { kind: 'episode_started', since: 400 }).tell).toBe(false);
    const ended = decide(row('running', 100), { kind: 'episode_ended', since: 500 });
    expect(ended).toMatchObject({ tell: false, next: { state: 'ended', since: 500 } });
    expect(decide(ended.next, { kind: 'episode_started', since: 600 }).tell).toBe(true);
  });

  it('does not let an end from before the episode told (found again by a replay) close it', () => {
    expect(decide(row('running', 100), { kind: 'episode_ended', since: 90 })).toEqual({
      tell: false,
      next: undefined,
    });
    expect(decide(undefined, { kind: 'episode_ended', since: 90 }).next).toBeUndefined();
  });
});
