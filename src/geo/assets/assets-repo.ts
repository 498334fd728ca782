/**
 * Storage of assets (vessels, aircraft) and their positions: reference data shared by every
 * workspace. Functions take the store or an open transaction.
 */
import { CompiledQuery, sql } from 'kysely';
import { chunks } from '../../lib/chunks.ts';
import { insertInBatches, KEYS_PER_QUERY, rowsPerInsert } from '../../store/batches.ts';
import type { AssetFollowsTable, AssetsTable, PositionsTable } from '../../store/database.ts';
import { insertRows } from '../../store/insert-rows.ts';
import type { Executor } from '../../store/store.ts';

export type AssetRow = AssetsTable;
export type PositionRow = PositionsTable;

export function findAsset(db: Executor, id: string): Promise<AssetRow | undefined> {
  return db.selectFrom('assets').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findAssetsByIds(db: Executor, ids: readonly string[]): Promise<AssetRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('assets').selectAll().where('id', 'in', ids).execute();
}

/**
 * Assets whose identifier is one of `values`; SQL's bound-parameter limits allow a few thousand.
 * `forUpdate` locks them until the transaction ends, in identifier order (PostgreSQL locks rows as
 * the sorted scan returns them), so two transactions locking overlapping sets cannot deadlock.
 */
export async function findAssetsByIdentifier(
  db: Executor,
  identifier: 'mmsi' | 'imo' | 'icao24',
  values: readonly string[],
  options: { forUpdate?: boolean } = {},
): Promise<AssetRow[]> {
  const found: AssetRow[] = [];
  const sorted = options.forUpdate ? [...values].sort() : values;
  for (const chunk of chunks(sorted, KEYS_PER_QUERY)) {
    const query = db.selectFrom('assets').selectAll().where(identifier, 'in', chunk);
    found.push(...(await (options.forUpdate ? query.orderBy(identifier).forUpdate() : query).execute()));
  }
  return found;
}

/**
 * Inserts assets seen for the first time, leaving alone any whose identifier another transaction
 * has stored meanwhile (on PostgreSQL it waits for that transaction, then skips the row): first
 * sight is an upsert, so two requests that both bring a new vessel cannot fail on the unique index.
 */
export async function insertAssetsIfAbsent(
  db: Executor,
  identifier: 'mmsi' | 'icao24',
  rows: readonly AssetRow[],
): Promise<void> {
  const sorted = [...rows].sort((a, b) => ((a[identifier] ?? '') < (b[identifier] ?? '') ? -1 : 1));
  await insertInBatches(sorted, (batch) =>
    db
      .insertInto('assets')
      .values(batch)
      .onConflict((c) => c.column(identifier).doNothing())
      .execute(),
  );
}

type AssetUpdate = Partial<Omit<AssetRow, 'id' | 'created_at'>>;

/**
 * Writes each asset's changes, in one statement for every set of assets that change the same
 * columns (a batch of positions changes the same ones for nearly every asset it names) rather than
 * one per asset. On PostgreSQL the new values travel as one JSON parameter read back as rows of the
 * table's own column types (`jsonb_populate_recordset`), so no column needs a cast; on SQLite, whose
 * columns convert what they are given, as bound VALUES rows.
 */
export async function updateAssets(
  db: Executor,
  dialect: 'sqlite' | 'postgres',
  changes: ReadonlyMap<string, AssetUpdate>,
): Promise<void> {
  const groups = new Map<string, { columns: string[]; rows: [string, AssetUpdate][] }>();
  for (const [id, update] of changes) {
    const columns = Object.keys(update).sort();
    if (columns.length === 0) continue;
    const signature = columns.join(',');
    const group = groups.get(signature) ?? { columns, rows: [] };
    groups.set(signature, group);
    group.rows.push([id, update]);
  }
  for (const { columns, rows } of groups.values()) {
    // As many assets a statement as an insert of their id and columns would carry.
    for (const chunk of chunks(rows, rowsPerInsert(columns.length + 1))) {
      if (dialect === 'postgres') {
        const json = JSON.stringify(chunk.map(([id, update]) => ({ ...update, id })));
        await sql`update assets as a set ${sql.join(columns.map((c) => sql`${sql.id(c)} = r.${sql.id(c)}`))}
          from jsonb_populate_recordset(null::assets, ${json}::jsonb) as r where a.id = r.id`.execute(db);
        continue;
      }
      const parameters: unknown[] = [];
      for (const [id, update] of chunk) {
        parameters.push(id);
        for (const column of columns) parameters.push(update[column as keyof AssetUpdate] ?? null);
      }
      const row = `(${'?, '.repeat(columns.length)}?)`;
      const text = `update assets set ${columns.map((c, i) => `"${c}" = v.column${i + 2}`).join(', ')}
        from (values ${Array(chunk.length).fill(row).join(', ')}) as v where assets.id = v.column1`;
      await db.executeQuery(CompiledQuery.raw(text, parameters));
    }
  }
}

