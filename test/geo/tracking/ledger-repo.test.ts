// The tracking ledger's repository on every dialect: `noteMany` answers, and leaves, exactly what
// `note` one finding after another would, and two transactions noting the same new row at once tell
// it once.
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { type LedgerItem, listLedger, note, noteMany } from '../../../src/geo/tracking/ledger-repo.ts';
import type { Finding } from '../../../src/geo/tracking/ledger-rules.ts';
import { openStore } from '../../../src/store/store.ts';
import { useMigratedStore } from '../../fixtures/store-fixture.ts';
import { ALL_DIALECTS } from '../../stores.ts';

const crossing = (inside: boolean, since: number, repeatAfterMs?: number): Finding => ({
  kind: 'crossing',
  inside,
  since,
  ...(repeatAfterMs === undefined ? {} : { repeatAfterMs }),
});

/** Findings that meet rows already there, rows made earlier in the batch, and keys seen twice. */
function scenario(prefix: string): { before: LedgerItem[]; batch: LedgerItem[] } {
  const item = (watch: string, subject: string, finding: Finding) => ({
    watch: `${prefix}:${watch}`,
    subject,
    finding,
  });
  return {
    before: [
      item('zone:rule:a', 'asset1', crossing(true, 1_000)),
      item('zone:rule:a', 'asset2', crossing(false, 1_000)),
      item('zone:site:s', 'asset1', crossing(true, 1_000, 3_600_000)),
      item('dark:follow', 'asset3', { kind: 'silence', since: 5_000 }),
    ],
    batch: [
      // Existing rows: an exit (news), an entry already told (no news), an older crossing.
      item('zone:rule:a', 'asset1', crossing(false, 2_000)),
      item('zone:rule:a', 'asset2', crossing(false, 2_000)),
      item('zone:rule:a', 'asset2', crossing(true, 500)),
      // A new row, then the same key again within the batch: in, out, in.
      item('zone:rule:b', 'asset1', crossing(true, 3_000)),
      item('zone:rule:b', 'asset1', crossing(false, 4_000)),
      item('zone:rule:b', 'asset1', crossing(true, 5_000)),
      // A site: re-entry within the hour is recorded, not told.
      item('zone:site:s', 'asset1', crossing(false, 2_000, 3_600_000)),
      item('zone:site:s', 'asset1', crossing(true, 3_000, 3_600_000)),
      // A silence told already, and a newer one.
      item('dark:follow', 'asset3', { kind: 'silence', since: 5_000 }),
      item('dark:follow', 'asset3', { kind: 'silence', since: 9_000 }),
      // Episodes: a start, a second start while running, the end.
      item('episode:loiter', 'asset4', { kind: 'episode_started', since: 1_000 }),
      item('episode:loiter', 'asset4', { kind: 'episode_started', since: 2_000 }),
      item('episode:loiter', 'asset4', { kind: 'episode_ended', since: 3_000 }),
    ],
  };
}

describe.each(ALL_DIALECTS)('the tracking ledger on %s', (dialect) => {
  const fixture = useMigratedStore(dialect);
  const options = () => ({ rowLocks: fixture.store.dialect.rowLocks, now: 42 });
  const rowsOf = async (prefix: string) =>
    (
      await fixture.store.db
        .selectFrom('tracking_ledger')
        .selectAll()
        .where('watch', 'like', `${prefix}:%`)
        .execute()
    )
      .map((row) => ({ ...row, watch: row.watch.slice(prefix.length + 1) }))
      .sort((a, b) => `${a.watch} ${a.subject}`.localeCompare(`${b.watch} ${b.subject}`));

  it('noteMany decides and writes what note one finding at a time does', async () => {
    const one = scenario('one');
    const many = scenario('many');
    const db = fixture.store.db;
    for (const { watch, subject, finding } of [...one.before])
      await note(db, options(), watch, subject, finding);
    await noteMany(db, options(), many.before);

    const singly = [];
    for (const { watch, subject, finding } of one.batch)
      singly.push(await note(db, options(), watch, subject, finding));
    const together = await db.transaction().execute((tx) => noteMany(tx, options(), many.batch));

    expect(together).toEqual(singly);
    expect(together.map((d) => d.tell)).toEqual([
      true,
      false,
      false,
      true,
      true,
      true,
      false,
      false,
      false,
      true,
      true,
      false,
      false,
    ]);
    expect(await rowsOf('many')).toEqual(await rowsOf('one'));
    const inside = await listLedger(db, 'many:zone:', 'inside');
    expect(inside.map((row) => `${row.watch} ${row.subject}`).sort()).toEqual([
      'many:zone:rule:b asset1',
      'many:zone:site:s asset1',
    ]);
  });

  it('an empty batch reads and writes nothing', async () => {
    expect(await noteMany(fixture.store.db, options(), [])).toEqual([]);
  });

  it.runIf(dialect === 'postgres')(
    'two transactions noting the same new row at once: one tells it, the other learns it is no news',
    async () => {
      const other = await openStore(fixture.config);
      try {
        const item: LedgerItem = {
          watch: 'race:zone:rule:r',
          subject: 'asset9',
          finding: crossing(true, 7_000),
        };
        let firstNoted!: () => void;
        const noted = new Promise<void>((resolve) => {
          firstNoted = resolve;
        });
        const first = fixture.store.db.transaction().execute(async (tx) => {
          const decisions = await noteMany(tx, options(), [item]);
          firstNoted();
          // Held open while the second transaction reads no row and then meets this one's insert.
          await sleep(300);
          return decisions;
        });
        await noted;
        const second = other.db.transaction().execute((tx) => noteMany(tx, options(), [item, item]));
        const [a, b] = await Promise.all([first, second]);
        expect(a.map((d) => d.tell)).toEqual([true]);
        expect(b.map((d) => d.tell)).toEqual([false, false]);
        const rows = await rowsOf('race');
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ state: 'inside', since: 7_000 });
      } finally {
        await other.close();
      }
    },
  );
});
