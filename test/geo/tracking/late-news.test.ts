// The one rule for what judging late tells of a time before a rule or site was made (late-news.ts):
// news when a position that shows the finding reached Vigil after the rule was made, as far as
// Vigil knows (the batch judged late, every position of an asset first heard after the rule; an
// encounter, the later of its two vessels' first-heard times).
import { describe, expect, it } from 'vitest';
import { createLateReplay, type LateFinding } from '../../../src/geo/tracking/index.ts';

const RULE = 10_000;
const finding = (over: Partial<LateFinding> = {}): LateFinding => ({
  kind: 'crossing',
  at: 5_000,
  from: 4_000,
  to: 6_000,
  assetIds: ['a'],
  ...over,
});

describe('late news', () => {
  it('is news from the rule on, whatever else', () => {
    const replay = createLateReplay('a', 0, []);
    expect(replay.isNews(RULE, finding({ at: RULE, from: RULE, to: RULE + 1 }))).toBe(true);
  });

  it('is news before the rule for an asset first heard after it (every position judged with the rule)', () => {
    expect(createLateReplay('a', RULE, []).isNews(RULE, finding())).toBe(true);
    expect(createLateReplay('a', RULE - 1, []).isNews(RULE, finding())).toBe(false);
  });

  it('is news before the rule when a position of the batch judged late shows it (at either end too)', () => {
    expect(createLateReplay('a', 0, [4_000]).isNews(RULE, finding())).toBe(true);
    expect(createLateReplay('a', 0, [9_000, 6_000]).isNews(RULE, finding())).toBe(true);
    expect(createLateReplay('a', 0, [5_500]).isNews(RULE, finding())).toBe(true);
    expect(createLateReplay('a', 0, [3_999, 6_001]).isNews(RULE, finding())).toBe(false);
  });

  it('counts an encounter by the later of its two vessels’ first-heard times; an unknown one as heard before', () => {
    const replay = createLateReplay('a', 0, []);
    const met = finding({ kind: 'episode', assetIds: ['a', 'b'] });
    expect(replay.knows('b')).toBe(false);
    expect(replay.isNews(RULE, met)).toBe(false);
    replay.heard(new Map([['b', RULE + 5]]));
    expect(replay.knows('b')).toBe(true);
    expect(replay.isNews(RULE, met)).toBe(true);
  });

  it('counts what is left out by kind, and only what it is told to', () => {
    const replay = createLateReplay('a', 0, []);
    replay.count('crossing');
    replay.count('crossing', 2);
    replay.count('episode', 0);
    replay.count('silence');
    expect([...replay.leftOut()]).toEqual([
      ['crossing', 3],
      ['silence', 1],
    ]);
  });
});
