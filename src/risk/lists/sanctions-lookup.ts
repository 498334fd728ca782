/**
 * Which listed entries a vessel or aircraft is, by its identifiers (and a vessel by its names, through
 * name screening): what the asset registry puts in an asset's `sanctions` field. One query over the (kind, value) index, whatever the number of
 * identifiers given; delisted entries have no identifier rows, so they never match.
 */
import type { SanctionsMatch } from '../../lib/sanctions-match.ts';
import type { Executor, Store } from '../../store/store.ts';
import { ASSET_IDENTIFIER_KINDS, type AssetIdentifierKind, normaliseIdentifier } from './list-identifiers.ts';
import { newestVersionOfEntry } from './list-store.ts';
import type { NameScreening, VesselNameHit } from './names/name-screening.ts';

/** An asset's identifiers as the registry holds them; missing ones may be null or left out. */
export type AssetIdentifiers = Partial<Record<AssetIdentifierKind, string | null>>;

/**
 * Listed entries matching any of the identifiers, one per entry. Inputs are normalised as the
 * stored values are ("IMO 9301005", "154079" upper or lower case); malformed ones are ignored.
 *
 * A call sign alone is weak evidence: ITU call signs are reassigned when a vessel changes flag or
 * is scrapped, and OFAC itself gives one call sign to two tankers (E5U4542: K M A and CONRAD). So a
 * call sign counts only for an entry whose vessel has neither an IMO number nor an MMSI, where it
 * is all OFAC gives; an entry that has either must be matched by it.
 */
export async function sanctionsFor(db: Executor, identifiers: AssetIdentifiers): Promise<SanctionsMatch[]> {
  const wanted: { kind: AssetIdentifierKind; value: string }[] = [];
  for (const kind of ASSET_IDENTIFIER_KINDS) {
    const raw = identifiers[kind];
    const value = raw == null ? undefined : normaliseIdentifier(kind, raw);
    if (value !== undefined) wanted.push({ kind, value });
  }
  if (wanted.length === 0) return [];

  const rows = await db
    .selectFrom('list_identifiers as i')
    .innerJoin('list_entries as e', (join) =>
      join.onRef('e.source', '=', 'i.source').onRef('e.entry_id', '=', 'i.entry_id'),
    )
    // The list's newest import names the version every listed entry stands at.
    .innerJoin('list_versions as v', (join) =>
      join.onRef('v.source', '=', 'e.source').on('v.seq', '=', newestVersionOfEntry),
    )
    .select([
      'i.source',
      'i.entry_id',
      'i.kind as matched',
      'e.name',
      'e.kind',
      'e.programs',
      'e.lists',
      'v.version as list_version',
    ])
    .where((eb) =>
      eb.or(
        wanted.map(({ kind, value }) => {
          const same = eb.and([eb('i.kind', '=', kind), eb('i.value', '=', value)]);
          if (kind !== 'call_sign') return same;
          const hasStrongerIdentifier = eb.exists(
            eb
              .selectFrom('list_identifiers as x')
              .select('x.kind')
              .whereRef('x.source', '=', 'i.source')
              .whereRef('x.entry_id', '=', 'i.entry_id')
              .where('x.kind', 'in', ['imo', 'mmsi']),
          );
          return eb.and([same, eb.not(hasStrongerIdentifier)]);
        }),
      ),
    )
    .where('e.delisted_version', 'is', null)
    .execute();

  const matches = new Map<string, SanctionsMatch>();
  for (const row of rows) {
    const key = `${row.source} ${row.entry_id}`;
    const match = matches.get(key) ?? {
      source: row.source,
      entry_id: row.entry_id,
      name: row.name,
      kind: row.kind,
      programs: stringArray(row.programs),
      lists: stringArray(row.lists),
      list_version: row.list_version,
      matched_on: [],
    };
    if (isAssetKind(row.matched) && !match.matched_on.includes(row.matched))
      match.matched_on.push(row.matched);
    matches.set(key, match);
  }
  // Identifiers strongest first; a name (added later, for vessels) after them all.
  const strength = (kind: SanctionsMatch['matched_on'][number]): number =>
    kind === 'name' ? ASSET_IDENTIFIER_KINDS.length : ASSET_IDENTIFIER_KINDS.indexOf(kind);
  return [...matches.values()]
    .map((m) => ({ ...m, matched_on: m.matched_on.sort((a, b) => strength(a) - strength(b)) }))
    .sort((a, b) => b.matched_on.length - a.matched_on.length || a.entry_id.localeCompare(b.entry_id));
}

function isAssetKind(kind: string): kind is AssetIdentifierKind {
  return (ASSET_IDENTIFIER_KINDS as readonly string[]).includes(kind);
}

/** The store writes these columns from string arrays; anything else in them is not ours. */
function stringArray(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** A vessel's names as the asset registry knows them: its current one and those it carried before. */
export interface VesselNames {
  current: string | null;
  former: readonly string[];
}

/**
 * Sanctions matches of assets, for the asset registry's views (wired at the composition root): by
 * identifiers, and for a vessel by its names, current and former (a renamed vessel whose old name
 * is listed is found), through name screening's vessel index.
 */
export function createSanctionsLookup(
  store: Store,
  names: NameScreening,
): (identifiers: AssetIdentifiers, vesselNames?: VesselNames) => Promise<SanctionsMatch[]> {
  return async (identifiers, vesselNames) => {
    const wanted = vesselNames === undefined ? [] : [vesselNames.current ?? '', ...vesselNames.former];
    const [matches, named] = await Promise.all([
      sanctionsFor(store.db, identifiers),
      wanted.length === 0 ? [] : names.vesselsNamed(wanted.filter((name) => name !== '')),
    ]);
    return withNameMatches(matches, named, vesselNames);
  };
}

/** Adds `name` to the matches of the entries a vessel's names match, and the entries only a name matches. */
function withNameMatches(
  matches: SanctionsMatch[],
  named: readonly VesselNameHit[],
  vesselNames: VesselNames | undefined,
): SanctionsMatch[] {
  const byEntry = new Map(matches.map((m) => [`${m.source} ${m.entry_id}`, m]));
  // The best-scoring name per entry; the current name first among equals.
  const best = new Map<string, VesselNameHit>();
  for (const found of named) {
    const key = `${found.hit.entry.source} ${found.hit.entry.entryId}`;
    const held = best.get(key);
    if (held === undefined || found.score > held.score) best.set(key, found);
  }
  const added: SanctionsMatch[] = [];
  for (const [key, found] of best) {
    const { entry } = found.hit;
    const name_match = {
      name: found.name,
      matched_name: found.hit.matchedName,
      score: found.score,
      former: found.name !== vesselNames?.current,
    };
    const held = byEntry.get(key);
    if (held !== undefined) {
      held.matched_on.push('name');
      held.name_match = name_match;
      continue;
    }
    added.push({
      source: entry.source,
      entry_id: entry.entryId,
      name: entry.name,
      kind: entry.kind,
      programs: entry.programs,
      lists: entry.lists,
      list_version: entry.listVersion,
      matched_on: ['name'],
      name_match,
    });
  }
  return [...matches, ...added.sort((a, b) => a.entry_id.localeCompare(b.entry_id))];
}
