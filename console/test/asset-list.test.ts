// The map's list of assets in view (console/app/map/asset-order.ts), without a browser: its first
// rows by name are what sorting them all would give, ties kept in order and the nameless last.
import { describe, expect, it } from 'vitest';
import { firstByName } from '../app/map/asset-order.ts';

const mark = (id: string, name: string | null) => ({ id, name });

describe('firstByName', () => {
  it('gives the first k of a stable sort by name, for every k', () => {
    const collator = new Intl.Collator();
    // Names repeated (ties keep their order), nameless ones (last: '~' once put them first), accents
    // and case.
    const names = ['NORDIC STAR', null, 'ALBA', 'Élan', 'alba', 'ZEPHYR', 'ALBA', 'élan', null, 'MAERSK 7'];
    const marks = Array.from({ length: 300 }, (_, i) =>
      mark(`ast_${i}`, names[(i * 7) % names.length] ?? null),
    );
    const sorted = [...marks.filter((m) => m.name !== null)].sort((a, b) =>
      collator.compare(a.name ?? '', b.name ?? ''),
    );
    sorted.push(...marks.filter((m) => m.name === null));
    for (const k of [0, 1, 2, 5, 50, 299, 300, 400]) {
      expect(firstByName(marks, k, collator).map((m) => m.id)).toEqual(sorted.slice(0, k).map((m) => m.id));
    }
  });
});
