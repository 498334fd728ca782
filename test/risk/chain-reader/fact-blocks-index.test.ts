/**
 * Following the head asks which blocks facts were stored from (`factBlocks`) on every pass, and a
 * reorganisation deletes an orphaned block's facts and approvals: each is found by the block index
 * (migration 0083), not by a scan of every transfer stored. Checked on the query plans, on SQLite
 * and PostgreSQL (DATABASE_URL), with the facts of a real read's shape stored first.
 */
import { type Compilable, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../../src/lib/clock.ts';
import { createTransfersService, FACTS_OWNER } from '../../../src/risk/transfers/index.ts';
import { planOf as planOfQuery } from '../../fixtures/query-plans.ts';
import { useMigratedStore } from '../../fixtures/store-fixture.ts';
import { etherFacts, HUB, nthAddress } from '../transfers/ether-facts.ts';

const fixture = useMigratedStore();

const planOf = (query: Compilable) => planOfQuery(fixture, query);

describe('the facts of a block', () => {
  it('are found and removed through the block index, not by scanning every transfer', async () => {
    const { store } = fixture;
    const transfers = createTransfersService({ store, clock: systemClock });
    const facts = etherFacts(40, (i) => ({ from: HUB, to: nthAddress(i) }));
    await store.db.transaction().execute((tx) => transfers.recordFacts(tx, facts));
    // With the transfers' statistics, as a store in use has them: without any, PostgreSQL costs
    // every index of a table this small alike, and may take one whose first column alone it can use.
    if (fixture.config.kind === 'postgres') await sql`ANALYZE transfers`.execute(store.db);
    expect((await transfers.factBlocks('ethereum', 110, 112)).sort((a, b) => a.number - b.number)).toEqual([
      { number: 110, hash: facts[10]?.block.hash },
      { number: 111, hash: facts[11]?.block.hash },
      { number: 112, hash: facts[12]?.block.hash },
    ]);

    const byBlock = store.db
      .selectFrom('transfers')
      .select(['block_number', 'block_hash'])
      .where('owner', '=', FACTS_OWNER)
      .where('chain', '=', 'ethereum')
      .where('block_number', '>=', 110)
      .where('block_number', '<=', 112);
    const removing = store.db
      .deleteFrom('transfers')
      .where('owner', '=', FACTS_OWNER)
      .where('chain', '=', 'ethereum')
      .where('block_number', '=', 111)
      .where('block_hash', '=', facts[11]?.block.hash ?? '');
    const approvals = store.db
      .deleteFrom('chain_approvals')
      .where('chain', '=', 'ethereum')
      .where('block_number', '=', 111)
      .where('block_hash', '=', facts[11]?.block.hash ?? '');
    for (const [query, index] of [
      [byBlock, 'transfers_block'],
      [removing, 'transfers_block'],
      [approvals, 'chain_approvals_block'],
    ] as const) {
      const plan = await planOf(query);
      expect(plan, plan).toContain(index);
    }

    const gone = await store.db
      .transaction()
      .execute((tx) =>
        transfers.removeBlockFacts(tx, 'ethereum', { number: 111, hash: facts[11]?.block.hash ?? '' }),
      );
    expect(gone).toEqual([
      {
        txHash: facts[11]?.transfer.txHash,
        from: HUB,
        to: facts[11]?.transfer.outputs[0]?.address,
      },
    ]);
    // A block of that number with another hash (the orphan's replacement) keeps its facts.
    expect(
      await store.db
        .transaction()
        .execute((tx) =>
          transfers.removeBlockFacts(tx, 'ethereum', { number: 112, hash: facts[11]?.block.hash ?? '' }),
        ),
    ).toEqual([]);
    expect((await transfers.factBlocks('ethereum', 110, 112)).map((block) => block.number).sort()).toEqual([
      110, 112,
    ]);
  });
});
