// Migrations that move data: what a store held before them is still there, in its new shape, and
// comes back when they are undone (positions gain a sequence; silences' reporters move into the
// tracking ledger).
import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { positionCell } from '../../src/geo/assets/position-cells.ts';
import { migrations } from '../../src/store/migrations/index.ts';
import { openStore } from '../../src/store/store.ts';
import { ALL_DIALECTS, createTestStore } from '../stores.ts';

function migratorOf(db: Kysely<unknown>, schema: string | undefined) {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations as Record<string, Migration> },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

describe.each(ALL_DIALECTS)('data-moving migrations (%s)', (dialect) => {
  it('keeps positions and silences through 0015 and 0016, and back', async () => {
    const testStore = await createTestStore(dialect);
    const store = await openStore(testStore.config);
    const db = store.db as unknown as Kysely<unknown>;
    const migrator = migratorOf(db, store.schema);
    const run = (statement: ReturnType<typeof sql>) => statement.execute(db);
    try {
      expect((await migrator.migrateTo('0014-idempotency-owner')).error).toBeUndefined();
      await run(
        sql`insert into assets (id, kind, mmsi, created_at, updated_at) values ('ast_1', 'vessel', '244000001', 0, 0)`,
      );
      await run(
        sql`insert into positions (asset_id, at, lon, lat) values ('ast_1', 1000, 4, 52), ('ast_1', 2000, 4.1, 52)`,
      );
      await run(sql`insert into asset_silences (id, asset_id, last_at, last_lon, last_lat, threshold_s, reported_by, detected_at)
        values ('silence_1', 'ast_1', 2000, 4.1, 52, 900, '["follow","site:site_1"]', 3000),
               ('silence_2', 'ast_1', 2000, 4.1, 52, 900, '["rule:rule_1"]', 3001)`);

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const positions = await sql<{
        at: number;
        seq: number;
      }>`select at, seq from positions order by at`.execute(db);
      expect(positions.rows.map((r) => [Number(r.at), Number(r.seq)])).toEqual([
        [1000, 0],
        [2000, 0],
      ]);
      const silences = await sql<{ id: string }>`select id from asset_silences`.execute(db);
      expect(silences.rows.map((r) => r.id)).toEqual(['silence_1']);
      const ledger = await sql<{ watch: string; subject: string; state: string; since: number }>`
        select watch, subject, state, since from tracking_ledger order by watch`.execute(db);
      expect(ledger.rows.map((r) => [r.watch, r.subject, r.state, Number(r.since)])).toEqual([
        ['dark:follow', 'ast_1', 'silent', 2000],
        ['dark:rule:rule_1', 'ast_1', 'silent', 2000],
        ['dark:site:site_1', 'ast_1', 'silent', 2000],
      ]);
      // A second report of the same instant has a place of its own now.
      await run(sql`insert into positions (asset_id, at, seq, lon, lat) values ('ast_1', 2000, 1, 4.2, 52)`);

      expect((await migrator.migrateTo('0014-idempotency-owner')).error).toBeUndefined();
      const back = await sql<{ at: number; lon: number }>`select at, lon from positions order by at`.execute(
        db,
      );
      expect(back.rows.map((r) => [Number(r.at), r.lon])).toEqual([
        [1000, 4],
        [2000, 4.1],
      ]);
      const reporters = await sql<{ reported_by: string }>`select reported_by from asset_silences`.execute(
        db,
      );
      expect(JSON.parse(reporters.rows[0]?.reported_by ?? '[]').sort()).toEqual([
        'follow',
        'rule:rule_1',
        'site:site_1',
      ]);
    } finally {
      await store.close();
      await testStore.dispose();
    }
  });

  it('gives stations stored as vessels their own kind through 0053, and drops their zone stays', async () => {
    const testStore = await createTestStore(dialect);
    const store = await openStore(testStore.config);
    const db = store.db as unknown as Kysely<unknown>;
    const migrator = migratorOf(db, store.schema);
    const run = (statement: ReturnType<typeof sql>) => statement.execute(db);
    try {
      expect((await migrator.migrateTo('0052-tracking-episodes')).error).toBeUndefined();
      await run(sql`insert into assets (id, kind, mmsi, icao24, created_at, updated_at) values
        ('ast_ship', 'vessel', '244000001', null, 0, 0), ('ast_sart', 'vessel', '970123456', null, 0, 0),
        ('ast_mob', 'vessel', '972000001', null, 0, 0), ('ast_epirb', 'vessel', '974000001', null, 0, 0),
        ('ast_aton', 'vessel', '992446001', null, 0, 0), ('ast_plane', 'aircraft', null, '4ca1b2', 0, 0)`);
      await run(sql`insert into tracking_ledger (watch, subject, state, since, told_at, updated_at) values
        ('zone:rule:rule_1', 'ast_aton', 'inside', 1000, null, 0), ('zone:rule:rule_1', 'ast_ship', 'inside', 1000, null, 0)`);
      expect((await migrator.migrateTo('0053-station-kinds')).error).toBeUndefined();
      const kinds = await sql<{ id: string; kind: string }>`select id, kind from assets order by id`.execute(
        db,
      );
      expect(kinds.rows.map((r) => [r.id, r.kind])).toEqual([
        ['ast_aton', 'aton'],
        ['ast_epirb', 'epirb'],
        ['ast_mob', 'mob'],
        ['ast_plane', 'aircraft'],
        ['ast_sart', 'sart'],
        ['ast_ship', 'vessel'],
      ]);
      const stays = await sql<{ subject: string }>`select subject from tracking_ledger`.execute(db);
      expect(stays.rows.map((r) => r.subject)).toEqual(['ast_ship']);
      expect((await migrator.migrateTo('0052-tracking-episodes')).error).toBeUndefined();
      const back = await sql<{ kind: string }>`select distinct kind from assets order by kind`.execute(db);
      expect(back.rows.map((r) => r.kind)).toEqual(['aircraft', 'vessel']);
    } finally {
      await store.close();
      await testStore.dispose();
    }
  });

  it('gives screenings stored before 0090 their address and band, and keeps labels through it', async () => {
    const testStore = await createTestStore(dialect);
    const store = await openStore(testStore.config);
    const db = store.db as unknown as Kysely<unknown>;
    const migrator = migratorOf(db, store.schema);
    const run = (statement: ReturnType<typeof sql>) => statement.execute(db);
    try {
      expect((await migrator.migrateTo('0061-imagery')).error).toBeUndefined();
      await run(sql`insert into workspaces (id, name, created_at) values ('ws_1', 'one', 0)`);
      await run(sql`insert into screenings (id, workspace_id, key_id, kind, chain, subject, request, result,
          risk_score, list_versions, screened_at) values
        ('scr_1', 'ws_1', null, 'wallet', 'ethereum', '0xaa', '{}', '{"address":"0xaa"}', 100, '{"ofac_sdn":"2025-11-19"}', 1),
        ('tx_1', 'ws_1', null, 'transaction', 'ethereum', '0xhash', '{}', '{"address":"0xbb"}', 30, '{}', 2),
        ('scr_2', 'ws_1', null, 'wallet', 'ethereum', '0xcc', '{}', '{"address":"0xcc"}', 0, '{}', 3)`);
      await run(sql`insert into address_labels (id, workspace_id, chain, address, label, category, confidence,
          source, source_version, created_at, concepts) values
        ('lbl_1', 'ws_1', 'ethereum', '0xaa', 'Scam', 'scam', 100, 'custom', null, 0, null)`);
      expect((await migrator.migrateTo('0090-screening-audit')).error).toBeUndefined();
      const rows = await sql<{ id: string; address: string; risk_category: string }>`
        select id, address, risk_category from screenings order by id`.execute(db);
      expect(rows.rows.map((r) => [r.id, r.address, r.risk_category])).toEqual([
        ['scr_1', '0xaa', 'severe'],
        ['scr_2', '0xcc', 'none'],
        ['tx_1', '0xbb', 'medium'],
      ]);
      // A removed label stays; one like it may be made again while it does.
      await run(sql`update address_labels set removed_at = 5, removed_by = 'key_1' where id = 'lbl_1'`);
      await run(sql`insert into address_labels (id, workspace_id, chain, address, label, category, confidence,
          source, source_version, created_at, concepts) values
        ('lbl_2', 'ws_1', 'ethereum', '0xaa', 'Scam', 'scam', 100, 'custom', null, 6, null)`);
      expect((await migrator.migrateTo('0061-imagery')).error).toBeUndefined();
      const labels = await sql<{ id: string }>`select id from address_labels`.execute(db);
      expect(labels.rows.map((r) => r.id)).toEqual(['lbl_2']);
    } finally {
      await store.close();
      await testStore.dispose();
    }
  });

  it('keeps every ledger row, and one row per watch and subject, through 0112 and back', async () => {
    const testStore = await createTestStore(dialect);
    const store = await openStore(testStore.config);
    const db = store.db as unknown as Kysely<unknown>;
    const migrator = migratorOf(db, store.schema);
    const run = (statement: ReturnType<typeof sql>) => statement.execute(db);
    const rows = async () =>
      (
        await sql<{
          watch: string;
          subject: string;
          state: string;
          since: number;
          told_at: number | null;
          spans: string | null;
        }>`
          select watch, subject, state, since, told_at, spans from tracking_ledger order by watch, subject`.execute(
          db,
        )
      ).rows.map((r) => [
        r.watch,
        r.subject,
        r.state,
        Number(r.since),
        r.told_at === null ? null : Number(r.told_at),
        r.spans,
      ]);
    const twice = () =>
      run(sql`insert into tracking_ledger (watch, subject, state, since, told_at, spans, updated_at)
        values ('zone:rule:rule_1', 'ast_1', 'outside', 9, null, null, 9)`);
    const expected = [
      ['dark:follow', 'ast_2', 'silent', 500, 500, null],
      ['episode:speed', 'ast_1', 'running', 700, 700, '[[700,null]]'],
      ['zone:rule:rule_1', 'ast_1', 'inside', 1000, null, '[[1000,null]]'],
      ['zone:rule:rule_1', 'ast_2', 'outside', 2000, null, '[[1000,2000]]'],
      ['zone:rule:rule_2', 'ast_1', 'outside', 1500, null, '[[1200,1500]]'],
    ];
    try {
      expect((await migrator.migrateTo('0111-hot-path-indexes')).error).toBeUndefined();
      await run(sql`insert into tracking_ledger (watch, subject, state, since, told_at, spans, updated_at) values
        ('zone:rule:rule_1', 'ast_1', 'inside', 1000, null, '[[1000,null]]', 1),
        ('zone:rule:rule_1', 'ast_2', 'outside', 2000, null, '[[1000,2000]]', 2),
        ('zone:rule:rule_2', 'ast_1', 'outside', 1500, null, '[[1200,1500]]', 3),
        ('dark:follow', 'ast_2', 'silent', 500, 500, null, 4),
        ('episode:speed', 'ast_1', 'running', 700, 700, '[[700,null]]', 5)`);
      expect((await migrator.migrateTo('0112-ledger-by-subject')).error).toBeUndefined();
      expect(await rows()).toEqual(expected);
      // What keeps a finding told once: a second row of one watch and subject is refused.
      await expect(twice()).rejects.toThrow();
      expect((await migrator.migrateTo('0111-hot-path-indexes')).error).toBeUndefined();
      expect(await rows()).toEqual(expected);
      await expect(twice()).rejects.toThrow();
    } finally {
      await store.close();
      await testStore.dispose();
    }
  });
});

