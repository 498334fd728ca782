/**
 * Threats as the API shows them: lists with filters, one threat with its graph and evidence, and a
 * person closing or reopening one. Correlation itself (`correlate.ts`) runs in the agent runner.
 *
 * How a threat ends: a person closes it (`PATCH /v1/threats/:id`, with a note). A closed threat
 * takes no more alerts; new activity on its addresses opens a new threat. Reopening it makes it
 * joinable again. A threat merged into an older one ends as `merged`, pointing at it, for good.
 */
import type { Clock } from '../../lib/clock.ts';
import { notFound, VigilError } from '../../lib/errors.ts';
import type { Store } from '../../store/store.ts';
import type { ChainName } from '../chains/index.ts';
import type { ThreatRow } from './correlation-plan.ts';
import { type EvidenceSources, loadEvidence, type ThreatEvidence } from './threat-evidence.ts';
import { buildThreatGraph, type GraphLabel, type GraphLookups, type ThreatGraph } from './threat-graph.ts';
import {
  findThreat,
  listThreats,
  lockWorkspace,
  type ThreatFilters,
  updateThreatStatus,
} from './threats-repo.ts';

export interface ThreatDetail {
  threat: ThreatRow;
  graph: ThreatGraph;
  evidence: ThreatEvidence;
}

export interface ThreatsService {
  list(
    workspaceId: string,
    filters: ThreatFilters,
    page: { limit: number; before?: string | undefined },
  ): Promise<ThreatRow[]>;
  /** 404 for an id the workspace does not have. */
  get(workspaceId: string, id: string): Promise<ThreatRow>;
  /** The threat, or undefined for an id the workspace does not have. */
  find(workspaceId: string, id: string): Promise<ThreatRow | undefined>;
  /** The threat with its graph and evidence. */
  detail(workspaceId: string, id: string): Promise<ThreatDetail>;
  /** Closes or reopens a threat; 409 for a merged one. */
  setStatus(
    workspaceId: string,
    id: string,
    change: { status: 'open' | 'closed'; note?: string | null | undefined },
  ): Promise<ThreatRow>;
}

/** What the graph shows of an address besides the alerts: its entity and the labels a workspace sees. */
export interface ThreatLookups extends EvidenceSources {
  entityOf: GraphLookups['entityOf'];
  labelsOf(workspaceId: string, chain: ChainName, address: string): readonly GraphLabel[];
}

export function createThreatsService(deps: {
  store: Store;
  clock: Clock;
  lookups: ThreatLookups;
}): ThreatsService {
  const { store, clock, lookups } = deps;

  async function get(workspaceId: string, id: string): Promise<ThreatRow> {
    const row = await findThreat(store.db, workspaceId, id);
    if (!row) throw notFound('threat', id);
    return row;
  }

  return {
    list: (workspaceId, filters, page) => listThreats(store.db, workspaceId, filters, page),

    get,
    find: (workspaceId, id) => findThreat(store.db, workspaceId, id),

    async detail(workspaceId, id) {
      const threat = await get(workspaceId, id);
      const evidence = await loadEvidence(store.db, lookups, workspaceId, id);
      const graph = buildThreatGraph(evidence.alerts, {
        entityOf: lookups.entityOf,
        labelsOf: (chain, address) =>
          lookups
            .labelsOf(workspaceId, chain, address)
            .map(({ label, category, source }) => ({ label, category, source })),
      });
      return { threat, evidence, graph };
    },

    async setStatus(workspaceId, id, change) {
      const now = clock.now();
      return store.db.transaction().execute(async (tx) => {
        // Correlation of the workspace holds the same lock: a threat is not closed under its feet.
        await lockWorkspace(tx, workspaceId, now);
        const row = await findThreat(tx, workspaceId, id);
        if (!row) throw notFound('threat', id);
        if (row.status === 'merged') {
          throw new VigilError(
            'conflict',
            `Threat '${id}' was merged into '${row.merged_into ?? 'another threat'}'; change that one instead.`,
          );
        }
        const changes = {
          status: change.status,
          status_note: change.note === undefined ? row.status_note : change.note,
          closed_at: change.status === 'closed' ? (row.status === 'closed' ? row.closed_at : now) : null,
          updated_at: now,
        };
        await updateThreatStatus(tx, id, changes);
        return { ...row, ...changes };
      });
    },
  };
}
