// The letter count the name index tries before Jaro-Winkler must never rule out a pair of words
// that `wordLikeness` would pair: over many words, drawn from small alphabets so that near misses
// abound, every pair it rules out scores 0 unless the words fold alike (the index compares those
// whatever the count says).
import { describe, expect, it } from 'vitest';
import { letterCounts, mayPairSpelled, wordLikeness } from '../../../../src/risk/lists/names/name-score.ts';
import { foldVariants } from '../../../../src/risk/lists/names/normalise-name.ts';

/** A seeded linear congruential generator, so a failure replays. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe('mayPairSpelled', () => {
  it('rules out only words Jaro-Winkler would not pair', () => {
    const next = random(27);
    const word = (alphabet: string) =>
      Array.from(
        { length: 1 + Math.floor(next() * 12) },
        () => alphabet[Math.floor(next() * alphabet.length)],
      ).join('');
    let ruledOut = 0;
    const wrong: string[] = [];
    for (const alphabet of ['ab', 'abc', 'abcde', 'aeiounmrst', 'abcdefghijklmnopqrstuvwxyz0123456789']) {
      for (let i = 0; i < 10_000; i += 1) {
        const a = word(alphabet);
        const b = word(alphabet);
        const counts = letterCounts(a);
        if (counts === undefined || mayPairSpelled(counts, a.length, b)) continue;
        ruledOut += 1;
        const [fa, fb] = [foldVariants(a), foldVariants(b)];
        if (fa !== fb && wordLikeness(a, fa, b, fb) > 0) wrong.push(`${a} ${b}`);
      }
    }
    expect(wrong).toEqual([]);
    // The test is worth something only if the count rules much out.
    expect(ruledOut).toBeGreaterThan(20_000);
  });

  it('keeps a pair that Jaro-Winkler makes only with its common prefix of four', () => {
    // Jaro-Winkler 0.875: @skyra/jaro-winkler counts the common prefix of four as five; counted as
    // four (0.1 each), the bound would be 0.85 and rule the pair out.
    const [a, b] = ['ghgdhddg', 'ghgdadaa'];
    expect(wordLikeness(a, foldVariants(a), b, foldVariants(b))).toBeGreaterThan(0);
    expect(mayPairSpelled(letterCounts(a) ?? new Uint16Array(128), a.length, b)).toBe(true);
  });

  it('rules out words sharing too few letters, and keeps every word that is not ASCII', () => {
    const counts = letterCounts('ivanov') ?? new Uint16Array(128);
    expect(mayPairSpelled(counts, 6, 'petrov')).toBe(false);
    expect(mayPairSpelled(counts, 6, 'ivanova')).toBe(true);
    expect(mayPairSpelled(counts, 6, 'ivanové')).toBe(true);
    expect(letterCounts('ivanové')).toBeUndefined();
    // The counts are as they were.
    expect(mayPairSpelled(counts, 6, 'petrov')).toBe(false);
  });
});
