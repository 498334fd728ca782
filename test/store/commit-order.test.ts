// Reading new rows in commit order: every committed row once, page by page, and on PostgreSQL also
// a row whose transaction began before, and committed after, rows that were read already.
import { afterEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../src/store/store.ts';
import { useMigratedStore } from '../fixtures/store-fixture.ts';
import { transferRow } from '../fixtures/transfer-row.ts';
import { ALL_DIALECTS } from '../stores.ts';

// Every row's times are the fixture's (1): times say nothing of commit order, the reader must not
// rely on them.

interface Row {
  id: string;
  tx_hash: string;
}

describe.each(ALL_DIALECTS)('commit order on %s', (dialect) => {
  const fixture = useMigratedStore(dialect, 'test');
  const others: Store[] = [];
  afterEach(async () => {
    for (const store of others.splice(0)) await store.close();
  });

  /** Another connection to the test's store, as another process would have. */
  async function another(): Promise<Store> {
    const store = await openStore(fixture.config);
    others.push(store);
    return store;
  }

  it('reads every committed row once, in pages, and then only what came since', async () => {
    const store = fixture.store;
    await store.db
      .insertInto('transfers')
      .values(['0x1', '0x2', '0x3', '0x4', '0x5'].map((txHash) => transferRow(txHash)))
      .execute();
    const reader = store.dialect.commitOrder.reader<Row>(store, {
      table: 'transfers',
      columns: ['id', 'tx_hash'],
      key: ['id'],
      page: 2,
    });
    const pages: string[][] = [];
    await reader.read((rows) => pages.push(rows.map((row) => row.tx_hash)));
    expect(pages.flat().sort()).toEqual(['0x1', '0x2', '0x3', '0x4', '0x5']);
    expect(pages.length).toBeGreaterThanOrEqual(3);

    await store.db.insertInto('transfers').values(transferRow('0x6')).execute();
    const later: string[] = [];
    await reader.read((rows) => later.push(...rows.map((row) => row.tx_hash)));
    await reader.read((rows) => later.push(...rows.map((row) => row.tx_hash)));
    expect(later).toEqual(['0x6']);
  });

  it.runIf(dialect === 'postgres')(
    'reads a row whose transaction committed after newer rows were read',
    async () => {
      const store = fixture.store;
      const other = await another();
      const reader = store.dialect.commitOrder.reader<Row>(store, {
        table: 'transfers',
        columns: ['id', 'tx_hash'],
        key: ['id'],
        page: 100,
      });
      const read: string[] = [];
      const readAll = () => reader.read((rows) => read.push(...rows.map((row) => row.tx_hash)));

      // A transaction takes its id, writes, and stays open while a newer one commits and is read.
      let written: () => void = () => {};
      const hasWritten = new Promise<void>((resolve) => {
        written = resolve;
      });
      let commitLate: () => void = () => {};
      const mayCommit = new Promise<void>((resolve) => {
        commitLate = resolve;
      });
      const late = other.db.transaction().execute(async (tx) => {
        await tx.insertInto('transfers').values(transferRow('0xlate')).execute();
        written();
        await mayCommit;
      });
      await hasWritten;
      await store.db.insertInto('transfers').values(transferRow('0xnew')).execute();
      await readAll();
      expect(read).toEqual(['0xnew']);

      commitLate();
      await late;
      await readAll();
      await readAll();
      expect(read).toEqual(['0xnew', '0xlate']);
    },
  );
});
