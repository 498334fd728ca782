// Multi-row inserts with their SQL made once per shape: the values land in their columns whatever
// the row count, conflicts are skipped when asked, and rows that do not fit are refused.
import { describe, expect, it } from 'vitest';
import { insertInBatches, powerOfTwoPieces } from '../../src/store/batches.ts';
import { insertRows, insertRowsCounted } from '../../src/store/insert-rows.ts';
import { useMigratedStore } from '../fixtures/store-fixture.ts';
import { transferRow } from '../fixtures/transfer-row.ts';
import { ALL_DIALECTS } from '../stores.ts';

const transfer = (txHash: string, amount: number, valueUsd: string | null = null) =>
  transferRow(txHash, {
    amount: String(amount),
    value_usd: valueUsd,
    occurred_at: amount * 10,
    created_at: amount * 100,
  });

describe.each(ALL_DIALECTS)('insertRows on %s', (dialect) => {
  const fixture = useMigratedStore(dialect);

  const stored = () =>
    fixture.store.db
      .selectFrom('transfers')
      .select(['tx_hash', 'amount', 'value_usd', 'occurred_at', 'created_at'])
      .orderBy('tx_hash')
      .execute();

  it('puts every value in its column, again with the same and with other row counts', async () => {
    await insertRows(fixture.store.db, 'transfers', [transfer('0x01', 1), transfer('0x02', 2, '2.5')]);
    await insertRows(fixture.store.db, 'transfers', [transfer('0x03', 3), transfer('0x04', 4, '4.5')]);
    await fixture.store.db.transaction().execute((tx) => insertRows(tx, 'transfers', [transfer('0x05', 5)]));
    expect(await stored()).toEqual([
      { tx_hash: '0x01', amount: '1', value_usd: null, occurred_at: 10, created_at: 100 },
      { tx_hash: '0x02', amount: '2', value_usd: '2.5', occurred_at: 20, created_at: 200 },
      { tx_hash: '0x03', amount: '3', value_usd: null, occurred_at: 30, created_at: 300 },
      { tx_hash: '0x04', amount: '4', value_usd: '4.5', occurred_at: 40, created_at: 400 },
      { tx_hash: '0x05', amount: '5', value_usd: null, occurred_at: 50, created_at: 500 },
    ]);
  });

  it('skips rows whose key is stored when asked, and fails on them otherwise', async () => {
    const key = ['owner', 'chain', 'tx_hash', 'position', 'from_address', 'to_address'] as const;
    await insertRows(fixture.store.db, 'transfers', [transfer('0x01', 9), transfer('0x06', 6)], {
      ignoreConflictOn: key,
    });
    const rows = await stored();
    expect(rows.map((row) => [row.tx_hash, row.amount])).toEqual([
      ['0x01', '1'],
      ['0x02', '2'],
      ['0x03', '3'],
      ['0x04', '4'],
      ['0x05', '5'],
      ['0x06', '6'],
    ]);
    await expect(
      insertRows(fixture.store.db, 'transfers', [transfer('0x01', 9), transfer('0x07', 7)]),
    ).rejects.toThrow();
  });

  it('overwrites the named columns of rows whose key is stored, and returns the rows written', async () => {
    const key = ['owner', 'chain', 'tx_hash', 'position', 'from_address', 'to_address'] as const;
    const written = await insertRows(
      fixture.store.db,
      'transfers',
      [transfer('0x02', 22, '9.9'), transfer('0x08', 8)],
      {
        updateOnConflict: { on: key, set: ['amount'] },
        returning: ['tx_hash', 'amount', 'value_usd'],
      },
    );
    expect(written.map((row) => ({ ...row, amount: Number(row.amount) }))).toEqual([
      { tx_hash: '0x02', amount: 22, value_usd: '2.5' },
      { tx_hash: '0x08', amount: 8, value_usd: null },
    ]);
    const skipped = await insertRows(
      fixture.store.db,
      'transfers',
      [transfer('0x08', 80), transfer('0x09', 9)],
      {
        ignoreConflictOn: key,
        returning: ['tx_hash'],
      },
    );
    expect(skipped).toEqual([{ tx_hash: '0x09' }]);
    const rows = await stored();
    expect(rows.map((row) => [row.tx_hash, row.amount, row.value_usd])).toEqual([
      ['0x01', '1', null],
      ['0x02', '22', '2.5'],
      ['0x03', '3', null],
      ['0x04', '4', '4.5'],
      ['0x05', '5', null],
      ['0x06', '6', null],
      ['0x08', '8', null],
      ['0x09', '9', null],
    ]);
    await fixture.store.db.deleteFrom('transfers').where('tx_hash', 'in', ['0x08', '0x09']).execute();
    await fixture.store.db
      .updateTable('transfers')
      .set({ amount: '2' })
      .where('tx_hash', '=', '0x02')
      .execute();
  });

  it('refuses a row with a column missing, extra or undefined, before writing anything', async () => {
    const { value_usd: _value, ...withoutValue } = transfer('0x10', 10);
    await expect(
      insertRows(fixture.store.db, 'transfers', [transfer('0x11', 11), withoutValue]),
    ).rejects.toThrow(/every row must give the columns/);
    const undefinedValue = { ...transfer('0x12', 12), value_usd: undefined };
    await expect(insertRows(fixture.store.db, 'transfers', [undefinedValue])).rejects.toThrow(/value_usd/);
    const extra = { ...transfer('0x13', 13), seq: 1 };
    await expect(insertRows(fixture.store.db, 'transfers', [transfer('0x14', 14), extra])).rejects.toThrow(
      /every row must give the columns/,
    );
    expect((await stored()).map((row) => row.tx_hash)).not.toContain('0x11');
  });

  it('refuses to be asked both to skip and to overwrite a stored key', async () => {
    const key = ['owner', 'chain', 'tx_hash', 'position', 'from_address', 'to_address'] as const;
    await expect(
      insertRows(fixture.store.db, 'transfers', [transfer('0x01', 9)], {
        ignoreConflictOn: key,
        updateOnConflict: { on: key, set: ['amount'] },
      }),
    ).rejects.toThrow(/not both/);
  });

  it('does nothing for no rows', async () => {
    await insertRows(fixture.store.db, 'transfers', []);
    expect(await stored()).toHaveLength(6);
  });

  it('counts the rows written without returning them, a row skipped on its key not counted', async () => {
    const key = ['owner', 'chain', 'tx_hash', 'position', 'from_address', 'to_address'] as const;
    const written = await insertRowsCounted(
      fixture.store.db,
      'transfers',
      [transfer('0x01', 9), transfer('0x08', 8), transfer('0x09', 9)],
      { ignoreConflictOn: key },
    );
    expect(written).toBe(2);
    expect(await insertRowsCounted(fixture.store.db, 'transfers', [], { ignoreConflictOn: key })).toBe(0);
    expect((await stored()).map((row) => [row.tx_hash, row.amount])).toContainEqual(['0x01', '1']);
    expect(await stored()).toHaveLength(8);
  });
});

// Rows inserted in pieces of a power of two, so each piece's statement is one of a few kept ones.
describe('insertInBatches', () => {
  it('cuts rows into pieces of distinct powers of two, longest first, in order', async () => {
    expect(powerOfTwoPieces([]).map((piece) => piece.length)).toEqual([]);
    expect(powerOfTwoPieces([1]).map((piece) => piece.length)).toEqual([1]);
    expect(powerOfTwoPieces(Array.from({ length: 700 }, (_, i) => i)).map((piece) => piece.length)).toEqual([
      512, 128, 32, 16, 8, 4,
    ]);
    const seen: number[][] = [];
    const rows = Array.from({ length: 2_500 }, (_, i) => ({ i }));
    await insertInBatches(rows, async (batch) => {
      seen.push(batch.map((row) => row.i));
    });
    // 2,000 rows a statement at most for one column, each statement's rows cut again.
    expect(seen.map((batch) => batch.length)).toEqual([1024, 512, 256, 128, 64, 16, 256, 128, 64, 32, 16, 4]);
    expect(seen.flat()).toEqual(rows.map((row) => row.i));
  });
});
