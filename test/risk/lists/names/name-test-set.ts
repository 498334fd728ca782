/**
 * The name-screening test set, built from OFAC's real SDN publication (2025-11-19, in
 * ../shared/data/ofac): listed names as a user would type them — the name as listed, its words in
 * another order, without middle names, with one word spelled as another transliteration would
 * spell it, and Russian names written in Cyrillic — and controls, real names of people, companies
 * and vessels that are not listed. The variants are made by rule from the listed names, so the set
 * is reproducible and every one of them names its entry.
 */
import type { SdnEntry } from '../../../../src/risk/lists/ofac/index.ts';

export interface ListedProbe {
  entryId: string;
  listed: string;
  variant:
    | 'as listed'
    | 'word order'
    | 'no middle name'
    | 'transliteration'
    | 'cyrillic'
    | 'lower case, no punctuation';
  name: string;
  type: 'person' | 'entity' | 'vessel';
}

/** One spelling rule per pair: the first that applies to a word is used. */
const SPELLINGS: readonly [RegExp, string][] = [
  [/ou/, 'u'],
  [/kh/, 'h'],
  [/mm/, 'm'],
  [/ss/, 's'],
  [/y/, 'i'],
  [/ei/, 'ey'],
  [/dh/, 'd'],
  [/q/, 'k'],
  [/ph/, 'f'],
  [/u/, 'ou'],
  [/i(?=[aeou])/, 'y'],
];

