/**
 * A workspace's watched addresses (`/v1/watches`): each screened when it is added, and again by
 * `watch-rescreen.ts` whenever a list, a label, a transfer or the policy changes what it could
 * answer. On a chain Vigil reads itself, a new watch is followed at the chain's head and its
 * history read (`follow`). One watch per address: adding it again answers the stored one. Bulk
 * adds (a JSON array, or CSV) are imports run by the `watches.import` job, each with a per-line
 * report.
 */
import type { Clock } from '../../lib/clock.ts';
import { invalidField, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { JobQueue } from '../../platform/jobs/index.ts';
import type { WatchesTable, WatchImportsTable } from '../../store/database.ts';
import type { Executor, Store } from '../../store/store.ts';
import { type ChainName, readChain, readChainAddressQuery } from '../chains/index.ts';
import type { ScreeningService, WalletScreening } from '../screening/index.ts';
import type { ImportLine } from './routes/watch-schemas.ts';
import type { WATCH_JOBS } from './watch-jobs.ts';
import { checkCsv, MAX_LINES, readLines, type WatchLine } from './watch-lines.ts';
import { outcomeOf } from './watch-outcome.ts';

export type WatchRow = WatchesTable;
export type WatchImportRow = WatchImportsTable;

/** New watches screened and written per transaction during an import. */
const IMPORT_BATCH = 500;

export interface WatchesService {
  /** Watches the address (screened now), or answers the watch it has (`created` false). */
  create(
    workspaceId: string,
    keyId: string | null,
    input: { chain: string; address: string; reference?: string | undefined },
  ): Promise<{ row: WatchRow; created: boolean }>;
  list(
    workspaceId: string,
    filters: {
      chain?: string | undefined;
      address?: string | undefined;
      risk_category?: string | undefined;
      reference?: string | undefined;
    },
    page: { limit: number; before?: string | undefined },
  ): Promise<WatchRow[]>;
  find(workspaceId: string, id: string): Promise<WatchRow>;
  remove(workspaceId: string, id: string): Promise<void>;
  /** Stores a bulk add and queues its import: a JSON array of watches, or CSV text. */
  startImport(workspaceId: string, keyId: string | null, body: unknown[] | string): Promise<WatchImportRow>;
  findImport(workspaceId: string, id: string): Promise<WatchImportRow>;
  /** Runs a queued import (the `watches.import` job): safe to run again after a crash. */
  runImport(id: string): Promise<void>;
}

export function createWatchesService(deps: {
  store: Store;
  clock: Clock;
  screening: ScreeningService;
  jobs: JobQueue<typeof WATCH_JOBS>;
  /**
   * Follows a watched address on its chain and reads its history, in the caller's transaction (the
   * chain reader's `follow`, wired by the composition root; nothing on a chain without a source).
   */
  follow?: ((db: Executor, chain: ChainName, address: string) => Promise<void>) | undefined;
}): WatchesService {
  const { store, clock, screening, jobs } = deps;

  /** The watch's columns for its screening now. */
  const outcomeColumns = (result: WalletScreening, made: { id: string; screened_at: string }) => ({
    outcome: outcomeOf(result),
    risk_score: result.risk_score,
    risk_category: result.risk_category,
    sanctions_hit: result.sanctions_hit ? 1 : 0,
    screening_id: made.id,
    screened_at: Date.parse(made.screened_at),
  });

  /** Inserts new watches with their first screenings; those already watched are left as they are. */
  async function addAll(
    db: Executor,
    workspaceId: string,
    keyId: string | null,
    lines: readonly WatchLine[],
  ) {
    const now = clock.now();
    const rows: WatchRow[] = lines.map((line) => ({
      id: newId('watch'),
      workspace_id: workspaceId,
      chain: line.chain,
      address: line.address,
      reference: line.reference,
      created_at: now,
      created_by: keyId,
      outcome: null,
      risk_score: null,
      risk_category: null,
      sanctions_hit: null,
      screening_id: null,
      screened_at: null,
    }));
    const inserted =
      rows.length === 0
        ? []
        : await db
            .insertInto('watches')
            .values(rows)
            .onConflict((oc) => oc.columns(['workspace_id', 'chain', 'address']).doNothing())
            .returning('id')
            .execute();
    const added = new Set(inserted.map((r) => r.id));
    const fresh = rows.filter((row) => added.has(row.id));
    for (const row of fresh) await deps.follow?.(db, readChain(row.chain), row.address);
    const results = fresh.map((row) => screening.assess(workspaceId, readChain(row.chain), row.address, {}));
    const made = await screening.recordMany(
      db,
      results.map((result, i) => ({
        workspaceId,
        keyId,
        result,
        trigger: null,
        watchId: fresh[i]?.id ?? '',
      })),
    );
    for (const [i, row] of fresh.entries()) {
      const result = results[i];
      const screened = made[i];
      if (result === undefined || screened === undefined) continue;
      const columns = outcomeColumns(result, screened);
      await db.updateTable('watches').set(columns).where('id', '=', row.id).execute();
      Object.assign(row, columns);
    }
    return fresh;
  }

  async function find(workspaceId: string, id: string): Promise<WatchRow> {
    const row = await store.db
      .selectFrom('watches')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (row === undefined) throw notFound('watch', id);
    return row;
  }

  return {
    async create(workspaceId, keyId, input) {
      const [read] = readLines('json', JSON.stringify([input]));
      if (read === undefined || 'error' in read) {
        throw invalidField(
          read && 'pointer' in read ? (read.pointer ?? '/') : '/',
          read && 'error' in read ? read.error : 'is not a watch',
        );
      }
      const existing = () =>
        store.db
          .selectFrom('watches')
          .selectAll()
          .where('workspace_id', '=', workspaceId)
          .where('chain', '=', read.watch.chain)
          .where('address', '=', read.watch.address)
          .executeTakeFirst();
      const before = await existing();
      if (before !== undefined) return { row: before, created: false };
      const [row] = await store.db
        .transaction()
        .execute((tx) => addAll(tx, workspaceId, keyId, [read.watch]));
      if (row !== undefined) return { row, created: true };
      const raced = await existing();
      if (raced === undefined) throw new Error('a watch neither stored nor found');
      return { row: raced, created: false };
    },

    list(workspaceId, filters, page) {
      const { chain, address } = readChainAddressQuery(filters);
      let query = store.db.selectFrom('watches').selectAll().where('workspace_id', '=', workspaceId);
      if (chain !== undefined) query = query.where('chain', '=', chain);
      if (address !== undefined) query = query.where('address', '=', address);
      if (filters.risk_category !== undefined)
        query = query.where('risk_category', '=', filters.risk_category);
      if (filters.reference !== undefined) query = query.where('reference', '=', filters.reference);
      if (page.before !== undefined) query = query.where('id', '<', page.before);
      return query.orderBy('id', 'desc').limit(page.limit).execute();
    },

    find,

    async remove(workspaceId, id) {
      const deleted = await store.db
        .deleteFrom('watches')
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw notFound('watch', id);
    },

    async startImport(workspaceId, keyId, body) {
      const format = typeof body === 'string' ? 'csv' : 'json';
      const total = typeof body === 'string' ? checkCsv(body) : body.length;
      if (total === 0) throw invalidField('/body', 'is an empty list: send at least one watch');
      if (total > MAX_LINES)
        throw invalidField('/body', `has ${total} watches: at most ${MAX_LINES} per import`);
      const row: WatchImportRow = {
        id: newId('watchImport'),
        workspace_id: workspaceId,
        status: 'queued',
        format,
        body: typeof body === 'string' ? body : JSON.stringify(body),
        total,
        created: 0,
        existing: 0,
        rejected: 0,
        report: null,
        created_at: clock.now(),
        created_by: keyId,
        finished_at: null,
      };
      await store.db.transaction().execute(async (tx) => {
        await tx.insertInto('watch_imports').values(row).execute();
        await jobs.enqueue(tx, 'watches.import', { import_id: row.id });
      });
      return row;
    },

    async findImport(workspaceId, id) {
      const row = await store.db
        .selectFrom('watch_imports')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (row === undefined) throw notFound('watch import', id);
      return row;
    },

    async runImport(id) {
      const job = await store.db
        .selectFrom('watch_imports')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (job === undefined || job.status === 'done' || job.body === null) return;
      await store.db.updateTable('watch_imports').set({ status: 'running' }).where('id', '=', id).execute();
      const lines = readLines(job.format, job.body);
      const report: ImportLine[] = [];
      const accepted: { line: number; watch: WatchLine }[] = [];
      const seen = new Set<string>();
      for (const read of lines) {
        if ('error' in read) {
          report.push({
            line: read.line,
            status: 'rejected',
            error: read.error,
            ...(read.pointer ? { pointer: read.pointer } : {}),
          });
          continue;
        }
        const key = `${read.watch.chain}:${read.watch.address}`;
        if (seen.has(key)) {
          report.push({ line: read.line, status: 'duplicate' });
          continue;
        }
        seen.add(key);
        accepted.push(read);
      }
      let created = 0;
      for (let i = 0; i < accepted.length; i += IMPORT_BATCH) {
        const batch = accepted.slice(i, i + IMPORT_BATCH);
        const fresh = await store.db.transaction().execute((tx) =>
          addAll(
            tx,
            job.workspace_id,
            job.created_by,
            batch.map((b) => b.watch),
          ),
        );
        created += fresh.length;
        const added = new Set(fresh.map((row) => `${row.chain}:${row.address}`));
        for (const { line, watch } of batch) {
          if (!added.has(`${watch.chain}:${watch.address}`)) report.push({ line, status: 'exists' });
        }
      }
      report.sort((a, b) => a.line - b.line);
      await store.db
        .updateTable('watch_imports')
        .set({
          status: 'done',
          body: null,
          created,
          existing: report.filter((r) => r.status === 'exists' || r.status === 'duplicate').length,
          rejected: report.filter((r) => r.status === 'rejected').length,
          report: JSON.stringify(report),
          finished_at: clock.now(),
        })
        .where('id', '=', id)
        .execute();
    },
  };
}
