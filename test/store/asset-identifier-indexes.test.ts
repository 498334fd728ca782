/**
 * Migration 0120: the assets' name and identifier indexes hold only the assets that have one (a
 * position rewrites its asset's row, and every index got an entry, NULL keys included). Checked on
 * the indexes' definitions, and on the plans of the queries that read them, on SQLite and PostgreSQL
 * (DATABASE_URL): the identifier look-ups, the search's exact match, its prefix ranges and its name
 * prefix still go through them.
 */
import { type Compilable, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { findAssetsByIdentifier } from '../../src/geo/assets/assets-repo.ts';
import { planOf as planOfQuery } from '../fixtures/query-plans.ts';
import { useMigratedStore } from '../fixtures/store-fixture.ts';

const fixture = useMigratedStore();

const NARROWED = ['name_norm', 'imo', 'call_sign', 'registration', 'flight'];

const planOf = (query: Compilable) => planOfQuery(fixture, query);

describe('the assets identifier indexes (migration 0120)', () => {
  it('index only the assets that have the name or identifier', async () => {
    const { db } = fixture.store;
    for (const column of NARROWED) {
      const definition =
        fixture.config.kind === 'sqlite'
          ? (
              await sql<{
                sql: string;
              }>`select sql from sqlite_master where type = 'index' and name = ${`assets_${column}`}`.execute(
                db,
              )
            ).rows[0]?.sql
          : (
              await sql<{
                sql: string;
              }>`select indexdef as sql from pg_indexes where indexname = ${`assets_${column}`} and schemaname = current_schema()`.execute(
                db,
              )
            ).rows[0]?.sql;
      expect(definition?.replace(/["()]/g, '').toLowerCase()).toMatch(
        new RegExp(`where ${column} is not null$`),
      );
    }
  });

  it('are still what the look-ups and the search read', async () => {
    const { db } = fixture.store;
    // findAssetsByIdentifier's statement, by IMO number (identity-view, the vessel's former carriers).
    const byImo = db.selectFrom('assets').selectAll().where('imo', 'in', ['9074729', '9321483']);
    expect(await planOf(byImo)).toContain('assets_imo');
    // The search's exact match of what was typed against every identifier.
    const exact = db
      .selectFrom('assets')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb('mmsi', '=', '9074729'),
          eb('imo', '=', '9074729'),
          eb('call_sign', '=', 'ABC1'),
          eb('icao24', '=', 'abc1'),
          eb('registration', '=', 'ABC1'),
          eb('flight', '=', 'ABC1'),
        ]),
      )
      .limit(20);
    const exactPlan = await planOf(exact);
    for (const index of ['assets_imo', 'assets_call_sign', 'assets_registration', 'assets_flight'])
      expect(exactPlan).toContain(index);
    // Call signs and flights by prefix.
    const prefixed = db
      .selectFrom('assets')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb('call_sign', '>=', 'AB'), eb('call_sign', '<', 'AC')]),
          eb.and([eb('flight', '>=', 'AB'), eb('flight', '<', 'AC')]),
        ]),
      )
      .orderBy('id')
      .limit(20);
    const prefixedPlan = await planOf(prefixed);
    expect(prefixedPlan).toContain('assets_call_sign');
    expect(prefixedPlan).toContain('assets_flight');
    // Names by prefix, in name order.
    const named = db
      .selectFrom('assets')
      .selectAll()
      .where(sql<boolean>`name_norm like ${'ever%'} escape '\\'`)
      .orderBy('name_norm')
      .orderBy('id')
      .limit(20);
    expect(await planOf(named)).toContain('assets_name_norm');
  });

  it('find assets by IMO number whoever else lacks one', async () => {
    const { db } = fixture.store;
    const asset = (id: string, imo: string | null) => ({
      id,
      kind: 'vessel' as const,
      mmsi: id.replace(/\D/g, '').padStart(9, '2'),
      imo,
      created_at: 1,
      updated_at: 1,
    });
    await db
      .insertInto('assets')
      .values([
        asset('ast_1', '9074729'),
        asset('ast_2', null),
        asset('ast_3', '9321483'),
        asset('ast_4', null),
      ])
      .execute();
    const found = await findAssetsByIdentifier(db, 'imo', ['9074729', '9321483', '1234567']);
    expect(found.map((row) => row.id).sort()).toEqual(['ast_1', 'ast_3']);
  });
});
