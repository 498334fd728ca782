/**
 * The asset registry: vessels and aircraft, merged from every source, and their positions. Every
 * feed (NMEA, SBS, JSON positions) ends in `recordPositions` / `recordStatic`; sites, cases,
 * reports and the tracking engines read assets through the other functions here.
 */

import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import type { SanctionsMatch } from '../../lib/sanctions-match.ts';
import { type ChangeNotice, commitChange } from '../../platform/changes/index.ts';
import type { AssetFollowsTable, AssetSilencesTable } from '../../store/database.ts';
import type { Executor, Store } from '../../store/store.ts';
import { type Area, areaContains } from '../geometry/index.ts';
import type { AssetKind, PositionOutcome, PositionReport, StaticReport } from '../ingest/index.ts';
import { type LatestPosition, type LatestPositionsQuery, latestPositions } from './asset-positions.ts';
import { type AssetProfiles, createAssetProfiles } from './asset-profiles.ts';
import { type AssetSearch, createAssetSearch } from './asset-search.ts';
import { createAssetWriter } from './asset-writer.ts';
import {
  type AssetRow,
  deleteFollow,
  type FixRow,
  findAsset,
  findAssetsByIdentifier,
  findAssetsByIds,
  firstPositionAfter,
  insertFollow,
  listAllFollows,
  listFollowedIds,
  listNewestPositions,
  listPositions,
  listPositionsSince,
  listPositionsThinned,
  listRecentInBox,
  listRecentlySeen,
  listWorkspaceFollowIds,
  listWorkspaceFollows,
  type PositionRow,
  type QualityOption,
} from './assets-repo.ts';
import { identityRuns } from './identity-history.ts';
import { carriersOfImo, type IdentityEntry, identityOf } from './identity-view.ts';
import { type PositionAt, positionAt } from './position-at.ts';
import { type AssetInside, assetsWithin, type WithinQuery } from './positions-within.ts';
import { DEFAULT_REORDER_WINDOW_MS } from './reorder-config.ts';

/**
 * An asset counts as "inside" a site while its last position there is at most this old. AIS
 * class A ships report every 2 s to 3 min and class B every 30 s to 3 min (ITU-R M.1371); an
 * hour spans any normal gap without counting ships that long left.
 */
export const PRESENCE_WINDOW_MS = 60 * 60 * 1000;

/** A dark period of an asset, as the dark watch recorded it. */
export type AssetSilence = AssetSilencesTable;

/** What the asset registry learns from others: wired at the composition root. */
export interface AssetLookups {
  /** The newest silence (dark period), open or closed, of each asset that has one: the tracking engines'. */
  silencesOf(assetIds: readonly string[]): Promise<Map<string, AssetSilence>>;
  /**
   * The sanctions entries an asset's identifiers match, and for a vessel those its names match (its
   * current one and those it carried before): the imported lists'.
   */
  sanctionsOf(
    asset: AssetRow,
    names?: { current: string | null; former: readonly string[] },
  ): Promise<SanctionsMatch[]>;
}

/** An asset with what depends on who looks and on the tracking engines. */
export interface AssetView {
  row: AssetRow;
  followed: boolean;
  /** The newest silence (dark period), open or closed; undefined if it never went dark. */
  silence: AssetSilence | undefined;
  /** Sanctions list entries it matches by IMO, MMSI, ICAO address, registration or call sign. */
  sanctions: SanctionsMatch[];
  /** The names it carried before its current one, newest first. */
  formerNames: { name: string; from: number; to: number }[];
}

/** An asset's last position, for engines rebuilding their state at start. */
export interface RecentlySeen {
  id: string;
  kind: AssetKind;
  aisClass: string | null;
  at: number;
  lon: number;
  lat: number;
}

