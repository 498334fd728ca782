/**
 * The price table an operator loads (`vigil import prices FILE`): one US-dollar close per asset and
 * UTC day, which values transfers whose sender gave no `value_usd`, so that exposure across assets
 * is compared in dollars. Shared by every workspace, like the lists.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('asset_prices')
    // Upper-case symbol, e.g. `ETH`.
    .addColumn('asset', 'text', (c) => c.notNull())
    // YYYY-MM-DD, UTC.
    .addColumn('day', 'text', (c) => c.notNull())
    // Decimal text: US dollars per unit of the asset.
    .addColumn('usd', 'text', (c) => c.notNull())
    .addColumn('imported_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('asset_prices_pk', ['asset', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('asset_prices').execute();
}
