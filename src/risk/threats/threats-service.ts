/**
 * Threats as the API shows them: lists with filters, one threat with its graph and evidence, and a
 * person reviewing one: closing or reopening it, assigning it, deciding its disposition, noting why,
 * every change kept in its history with who and when. Correlation itself (`correlate.ts`) runs in
 * the agent runner.
 *
 * How a threat ends: a person closes it (`PATCH /v1/threats/:id`, with a disposition and a note). A
 * closed threat takes no more alerts; new activity on its addresses opens a new threat. Reopening it
 * makes it joinable again. A threat merged into an older one ends as `merged`, pointing at it, for good.
 */
import type { Clock } from '../../lib/clock.ts';
import { notFound, VigilError } from '../../lib/errors.ts';
import type { Executor, Store } from '../../store/store.ts';
import type { UndoneAlertTransfer } from '../agents/index.ts';
import type { ChainName } from '../chains/index.ts';
import type { ThreatRow } from './correlation-plan.ts';
import { type EvidenceSources, loadEvidence, type ThreatEvidence } from './threat-evidence.ts';
import { buildThreatGraph, type GraphLabel, type ThreatGraph } from './threat-graph.ts';
import {
  appendHistory,
  type Disposition,
  type HistoryEntry,
  historiesOf,
  type ThreatChange,
} from './threat-history.ts';
import { noteUndoneTransfers } from './threat-undone.ts';
import {
  findThreat,
  listThreats,
  lockWorkspace,
  type ThreatFilters,
  updateThreatReview,
} from './threats-repo.ts';

/** A threat with its history of changes, oldest first. */
export interface ReviewedThreat {
  threat: ThreatRow;
  history: HistoryEntry[];
}

/** What a person changes of a threat; a field left out stays as it is, null clears it. */
export interface ThreatReview {
  status?: 'open' | 'closed' | undefined;
  assignee?: string | null | undefined;
  disposition?: Disposition | null | undefined;
  note?: string | null | undefined;
}

export interface ThreatDetail {
  threat: ThreatRow;
  history: HistoryEntry[];
  graph: ThreatGraph;
  evidence: ThreatEvidence;
  /** The stored transfers (`xfer_…`) of the threat's transactions, by `chain:tx_hash`. */
  transfers: ReadonlyMap<string, readonly StoredTransfer[]>;
}

/** A transfer Vigil stored (`xfer_…`), with its two ends: what a hold by `transfer_id` names. */
export interface StoredTransfer {
  id: string;
  from: string;
  to: string;
}

export interface ThreatsService {
  list(
    workspaceId: string,
    filters: ThreatFilters,
    page: { limit: number; before?: string | undefined },
  ): Promise<ReviewedThreat[]>;
  /** 404 for an id the workspace does not have. */
  get(workspaceId: string, id: string): Promise<ThreatRow>;
  /** The threat, or undefined for an id the workspace does not have. */
  find(workspaceId: string, id: string): Promise<ThreatRow | undefined>;
  /** The threat with its graph and evidence. */
  detail(workspaceId: string, id: string): Promise<ThreatDetail>;
  /**
   * A person's review of a threat, by `actor` (the key or OAuth client): its status, assignee or
   * disposition changed, and a note; recorded in its history when anything changed or a note was
   * given. 409 for a merged threat.
   */
  review(workspaceId: string, id: string, review: ThreatReview, actor: string): Promise<ReviewedThreat>;
  /**
   * Tells, in the caller's transaction, the threats holding alerts whose transfers a chain
   * reorganisation undid (`threat-undone.ts`); returns those threats.
   */
  noteUndone(db: Executor, marked: readonly UndoneAlertTransfer[]): Promise<string[]>;
}

