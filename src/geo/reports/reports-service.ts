/**
 * Reports on a site, an asset or a case. Asking for one stores it as pending and queues the
 * `report.generate` job in the same transaction; the job gathers the content, renders the PDF and
 * announces the result (`report.completed`, on failure too).
 */
import type { Clock } from '../../lib/clock.ts';
import { invalidField, notFound, VigilError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { JobQueue } from '../../platform/jobs/index.ts';
import type { Store } from '../../store/store.ts';
import type { ReportSources } from './build/report-sources.ts';
import type { ReportContent } from './render/report-content.ts';
import { reportFeatures } from './render/report-features.ts';
import type { REPORT_JOBS } from './report-jobs.ts';
import {
  findReport,
  findReportPdf,
  insertReport,
  listReports,
  type ReportRow,
  type ReportSummaryRow,
} from './reports-repo.ts';

export type SubjectKind = ReportRow['subject_kind'];

export interface ReportInput {
  subject: { kind: SubjectKind; id: string };
  from?: number | undefined;
  to?: number | undefined;
}

export interface ReportsService {
  create(workspaceId: string, input: ReportInput): Promise<ReportSummaryRow>;
  get(workspaceId: string, id: string): Promise<ReportSummaryRow>;
  list(
    workspaceId: string,
    options: { limit: number; before?: string | undefined },
  ): Promise<ReportSummaryRow[]>;
  /** The PDF of a completed report; 409 while it is not (yet) completed. */
  pdf(workspaceId: string, id: string): Promise<Buffer>;
  /** The report's map features as a FeatureCollection; 409 while it is not completed. */
  geojson(workspaceId: string, id: string): Promise<GeoJSON.FeatureCollection>;
}

export function createReportsService(deps: {
  store: Store;
  clock: Clock;
  jobs: JobQueue<typeof REPORT_JOBS>;
  sources: ReportSources;
}): ReportsService {
  const { store, clock, jobs, sources } = deps;

  async function requireReport(workspaceId: string, id: string): Promise<ReportSummaryRow> {
    const row = await findReport(store.db, workspaceId, id);
    if (!row) throw notFound('report', id);
    return row;
  }

  function requireCompleted(row: ReportSummaryRow): void {
    if (row.status === 'completed') return;
    const why =
      row.status === 'failed'
        ? `failed: ${row.error ?? 'unknown reason'}`
        : `is ${row.status}; try again shortly`;
    throw new VigilError('conflict', `Report '${row.id}' ${why}.`);
  }

  /** A subject the workspace cannot see is the caller's mistake in the body: 400 at /subject/id. */
  async function checkSubject(workspaceId: string, subject: ReportInput['subject']): Promise<void> {
    const visible =
      subject.kind === 'site'
        ? (await sources.sites.findMany(workspaceId, [subject.id])).length > 0
        : subject.kind === 'case'
          ? await sources.cases.require(workspaceId, subject.id).then(
              () => true,
              () => false,
            )
          : (await sources.assets.get(subject.id)) !== undefined;
    if (!visible) throw invalidField('/subject/id', `names no ${subject.kind} this workspace can see`);
  }

  return {
    async create(workspaceId, input) {
      const now = clock.now();
      const to = input.to ?? now;
      if (input.from !== undefined && input.from >= to) throw invalidField('/to', 'must be later than from');
      await checkSubject(workspaceId, input.subject);
      const row: ReportRow = {
        id: newId('report'),
        workspace_id: workspaceId,
        subject_kind: input.subject.kind,
        subject_id: input.subject.id,
        period_from: input.from ?? null,
        period_to: to,
        status: 'pending',
        content: null,
        pdf_base64: null,
        error: null,
        created_at: now,
        completed_at: null,
      };
      await store.db.transaction().execute(async (tx) => {
        await insertReport(tx, row);
        await jobs.enqueue(tx, 'report.generate', { report_id: row.id });
      });
      return row;
    },

    get: requireReport,

    list: (workspaceId, options) => listReports(store.db, workspaceId, options),

    async pdf(workspaceId, id) {
      requireCompleted(await requireReport(workspaceId, id));
      const pdf = await findReportPdf(store.db, workspaceId, id);
      if (!pdf) throw new Error(`completed report ${id} has no PDF`);
      return Buffer.from(pdf, 'base64');
    },

    async geojson(workspaceId, id) {
      const row = await requireReport(workspaceId, id);
      requireCompleted(row);
      if (!row.content) throw new Error(`completed report ${id} has no content`);
      return reportFeatures(JSON.parse(row.content) as ReportContent);
    },
  };
}