/**
 * New positions, each with its own (asset, time, seq): the caller has worked out the sequence under
 * the asset's lock, so a collision is a fault, not a duplicate to skip quietly.
 */
export async function insertPositions(db: Executor, rows: PositionRow[]): Promise<void> {
  await insertInBatches(rows, (batch) => insertRows(db, 'positions', batch));
}

/** The stored positions of these assets at these instants (a superset is read, then filtered). */
export async function listPositionsAt(
  db: Executor,
  instants: readonly { assetId: string; at: number }[],
): Promise<PositionRow[]> {
  const found: PositionRow[] = [];
  const wanted = new Set(instants.map((i) => `${i.assetId}|${i.at}`));
  for (const chunk of chunks(instants, KEYS_PER_QUERY / 2)) {
    const rows = await db
      .selectFrom('positions')
      .selectAll()
      .where('asset_id', 'in', [...new Set(chunk.map((i) => i.assetId))])
      .where('at', 'in', [...new Set(chunk.map((i) => i.at))])
      .execute();
    found.push(...rows.filter((row) => wanted.has(`${row.asset_id}|${row.at}`)));
  }
  return found;
}

/** Which stored positions a read takes: the good ones (what the engines judge), or every one. */
export interface QualityOption {
  /** Suspect fixes too (position-quality.ts); default only good ones. */
  includeSuspect?: boolean;
}

/** Oldest first; `from` inclusive, `to` exclusive. */
export function listPositions(
  db: Executor,
  assetId: string,
  range: { from: number; to: number },
  options: QualityOption = {},
): Promise<PositionRow[]> {
  let query = db
    .selectFrom('positions')
    .selectAll()
    .where('asset_id', '=', assetId)
    .where('at', '>=', range.from)
    .where('at', '<', range.to);
  if (options.includeSuspect !== true) query = query.where('quality', 'is', null);
  return query.orderBy('at', 'asc').orderBy('seq', 'asc').execute();
}

/**
 * Each asset's newest `perAsset` stored fixes, whatever their quality, oldest first: what the
 * quality check reads to see whether a run of jumps agrees with itself.
 */
export async function listNewestFixes(
  db: Executor,
  assetIds: readonly string[],
  perAsset: number,
): Promise<Map<string, { at: number; lon: number; lat: number; quality: string | null }[]>> {
  const found = new Map<string, { at: number; lon: number; lat: number; quality: string | null }[]>();
  for (const assetId of assetIds) {
    const rows = await db
      .selectFrom('positions')
      .select(['at', 'lon', 'lat', 'quality'])
      .where('asset_id', '=', assetId)
      .orderBy('at', 'desc')
      .orderBy('seq', 'desc')
      .limit(perAsset)
      .execute();
    found.set(assetId, rows.reverse());
  }
  return found;
}

/**
 * Assets whose last position is newer than `since` and inside the box; a box whose west edge is
 * east of its east edge crosses the antimeridian.
 */
export function listRecentInBox(
  db: Executor,
  since: number,
  bbox: readonly [number, number, number, number],
): Promise<Pick<AssetRow, 'id' | 'kind' | 'ais_class' | 'last_at' | 'last_lon' | 'last_lat'>[]> {
  const [west, south, east, north] = bbox;
  return db
    .selectFrom('assets')
    .select(['id', 'kind', 'ais_class', 'last_at', 'last_lon', 'last_lat'])
    .where('last_at', '>=', since)
    .where('last_lat', '>=', south)
    .where('last_lat', '<=', north)
    .where((eb) =>
      west <= east
        ? eb.and([eb('last_lon', '>=', west), eb('last_lon', '<=', east)])
        : eb.or([eb('last_lon', '>=', west), eb('last_lon', '<=', east)]),
    )
    .execute();
}

/** Following twice is following once. */
export async function insertFollow(db: Executor, row: AssetFollowsTable): Promise<void> {
  await db
    .insertInto('asset_follows')
    .values(row)
    .onConflict((c) => c.columns(['workspace_id', 'asset_id']).doNothing())
    .execute();
}

