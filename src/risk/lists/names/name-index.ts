/**
 * Every name and alias of every listed entry, indexed by word so that a name asked about is
 * compared with the few names that share a word like one of its own, never with all of them
 * (about 60,000 names for OFAC's SDN list alone). A word of the asked name finds the listed words
 * that are spelled the same, fold to the same variant (normalise-name.ts), or share enough letter
 * pairs to be worth a Jaro-Winkler comparison; the names holding those words are then scored whole
 * (name-score.ts).
 */
import {
  compareNames,
  letterCounts,
  mayPairSpelled,
  type NameComparison,
  wordLikeness,
} from './name-score.ts';
import { type NormalisedName, normaliseName } from './normalise-name.ts';

/** A listed entry as name screening sees it. */
export interface NamedEntry {
  source: string;
  entryId: string;
  /** The list's kind: `individual`, `entity`, `vessel`, `aircraft` or `other`. */
  kind: string;
  name: string;
  programs: string[];
  lists: string[];
  listVersion: string;
  aliases: string[];
  /** Names the list itself calls too generic to match on alone (OFAC's "weak a.k.a."). */
  weakAliases: string[];
  /** Birth dates the list gives: `YYYY-MM-DD`, or `YYYY-MM-DD/YYYY-MM-DD` for a period; empty when it gives none. */
  birthDates: string[];
  /** ISO 3166-1 alpha-2 codes of the countries the list ties the entry to (nationality, citizenship, flag). */
  countries: string[];
}

export interface NameHit {
  entry: NamedEntry;
  /** The entry's name or alias that matched best, as the list writes it. */
  matchedName: string;
  /** Which of the entry's names it is. */
  nameKind: 'primary' | 'alias' | 'weak_alias';
  comparison: NameComparison;
  /** The comparison's score, a weak alias's discounted (WEAK_ALIAS_FACTOR), 0–1. */
  score: number;
}

/**
 * A name from the list's weak a.k.a.s counts this much: OFAC calls them "too generic to match on
 * alone", so one reaches the default floor only when it agrees almost letter for letter.
 */
export const WEAK_ALIAS_FACTOR = 0.9;

interface IndexedName {
  entry: number;
  text: string;
  nameKind: NameHit['nameKind'];
  normalised: NormalisedName;
  /** Vocabulary ids of `normalised.tokens`. */
  tokenIds: number[];
}

/**
 * A listed word shares at least this share of its letter pairs (Dice coefficient over bigrams of
 * the word padded at both ends) with the asked word to be compared at all. Jaro-Winkler 0.8 is
 * not reached by words sharing less (checked over the SDN list's vocabulary: no pair at or above
 * the word floor falls under 0.25).
 */
const BIGRAM_DICE_FLOOR = 0.25;

export interface NameIndex {
  readonly entries: readonly NamedEntry[];
  readonly names: number;
  /** Entries whose names score at least `minScore` (0–1) against `name`, best name per entry. */
  search(name: string, options: { minScore: number; kinds?: ReadonlySet<string> }): NameHit[];
}

