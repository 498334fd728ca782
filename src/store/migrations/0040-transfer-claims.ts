/**
 * Whose transfers: a transfer a workspace sends (an event, an import) is that workspace's claim and
 * counts in its answers only; a transfer Vigil reads from a chain itself is a fact every workspace
 * shares. `transfers` and `chain_transactions` are rebuilt with an `owner` (the workspace, or ''
 * for a fact), the movement of the transaction each row describes (`position`: '' for the
 * transaction's own transfer, `log:N` for a token transfer's log, `out:N` or `to:ADDRESS` for one
 * output of a UTXO transaction), amounts as exact decimal text in the asset's units (a REAL column
 * rounded them to doubles, and SQLite's affinity would turn decimal text back into one), the asset
 * always named, the sender's `value_usd`, where the row came from (`source`) and, for facts, the
 * block. Events gain the movement they describe, unique per workspace and type, so a resent event is
 * one event.
 *
 * Rows stored before had no owner. A row whose transaction a workspace sent as an event becomes
 * that workspace's claim (one copy per workspace that sent it); a row no event names came from
 * `vigil import transfers`, which every workspace saw, and becomes a claim of every workspace, so
 * that no answer changes by the upgrade. Their amounts were doubles already: they are kept as the
 * decimal each double stands for.
 */
import { type Kysely, sql } from 'kysely';
import { newId } from '../../lib/ids.ts';
import { dialectOf } from '../dialect.ts';

/** Rows copied per statement: under SQLite's and PostgreSQL's bound-parameter limits. */
const PAGE = 500;

interface LegacyTransfer {
  id: string;
  chain: string;
  tx_hash: string;
  from_address: string;
  to_address: string;
  amount: number;
  asset: string | null;
  occurred_at: number;
  created_at: number;
}

interface LegacyTransaction {
  chain: string;
  tx_hash: string;
  inputs: string;
  outputs: string;
  occurred_at: number;
  seq: number;
}

/** The native ticker of each chain, as `risk/chains` names them (a migration imports no domain). */
const NATIVE: Readonly<Record<string, string>> = {
  bitcoin: 'BTC',
  ethereum: 'ETH',
  tron: 'TRX',
  litecoin: 'LTC',
  bitcoin_cash: 'BCH',
  dash: 'DASH',
  zcash: 'ZEC',
  monero: 'XMR',
  solana: 'SOL',
  ripple: 'XRP',
  bsc: 'BNB',
  polygon: 'POL',
  arbitrum: 'ETH',
};