export async function deleteFollow(db: Executor, workspaceId: string, assetId: string): Promise<void> {
  await db
    .deleteFrom('asset_follows')
    .where('workspace_id', '=', workspaceId)
    .where('asset_id', '=', assetId)
    .execute();
}

/** Which of these assets the workspace follows, itself or as a member of a group it follows. */
export async function listFollowedIds(
  db: Executor,
  workspaceId: string,
  assetIds: readonly string[],
): Promise<string[]> {
  if (assetIds.length === 0) return [];
  const [direct, viaGroups] = await Promise.all([
    db
      .selectFrom('asset_follows')
      .select('asset_id')
      .where('workspace_id', '=', workspaceId)
      .where('asset_id', 'in', assetIds)
      .execute(),
    followedGroupMembers(db)
      .where('m.workspace_id', '=', workspaceId)
      .where('m.asset_id', 'in', assetIds)
      .execute(),
  ]);
  return [...new Set([...direct, ...viaGroups].map((row) => row.asset_id))];
}

/** The members of followed groups: followed while they are members (migration 0104). */
function followedGroupMembers(db: Executor) {
  return db
    .selectFrom('asset_group_members as m')
    .innerJoin('asset_groups as g', 'g.id', 'm.group_id')
    .select(['m.workspace_id as workspace_id', 'm.asset_id as asset_id'])
    .where('g.followed_at', 'is not', null);
}

/**
 * A workspace's follows, the latest first; `after` is the (followed_at, asset id) of the last row
 * of the previous page.
 */
export function listWorkspaceFollows(
  db: Executor,
  workspaceId: string,
  options: { limit: number; after?: { at: number; assetId: string } | undefined },
): Promise<AssetFollowsTable[]> {
  let query = db.selectFrom('asset_follows').selectAll().where('workspace_id', '=', workspaceId);
  const { after } = options;
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '<', after.at),
        eb.and([eb('created_at', '=', after.at), eb('asset_id', '<', after.assetId)]),
      ]),
    );
  }
  return query.orderBy('created_at', 'desc').orderBy('asset_id', 'desc').limit(options.limit).execute();
}

/** The ids of the assets the workspace follows, itself or as members of groups it follows. */
export async function listWorkspaceFollowIds(db: Executor, workspaceId: string): Promise<string[]> {
  const [direct, viaGroups] = await Promise.all([
    db.selectFrom('asset_follows').select('asset_id').where('workspace_id', '=', workspaceId).execute(),
    followedGroupMembers(db).where('m.workspace_id', '=', workspaceId).execute(),
  ]);
  return [...new Set([...direct, ...viaGroups].map((row) => row.asset_id))];
}

/** Every follow of every workspace, the members of followed groups included. */
export async function listAllFollows(db: Executor): Promise<{ workspace_id: string; asset_id: string }[]> {
  const [direct, viaGroups] = await Promise.all([
    db.selectFrom('asset_follows').select(['workspace_id', 'asset_id']).execute(),
    followedGroupMembers(db).execute(),
  ]);
  return [...direct, ...viaGroups];
}

/** Assets last seen since `since`, with their last position: what a restart replays. */
export function listRecentlySeen(
  db: Executor,
  since: number,
): Promise<Pick<AssetRow, 'id' | 'kind' | 'ais_class' | 'last_at' | 'last_lon' | 'last_lat'>[]> {
  return db
    .selectFrom('assets')
    .select(['id', 'kind', 'ais_class', 'last_at', 'last_lon', 'last_lat'])
    .where('last_at', '>=', since)
    .execute();
}

/**
 * A track of at most `max` positions, oldest first, and whether it was thinned. A longer track
 * keeps its first and last positions and, between them, the first position of each of `max - 1`
 * equal stretches of the time the track spans (its own first to last position, not the range
 * asked for, which may reach far beyond the data): one index seek per stretch, then one row read
 * per position kept, so a month at one position every 10 s (259,200) costs 2,000 seeks rather
 * than reading every row. Positions that all share one instant (reports timed by their arrival)
 * are spread by the order they came in. (Counting the range would cost as much as reading it, so
 * a thinned track does not say how many positions it stands for.)
 */
