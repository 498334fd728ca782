/** Reading a site's imagery tuning: its thresholds and minimum mapping units, its muted areas, and the log of changes. */
import type { Clock } from '../../../lib/clock.ts';
import type { Store } from '../../../store/store.ts';
import type { SitesService } from '../../sites/index.ts';
import {
  activeMutes,
  listTuningLog,
  type MuteRow,
  type TuningLogRow,
  type TuningRow,
  tuningOf,
} from '../findings-repo.ts';

export interface TuningView {
  tuning: TuningRow[];
  mutes: MuteRow[];
}

export interface TuningService {
  view(workspaceId: string, siteId: string): Promise<TuningView>;
  changes(
    workspaceId: string,
    siteId: string,
    options: { limit: number; before?: string | undefined },
  ): Promise<TuningLogRow[]>;
}

export function createTuningService(deps: {
  store: Store;
  clock: Clock;
  sites: SitesService;
}): TuningService {
  const { store, clock, sites } = deps;
  return {
    async view(workspaceId, siteId) {
      await sites.require(workspaceId, siteId);
      const [tuning, mutes] = await Promise.all([
        tuningOf(store.db, siteId),
        activeMutes(store.db, siteId, clock.now()),
      ]);
      return { tuning, mutes };
    },
    async changes(workspaceId, siteId, options) {
      await sites.require(workspaceId, siteId);
      return listTuningLog(store.db, workspaceId, siteId, options);
    },
  };
}
