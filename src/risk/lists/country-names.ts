/**
 * Country names as lists write them, to ISO 3166-1 alpha-2 codes (what name screening compares a
 * `country` with). The UN writes nationalities as names, in its own official short forms
 * ("Iran (Islamic Republic of)", "Democratic People's Republic of Korea"); English names come from
 * the runtime's ICU data, and the UN's official forms that differ from them are listed here. A name
 * neither knows (the UN's "former Soviet Union") gives no code: the entry keeps it as published and
 * screening says it could not compare, rather than guess.
 */

/** The UN's official short names (UNTERM) where ICU's English name differs. */
const OFFICIAL_NAMES: Record<string, string> = {
  "democratic people's republic of korea": 'KP',
  'republic of korea': 'KR',
  'democratic republic of the congo': 'CD',
  congo: 'CG',
  'russian federation': 'RU',
  'united kingdom of great britain and northern ireland': 'GB',
  'united states of america': 'US',
  'iran (islamic republic of)': 'IR',
  'syrian arab republic': 'SY',
  'state of palestine': 'PS',
  'united republic of tanzania': 'TZ',
  türkiye: 'TR',
  turkey: 'TR',
  "lao people's democratic republic": 'LA',
  'viet nam': 'VN',
  'bolivia (plurinational state of)': 'BO',
  'venezuela (bolivarian republic of)': 'VE',
  'republic of moldova': 'MD',
  "côte d'ivoire": 'CI',
  'cote d’ivoire': 'CI',
  'micronesia (federated states of)': 'FM',
  netherlands: 'NL',
  'kingdom of the netherlands': 'NL',
  czechia: 'CZ',
  'czech republic': 'CZ',
  'north macedonia': 'MK',
  'brunei darussalam': 'BN',
  'cabo verde': 'CV',
  eswatini: 'SZ',
  myanmar: 'MM',
};

let byName: Map<string, string> | undefined;

/** ICU's English name of every two-letter region code it knows, folded, to the code. */
function icuNames(): Map<string, string> {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const found = new Map<string, string>();
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = names.of(code);
      if (name !== undefined && name !== code) found.set(fold(name), code);
    }
  }
  return found;
}

function fold(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\s*&\s*/g, ' and ')
    .replace(/\s+/g, ' ');
}

/** The ISO 3166-1 alpha-2 code of a country named as lists name them, or undefined. */
export function countryCode(name: string): string | undefined {
  byName ??= icuNames();
  const folded = fold(name);
  return OFFICIAL_NAMES[folded] ?? byName.get(folded);
}
