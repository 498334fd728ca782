/**
 * An address's transfers are found through the index of the end it is on (migration 0124), not by
 * reading every transfer of the chain: the plans of the product's own statements as they ran (a
 * past screening's neighbourhood hop by hop, the transfers touching a set of addresses, the chain
 * reader's counterparties), on SQLite and PostgreSQL (DATABASE_URL). Migration 0040 rebuilt the
 * table and lost the indexes 0006 had made; every one of these read the chain's transfers since.
 */
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../../src/lib/clock.ts';
import { factCounterparties } from '../../../src/risk/transfers/chain-facts.ts';
import { neighbourhoodAt } from '../../../src/risk/transfers/graph-at.ts';
import { createTransfersService, FACTS_OWNER, transfersTouching } from '../../../src/risk/transfers/index.ts';
import { plansOfRun } from '../../fixtures/query-plans.ts';
import { useMigratedStore } from '../../fixtures/store-fixture.ts';
import { etherFacts, HUB, nthAddress } from './ether-facts.ts';

const fixture = useMigratedStore();
const other = nthAddress;

describe("an address's transfers", () => {
  it('are read through the index of its end, not by reading the chain’s transfers', async () => {
    const { store } = fixture;
    const transfers = createTransfersService({ store, clock: systemClock });
    const facts = etherFacts(40, (i) =>
      i % 2 === 0 ? { from: HUB, to: other(i) } : { from: other(i), to: HUB },
    );
    await store.db.transaction().execute((tx) => transfers.recordFacts(tx, facts));

    const plans = await plansOfRun(fixture, async (db) => {
      expect(await transfersTouching(db, 'ethereum', [HUB, other(3)])).toHaveLength(40);
      expect(await factCounterparties(db, 'ethereum', HUB, 100)).toHaveLength(40);
      const { rows } = await neighbourhoodAt(db, {
        owners: [FACTS_OWNER],
        chain: 'ethereum',
        address: other(2),
        hops: 2,
        at: Date.now(),
      });
      expect(rows).toHaveLength(40);
    });
    const ofTransfers = plans.filter((p) => /from "transfers"/.test(p.sql));
    // One each for the touching and the counterparties; the neighbourhood's two sides, two hops.
    expect(ofTransfers.length).toBeGreaterThanOrEqual(6);
    for (const { sql, plan } of ofTransfers) {
      expect(plan, sql).toMatch(/transfers_(from|to)/);
      if (fixture.config.kind === 'sqlite') expect(plan, sql).not.toMatch(/SCAN transfers/);
      else expect(plan, sql).not.toMatch(/Seq Scan on transfers/);
    }
  });
});