/** Russian Latin transliteration (BGN/PCGN, as OFAC uses) back to Cyrillic, longest first. */
const TO_CYRILLIC: readonly [string, string][] = [
  ['shch', 'щ'],
  ['kh', 'х'],
  ['zh', 'ж'],
  ['ts', 'ц'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['yu', 'ю'],
  ['ya', 'я'],
  ['yo', 'ё'],
  ['a', 'а'],
  ['b', 'б'],
  ['v', 'в'],
  ['g', 'г'],
  ['d', 'д'],
  ['e', 'е'],
  ['z', 'з'],
  ['i', 'и'],
  ['y', 'й'],
  ['k', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['r', 'р'],
  ['s', 'с'],
  ['t', 'т'],
  ['u', 'у'],
  ['f', 'ф'],
];

function cyrillic(word: string): string | undefined {
  let out = '';
  let rest = word.toLowerCase();
  while (rest !== '') {
    const rule = TO_CYRILLIC.find(([latin]) => rest.startsWith(latin));
    if (rule === undefined) return undefined;
    out += rule[1];
    rest = rest.slice(rule[0].length);
  }
  return out;
}

function respell(words: string[]): string[] | undefined {
  const order = words.map((w, i) => [w, i] as const).sort((a, b) => b[0].length - a[0].length);
  for (const [word, i] of order) {
    for (const [pattern, replacement] of SPELLINGS) {
      const lower = word.toLowerCase();
      if (word.length >= 4 && pattern.test(lower)) {
        const changed = [...words];
        changed[i] = lower.replace(pattern, replacement);
        return changed;
      }
    }
  }
  return undefined;
}

/** "LAST, First Middle" as its parts; undefined for names not written so. */
function personParts(name: string): { last: string[]; given: string[] } | undefined {
  const [last, given, ...more] = name.split(',').map((s) => s.trim());
  if (!last || !given || more.length > 0) return undefined;
  return { last: last.split(/\s+/), given: given.split(/\s+/) };
}

/** Every `step`-th listed individual written "LAST, First Middle", entities and vessels, with variants. */
export function listedProbes(
  entries: readonly SdnEntry[],
  step: { people: number; entities: number; vessels: number },
): ListedProbe[] {
  const probes: ListedProbe[] = [];
  const people = entries.filter((e) => e.kind === 'individual' && personParts(e.name) !== undefined);
  people.forEach((entry, index) => {
    if (index % step.people !== 0) return;
    const parts = personParts(entry.name);
    if (parts === undefined) return;
    const add = (variant: ListedProbe['variant'], name: string) =>
      probes.push({ entryId: entry.id, listed: entry.name, variant, name, type: 'person' });
    const { last, given } = parts;
    add('as listed', entry.name);
    add('word order', [...given, ...last].join(' '));
    if (given.length > 1) add('no middle name', [given[0] ?? '', ...last].join(' '));
    const respelled = respell([...given, ...last]);
    if (respelled !== undefined) add('transliteration', respelled.join(' '));
    if (entry.programs.some((p) => p.startsWith('RUSSIA'))) {
      const words = [...given, ...last].map(cyrillic);
      if (words.every((w) => w !== undefined)) add('cyrillic', words.join(' '));
    }
  });
  const others = (kind: 'entity' | 'vessel', every: number) =>
    entries
      .filter((e) => e.kind === kind)
      .forEach((entry, index) => {
        if (index % every !== 0) return;
        const type = kind === 'entity' ? 'entity' : 'vessel';
        probes.push({ entryId: entry.id, listed: entry.name, variant: 'as listed', name: entry.name, type });
        const plain = entry.name
          .toLowerCase()
          .replace(/[^\p{L}\p{N}]+/gu, ' ')
          .trim();
        if (plain !== entry.name.toLowerCase())
          probes.push({
            entryId: entry.id,
            listed: entry.name,
            variant: 'lower case, no punctuation',
            name: plain,
            type,
          });
      });
  others('entity', step.entities);
  others('vessel', step.vessels);
  return probes;
}

/**
 * Real people who are not on the SDN list but share their name, give or take a transliteration,
 * with someone who is: name screening finds the listed namesake, as it must; their birth date and
 * nationality, which the list gives for the namesake, tell them apart (`excluded`).
 */
export const NAMESAKES: readonly { name: string; birth_date: string; country: string }[] = [
  { name: 'Omar Sharif', birth_date: '1932-04-10', country: 'EG' },
  { name: 'Abdus Salam', birth_date: '1926-01-29', country: 'PK' },
  { name: 'Pedro Sanchez', birth_date: '1972-02-29', country: 'ES' },
  { name: 'Mahathir Mohamad', birth_date: '1925-07-10', country: 'MY' },
  { name: 'Jose Mujica', birth_date: '1935-05-20', country: 'UY' },
  {
    name: 'Andriy Shevchenko',
    birth_date: '1976-09-29',
    country: 'UA',
  },
];

/**
 * Real names that are not on the SDN list (nor, give or take a transliteration, anyone's on it): public figures of many origins (heads of government,
 * scientists, writers, athletes), companies, and the vessels AIS corpora in ../shared/data/ais name.
 */
export const CONTROLS: readonly { name: string; type?: 'person' | 'entity' | 'vessel' }[] = [
  ...[
    'Angela Merkel',
    'Emmanuel Macron',
    'Jacinda Ardern',
    'Narendra Modi',
    'Shinzo Abe',
    'Lionel Messi',
    'Cristiano Ronaldo',
    'Zinedine Zidane',
    'Garry Kasparov',
    'Mikhail Gorbachev',
    'Yuri Gagarin',
    'Marie Curie',
    'Albert Einstein',
    'Nelson Mandela',
    'Kofi Annan',
    'Ban Ki-moon',
    'Malala Yousafzai',
    'Naguib Mahfouz',
    'Orhan Pamuk',
    'Haruki Murakami',
    'Gabriel Garcia Marquez',
    'Frida Kahlo',
    'Sergey Brin',
    'Satya Nadella',
    'Sundar Pichai',
    'Tim Berners-Lee',
    'Ada Lovelace',
    'Alan Turing',
    'Grace Hopper',
    'Linus Torvalds',
    'Yuval Noah Harari',
    'Nawal El Saadawi',
    'Mahmoud Darwish',
    'Ahmed Zewail',
    'Magdi Yacoub',
    'Hakeem Olajuwon',
    'Kareem Abdul-Jabbar',
    'Wangari Maathai',
    'Chimamanda Ngozi Adichie',
    'Wole Soyinka',
    'Amartya Sen',
    'Rabindranath Tagore',
    'Srinivasa Ramanujan',
    'Mustafa Kemal Ataturk',
    'Recep Tayyip Erdogan',
    'Jens Stoltenberg',
    'Ursula von der Leyen',
    'Olaf Scholz',
    'Mark Rutte',
    'Giorgia Meloni',
    'Justin Trudeau',
    'Barack Obama',
    'Joe Biden',
    'Anthony Albanese',
    'Lee Hsien Loong',
    'Tsai Ing-wen',
    'Moon Jae-in',
    'Joko Widodo',
    'Imran Khan',
    'Benazir Bhutto',
    'Indira Gandhi',
    'Ellen Johnson Sirleaf',
    'Paul Kagame',
    'Cyril Ramaphosa',
    'Luiz Inacio Lula da Silva',
    'Dilma Rousseff',
    'Andres Manuel Lopez Obrador',
    'Michelle Bachelet',
    'Volodymyr Zelensky',
    'Vitali Klitschko',
    'Dmitri Mendeleev',
    'Leo Tolstoy',
    'Fyodor Dostoevsky',
    'Anna Akhmatova',
    'Sergei Rachmaninoff',
    'Pyotr Ilyich Tchaikovsky',
    'Svetlana Alexievich',
    'Boris Pasternak',
    'Andrei Sakharov',
  ].map((name) => ({ name, type: 'person' as const })),
  ...[
    'Maersk Line',
    'Siemens',
    'Deutsche Bank',
    'Banco Santander',
    'Toyota Motor',
    'Samsung Electronics',
    'Nestle',
    'Unilever',
    'Rolls-Royce Holdings',
    'Airbus',
    'Boeing',
    'Volkswagen',
    'BNP Paribas',
    'Standard Chartered',
    'HSBC Holdings',
    'Emirates NBD',
    'Saudi Aramco',
    'Petrobras',
    'Equinor',
    'TotalEnergies',
    'Mitsubishi Heavy Industries',
    'Tata Consultancy Services',
    'Infosys',
    'Alibaba Group',
  ].map((name) => ({ name, type: 'entity' as const })),
  ...[
    'ALIZE',
    'ARCTIC SUNRISE',
    'CAPT.J.RIMES',
    'CAPTAIN`S PARADISE',
    'DILIGENTIA',
    'EVER DIADEM',
    'GOZDEM-1',
    'GUIGANG GANGTAI 889',
    'HASNUR_05',
    'HEALTH CONTROL 13',
    'LAHRINGEN',
    'PROGUY',
    'R/V GULF CHALLENGER',
    'ROSINANTE',
    'RUTH THERESA',
    'SY-LUNDE',
    'WILJO',
    'WILLAMETTE CHAMPION',
    'YUXINHUO10388',
  ].map((name) => ({ name, type: 'vessel' as const })),
];
