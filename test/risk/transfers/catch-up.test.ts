// Transfers stored by another process reach this one's graph: also one whose transaction committed
// after a newer one was already read, and none twice.
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { newId } from '../../../src/lib/ids.ts';
import { createTransfersService } from '../../../src/risk/transfers/transfers-service.ts';
import { migrateToLatest } from '../../../src/store/migrate.ts';
import { openStore, type Store } from '../../../src/store/store.ts';
import { ALL_DIALECTS, createTestStore, type TestStore } from '../../harness.ts';

const A = `0x${'a'.repeat(40)}`;
const B = `0x${'b'.repeat(40)}`;
const C = `0x${'c'.repeat(40)}`;

describe.each(ALL_DIALECTS)('transfers catch-up on %s', (dialect) => {
  let testStore: TestStore;
  let store: Store;
  afterEach(async () => {
    await store.close();
    await testStore.dispose();
  });

  it('takes in a transfer committed late behind a newer one, and nothing twice', async () => {
    testStore = await createTestStore(dialect);
    store = await openStore(testStore.config);
    await migrateToLatest(store);
    const clock = new ManualClock(Date.parse('2026-11-23T10:00:00Z'));
    const here = createTransfersService({ store, clock });
    const elsewhere = createTransfersService({ store, clock });
    await here.load();

    const first = elsewhere.read({ chain: 'ethereum', tx_hash: '0x01', from: A, to: B, amount: 3 }, '/data');
    await elsewhere.store(store.db, [first]);
    await here.catchUp();
    expect(here.graph.flows('ethereum', B)?.incoming.total).toBe(3);

    // Stored with a time 5 s older than what `here` has read: its transaction committed late.
    await store.db
      .insertInto('transfers')
      .values({
        id: newId('transfer'),
        chain: 'ethereum',
        tx_hash: '0x02',
        from_address: C,
        to_address: B,
        amount: 4,
        asset: null,
        occurred_at: clock.now(),
        created_at: clock.now() - 5000,
      })
      .execute();
    await here.catchUp();
    await here.catchUp();
    expect(here.graph.flows('ethereum', B)?.incoming.total).toBe(7);
    expect(here.graph.flows('ethereum', B)?.incoming.by.get(C)).toBe(4);
  });
});
