// Transfers and UTXO transactions stored by another process reach this one's graph and clusters,
// whatever time they carry, and none twice; those this process applied itself are not doubled.
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { createTransfersService } from '../../../src/risk/transfers/transfers-service.ts';
import { useMigratedStore } from '../../fixtures/store-fixture.ts';
import { transferRow } from '../../fixtures/transfer-row.ts';
import { ALL_DIALECTS } from '../../stores.ts';

const A = `0x${'a'.repeat(40)}`;
const B = `0x${'b'.repeat(40)}`;
const C = `0x${'c'.repeat(40)}`;
const SATOSHI = '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa';
const BOAT = '1BoatSLRHtKNngkdXEeobR76b53LETtpyT';
const OTHER = '16w1D5WRVKJuZUsSRzdLp9w3YGcgoxDXb';
/** The workspace whose claims the transfers are, and what it sees: the facts and its claims. */
const WS = 'ws_catchup';
const SEEN = ['', WS];
const claim = { owner: WS, source: 'event', pointer: '/data' } as const;

describe.each(ALL_DIALECTS)('transfers catch-up on %s', (dialect) => {
  const fixture = useMigratedStore(dialect, 'test');

  /** Two processes' transfers services on one store: `here` has loaded it, empty. */
  async function twoProcesses() {
    const clock = new ManualClock(Date.parse('2026-11-23T10:00:00Z'));
    const here = createTransfersService({ store: fixture.store, clock });
    const elsewhere = createTransfersService({ store: fixture.store, clock });
    await here.load();
    return { clock, here, elsewhere };
  }

  it('takes in a transfer stored with an older time than one already read, and nothing twice', async () => {
    const { clock, here, elsewhere } = await twoProcesses();

    const first = elsewhere.read(
      {
        chain: 'ethereum',
        tx_hash: '0x0000000000000000000000000000000000000000000000000000000000000001',
        from: A,
        to: B,
        amount: 3,
      },
      '/data',
    );
    await elsewhere.store(fixture.store.db, claim, [first]);
    await here.catchUp();
    expect(here.graph.flows('ethereum', B, SEEN)?.incoming.total).toBe(3);

    // Stored with a time 5 s older than what `here` has read (as a transaction that took its time
    // and committed late would be).
    await fixture.store.db
      .insertInto('transfers')
      .values(
        transferRow('0x0000000000000000000000000000000000000000000000000000000000000002', {
          owner: WS,
          source: 'event',
          from_address: C,
          to_address: B,
          amount: '4',
          occurred_at: clock.now(),
          created_at: clock.now() - 5000,
        }),
      )
      .execute();
    await here.catchUp();
    await here.catchUp();
    expect(here.graph.flows('ethereum', B, SEEN)?.incoming.total).toBe(7);
    expect(here.graph.flows('ethereum', B, SEEN)?.incoming.by.get(C)).toBe(4);
  });

  it('does not add again what it applied itself, and clusters transactions stored elsewhere', async () => {
    const { here, elsewhere } = await twoProcesses();

    const own = here.read(
      {
        chain: 'ethereum',
        tx_hash: '0x000000000000000000000000000000000000000000000000000000000000000a',
        from: A,
        to: B,
        amount: 5,
      },
      '/data',
    );
    await fixture.store.db.transaction().execute((tx) => here.store(tx, claim, [own]));
    here.apply(WS, [own]);
    await here.catchUp();
    // Told again (an event retried): stored once, applied once.
    await fixture.store.db.transaction().execute((tx) => here.store(tx, claim, [own]));
    here.apply(WS, [own]);
    await Promise.all([here.catchUp(), here.catchUp()]);
    expect(here.graph.flows('ethereum', B, SEEN)?.incoming.total).toBe(5);

    const coSpend = elsewhere.read(
      {
        chain: 'bitcoin',
        tx_hash: 'ab'.repeat(32),
        inputs: [
          { address: SATOSHI, amount: 1 },
          { address: BOAT, amount: 2 },
        ],
        outputs: [{ address: OTHER, amount: 2.9 }],
      },
      '/data',
    );
    await fixture.store.db.transaction().execute((tx) => elsewhere.store(tx, claim, [coSpend]));
    expect(here.entityOf(WS, 'bitcoin', SATOSHI)).not.toBe(here.entityOf(WS, 'bitcoin', BOAT));
    await here.catchUp();
    expect(here.entityOf(WS, 'bitcoin', SATOSHI)).toBe(here.entityOf(WS, 'bitcoin', BOAT));
    expect(here.graph.flows('bitcoin', OTHER, SEEN)?.incoming.total).toBeCloseTo(2.9);
  });
});
