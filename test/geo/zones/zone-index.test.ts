/**
 * The zone index under churn: zones added, removed and replaced between queries must give the
 * same answers as checking every box, across side-list scans, stale items and rebuilds.
 */
import { describe, expect, it } from 'vitest';
import { prepareArea } from '../../../src/geo/zones/index.ts';
import type { PreparedArea } from '../../../src/geo/zones/prepared-area.ts';
import { createZoneIndex } from '../../../src/geo/zones/zone-index.ts';
import { boxArea } from './zone-fixtures.ts';

interface Entry {
  id: number;
  prepared: PreparedArea;
}

function holds(entry: Entry, lon: number, lat: number): boolean {
  const b = entry.prepared.boxes;
  for (let k = 0; k + 3 < b.length; k += 4) {
    if (lon >= (b[k] ?? 0) && lat >= (b[k + 1] ?? 0) && lon <= (b[k + 2] ?? 0) && lat <= (b[k + 3] ?? 0))
      return true;
  }
  return false;
}

describe('createZoneIndex', () => {
  it('answers like a scan of every box while zones come and go', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const index = createZoneIndex<Entry>();
    const live = new Map<number, Entry>();
    let id = 0;
    for (let round = 0; round < 60; round++) {
      // A burst of additions now and then (a rebuild), a trickle of removals (stale items).
      const adds = round % 10 === 0 ? 300 : 5;
      for (let i = 0; i < adds; i++) {
        const west = -10 + next() * 20;
        const south = 50 + next() * 10;
        const entry = {
          id: id++,
          prepared: prepareArea(boxArea(west, south, west + next(), south + next())),
        };
        live.set(entry.id, entry);
        index.add(entry);
      }
      for (const entry of [...live.values()].filter(() => next() < 0.05)) {
        live.delete(entry.id);
        index.remove(entry);
      }
      expect(index.size).toBe(live.size);
      for (let q = 0; q < 50; q++) {
        const lon = -10 + next() * 21;
        const lat = 50 + next() * 11;
        const found = index.query(lon, lat).map((e) => e.id);
        const expected = [...live.values()].filter((e) => holds(e, lon, lat)).map((e) => e.id);
        expect(found.sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
      }
    }
  });

  it('returns a zone split at the antimeridian once, from either side and on the line itself', () => {
    const index = createZoneIndex<Entry>();
    const split = { id: 1, prepared: prepareArea(boxArea(175, -20, 185, -10)) };
    index.add(split);
    for (const lon of [178, -178, 180, -180]) expect(index.query(lon, -15).map((e) => e.id)).toEqual([1]);
    expect(index.query(170, -15)).toEqual([]);
  });
});
