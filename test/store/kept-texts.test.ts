/**
 * Reads kept as text by shape (store/kept-texts.ts): the text Kysely made for the first call of a
 * shape answers later calls with their own values, and a query whose values Kysely binds otherwise
 * than the caller lists them is refused rather than kept.
 */
import { describe, expect, it } from 'vitest';
import { keptRead } from '../../src/store/kept-texts.ts';
import { useMigratedStore } from '../fixtures/store-fixture.ts';

const fixture = useMigratedStore();

describe('a read kept by shape', () => {
  it("answers a later call of the same shape with that call's values", async () => {
    const { db } = fixture.store;
    await db
      .insertInto('workspaces')
      .values(['a', 'b', 'c'].map((id) => ({ id: `ws_${id}`, name: id, created_at: 0 })))
      .execute();
    const read = keptRead<{ name: string }>('workspaces by id');
    const byIds = (ids: string[]) =>
      read(db, String(ids.length), ids, () =>
        db.selectFrom('workspaces').select('name').where('id', 'in', ids).orderBy('name'),
      );
    expect(await byIds(['ws_a', 'ws_b'])).toEqual([{ name: 'a' }, { name: 'b' }]);
    // Built for the shape once: a build that throws shows the kept text answers.
    const kept = await read(db, '2', ['ws_b', 'ws_c'], () => {
      throw new Error('built again');
    });
    expect(kept).toEqual([{ name: 'b' }, { name: 'c' }]);
  });

  it('refuses a query whose values Kysely binds otherwise than listed', async () => {
    const { db } = fixture.store;
    const read = keptRead<{ name: string }>('workspaces by id');
    await expect(
      read(db, '1', ['ws_a'], () => db.selectFrom('workspaces').select('name').where('id', '=', 'ws_b')),
    ).rejects.toThrow('workspaces by id|1: Kysely bound other values than the caller lists');
  });
});
