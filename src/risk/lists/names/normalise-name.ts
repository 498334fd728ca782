/**
 * How a name is read before it is compared (docs/lists.md, "Screening names"): transliterated to
 * Latin letters (@sindresorhus/transliterate: Cyrillic, Greek, Arabic, accents, ß → ss), lower case,
 * apostrophes and full stops dropped (O'Brien = OBRIEN, S.A. = SA), letters standing alone in a row
 * joined (s a = SA), every other run of punctuation a word break; words that say little of who is
 * meant (articles, legal forms such as LLC or OOO) weigh little. Word order is not kept: the
 * scorer pairs words whichever order they come in.
 */
import transliterate from '@sindresorhus/transliterate';

/**
 * Words that weigh little: English and Romance articles and conjunctions, and legal forms as lists
 * and registers write them (UN, EU and OFAC entries end in "LLC", "LTD", "OOO", "CO.").
 */
const NOISE: ReadonlySet<string> = new Set(
  [
    'the of and de la le du des y',
    'llc ltd limited inc incorporated corp corporation co company plc gmbh ag sa sarl srl spa bv nv',
    'ooo oao zao pao ao jsc ojsc cjsc pjsc fze fzco fzc fzllc dmcc pte pvt sdn bhd lp',
    // Latin American forms: "S.A. de C.V.", "S. de R.L.", "S.A.S.", "y Cia.".
    'cv rl sas scs cia s',
  ].flatMap((words) => words.split(' ')),
);

/** A name as compared: its words, each with its variant-folded form. */
export interface NormalisedName {
  tokens: string[];
  /** `foldVariants` of each token, same order. */
  folded: string[];
  /**
   * What each word weighs in a score: its length (at least 2), a surname saying more than an
   * initial; a word of NOISE 0.5, so "ROSNEFT TRADING S.A." and "Rosneft Trading" agree, while
   * "Yu PAO" (ПАО is a legal form too) still needs its PAO.
   */
  weights: number[];
}

/** What a word of NOISE weighs: little, but something. */
const NOISE_WEIGHT = 0.5;

export function normaliseName(name: string): NormalisedName {
  const latin = transliterate(name).toLowerCase();
  const words = joinInitials(
    latin
      .replace(/['’`ʼ.]/g, '')
      .split(/[^a-z0-9]+/)
      .filter((word) => word !== ''),
  );
  return {
    tokens: words,
    folded: words.map(foldOnce),
    weights: words.map((word) => (NOISE.has(word) ? NOISE_WEIGHT : Math.max(2, word.length))),
  };
}

/**
 * Folded words already seen. Listed names repeat their words (the 48,000 names and aliases of
 * OFAC's SDN list hold 170,000 words, 35,000 of them distinct), and folding is twenty-odd
 * regular-expression passes, which were most of building the name index. Bounded, as asked names
 * feed it too.
 */
const folds = new Map<string, string>();
const FOLDS_KEPT = 200_000;

function foldOnce(word: string): string {
  let folded = folds.get(word);
  if (folded === undefined) {
    if (folds.size >= FOLDS_KEPT) folds.clear();
    folded = foldVariants(word);
    folds.set(word, folded);
  }
  return folded;
}

/** Letters standing alone in a row are one abbreviation: "s a de c v" as "sa de cv", like "S.A. de C.V.". */
function joinInitials(words: string[]): string[] {
  const joined: string[] = [];
  let run = '';
  for (const word of words) {
    if (word.length === 1 && /[a-z]/.test(word)) {
      run += word;
      continue;
    }
    if (run !== '') joined.push(run);
    run = '';
    joined.push(word);
  }
  if (run !== '') joined.push(run);
  return joined;
}

/**
 * One spelling for the usual variants of a romanised name, so that transliterations of the same
 * sound meet: Qaddafi / Gadhafi / Kadhafi, Mohammed / Muhammad, Yousef / Yusuf, Sergey / Sergei.
 * Digraphs first (kh → h, dh → d, ph → f, ou → u, ee → i...), then letters that stand for one
 * another across systems (q, c, g before a consonant → k; y, j between vowels → i; w → v), then
 * vowels a/e/o/u before the last consonant are one vowel class, and doubled letters one.
 */
export function foldVariants(token: string): string {
  let s = token
    .replace(/kh/g, 'h')
    .replace(/gh/g, 'g')
    .replace(/dh/g, 'd')
    .replace(/th/g, 't')
    .replace(/sch/g, 's')
    .replace(/sh/g, 's')
    .replace(/ch/g, 's')
    .replace(/zh/g, 'j')
    .replace(/ph/g, 'f')
    .replace(/ck/g, 'k')
    .replace(/ou/g, 'u')
    .replace(/oo/g, 'u')
    .replace(/ee/g, 'i')
    .replace(/ie/g, 'i')
    .replace(/ei$/, 'i')
    .replace(/ey$/, 'i')
    .replace(/[qc]/g, 'k')
    .replace(/g(?=[^aeiouy]|$)/g, 'k')
    .replace(/^g/, 'k')
    .replace(/w/g, 'v')
    .replace(/y/g, 'i')
    .replace(/[aeou]/g, 'a');
  s = s.replace(/(.)\1+/g, '$1');
  return s;
}