export interface AssetsService {
  /** What rules' filters read of each asset, held for the engines (asset-profiles.ts). */
  profiles: AssetProfiles;
  /** Stores positions, creating assets first seen; returns the asset id of each report, in order. */
  recordPositions(reports: readonly PositionReport[], db?: Executor): Promise<string[]>;
  /** Stores positions, creating assets first seen; what became of each report, in order. */
  storePositions(reports: readonly PositionReport[], db?: Executor): Promise<PositionOutcome[]>;
  /** Merges static facts (names, identifiers, type, dimensions); returns the asset ids. */
  recordStatic(reports: readonly StaticReport[], db?: Executor): Promise<string[]>;
  get(id: string): Promise<AssetRow | undefined>;
  getMany(ids: readonly string[], db?: Executor): Promise<AssetRow[]>;
  /** The asset, or not_found. */
  require(id: string): Promise<AssetRow>;
  /** By identifier: `mmsi`, `imo` or `icao24`. */
  findBy(identifier: 'mmsi' | 'imo' | 'icao24', value: string): Promise<AssetRow | undefined>;
  /** Where the asset was at `at`: the fix then, or interpolated between the fixes either side. */
  positionAt(assetId: string, at: number, maxGapS?: number): Promise<PositionAt>;
  /** The assets whose stored fixes lie inside an area between two times (`positions-within.ts`). */
  within(query: WithinQuery, db?: Executor): Promise<AssetInside[]>;
  /** What the asset reported about itself (and its other MMSIs under the same IMO), with when. */
  identityOf(asset: AssetRow): Promise<IdentityEntry[]>;
  /** Every asset that carries, or once carried, this IMO number (a re-flagged ship has several MMSIs). */
  carriersOfImo(imo: string): Promise<AssetRow[]>;
  /** The asset's good positions in the range, oldest first (in `db`'s transaction when given). */
  track(id: string, range: { from: number; to: number }, db?: Executor): Promise<PositionRow[]>;
  /**
   * At most `max` positions spread evenly over the range in time, and whether any were left out;
   * good fixes only unless `includeSuspect`.
   */
  thinnedTrack(
    id: string,
    range: { from: number; to: number },
    max: number,
    db?: Executor,
    options?: QualityOption,
  ): Promise<{ thinned: boolean; points: PositionRow[] }>;
  /**
   * Each asset's newest `perAsset` positions since `since`, oldest first, with its AIS class; read
   * with `db` when given (inside a transaction that stored some).
   */
  newestPositions(
    assetIds: readonly string[],
    since: number,
    perAsset: number,
    db?: Executor,
  ): Promise<(FixRow & { ais_class: string | null })[]>;
  /** Every position of the assets since `since`. */
  positionsSince(assetIds: readonly string[], since: number): Promise<FixRow[]>;
  /** The asset's first position after `at`, if any. */
  firstPositionAfter(assetId: string, at: number): Promise<FixRow | undefined>;
  /** How many assets were last seen inside the area within the presence window. */
  countInside(area: Area, bbox: readonly [number, number, number, number]): Promise<number>;
  search: AssetSearch['search'];
  follow(workspaceId: string, assetId: string): Promise<void>;
  unfollow(workspaceId: string, assetId: string): Promise<void>;
  /** The workspace's follows (asset id, when), the latest first. */
  listFollows(
    workspaceId: string,
    options: { limit: number; after?: { at: number; assetId: string } | undefined },
  ): Promise<AssetFollowsTable[]>;
  /** The assets the workspace follows. */
  followsOf(workspaceId: string): Promise<Set<string>>;
  /** Every workspace's followed assets: workspace id → asset ids. */
  allFollows(): Promise<Map<string, Set<string>>>;
  /** Assets with a last position since `since`, and that position. */
  recentlySeen(since: number): Promise<RecentlySeen[]>;
  /** Each asset seen recently at its latest position, newest first (a live map's snapshot). */
  latestPositions(query: LatestPositionsQuery): Promise<LatestPosition[]>;
  /** Assets with a last position since `since` inside the box, and that position. */
  recentlySeenIn(bbox: readonly [number, number, number, number], since: number): Promise<RecentlySeen[]>;
  /** Which of these assets the workspace follows. */
  followedAmong(workspaceId: string, assetIds: readonly string[]): Promise<Set<string>>;
  /** The assets as a workspace sees them: whether it follows each, and each one's newest silence. */
  viewsOf(workspaceId: string, rows: readonly AssetRow[]): Promise<AssetView[]>;
  viewOf(workspaceId: string, row: AssetRow): Promise<AssetView>;
}

type SeenRow = Pick<AssetRow, 'id' | 'kind' | 'ais_class' | 'last_at' | 'last_lon' | 'last_lat'>;

/** The assets with a last position, and that position. */
function seenOf(rows: readonly SeenRow[]): RecentlySeen[] {
  return rows.flatMap((row) =>
    row.last_at === null || row.last_lon === null || row.last_lat === null
      ? []
      : [
          {
            id: row.id,
            kind: row.kind,
            aisClass: row.ais_class,
            at: row.last_at,
            lon: row.last_lon,
            lat: row.last_lat,
          },
        ],
  );
}

/** A workspace's follows changed, as the tracking engines hear of it. */
export type FollowsChange = { kind: 'follows'; workspaceId: string };