export function createNameIndex(entries: readonly NamedEntry[]): NameIndex {
  const vocabulary = new Map<string, number>();
  const words: string[] = [];
  const foldedWords: string[] = [];
  /** Each word's folded form as a number (the first word folding to it), compared in a search's hot loop. */
  const foldedGroups: number[] = [];
  /** Each word's characters, split once for Jaro-Winkler. */
  const wordChars: string[][] = [];
  const byFolded = new Map<string, number[]>();
  const byBigram = new Map<string, number[]>();
  const bigramCounts: number[] = [];
  const postings: number[][] = [];
  const names: IndexedName[] = [];

  const wordId = (token: string, folded: string): number => {
    const known = vocabulary.get(token);
    if (known !== undefined) return known;
    const id = words.length;
    vocabulary.set(token, id);
    words.push(token);
    foldedWords.push(folded);
    wordChars.push([...token]);
    postings.push([]);
    push(byFolded, folded, id);
    foldedGroups.push(byFolded.get(folded)?.[0] ?? id);
    const grams = bigrams(token);
    bigramCounts.push(grams.size);
    for (const gram of grams) push(byBigram, gram, id);
    return id;
  };

  entries.forEach((entry, index) => {
    const seen = new Set<string>();
    const add = (text: string, nameKind: NameHit['nameKind'], read = text): void => {
      const normalised = normaliseName(read);
      const key = normalised.tokens.join(' ');
      if (key === '' || seen.has(key)) return;
      seen.add(key);
      const tokenIds = normalised.tokens.map((token, i) => wordId(token, normalised.folded[i] ?? token));
      const id = names.length;
      names.push({ entry: index, text, nameKind, normalised, tokenIds });
      for (const tokenId of new Set(tokenIds)) postings[tokenId]?.push(id);
    };
    // A name with full stops is indexed both ways: "P.P.ROBNA" is typed "PP ROBNA" and "P P ROBNA".
    const both = (text: string, nameKind: NameHit['nameKind']): void => {
      add(text, nameKind);
      if (text.includes('.')) add(text, nameKind, text.replace(/\./g, ' '));
    };
    both(entry.name, 'primary');
    for (const alias of entry.aliases) both(alias, 'alias');
    for (const alias of entry.weakAliases) both(alias, 'weak_alias');
  });

  // Each letter pair's words as a typed array once the vocabulary is complete: every asked word
  // walks several of these lists (thousands of ids for a common pair), the hottest loop of a search.
  const wordsByBigram = new Map<string, Int32Array>();
  for (const [gram, ids] of byBigram) wordsByBigram.set(gram, Int32Array.from(ids));
  byBigram.clear();

  // Scratch space for a search, made once the index is built: a search is synchronous, so one set
  // serves every search of this index, each leaving it zeroed as it found it. Made per search, the
  // arrays the size of the names (some 60,000) were most of a search's garbage.
  /** Per listed word, the asked word's letter pairs it shares. */
  const counts = new Uint16Array(words.length);
  /** Per name, the upper bound of its score; and the best likeness of one asked word's words in it. */
  const bound = new Float64Array(names.length);
  const best = new Float64Array(names.length);

  /** Listed words like `token`, with their likeness. */
  function similarWords(token: string, folded: string): Map<number, number> {
    const similar = new Map<number, number>();
    const chars = [...token];
    const letters = letterCounts(token);
    const group = byFolded.get(folded)?.[0] ?? -1;
    const consider = (id: number): void => {
      if (similar.has(id)) return;
      const word = words[id] ?? '';
      // Most words sharing letter pairs are far from a pair: a letter count tells, before Jaro-Winkler.
      if (foldedGroups[id] !== group && letters !== undefined && !mayPairSpelled(letters, token.length, word))
        return;
      const likeness = wordLikeness(token, folded, word, foldedWords[id] ?? '', chars, wordChars[id] ?? word);
      if (likeness > 0) similar.set(id, likeness);
    };
    const exact = vocabulary.get(token);
    if (exact !== undefined) similar.set(exact, 1);
    for (const id of byFolded.get(folded) ?? []) consider(id);
    if (token.length <= 2) return similar;
    const grams = bigrams(token);
    const touched: number[] = [];
    for (const gram of grams) {
      const ids = wordsByBigram.get(gram);
      if (ids === undefined) continue;
      for (const id of ids) {
        if (counts[id] === 0) touched.push(id);
        counts[id] = (counts[id] ?? 0) + 1;
      }
    }
    for (const id of touched) {
      const dice = (2 * (counts[id] ?? 0)) / (grams.size + (bigramCounts[id] ?? 0));
      counts[id] = 0;
      if (dice >= BIGRAM_DICE_FLOOR) consider(id);
    }
    return similar;
  }

  /**
   * The names that can reach `minScore`: for each, the best likeness any of its words has with
   * each asked word, weighted as the scorer weighs them, is an upper bound of its score. Only the
   * names holding a word like one asked are visited; only those whose bound reaches the floor are
   * scored whole.
   */
  function reachable(asked: NormalisedName, similar: Map<number, number>[], minScore: number): number[] {
    const weights = asked.weights;
    const total = weights.reduce((a, b) => a + b, 0);
    const touched: number[] = [];
    const touchedByWord: number[] = [];
    similar.forEach((words, i) => {
      const share = (weights[i] ?? 0) / total;
      for (const [id, likeness] of words) {
        for (const n of postings[id] ?? []) {
          const held = best[n] ?? 0;
          if (likeness <= held) continue;
          if (held === 0) touchedByWord.push(n);
          if (bound[n] === 0) touched.push(n);
          bound[n] = (bound[n] ?? 0) + share * (likeness - held);
          best[n] = likeness;
        }
      }
      for (const n of touchedByWord) best[n] = 0;
      touchedByWord.length = 0;
    });
    const found = touched.filter((n) => (bound[n] ?? 0) >= minScore);
    for (const n of touched) bound[n] = 0;
    return found;
  }

  return {
    entries,
    names: names.length,
    search(name, { minScore, kinds }) {
      const asked = normaliseName(name);
      if (asked.tokens.length === 0) return [];
      const similar = asked.tokens.map((token, i) => similarWords(token, asked.folded[i] ?? token));
      const best = new Map<number, NameHit>();
      for (const n of reachable(asked, similar, minScore)) {
        const indexed = names[n];
        if (indexed === undefined) continue;
        const entry = entries[indexed.entry];
        if (entry === undefined || (kinds !== undefined && !kinds.has(entry.kind))) continue;
        const comparison = compareNames(
          asked,
          indexed.normalised,
          (i, j) => similar[i]?.get(indexed.tokenIds[j] ?? -1) ?? 0,
        );
        const score = comparison.score * (indexed.nameKind === 'weak_alias' ? WEAK_ALIAS_FACTOR : 1);
        if (score < minScore) continue;
        // The entry's best name by its score as counted, so a weak alias never hides a better name.
        const held = best.get(indexed.entry);
        if (held === undefined || score > held.score) {
          best.set(indexed.entry, {
            entry,
            matchedName: indexed.text,
            nameKind: indexed.nameKind,
            comparison,
            score,
          });
        }
      }
      return [...best.values()].sort(
        (a, b) => b.score - a.score || a.entry.entryId.localeCompare(b.entry.entryId),
      );
    },
  };
}

function bigrams(token: string): Set<string> {
  const padded = `^${token}$`;
  const grams = new Set<string>();
  for (let i = 0; i < padded.length - 1; i += 1) grams.add(padded.slice(i, i + 2));
  return grams;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
