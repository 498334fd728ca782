/**
 * A fact that another writer stored between the look-up of what is held and the insert (two
 * readers of one chain in two processes, on PostgreSQL) is skipped by the insert, and its outcome
 * names the row that writer stored, not an id that was never written. Stood in for by a trigger
 * that stores the same movement under another id just before the insert's row; on SQLite and
 * PostgreSQL (DATABASE_URL).
 */
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { systemClock } from '../../../src/lib/clock.ts';
import { assetOf } from '../../../src/risk/chains/index.ts';
import { createTransfersService } from '../../../src/risk/transfers/index.ts';
import { useMigratedStore } from '../../fixtures/store-fixture.ts';

const fixture = useMigratedStore();
const RACED = `0x${'ee'.repeat(32)}`;
const COLUMNS =
  'id, owner, chain, tx_hash, position, from_address, to_address, amount, asset, value_usd, source, block_number, block_hash, occurred_at, created_at';
const VALUES =
  "'xfer_meanwhile', NEW.owner, NEW.chain, NEW.tx_hash, NEW.position, NEW.from_address, NEW.to_address, NEW.amount, NEW.asset, NEW.value_usd, NEW.source, NEW.block_number, NEW.block_hash, NEW.occurred_at, NEW.created_at";

it('names the row another writer stored meanwhile, and stores the rest as given', async () => {
  const { store, config } = fixture;
  if (config.kind === 'sqlite') {
    await sql
      .raw(
        `CREATE TRIGGER meanwhile BEFORE INSERT ON transfers
         WHEN NEW.tx_hash = '${RACED}' AND NEW.id <> 'xfer_meanwhile'
         BEGIN INSERT INTO transfers (${COLUMNS}) VALUES (${VALUES}); END`,
      )
      .execute(store.db);
  } else {
    await sql
      .raw(
        `CREATE FUNCTION meanwhile() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
           IF NEW.tx_hash = '${RACED}' AND NEW.id <> 'xfer_meanwhile' THEN
             INSERT INTO transfers (${COLUMNS}) VALUES (${VALUES});
           END IF;
           RETURN NEW;
         END $$;
         CREATE TRIGGER meanwhile BEFORE INSERT ON transfers FOR EACH ROW EXECUTE FUNCTION meanwhile()`,
      )
      .execute(store.db);
  }
  const transfers = createTransfersService({ store, clock: systemClock });
  const asset = assetOf('ethereum', undefined);
  const fact = (txHash: string, i: number) => ({
    transfer: {
      chain: 'ethereum' as const,
      txHash,
      position: '',
      asset,
      occurredAt: 1_700_000_000_000 + i,
      inputs: [{ address: `0x${'ab'.repeat(20)}`, amount: '1' }],
      outputs: [{ address: `0x${(0x1000 + i).toString(16).padStart(40, '0')}`, amount: '1' }],
      whole: false,
      valueUsd: null,
    },
    block: { number: 10 + i, hash: `0x${(0xb000 + i).toString(16).padStart(64, '0')}` },
  });
  const facts = [fact(`0x${'01'.repeat(32)}`, 1), fact(RACED, 2), fact(`0x${'03'.repeat(32)}`, 3)];
  const outcomes = await store.db.transaction().execute((tx) => transfers.recordFacts(tx, facts));

  const rows = await store.db.selectFrom('transfers').select(['id', 'tx_hash']).orderBy('tx_hash').execute();
  expect(rows).toHaveLength(3);
  expect(outcomes.map((outcome) => outcome.status)).toEqual(['stored', 'stored', 'stored']);
  const ids = outcomes.map((outcome) => (outcome.status === 'conflict' ? [] : outcome.ids));
  expect(ids[1]).toEqual(['xfer_meanwhile']);
  // Every id answered is a row stored, for the transaction it names.
  expect(ids.flat().map((id) => rows.find((row) => row.id === id)?.tx_hash)).toEqual(
    facts.map((f) => f.transfer.txHash),
  );
});
