/**
 * `POST /v1/screen/name`: a name, with what else the asker knows (the kind of party, a birth date,
 * a country), against every name and alias of every list loaded (docs/lists.md, "Screening
 * names"). The index is built from the store when the lists change, never per request; each
 * candidate says which list and entry it is, which of the entry's names matched, and why.
 */
import { invalidField } from '../../../lib/errors.ts';
import type { Store } from '../../../store/store.ts';
import { listsFingerprint, loadNamedEntries } from './name-entries.ts';
import { createNameIndex, type NamedEntry, type NameHit, type NameIndex } from './name-index.ts';
import { normaliseName } from './normalise-name.ts';

export type PartyType = 'person' | 'entity' | 'vessel' | 'aircraft';

/** The list kinds each asked type covers: OFAC's "other" parties are organisations without a subtype. */
const KINDS: Record<PartyType, ReadonlySet<string>> = {
  person: new Set(['individual']),
  entity: new Set(['entity', 'other']),
  vessel: new Set(['vessel']),
  aircraft: new Set(['aircraft']),
};

export const DEFAULT_MIN_SCORE = 85;
export const DEFAULT_CANDIDATES = 20;

export interface NameQuery {
  name: string;
  type?: PartyType | undefined;
  /** `YYYY`, `YYYY-MM` or `YYYY-MM-DD`. */
  birth_date?: string | undefined;
  /** ISO 3166-1 alpha-2. */
  country?: string | undefined;
  /** 0–100. */
  min_score?: number | undefined;
  limit?: number | undefined;
}

export interface NameCandidate {
  score: number;
  list: string;
  list_version: string;
  entry_id: string;
  kind: string;
  name: string;
  matched_name: string;
  programs: string[];
  reasons: string[];
}

export interface NameExcluded {
  list: string;
  entry_id: string;
  name: string;
  matched_name: string;
  score: number;
  reason: string;
}

export interface NameScreeningResult {
  candidates: NameCandidate[];
  excluded: NameExcluded[];
  lists: { source: string; version: string; entries: number }[];
  min_score: number;
}

/**
 * A vessel's name (from AIS, current or former) matches a listed vessel's name at this score or
 * more: vessel names are short and often common ("SEA STAR"), so only a near-exact agreement
 * counts, and it is shown as what it is, a name match, beside any identifier match.
 */
export const VESSEL_NAME_MIN_SCORE = 95;

/** A listed vessel one of a vessel's names matches. */
export interface VesselNameHit {
  /** The vessel's name that matched, as given. */
  name: string;
  hit: NameHit;
  score: number;
}

export interface NameScreening {
  /**
   * Rebuilds the indexes when a list was imported since the last look (any process); `force`
   * rebuilds them whatever the fingerprint says (an import that completed entries at the same version).
   */
  refresh(force?: boolean): Promise<void>;
  screen(query: NameQuery): Promise<NameScreeningResult>;
  /** Listed vessels one of `names` (a vessel's current and former names) matches at VESSEL_NAME_MIN_SCORE. */
  vesselsNamed(names: readonly string[]): Promise<VesselNameHit[]>;
  /** The index of every listed name in use (for benchmarks and tests). */
  index(): Promise<NameIndex>;
}

export function createNameScreening(store: Store): NameScreening {
  // Vessels have an index of their own: an asset's names are matched against 1,400 listed vessels,
  // not 18,000 parties, every time an asset is shown.
  let indexes = { all: createNameIndex([]), vessels: createNameIndex([]), lists: listsOf([]) };
  let fingerprint: string | undefined;
  let refreshing: Promise<void> = Promise.resolve();

  async function refreshNow(force: boolean): Promise<void> {
    const next = await listsFingerprint(store.db);
    if (next === fingerprint && !force) return;
    const entries = await loadNamedEntries(store.db);
    indexes = {
      all: createNameIndex(entries),
      vessels: createNameIndex(entries.filter((entry) => entry.kind === 'vessel')),
      // What every answer says it screened against, counted once per build, not per answer.
      lists: listsOf(entries),
    };
    fingerprint = next;
  }

  function refresh(force = false): Promise<void> {
    // One rebuild at a time; a call made meanwhile looks again once it is done.
    const next = refreshing.then(() => refreshNow(force));
    refreshing = next.catch(() => undefined);
    return next;
  }

  /** Built once before the first answer; afterwards refreshes keep them current. */
  async function current(): Promise<typeof indexes> {
    if (fingerprint === undefined) await refresh();
    return indexes;
  }

  return {
    refresh,
    index: async () => (await current()).all,

    async screen(query) {
      if (normaliseName(query.name).tokens.length === 0) {
        throw invalidField('/name', 'has no letter or digit to match on');
      }
      const minScore = query.min_score ?? DEFAULT_MIN_SCORE;
      const limit = query.limit ?? DEFAULT_CANDIDATES;
      const { all: used, lists } = await current();
      const hits = used.search(query.name, {
        minScore: minScore / 100,
        kinds: query.type === undefined ? undefined : KINDS[query.type],
      });
      const candidates: NameCandidate[] = [];
      const excluded: NameExcluded[] = [];
      for (const hit of hits) {
        const score = scoreOf(hit);
        if (score < minScore) continue;
        const reasons = [nameReason(hit), ...typeReason(hit.entry, query.type)];
        const contradiction = narrow(hit.entry, query, reasons);
        if (contradiction !== undefined) {
          excluded.push({
            list: hit.entry.source,
            entry_id: hit.entry.entryId,
            name: hit.entry.name,
            matched_name: hit.matchedName,
            score,
            reason: contradiction,
          });
          continue;
        }
        candidates.push({
          score,
          list: hit.entry.source,
          list_version: hit.entry.listVersion,
          entry_id: hit.entry.entryId,
          kind: hit.entry.kind,
          name: hit.entry.name,
          matched_name: hit.matchedName,
          programs: hit.entry.programs,
          reasons,
        });
      }
      candidates.sort(
        (a, b) => b.score - a.score || a.list.localeCompare(b.list) || a.entry_id.localeCompare(b.entry_id),
      );
      return {
        candidates: candidates.slice(0, limit),
        excluded,
        lists: lists.map((list) => ({ ...list })),
        min_score: minScore,
      };
    },

    async vesselsNamed(names) {
      const { vessels } = await current();
      const found: VesselNameHit[] = [];
      for (const name of new Set(names)) {
        if (normaliseName(name).tokens.length === 0) continue;
        for (const hit of vessels.search(name, { minScore: VESSEL_NAME_MIN_SCORE / 100 })) {
          const score = scoreOf(hit);
          if (score >= VESSEL_NAME_MIN_SCORE) found.push({ name, hit, score });
        }
      }
      return found;
    },
  };
}

