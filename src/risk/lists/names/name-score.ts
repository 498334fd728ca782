/**
 * How alike two names are, 0 to 1, whatever order their words come in (docs/lists.md, "Screening
 * names"). Each word of the name asked about is paired with at most one word of the listed name,
 * best pairs first; a pair's likeness is the Jaro-Winkler similarity of the words, stretched (below),
 * or 0.95 when their variant-folded forms (normalise-name.ts) are the same, whichever is higher.
 * (Jaro-Winkler over folded forms was tried and dropped: "hamani" and "hamad" are too alike once
 * folded.) The score is the length-weighted mean likeness of the asked words (a word left unpaired
 * counts 0), times a coverage factor: listed words left unpaired (a middle name or patronymic the
 * asker did not give) cost up to 12 %, so "Ali Khamenei" finds "KHAMENEI, Ali Hoseini"; and a
 * single word agreeing with one of a longer name counts 0.8, so "Ali" alone does not.
 */
import { jaroWinkler } from '@skyra/jaro-winkler';
import type { NormalisedName } from './normalise-name.ts';

/** Below this, two words are not a pair at all: "ali" and "alina" are different names. */
const WORD_PAIR_FLOOR = 0.87;
/**
 * A pair's likeness is Jaro-Winkler stretched: 1 - 3 × (1 - JW), so 0.97 counts 0.91 and the floor
 * 0.61. Jaro-Winkler is generous to words that share a beginning (MIKHAIL and MIKHAYLOVICH 0.88,
 * PETROBRAS and PETROPARS 0.94); stretched, one such word costs a name its place above the default
 * floor unless the rest agrees exactly. The constants were set on the test set (docs/lists.md).
 */
const STRETCH = 3;
/** Words whose folded forms are the same (Yusuf / Yousef): a known transliteration, counted so. */
const FOLDED_LIKENESS = 0.95;
/** The most that listed words left unpaired (middle names, patronymics not given) take off. */
const UNPAIRED_LISTED_WEIGHT = 0.12;
/** One word agreeing with one word of a longer listed name ("Ali" and "KHAMENEI, Ali") counts this much. */
const SINGLE_WORD_FACTOR = 0.8;

/**
 * How alike two words are, 0 to 1 (0: no pair). Words of one or two letters (initials, "al") must
 * be equal or fold the same. `aChars`/`bChars`, the words' characters (`[...a]`) when the caller
 * keeps them, spare Jaro-Winkler splitting the words again on every comparison.
 */
export function wordLikeness(
  a: string,
  aFolded: string,
  b: string,
  bFolded: string,
  aChars: readonly string[] | string = a,
  bChars: readonly string[] | string = b,
): number {
  if (a === b) return 1;
  if (a.length <= 2 || b.length <= 2)
    return aFolded === bFolded && a.length > 1 && b.length > 1 ? FOLDED_LIKENESS : 0;
  const spelled = jaroWinkler(aChars, bChars);
  if (aFolded === bFolded) return Math.max(FOLDED_LIKENESS, stretch(spelled));
  return spelled < WORD_PAIR_FLOOR ? 0 : stretch(spelled);
}

/**
 * The letters of an ASCII word counted by character code, for `mayPairSpelled`; undefined for
 * any other word (normalised words are ASCII letters and digits).
 */
export function letterCounts(word: string): Uint16Array | undefined {
  const counts = new Uint16Array(128);
  for (let i = 0; i < word.length; i += 1) {
    const code = word.charCodeAt(i);
    if (code >= 128) return undefined;
    counts[code] = (counts[code] ?? 0) + 1;
  }
  return counts;
}

/** `mayPairSpelled`'s scratch space: the asked word's letters not yet matched. */
const left = new Uint16Array(128);

/**
 * Whether `a` (its `letterCounts`) and `b` can be a pair by spelling (`wordLikeness` not 0 unless
 * their folded forms agree): a cheap test before Jaro-Winkler, for an index comparing one asked
 * word with thousands of listed ones. Jaro-Winkler's matching letters are letters both words hold,
 * so with m of them its Jaro part is at most (m/|a| + m/|b| + 1)/3, and its prefix bonus lifts that
 * by at most half the rest (@skyra/jaro-winkler counts a common prefix of four as five, at 0.1
 * each). Under WORD_PAIR_FLOOR even so, the words are no pair; the margin keeps rounding on the
 * side of comparing.
 */
export function mayPairSpelled(a: Uint16Array, aLength: number, b: string): boolean {
  left.set(a);
  let shared = 0;
  for (let i = 0; i < b.length; i += 1) {
    const code = b.charCodeAt(i);
    if (code >= 128) return true;
    const unmatched = left[code] ?? 0;
    if (unmatched > 0) {
      left[code] = unmatched - 1;
      shared += 1;
    }
  }
  const jaro = (shared / aLength + shared / b.length + 1) / 3;
  return jaro + 0.5 * (1 - jaro) >= WORD_PAIR_FLOOR - 1e-9;
}

export interface NameComparison {
  score: number;
  /** The pairs made: asked word, listed word, likeness. */
  pairs: { asked: string; listed: string; likeness: number }[];
  /** Listed words no asked word paired with. */
  unpairedListed: string[];
  /** Asked words that paired with no listed word. */
  unpairedAsked: string[];
}

/**
 * Compares `asked` with `listed`. `likeness(i, j)` gives the likeness of asked word i and listed
 * word j, so the index can hand in what it already computed.
 */
export function compareNames(
  asked: NormalisedName,
  listed: NormalisedName,
  likeness: (i: number, j: number) => number = (i, j) =>
    wordLikeness(
      asked.tokens[i] ?? '',
      asked.folded[i] ?? '',
      listed.tokens[j] ?? '',
      listed.folded[j] ?? '',
    ),
): NameComparison {
  const candidates: { i: number; j: number; l: number }[] = [];
  for (let i = 0; i < asked.tokens.length; i += 1) {
    for (let j = 0; j < listed.tokens.length; j += 1) {
      const l = likeness(i, j);
      if (l > 0) candidates.push({ i, j, l });
    }
  }
  candidates.sort((x, y) => y.l - x.l || x.i - y.i || x.j - y.j);
  const askedUsed = new Set<number>();
  const listedUsed = new Set<number>();
  const pairs: NameComparison['pairs'] = [];
  let pairedWeight = 0;
  for (const { i, j, l } of candidates) {
    if (askedUsed.has(i) || listedUsed.has(j)) continue;
    askedUsed.add(i);
    listedUsed.add(j);
    pairs.push({ asked: asked.tokens[i] ?? '', listed: listed.tokens[j] ?? '', likeness: l });
    pairedWeight += (asked.weights[i] ?? 0) * l;
  }
  const askedWeight = sum(asked.weights);
  const listedWeight = sum(listed.weights);
  const coveredListed = sum(listed.weights.filter((_, j) => listedUsed.has(j)));
  const meanLikeness = askedWeight === 0 ? 0 : pairedWeight / askedWeight;
  const coverage = listedWeight === 0 ? 0 : coveredListed / listedWeight;
  return {
    score:
      meanLikeness *
      (1 - UNPAIRED_LISTED_WEIGHT * (1 - coverage)) *
      (pairs.length === 1 && listed.tokens.length > 1 ? SINGLE_WORD_FACTOR : 1),
    pairs,
    unpairedListed: listed.tokens.filter((_, j) => !listedUsed.has(j)),
    unpairedAsked: asked.tokens.filter((_, i) => !askedUsed.has(i)),
  };
}

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

function stretch(jw: number): number {
  return Math.max(0, 1 - STRETCH * (1 - jw));
}
