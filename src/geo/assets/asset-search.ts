/**
 * Asset search: exactly on identifiers (MMSI, IMO, call sign, ICAO address, registration, flight),
 * by prefix on call signs and flight callsigns ("EZY" finds EZY12AB), by prefix on names and on
 * any word of a name ("tank" finds ATLANTIC TANKER), and by near miss on names ("NORDIK STAR"
 * finds "NORDIC STAR"). Identifiers and prefixes of whole values are index lookups in the store;
 * word prefixes and near misses are looked for in an in-memory list of names, which catches up on
 * the assets changed since it last looked, so processes that share a PostgreSQL store see each
 * other's assets.
 */
import { sql } from 'kysely';
import type { Store } from '../../store/store.ts';
import { normaliseName } from './asset-merge.ts';
import type { AssetRow } from './assets-repo.ts';

export interface AssetSearch {
  search(query: string, options: { kind?: AssetRow['kind'] | undefined; limit: number }): Promise<AssetRow[]>;
}

/** Edits allowed for a near miss: one for short words, two from eight characters on. */
function allowedEdits(length: number): number {
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

/** Optimal string alignment distance (Damerau–Levenshtein with adjacent swaps), or max + 1. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (previous2[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

export function createAssetSearch(store: Store): AssetSearch {
  /** id → normalised name and kind, as of `watermark`. */
  const names = new Map<string, { name: string; kind: AssetRow['kind'] }>();
  let watermark = -1;

  async function catchUp(): Promise<void> {
    const rows = await store.db
      .selectFrom('assets')
      .select(['id', 'name_norm', 'kind', 'updated_at'])
      .where('updated_at', '>=', watermark)
      .execute();
    for (const row of rows) {
      if (row.name_norm) names.set(row.id, { name: row.name_norm, kind: row.kind });
      watermark = Math.max(watermark, row.updated_at);
    }
  }

  /** Names with a word (not the first: the store finds those) that starts with `query`. */
  function wordPrefixes(query: string, kind: AssetRow['kind'] | undefined, limit: number): string[] {
    const hits: { id: string; name: string }[] = [];
    for (const [id, entry] of names) {
      if (kind && entry.kind !== kind) continue;
      if (
        entry.name.includes(` ${query}`) &&
        entry.name
          .split(' ')
          .slice(1)
          .some((w) => w.startsWith(query))
      )
        hits.push({ id, name: entry.name });
    }
    hits.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1));
    return hits.slice(0, limit).map((hit) => hit.id);
  }

  /** Rows of these ids, in this order. */
  async function rowsOf(ids: readonly string[]): Promise<AssetRow[]> {
    if (ids.length === 0) return [];
    const rows = await store.db.selectFrom('assets').selectAll().where('id', 'in', ids).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  function nearMisses(
    query: string,
    kind: AssetRow['kind'] | undefined,
    limit: number,
  ): { id: string; distance: number }[] {
    const max = allowedEdits(query.length);
    if (max === 0) return [];
    const hits: { id: string; distance: number }[] = [];
    for (const [id, entry] of names) {
      if (kind && entry.kind !== kind) continue;
      // The whole name, or any one of its words, may be the near miss ("STAR" in "NORDIC STAR").
      let best = editDistance(query, entry.name, max);
      if (best > 0 && !query.includes(' ')) {
        for (const word of entry.name.split(' ')) best = Math.min(best, editDistance(query, word, max));
      }
      if (best <= max) hits.push({ id, distance: best });
    }
    return hits.sort((a, b) => a.distance - b.distance || (a.id < b.id ? -1 : 1)).slice(0, limit);
  }

  return {
    async search(query, { kind, limit }) {
      const text = query.trim();
      const upper = text.toUpperCase();
      const digits = upper.replace(/^(IMO|MMSI)\s*/, '');
      let exact = store.db
        .selectFrom('assets')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb('mmsi', '=', digits),
            eb('imo', '=', digits),
            eb('call_sign', '=', upper),
            eb('icao24', '=', text.toLowerCase()),
            eb('registration', '=', upper),
            eb('flight', '=', upper),
          ]),
        );
      if (kind) exact = exact.where('kind', '=', kind);
      const found = new Map<string, AssetRow>();
      const add = (rows: readonly AssetRow[]) => {
        for (const row of rows) if (found.size < limit && !found.has(row.id)) found.set(row.id, row);
      };
      add(await exact.limit(limit).execute());

      // Call signs and flight callsigns by prefix: a range on their indexes, in both dialects.
      const code = upper.replace(/\s+/g, '');
      if (/^[A-Z0-9]{2,}$/.test(code) && found.size < limit) {
        const end = `${code.slice(0, -1)}${String.fromCharCode(code.charCodeAt(code.length - 1) + 1)}`;
        let prefixed = store.db
          .selectFrom('assets')
          .selectAll()
          .where((eb) =>
            eb.or([
              eb.and([eb('call_sign', '>=', code), eb('call_sign', '<', end)]),
              eb.and([eb('flight', '>=', code), eb('flight', '<', end)]),
            ]),
          )
          .orderBy('id');
        if (kind) prefixed = prefixed.where('kind', '=', kind);
        add(await prefixed.limit(limit).execute());
      }

      const name = normaliseName(text);
      if (name && found.size < limit) {
        const pattern = `${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        let prefix = store.db
          .selectFrom('assets')
          .selectAll()
          .where(sql<boolean>`name_norm like ${pattern} escape '\\'`)
          .orderBy('name_norm')
          .orderBy('id');
        if (kind) prefix = prefix.where('kind', '=', kind);
        add(await prefix.limit(limit).execute());
      }

      // Names and identifiers it carried before: a renamed or re-flagged vessel is still found.
      if ((name || digits) && found.size < limit) {
        const pattern = `${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        const former = await store.db
          .selectFrom('asset_identity')
          .select('asset_id')
          .distinct()
          .where((eb) =>
            eb.or([
              ...(name
                ? [eb.and([eb('field', '=', 'name'), sql<boolean>`value_norm like ${pattern} escape '\\'`])]
                : []),
              eb.and([eb('field', 'in', ['imo', 'call_sign']), eb('value_norm', 'in', [digits, upper])]),
            ]),
          )
          .limit(limit)
          .execute();
        const rows = await rowsOf(former.map((row) => row.asset_id).filter((id) => !found.has(id)));
        add(kind ? rows.filter((row) => row.kind === kind) : rows);
      }

      if (name && found.size < limit) {
        await catchUp();
        add(await rowsOf(wordPrefixes(name, kind, limit).filter((id) => !found.has(id))));
      }

      if (name && found.size < limit) {
        const misses = nearMisses(name, kind, limit).filter((hit) => !found.has(hit.id));
        add(await rowsOf(misses.map((miss) => miss.id)));
      }
      return [...found.values()];
    },
  };
}
