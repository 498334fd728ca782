/**
 * The indexes migration 0111 narrowed or added, checked on the query plans of the queries that read
 * them, on SQLite and PostgreSQL (DATABASE_URL): the asset events' open events (the zone teller's
 * ends by watch and subject, the dark gaps' ends by asset) and the encounters' other asset, each
 * now an index of the rows those queries can find; the engine's look at its feed's ids and
 * times, answered by an index without reading the feed rows' positions; and an asset's events
 * listed through the asset indexes, not the workspace's.
 */
import { type Compilable, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { assetEventRow, assetEventsPage } from '../../src/geo/history/asset-events-repo.ts';
import { planOf as planOfQuery } from '../fixtures/query-plans.ts';
import { useMigratedStore } from '../fixtures/store-fixture.ts';

const fixture = useMigratedStore();

const planOf = (query: Compilable) => planOfQuery(fixture, query);

/** An open dark gap for each of `count` assets, the store's statistics then brought up to date. */
async function openDarkGaps(count: number): Promise<void> {
  const { db } = fixture.store;
  await db.insertInto('workspaces').values({ id: 'ws_gaps', name: 'gaps', created_at: 0 }).execute();
  const rows = Array.from({ length: count }, (_, i) =>
    assetEventRow({
      workspaceId: 'ws_gaps',
      kind: 'dark_gap',
      assetId: `ast_gap_${i}`,
      watch: 'dark:follow',
      subject: `ast_gap_${i}`,
      startedAt: 1_000 + i,
      position: [0, 0],
      evidence: {},
      late: false,
      now: 1_000 + i,
    }),
  );
  await db.insertInto('asset_events').values(rows).execute();
  await sql`analyze asset_events`.execute(db);
}

describe('the hot path indexes (migration 0111)', () => {
  it('find open events by watch and subject, and by asset and kind, through the open-events indexes', async () => {
    const { db } = fixture.store;
    // As endAssetEvents and writeAssetEvents read the open events of a pair.
    const ofPair = db
      .selectFrom('asset_events')
      .select(['id', 'started_at', 'evidence', 'workspace_id'])
      .where('watch', '=', 'rule:zone:z')
      .where('subject', '=', 'ast_1')
      .where('ended_at', 'is', null)
      .where('started_at', '<', 5_000)
      .orderBy('started_at', 'desc');
    expect(await planOf(ofPair)).toContain('asset_events_open');
    // As endDarkGaps reads an asset's open dark gaps, among other assets' open events: on empty
    // tables PostgreSQL costs every index alike and takes whichever it meets first.
    await openDarkGaps(200);
    const darkGaps = db
      .selectFrom('asset_events')
      .select(['id', 'started_at', 'evidence'])
      .where('asset_id', '=', 'ast_1')
      .where('kind', '=', 'dark_gap')
      .where('ended_at', 'is', null)
      .where('started_at', '<', 5_000);
    expect(await planOf(darkGaps)).toContain('asset_events_open_asset');
  });

  it('find an encounter by its other asset through the index of rows that have one', async () => {
    const { db } = fixture.store;
    const byOther = db
      .selectFrom('asset_events')
      .select('id')
      .where('workspace_id', '=', 'ws_1')
      .where('other_asset_id', '=', 'ast_2')
      .orderBy('started_at', 'desc');
    expect(await planOf(byOther)).toContain('asset_events_other_asset');
  });

  it("list the feed's ids and times from an index, not from the rows", async () => {
    const { db } = fixture.store;
    // As listFeedIds (geo/engine/feed-repo.ts).
    const ids = db.selectFrom('engine_feed').select(['id', 'stored_at']).orderBy('id').limit(200);
    const plan = await planOf(ids);
    if (fixture.config.kind === 'sqlite') expect(plan).toContain('COVERING INDEX engine_feed_stored_at');
    else expect(plan).toContain('Index Only Scan using engine_feed_stored_at');
  });
});

describe("an asset's events, listed", () => {
  // GET /v1/asset-events?asset_id=: the asset's own events and the encounters where it is the other
  // vessel. As one query with an `or`, SQLite read the whole workspace's events newest first
  // through the list index, testing each row, however few were the asset's.
  it("read the asset's indexes in the page's order, not the workspace's events", async () => {
    const query = assetEventsPage(fixture.store.db, 'ws_1', {
      assetId: 'ast_1',
      now: 10_000,
      after: { startedAt: 9_000, id: 'evt_9' },
      limit: 50,
    });
    const plan = await planOf(query);
    expect(plan).toContain('asset_events_asset');
    expect(plan).toContain('asset_events_other_asset');
    expect(plan).not.toContain('asset_events_list');
  });
});

describe("a workspace's screenings, listed", () => {
  // GET /v1/screenings, newest first: as screening-records.ts `list` reads a page after a cursor.
  // With the index on (workspace_id, screened_at) and the list ordered by id, SQLite sorted every
  // screening of the workspace for each page; PostgreSQL read other workspaces' newer rows.
  it('read the page in order from the list index, with no sort', async () => {
    const { db } = fixture.store;
    const page = db
      .selectFrom('screenings')
      .selectAll()
      .where('workspace_id', '=', 'ws_1')
      .where('screened_at', '>=', 1_000)
      .where((eb) =>
        eb.or([
          eb('screened_at', '<', 9_000),
          eb.and([eb('screened_at', '=', 9_000), eb('id', '<', 'scr_9')]),
        ]),
      )
      .orderBy('screened_at', 'desc')
      .orderBy('id', 'desc')
      .limit(51);
    const plan = await planOf(page);
    expect(plan).toContain('screenings_list');
    if (fixture.config.kind === 'sqlite') expect(plan).not.toContain('TEMP B-TREE');
    else expect(plan).not.toMatch(/Sort/);
  });
});
