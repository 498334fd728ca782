/**
 * A backfill whose store fails in the middle of its read (a span's transaction refused at its last
 * statement, by a trigger standing in for a full disk) leaves nothing of that span: its facts are
 * neither in the store nor in the graph, and how far the read reached still names only the spans
 * stored whole. The next read continues from there and stores the rest once. Each span is read
 * while the one before it is stored, so a read is in flight when the store fails. On a real node
 * (anvil, test/fixtures/anvil.ts), on SQLite and PostgreSQL (DATABASE_URL).
 */
import { sql } from 'kysely';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../../src/lib/clock.ts';
import { runBackfill } from '../../../src/risk/chain-reader/backfill.ts';
import { findRead, markQueued } from '../../../src/risk/chain-reader/chain-reads-repo.ts';
import { createEvmSource } from '../../../src/risk/chain-reader/evm-source.ts';
import { createTransfersService, FACTS_OWNER } from '../../../src/risk/transfers/index.ts';
import { ACCOUNTS, type Anvil, startAnvil } from '../../fixtures/anvil.ts';
import { useMigratedStore } from '../../fixtures/store-fixture.ts';

const sender = ACCOUNTS[1] as Address;
const deposit = '0x5e1d2c3b4a59687766554433221100ffeeddccbb';
const key = { chain: 'ethereum' as const, address: deposit };
/** Blocks per span: the six blocks with a payment are read as [5, 6], [3, 4], [1, 2], then [0]. */
const SPAN = 2;
const FAILURE = 'the disk is full (a trigger of this test)';

const fixture = useMigratedStore();
let anvil: Anvil;

beforeAll(async () => {
  anvil = await startAnvil();
  // Blocks 1 to 6, one payment each: 1, 2, … 6 ether.
  for (let ether = 1; ether <= 6; ether += 1) await anvil.send(sender, deposit, String(ether));
}, 120_000);

afterAll(async () => {
  await anvil?.stop();
});

/** Refuses to move the read's first block below `block`: the last statement of a span's transaction. */
async function failBelow(block: number): Promise<void> {
  const { db } = fixture.store;
  const { config } = fixture;
  if (config.kind === 'sqlite') {
    await sql
      .raw(
        `CREATE TRIGGER fail_span BEFORE UPDATE ON chain_reads WHEN NEW.low_block < ${block}
         BEGIN SELECT RAISE(ABORT, '${FAILURE}'); END`,
      )
      .execute(db);
  } else {
    await sql
      .raw(
        `CREATE FUNCTION fail_span() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN IF NEW.low_block < ${block} THEN RAISE EXCEPTION '${FAILURE}'; END IF; RETURN NEW; END $$;
         CREATE TRIGGER fail_span BEFORE UPDATE ON chain_reads FOR EACH ROW EXECUTE FUNCTION fail_span()`,
      )
      .execute(db);
  }
}

async function stopFailing(): Promise<void> {
  const { db } = fixture.store;
  const { config } = fixture;
  if (config.kind === 'sqlite') await sql.raw('DROP TRIGGER fail_span').execute(db);
  else await sql.raw('DROP TRIGGER fail_span ON chain_reads; DROP FUNCTION fail_span()').execute(db);
}

const storedBlocks = async () =>
  (
    await fixture.store.db
      .selectFrom('transfers')
      .select('block_number')
      .where('owner', '=', FACTS_OWNER)
      .where('to_address', '=', deposit)
      .orderBy('block_number')
      .execute()
  ).map((row) => Number(row.block_number));

describe('a backfill whose store fails mid-read', () => {
  it('keeps the spans stored whole and nothing of the one that failed, and the next read finishes it once', async () => {
    const { store } = fixture;
    const transfers = createTransfersService({ store, clock: systemClock });
    const source = createEvmSource(
      { chain: 'ethereum', url: anvil.url, confirmations: 0 },
      { traces: 'auto' },
    );
    const deps = {
      store,
      clock: systemClock,
      transfers,
      budget: { blocks: 1_000, calls: 1_000, seconds: 600 },
      logRange: SPAN,
    };
    const received = () => transfers.graph.flows('ethereum', deposit)?.incoming.by.get(sender.toLowerCase());
    await markQueued(store.db, key, 'job_test', 1, Date.now(), false);
    await failBelow(5);

    await expect(runBackfill(deps, source, key, 1, new AbortController().signal)).rejects.toThrow(FAILURE);
    // Blocks 5 and 6 were stored whole; of 3 and 4 nothing (the transfers written before the refused
    // statement were rolled back with it), nor of 1 and 2 (read meanwhile, never stored).
    expect(await storedBlocks()).toEqual([5, 6]);
    expect(received()).toBe(11);
    expect(await findRead(store.db, key.chain, key.address)).toMatchObject({
      status: 'failed',
      error: expect.stringContaining(FAILURE),
      low_block: 5,
      high_block: 6,
      transfers: 2,
    });

    await stopFailing();
    await runBackfill(deps, source, key, 1, new AbortController().signal);
    expect(await storedBlocks()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(received()).toBe(21);
    expect(await findRead(store.db, key.chain, key.address)).toMatchObject({
      status: 'read',
      error: null,
      low_block: 0,
      high_block: 6,
      transfers: 6,
    });
  });
});
