/**
 * Asset events (`GET /v1/asset-events`): the behavioural events a workspace's rules, sites and
 * follows found, kept with their start and, once known, their end. The detectors that tell the
 * live alerts record them (`recordAssetEvent` and its ends, handed the teller's transaction); this
 * reads them.
 */
import type { Clock } from '../../lib/clock.ts';
import type { Store } from '../../store/store.ts';
import {
  type AssetEventQuery,
  type AssetEventRow,
  countAssetEvents,
  listAssetEvents,
} from './asset-events-repo.ts';
import { listVoyages, type Voyage, type VoyageQuery } from './voyages.ts';

export interface AssetEventsService {
  /** The workspace's events matching the query, newest start first, at most `limit`. */
  list(workspaceId: string, query: Omit<AssetEventQuery, 'now'>): Promise<AssetEventRow[]>;
  /** The asset's voyages between the workspace's port visits of it, oldest departure first. */
  voyages(workspaceId: string, assetId: string, query: VoyageQuery): Promise<Voyage[]>;
  /** How many events match the query from its `after` on, counting no further than `upTo`. */
  count(workspaceId: string, query: Omit<AssetEventQuery, 'now' | 'limit'>, upTo: number): Promise<number>;
}

export function createAssetEventsService(deps: { store: Store; clock: Clock }): AssetEventsService {
  const { store, clock } = deps;
  return {
    list(workspaceId, query) {
      return listAssetEvents(store.db, workspaceId, { ...query, now: clock.now() });
    },
    voyages(workspaceId, assetId, query) {
      return listVoyages(store.db, workspaceId, assetId, query);
    },
    count(workspaceId, query, upTo) {
      return countAssetEvents(store.db, workspaceId, { ...query, now: clock.now() }, upTo);
    },
  };
}