export async function listPositionsThinned(
  db: Executor,
  assetId: string,
  range: { from: number; to: number },
  max: number,
  options: QualityOption = {},
): Promise<{ thinned: boolean; points: PositionRow[] }> {
  const all = options.includeSuspect === true;
  const inRange = () => {
    const query = db
      .selectFrom('positions')
      .selectAll()
      .where('asset_id', '=', assetId)
      .where('at', '>=', range.from)
      .where('at', '<', range.to);
    return all ? query : query.where('quality', 'is', null);
  };
  const beyond = await inRange().orderBy('at').orderBy('seq').limit(1).offset(max).executeTakeFirst();
  if (!beyond) return { thinned: false, points: await listPositions(db, assetId, range, options) };
  const [first, last] = await Promise.all([
    inRange().orderBy('at').orderBy('seq').limit(1).executeTakeFirstOrThrow(),
    inRange().orderBy('at', 'desc').orderBy('seq', 'desc').limit(1).executeTakeFirstOrThrow(),
  ]);
  if (first.at === last.at) {
    const rows = await listPositions(db, assetId, { from: first.at, to: first.at + 1 }, options);
    return { thinned: true, points: evenly(rows, max) };
  }
  const good = sql.raw(all ? '' : 'and quality is null');
  const stretches = max - 1;
  const stretch = Math.max(1, Math.ceil((last.at - first.at) / stretches));
  // The numbers are ours, not the caller's, so they go in as literals; CROSS JOIN keeps SQLite
  // from turning the join inside out (it would scan the asset's every position per stretch).
  const result = await sql<PositionRow>`
    with recursive stretches(start) as (
      select ${sql.lit(first.at)}
      union all
      select start + ${sql.lit(stretch)} from stretches where start + ${sql.lit(stretch)} < ${sql.lit(last.at)}
    ),
    firsts(at) as (
      select (
        select at from positions
        where asset_id = ${assetId} and at >= stretches.start and at < stretches.start + ${sql.lit(stretch)}
          and at < ${sql.lit(last.at)} ${good}
        order by at, seq limit 1
      ) from stretches
    )
    select p.* from firsts cross join positions p
    where p.asset_id = ${assetId} and p.at = firsts.at and p.seq = (
      select min(seq) from positions q where q.asset_id = ${assetId} and q.at = firsts.at ${good}
    )
    order by p.at`.execute(db);
  return { thinned: true, points: [...result.rows, last] };
}

/** `max` of `rows`, evenly spread by their order, the first and last kept. */
function evenly<T>(rows: readonly T[], max: number): T[] {
  if (rows.length <= max) return [...rows];
  const step = (rows.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => rows[Math.round(i * step)]).filter((row) => row !== undefined);
}

/** A stored position, as the tracking engines read it back. */
export type FixRow = Pick<PositionsTable, 'asset_id' | 'at' | 'lon' | 'lat' | 'speed_kn' | 'course_deg'>;

/** Each asset's newest `perAsset` positions since `since`, oldest first, with its AIS class. */
export async function listNewestPositions(
  db: Executor,
  assetIds: readonly string[],
  since: number,
  perAsset: number,
): Promise<(FixRow & { ais_class: string | null })[]> {
  if (assetIds.length === 0) return [];
  const { rows } = await sql<FixRow & { ais_class: string | null }>`
    select ranked.asset_id, at, lon, lat, speed_kn, course_deg, assets.ais_class from (
      select asset_id, at, lon, lat, speed_kn, course_deg,
             row_number() over (partition by asset_id order by at desc, seq desc) as newest
        from positions
       where asset_id in (${sql.join(assetIds)}) and at >= ${since} and quality is null
    ) ranked
    join assets on assets.id = ranked.asset_id
    where newest <= ${perAsset}
    order by at`.execute(db);
  return rows;
}

/** The asset's first position after `at`, if any. */
export function firstPositionAfter(db: Executor, assetId: string, at: number): Promise<FixRow | undefined> {
  return db
    .selectFrom('positions')
    .select(['asset_id', 'at', 'lon', 'lat', 'speed_kn', 'course_deg'])
    .where('asset_id', '=', assetId)
    .where('at', '>', at)
    .where('quality', 'is', null)
    .orderBy('at')
    .orderBy('seq')
    .limit(1)
    .executeTakeFirst();
}

/** Every position of the assets since `since`. */
export function listPositionsSince(
  db: Executor,
  assetIds: readonly string[],
  since: number,
): Promise<FixRow[]> {
  if (assetIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('positions')
    .select(['asset_id', 'at', 'lon', 'lat', 'speed_kn', 'course_deg'])
    .where('asset_id', 'in', [...assetIds])
    .where('at', '>=', since)
    .where('quality', 'is', null)
    .orderBy('at')
    .orderBy('seq')
    .execute();
}