/** A double as the decimal text it stands for (JavaScript's shortest form, exponents spelt out). */
function decimalText(value: number): string {
  if (!Number.isFinite(value) || value <= 0) return '0';
  const text = String(value);
  const match = /^(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (match === null) return text;
  const digits = (match[1] ?? '') + (match[2] ?? '');
  const point = (match[1] ?? '').length + Number(match[3]);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`.replace(/0+$/, '');
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`.replace(/\.?0+$/, '');
}

const assetOf = (chain: string, asset: string | null) =>
  asset === null || asset.trim() === '' ? (NATIVE[chain] ?? asset ?? '') : asset.trim().toUpperCase();

/** Which workspaces sent each transaction as an event (`chain tx_hash` → workspace ids). */
async function eventSenders(db: Kysely<unknown>): Promise<Map<string, string[]>> {
  const dialect = dialectOf(db);
  const senders = new Map<string, string[]>();
  let after = '';
  for (;;) {
    const { rows } = await sql<{ id: string; workspace_id: string; chain: string | null; tx: string | null }>`
      SELECT id, workspace_id, ${dialect.jsonText('data', 'chain')} AS chain,
        ${dialect.jsonText('data', 'tx_hash')} AS tx
      FROM ingested_events
      WHERE type IN ('transfer.observed', 'deposit.received') AND id > ${after}
      ORDER BY id LIMIT ${PAGE * 10}`.execute(db);
    for (const row of rows) {
      if (row.chain === null || row.tx === null) continue;
      const key = `${row.chain} ${row.tx}`;
      const list = senders.get(key) ?? [];
      if (!list.includes(row.workspace_id)) list.push(row.workspace_id);
      senders.set(key, list);
    }
    const last = rows.at(-1);
    if (last === undefined || rows.length < PAGE * 10) break;
    after = last.id;
  }
  return senders;
}

async function createTransfers(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('transfers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('chain', 'text', (c) => c.notNull())
    .addColumn('tx_hash', 'text', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('from_address', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('value_usd', 'text')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('block_number', 'bigint')
    .addColumn('block_hash', 'text')
    .addColumn('occurred_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('transfers_movement', [
      'owner',
      'chain',
      'tx_hash',
      'position',
      'from_address',
      'to_address',
    ])
    .execute();
}

async function createTransactions(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chain_transactions')
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('chain', 'text', (c) => c.notNull())
    .addColumn('tx_hash', 'text', (c) => c.notNull())
    // JSON [{address, amount}], amounts as decimal text.
    .addColumn('inputs', 'text', (c) => c.notNull())
    .addColumn('outputs', 'text', (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('value_usd', 'text')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('block_number', 'bigint')
    .addColumn('block_hash', 'text')
    .addColumn('occurred_at', 'bigint', (c) => c.notNull())
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('chain_transactions_owner_pk', ['owner', 'chain', 'tx_hash'])
    .execute();
}

async function copyTransfers(db: Kysely<unknown>, owners: (chain: string, tx: string) => string[]) {
  let after = '';
  for (;;) {
    const { rows } = await sql<LegacyTransfer>`
      SELECT id, chain, tx_hash, from_address, to_address, amount, asset, occurred_at, created_at
      FROM transfers_legacy WHERE id > ${after} ORDER BY id LIMIT ${PAGE}`.execute(db);
    const copies = rows.flatMap((row) =>
      owners(row.chain, row.tx_hash).map((owner, i) => ({
        // The first owner keeps the id a hold or a threat may name.
        id: i === 0 ? row.id : newId('transfer'),
        owner,
        chain: row.chain,
        tx_hash: row.tx_hash,
        position: '',
        from_address: row.from_address,
        to_address: row.to_address,
        amount: decimalText(Number(row.amount)),
        asset: assetOf(row.chain, row.asset),
        value_usd: null,
        source: 'legacy',
        block_number: null,
        block_hash: null,
        occurred_at: Number(row.occurred_at),
        created_at: Number(row.created_at),
      })),
    );
    for (let i = 0; i < copies.length; i += PAGE) {
      await db
        .withTables<{ transfers: (typeof copies)[number] }>()
        .insertInto('transfers')
        .values(copies.slice(i, i + PAGE))
        .execute();
    }
    const last = rows.at(-1);
    if (last === undefined || rows.length < PAGE) break;
    after = last.id;
  }
}

async function copyTransactions(db: Kysely<unknown>, owners: (chain: string, tx: string) => string[]) {
  let after = { chain: '', tx: '' };
  const decimals = (json: string) =>
    JSON.stringify(
      (JSON.parse(json) as { address: string; amount: number }[]).map((party) => ({
        address: party.address,
        amount: decimalText(Number(party.amount)),
      })),
    );
  for (;;) {
    const { rows } = await sql<LegacyTransaction>`
      SELECT chain, tx_hash, inputs, outputs, occurred_at, seq FROM chain_transactions_legacy
      WHERE (chain, tx_hash) > (${after.chain}, ${after.tx})
      ORDER BY chain, tx_hash LIMIT ${PAGE}`.execute(db);
    const copies = rows.flatMap((row) =>
      owners(row.chain, row.tx_hash).map((owner) => ({
        owner,
        chain: row.chain,
        tx_hash: row.tx_hash,
        inputs: decimals(row.inputs),
        outputs: decimals(row.outputs),
        asset: NATIVE[row.chain] ?? '',
        value_usd: null,
        source: 'legacy',
        block_number: null,
        block_hash: null,
        occurred_at: Number(row.occurred_at),
        seq: Number(row.seq),
      })),
    );
    for (let i = 0; i < copies.length; i += PAGE) {
      await db
        .withTables<{ chain_transactions: (typeof copies)[number] }>()
        .insertInto('chain_transactions')
        .values(copies.slice(i, i + PAGE))
        .execute();
    }
    const last = rows.at(-1);
    if (last === undefined || rows.length < PAGE) break;
    after = { chain: last.chain, tx: last.tx_hash };
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const { commitOrder } = dialectOf(db);
  const senders = await eventSenders(db);
  const { rows: workspaces } = await sql<{ id: string }>`SELECT id FROM workspaces ORDER BY id`.execute(db);
  const everyone = workspaces.map((w) => w.id);
  const owners = (chain: string, tx: string) => senders.get(`${chain} ${tx}`) ?? everyone;

  await commitOrder.unprepare(db, 'transfers');
  await commitOrder.unprepare(db, 'chain_transactions');
  await db.schema.alterTable('transfers').renameTo('transfers_legacy').execute();
  await db.schema.alterTable('chain_transactions').renameTo('chain_transactions_legacy').execute();
  await createTransfers(db);
  await createTransactions(db);
  await copyTransfers(db, owners);
  await copyTransactions(db, owners);
  await db.schema.dropTable('transfers_legacy').execute();
  await db.schema.dropTable('chain_transactions_legacy').execute();
  await commitOrder.prepare(db, 'transfers', ['id']);
  await commitOrder.prepare(db, 'chain_transactions', ['seq', 'owner', 'chain', 'tx_hash']);

  // The movement an event describes (`chain tx_hash position`): a resent event is the same one.
  await db.schema.alterTable('ingested_events').addColumn('movement', 'text').execute();
  await db.schema
    .createIndex('ingested_events_movement')
    .on('ingested_events')
    .columns(['workspace_id', 'type', 'movement'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const { commitOrder } = dialectOf(db);
  await db.schema.dropIndex('ingested_events_movement').execute();
  await db.schema.alterTable('ingested_events').dropColumn('movement').execute();
  await commitOrder.unprepare(db, 'transfers');
  await commitOrder.unprepare(db, 'chain_transactions');
  await db.schema.dropTable('chain_transactions').execute();
  await db.schema.dropTable('transfers').execute();
  await db.schema
    .createTable('transfers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('chain', 'text', (c) => c.notNull())
    .addColumn('tx_hash', 'text', (c) => c.notNull())
    .addColumn('from_address', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('amount', 'double precision', (c) => c.notNull())
    .addColumn('asset', 'text')
    .addColumn('occurred_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('transfers_edge', ['chain', 'tx_hash', 'from_address', 'to_address'])
    .execute();
  await db.schema
    .createTable('chain_transactions')
    .addColumn('chain', 'text', (c) => c.notNull())
    .addColumn('tx_hash', 'text', (c) => c.notNull())
    .addColumn('inputs', 'text', (c) => c.notNull())
    .addColumn('outputs', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'bigint', (c) => c.notNull())
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('chain_transactions_pk', ['chain', 'tx_hash'])
    .execute();
  await commitOrder.prepare(db, 'transfers', ['id']);
  await commitOrder.prepare(db, 'chain_transactions', ['seq', 'chain', 'tx_hash']);
}
