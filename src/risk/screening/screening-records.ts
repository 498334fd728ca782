/**
 * Past screenings read back for audit (`GET /v1/screenings`, `GET /v1/screenings/:id`): what was
 * asked, what was answered, and everything the answer used (list versions by import, the
 * workspace's labels as they stood, coverage). A screening is answered once its record is stored
 * (`audit-log.ts`); a read still waits for the records this process is writing, so that one being
 * answered at the same moment is found too.
 */
import type { Static } from 'typebox';
import { toRfc3339 } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import type { ScreeningsTable } from '../../store/database.ts';
import type { Store } from '../../store/store.ts';
import { readChainAddressQuery } from '../chains/index.ts';
import { type ListVersionRef, labelsInForce, listVersionDetails } from '../lists/index.ts';
import type { AuditLog } from './audit-log.ts';
import type { RiskCategory } from './risk-model.ts';
import type { ScreeningRecordSchema, ScreeningSummarySchema } from './routes/screening-record-schemas.ts';
import type { ScreeningMatch } from './screening-matches.ts';

export type ScreeningSummary = Static<typeof ScreeningSummarySchema>;
export type ScreeningRecord = Static<typeof ScreeningRecordSchema>;

export interface ScreeningFilters {
  chain?: string | undefined;
  address?: string | undefined;
  risk_category?: RiskCategory | undefined;
  /** Epoch ms: screened at or after. */
  from?: number | undefined;
  /** Epoch ms: screened before. */
  to?: number | undefined;
}

export interface ScreeningRecords {
  /** Newest first (time screened, then id); `before` is the screening the page starts after. */
  list(
    workspaceId: string,
    filters: ScreeningFilters,
    page: { limit: number; before?: { at: number; id: string } | undefined },
  ): Promise<{ id: string; screenedAt: number; summary: ScreeningSummary }[]>;
  find(workspaceId: string, id: string): Promise<ScreeningRecord>;
}

/** What every stored answer holds, whichever kind it is. */
interface StoredAnswer {
  sanctions_hit: boolean;
  tx_hash?: string | null;
  matches: ScreeningMatch[];
  excluded_matches?: ScreeningMatch[];
  coverage: ScreeningRecord['coverage'];
}

function summaryOf(row: ScreeningsTable, answer: StoredAnswer): ScreeningSummary {
  return {
    id: row.id,
    kind: row.kind,
    chain: row.chain,
    address: row.address,
    tx_hash: row.kind === 'transaction' ? (answer.tx_hash ?? null) : null,
    risk_score: row.risk_score,
    risk_category: (row.risk_category ?? 'none') as RiskCategory,
    sanctions_hit: answer.sanctions_hit,
    screened_at: toRfc3339(row.screened_at),
    as_of: row.as_of === null ? null : toRfc3339(row.as_of),
    key_id: row.key_id,
    trigger: row.trigger as ScreeningSummary['trigger'],
    watch_id: row.watch_id,
    policy_version: row.policy_version,
  };
}

export function createScreeningRecords(deps: { store: Store; audit: AuditLog }): ScreeningRecords {
  const { store, audit } = deps;
  return {
    async list(workspaceId, filters, page) {
      await audit.flush();
      const { chain, address } = readChainAddressQuery(filters);
      let query = store.db.selectFrom('screenings').selectAll().where('workspace_id', '=', workspaceId);
      if (chain !== undefined) query = query.where('chain', '=', chain);
      if (address !== undefined) query = query.where('address', '=', address);
      if (filters.risk_category !== undefined)
        query = query.where('risk_category', '=', filters.risk_category);
      if (filters.from !== undefined) query = query.where('screened_at', '>=', filters.from);
      if (filters.to !== undefined) query = query.where('screened_at', '<', filters.to);
      const before = page.before;
      if (before !== undefined)
        query = query.where((eb) =>
          eb.or([
            eb('screened_at', '<', before.at),
            eb.and([eb('screened_at', '=', before.at), eb('id', '<', before.id)]),
          ]),
        );
      const rows = await query
        .orderBy('screened_at', 'desc')
        .orderBy('id', 'desc')
        .limit(page.limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        screenedAt: Number(row.screened_at),
        summary: summaryOf(row, JSON.parse(row.result) as StoredAnswer),
      }));
    },

    async find(workspaceId, id) {
      const read = () =>
        store.db
          .selectFrom('screenings')
          .selectAll()
          .where('workspace_id', '=', workspaceId)
          .where('id', '=', id)
          .executeTakeFirst();
      // Not written yet: it may be waiting in this process's audit log.
      const row = (await read()) ?? (await audit.flush().then(read));
      if (row === undefined) throw notFound('screening', id);
      const answer = JSON.parse(row.result) as StoredAnswer & Record<string, unknown>;
      const custom = [...answer.matches, ...(answer.excluded_matches ?? [])].filter(
        (m) => m.source === 'custom',
      );
      const at = row.as_of ?? row.screened_at;
      return {
        ...summaryOf(row, answer),
        list_versions: await listVersionDetails(
          store.db,
          JSON.parse(row.list_versions) as Record<string, ListVersionRef | string>,
        ),
        labels: await labelsInForce(
          store.db,
          workspaceId,
          row.chain,
          custom.map((m) => m.via_entity?.address ?? m.address),
          custom.map((m) => m.label),
          at,
        ),
        coverage: answer.coverage,
        request: JSON.parse(row.request) as Record<string, unknown>,
        result: answer,
      };
    },
  };
}