/** What the graph shows of an address besides the alerts: its entity and the labels a workspace sees. */
export interface ThreatLookups extends EvidenceSources {
  /** The entity an address belongs to as the workspace sees it. */
  entityOf(workspaceId: string, chain: ChainName, address: string): string;
  labelsOf(workspaceId: string, chain: ChainName, address: string): readonly GraphLabel[];
  /** The stored transfers the workspace sees of transactions, by `chain:tx_hash` (the transfers module's). */
  transfersOf(
    workspaceId: string,
    transactions: readonly { chain: string; tx_hash: string }[],
  ): Promise<ReadonlyMap<string, readonly StoredTransfer[]>>;
  /** Whether an address is one of the workspace's own wallets, as they stand (`/v1/own-wallets`). */
  ownWallets?(workspaceId: string): Promise<{ has(chain: ChainName, address: string): boolean }>;
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
    async list(workspaceId, filters, page) {
      const threats = await listThreats(store.db, workspaceId, filters, page);
      const histories = await historiesOf(
        store.db,
        threats.map((threat) => threat.id),
      );
      return threats.map((threat) => ({ threat, history: histories.get(threat.id) ?? [] }));
    },

    get,
    find: (workspaceId, id) => findThreat(store.db, workspaceId, id),

    async detail(workspaceId, id) {
      const threat = await get(workspaceId, id);
      const evidence = await loadEvidence(store.db, lookups, workspaceId, id);
      const own = await lookups.ownWallets?.(workspaceId);
      const graph = buildThreatGraph(evidence.alerts, {
        entityOf: (chain, address) => lookups.entityOf(workspaceId, chain, address),
        isOwn: (chain, address) => own?.has(chain, address) === true,
        labelsOf: (chain, address) =>
          lookups
            .labelsOf(workspaceId, chain, address)
            .map(({ label, category, source }) => ({ label, category, source })),
      });
      const transactions = evidence.alerts.flatMap((alert) =>
        alert.transfers.map(({ chain, tx_hash }) => ({ chain, tx_hash })),
      );
      const transfers = await lookups.transfersOf(workspaceId, transactions);
      for (const node of graph.nodes) {
        if (node.type === 'transfer' && node.chain !== null && node.tx_hash !== undefined) {
          node.transfer_ids = (transfers.get(`${node.chain}:${node.tx_hash}`) ?? []).map((t) => t.id);
        }
      }
      const history = (await historiesOf(store.db, [id])).get(id) ?? [];
      return { threat, history, evidence, graph, transfers };
    },

    async review(workspaceId, id, review, actor) {
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
        const change: ThreatChange = {};
        const status = review.status ?? row.status;
        if (status !== row.status) change.status = { from: row.status, to: status };
        const assignee = review.assignee === undefined ? row.assignee : review.assignee;
        if (assignee !== row.assignee) change.assignee = { from: row.assignee, to: assignee };
        const disposition = review.disposition === undefined ? row.disposition : review.disposition;
        if (disposition !== row.disposition) change.disposition = { from: row.disposition, to: disposition };
        const history = async () => (await historiesOf(tx, [id])).get(id) ?? [];
        // Nothing changed and nothing said: the threat as it is, and no entry in its trail.
        const changed = Object.keys(change).length > 0;
        if (!changed && review.note === undefined) return { threat: row, history: await history() };
        const closing = change.status?.to === 'closed';
        const changes = {
          status,
          assignee,
          disposition,
          status_note: review.note === undefined ? row.status_note : review.note,
          closed_at: status === 'closed' ? (closing ? now : row.closed_at) : null,
          closed_by: status === 'closed' ? (closing ? actor : row.closed_by) : null,
          updated_at: now,
        };
        await updateThreatReview(tx, id, changes);
        // Clearing the last note alone leaves the trail as it is: the notes given stay in it.
        if (changed || review.note !== null) {
          await appendHistory(tx, workspaceId, id, { at: now, actor, change, note: review.note ?? null });
        }
        return { threat: { ...row, ...changes }, history: await history() };
      });
    },

    noteUndone: (db, marked) => noteUndoneTransfers(db, marked, clock.now()),
  };
}
