/**
 * Sanctions list addresses made into label hits: one hit per entry and address, whatever tickers
 * name it (the same 0x address under ARB and BSC is one label), placed on every chain it is valid
 * on, saying where the list names it. The label index does this for the lists as they stand, and
 * `labels-at.ts` for the lists as they stood at a past time.
 */
import type { LabelHit, ListVersionRef, SanctionsAddressMapper } from './label-hit.ts';

/** A crypto address of a list entry: listed, or (`delisted`: the version that left it out) no longer. */
export interface SanctionsAddressRow {
  source: string;
  entry_id: string;
  name: string;
  /** JSON array. */
  programs: string;
  designated_on: string | null;
  value: string;
  currency: string | null;
  delisted: string | null;
}

export interface PlacedHit {
  chains: Set<string>;
  address: string;
  hit: LabelHit;
}

export function placeSanctions(
  rows: Iterable<SanctionsAddressRow>,
  mapSanctionsAddress: SanctionsAddressMapper,
  versions: Readonly<Record<string, ListVersionRef>>,
): PlacedHit[] {
  const placed = new Map<string, PlacedHit>();
  for (const row of rows) {
    const mapped = mapSanctionsAddress(row.currency, row.value);
    if (!mapped) continue;
    const key = `${row.source}\u0000${row.name}\u0000${mapped.address}\u0000${row.delisted ?? ''}`;
    let entry = placed.get(key);
    if (entry === undefined) {
      const hit: LabelHit = {
        label: row.name,
        category: row.delisted === null ? 'sanctioned' : 'formerly_sanctioned',
        source: row.source,
        list_version: versions[row.source]?.version ?? null,
        confidence: 100,
        programs: JSON.parse(row.programs) as string[],
        listed_on: [],
        entry_id: row.entry_id,
      };
      // '' is a list that gives no date for the entry.
      if (row.designated_on !== null && row.designated_on !== '') hit.designated_at = row.designated_on;
      if (row.delisted !== null) hit.delisted_at = row.delisted;
      entry = { chains: new Set(), address: mapped.address, hit };
      placed.set(key, entry);
    }
    for (const chain of mapped.chains) entry.chains.add(chain);
    const listedOn = entry.hit.listed_on ?? [];
    if (!listedOn.some((l) => l.ticker === mapped.listed.ticker && l.chain === mapped.listed.chain)) {
      listedOn.push(mapped.listed);
    }
  }
  const hits = [...placed.values()];
  for (const { hit } of hits) {
    hit.listed_on?.sort((a, b) => (a.ticker < b.ticker ? -1 : a.ticker > b.ticker ? 1 : 0));
  }
  return hits;
}