/** 0–100 to one decimal, as OFAC's Sanctions List Search shows its score. */
function scoreOf(hit: NameHit): number {
  return Math.round(hit.score * 1000) / 10;
}

function nameReason(hit: NameHit): string {
  const which =
    hit.nameKind === 'primary'
      ? 'its name'
      : hit.nameKind === 'alias'
        ? 'its alias'
        : 'its weak alias (a name the list calls too generic to match on alone)';
  const pairs = hit.comparison.pairs
    .map((p) => (p.asked === p.listed ? p.asked : `${p.asked}~${p.listed} ${Math.round(p.likeness * 100)}`))
    .join(', ');
  const missing =
    hit.comparison.unpairedListed.length === 0
      ? ''
      : `; not given: ${hit.comparison.unpairedListed.join(' ')}`;
  const extra =
    hit.comparison.unpairedAsked.length === 0
      ? ''
      : `; not on the list: ${hit.comparison.unpairedAsked.join(' ')}`;
  return `name: matches ${which} "${hit.matchedName}" (words ${pairs}${missing}${extra})`;
}

function typeReason(entry: NamedEntry, type: PartyType | undefined): string[] {
  return type === undefined ? [] : [`type: the list files it as ${entry.kind}, as asked (${type})`];
}

/**
 * Adds what the birth date and country say to `reasons`; returns why the entry cannot be the party
 * asked about when the list gives a birth date or country and none agrees.
 */
function narrow(entry: NamedEntry, query: NameQuery, reasons: string[]): string | undefined {
  if (query.birth_date !== undefined) {
    const asked = query.birth_date;
    if (entry.birthDates.length === 0) {
      reasons.push(`birth date: not compared, ${entry.source} gives none for this entry`);
    } else {
      const wanted = dayRange(asked);
      const agreeing = entry.birthDates.find((listed) => {
        const [from = listed, to = from] = listed.split('/');
        return from <= wanted.to && wanted.from <= to;
      });
      if (agreeing === undefined)
        return `birth date ${asked} is none of the list's (${entry.birthDates.join(', ')})`;
      reasons.push(`birth date: agrees with the list's ${agreeing}`);
    }
  }
  if (query.country !== undefined) {
    const asked = query.country.toUpperCase();
    if (entry.countries.length === 0) {
      reasons.push(`country: not compared, ${entry.source} gives none for this entry`);
    } else if (!entry.countries.includes(asked)) {
      return `country ${asked} is none of the list's (${entry.countries.join(', ')})`;
    } else {
      reasons.push(`country: ${asked} is one the list gives`);
    }
  }
  return undefined;
}

/** `YYYY`, `YYYY-MM` or `YYYY-MM-DD` as its first and last day (days compare as text). */
function dayRange(date: string): { from: string; to: string } {
  const [year = '', month, day] = date.split('-');
  if (day !== undefined) return { from: date, to: date };
  if (month !== undefined) return { from: `${year}-${month}-01`, to: `${year}-${month}-31` };
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

function listsOf(entries: readonly NamedEntry[]): NameScreeningResult['lists'] {
  const lists = new Map<string, { source: string; version: string; entries: number }>();
  for (const entry of entries) {
    const held = lists.get(entry.source);
    if (held) held.entries += 1;
    else lists.set(entry.source, { source: entry.source, version: entry.listVersion, entries: 1 });
  }
  return [...lists.values()];
}