export function createAssetsService(deps: {
  store: Store;
  clock: Clock;
  /** Told of each follow made or dropped: rules on followed assets watch the new set. */
  changes?: ChangeNotice<FollowsChange>;
  lookups: AssetLookups;
  /**
   * How long after a newer position of its asset an older one is still put in its place in time by
   * the engines (ms); later, it is late (see reorder-config.ts).
   */
  reorderWindowMs?: number;
}): AssetsService {
  const { store, clock, lookups, changes } = deps;
  const reorderWindowMs = deps.reorderWindowMs ?? DEFAULT_REORDER_WINDOW_MS;
  const writer = createAssetWriter({ store, clock, reorderWindowMs });

  const inTransaction = <T>(db: Executor | undefined, work: (tx: Executor) => Promise<T>) =>
    db ? work(db) : store.db.transaction().execute(work);

  async function viewsOf(workspaceId: string, rows: readonly AssetRow[]): Promise<AssetView[]> {
    const ids = rows.map((row) => row.id);
    const [followed, silences, names] = await Promise.all([
      listFollowedIds(store.db, workspaceId, ids),
      lookups.silencesOf(ids),
      identityRuns(store.db, ids, 'name'),
    ]);
    const formerNames = rows.map((row) => formerNamesOf(names.get(row.id) ?? []));
    // A vessel is also matched by its names: a renamed vessel whose old name is listed is found.
    const sanctions = await Promise.all(
      rows.map((row, i) =>
        row.kind === 'vessel'
          ? lookups.sanctionsOf(row, {
              current: row.name,
              former: (formerNames[i] ?? []).map((run) => run.name),
            })
          : lookups.sanctionsOf(row),
      ),
    );
    const followedSet = new Set(followed);
    return rows.map((row, i) => ({
      row,
      followed: followedSet.has(row.id),
      silence: silences.get(row.id),
      sanctions: sanctions[i] ?? [],
      formerNames: formerNames[i] ?? [],
    }));
  }

  return {
    profiles: createAssetProfiles({ clock }),
    recordPositions: (reports, db) =>
      inTransaction(db, async (tx) =>
        (await writer.storePositions(tx, reports)).map((outcome) => outcome.assetId),
      ),

    storePositions: (reports, db) => inTransaction(db, (tx) => writer.storePositions(tx, reports)),

    recordStatic: (reports, db) => inTransaction(db, (tx) => writer.recordStatic(tx, reports)),

    get: (id) => findAsset(store.db, id),
    getMany: (ids, db = store.db) => findAssetsByIds(db, ids),

    async require(id) {
      const asset = await findAsset(store.db, id);
      if (!asset) throw notFound('asset', id);
      return asset;
    },

    async findBy(identifier, value) {
      const [asset] = await findAssetsByIdentifier(store.db, identifier, [value]);
      return asset;
    },

    identityOf: (asset) => identityOf(store.db, asset),
    positionAt: (assetId, at, maxGapS) => positionAt(store.db, assetId, at, maxGapS),
    within: (query, db = store.db) => assetsWithin(db, query),

    carriersOfImo: (imo) => carriersOfImo(store.db, imo),

    track: (id, range, db) => listPositions(db ?? store.db, id, range),
    newestPositions: (assetIds, since, perAsset, db = store.db) =>
      listNewestPositions(db, assetIds, since, perAsset),
    positionsSince: (assetIds, since) => listPositionsSince(store.db, assetIds, since),
    firstPositionAfter: (assetId, at) => firstPositionAfter(store.db, assetId, at),
    thinnedTrack: (id, range, max, db, options) =>
      listPositionsThinned(db ?? store.db, id, range, max, options),

    async countInside(area, bbox) {
      const candidates = await listRecentInBox(store.db, clock.now() - PRESENCE_WINDOW_MS, bbox);
      return candidates.filter(
        (c) => c.last_lon !== null && c.last_lat !== null && areaContains(area, [c.last_lon, c.last_lat]),
      ).length;
    },

    search: createAssetSearch(store).search,

    async follow(workspaceId, assetId) {
      const row = { workspace_id: workspaceId, asset_id: assetId, created_at: clock.now() };
      await commitChange(store.db, changes, { kind: 'follows', workspaceId }, (tx) => insertFollow(tx, row));
    },

    async unfollow(workspaceId, assetId) {
      await commitChange(store.db, changes, { kind: 'follows', workspaceId }, (tx) =>
        deleteFollow(tx, workspaceId, assetId),
      );
    },

    async followsOf(workspaceId) {
      return new Set(await listWorkspaceFollowIds(store.db, workspaceId));
    },

    listFollows: (workspaceId, options) => listWorkspaceFollows(store.db, workspaceId, options),

    async allFollows() {
      const follows = new Map<string, Set<string>>();
      for (const row of await listAllFollows(store.db)) {
        const set = follows.get(row.workspace_id) ?? new Set<string>();
        set.add(row.asset_id);
        follows.set(row.workspace_id, set);
      }
      return follows;
    },

    async recentlySeenIn(bbox, since) {
      return seenOf(await listRecentInBox(store.db, since, bbox));
    },

    async recentlySeen(since) {
      return seenOf(await listRecentlySeen(store.db, since));
    },

    latestPositions: (query) => latestPositions(store.db, query),

    async followedAmong(workspaceId, assetIds) {
      return new Set(await listFollowedIds(store.db, workspaceId, assetIds));
    },

    viewsOf,

    async viewOf(workspaceId, row) {
      const [view] = await viewsOf(workspaceId, [row]);
      if (view === undefined) throw new Error(`no view of asset ${row.id}`);
      return view;
    },
  };
}

/** The closed runs of names, newest first. */
function formerNamesOf(runs: readonly { value: string; from: number; to: number | null }[]) {
  return runs
    .flatMap((run) => (run.to === null ? [] : [{ name: run.value, from: run.from, to: run.to }]))
    .reverse();
}