describe.each(ALL_DIALECTS)('position cells (%s)', (dialect) => {
  it('0102 gives positions stored before it the cell the code gives new ones', async () => {
    const testStore = await createTestStore(dialect);
    const store = await openStore(testStore.config);
    const db = store.db as unknown as Kysely<unknown>;
    const migrator = migratorOf(db, store.schema);
    try {
      expect((await migrator.migrateTo('0101-asset-events')).error).toBeUndefined();
      await sql`insert into assets (id, kind, mmsi, created_at, updated_at) values ('ast_1', 'vessel', '244000001', 0, 0)`.execute(
        db,
      );
      // Corners, edges, the antimeridian, the poles, cell borders and values just either side.
      const places: [number, number][] = [
        [-180, -90],
        [180, 90],
        [179.99999, 89.99999],
        [-179.95, 0.05],
        [0, 0],
        [4.1, 52],
        [4.0999999, 51.9999999],
        [-0.05, -0.05],
        [56.42, 25.12],
        [-73.9999, 40.7],
      ];
      for (const [i, [lon, lat]] of places.entries())
        await sql`insert into positions (asset_id, at, seq, lon, lat) values ('ast_1', ${i}, 0, ${lon}, ${lat})`.execute(
          db,
        );
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const rows = await sql<{ lon: number; lat: number; cell: number }>`
        select lon, lat, cell from positions order by at`.execute(db);
      expect(rows.rows.map((r) => Number(r.cell))).toEqual(
        places.map(([lon, lat]) => positionCell(lon, lat)),
      );
    } finally {
      await store.close();
      await testStore.dispose();
    }
  });
});
