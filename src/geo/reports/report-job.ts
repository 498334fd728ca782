/**
 * The `report.generate` job: gathers a report's content, renders its PDF, and stores both with the
 * `report.completed` event in one transaction. When the last attempt fails, or the failure is one
 * no retry can mend (the subject is gone), the report is marked failed with the reason, and
 * `report.completed` says so.
 */
import type { Logger } from 'pino';
import type { Clock } from '../../lib/clock.ts';
import { VigilError } from '../../lib/errors.ts';
import type { JobHandler, PayloadOf } from '../../platform/jobs/index.ts';
import type { Outbox } from '../../platform/outbox/index.ts';
import type { Store } from '../../store/store.ts';
import { buildAssetReport } from './build/asset-report.ts';
import { buildCaseReport } from './build/case-report.ts';
import type { ReportRequest, ReportSources } from './build/report-sources.ts';
import { buildSiteReport } from './build/site-report.ts';
import type { ReportContent } from './render/report-content.ts';
import type { REPORT_EVENTS } from './report-events.ts';
import type { REPORT_JOBS } from './report-jobs.ts';
import { findReportById, type ReportSummaryRow, updateReport } from './reports-repo.ts';

export function createReportJob(deps: {
  store: Store;
  clock: Clock;
  outbox: Outbox<typeof REPORT_EVENTS>;
  sources: ReportSources;
  logger: Logger;
}): JobHandler<PayloadOf<(typeof REPORT_JOBS)['report.generate']>> {
  const { store, clock, outbox, sources, logger } = deps;

  async function finish(
    report: ReportSummaryRow,
    outcome: { content: ReportContent; pdf: Buffer } | { error: string },
  ) {
    const now = clock.now();
    await store.db.transaction().execute(async (tx) => {
      if ('error' in outcome) {
        await updateReport(tx, report.id, { status: 'failed', error: outcome.error, completed_at: now });
      } else {
        await updateReport(tx, report.id, {
          status: 'completed',
          content: JSON.stringify(outcome.content),
          pdf_base64: outcome.pdf.toString('base64'),
          error: null,
          completed_at: now,
        });
      }
      await outbox.publish(tx, report.workspace_id, 'report.completed', {
        report_id: report.id,
        status: 'error' in outcome ? 'failed' : 'completed',
        error: 'error' in outcome ? outcome.error : null,
      });
    });
  }

  return async ({ report_id: reportId }, context) => {
    const report = await findReportById(store.db, reportId);
    // Finished by an earlier attempt whose end the worker did not hear of: nothing left to do.
    if (!report || report.status === 'completed' || report.status === 'failed') return;
    await updateReport(store.db, reportId, { status: 'running' });
    const request: ReportRequest = {
      workspaceId: report.workspace_id,
      subjectId: report.subject_id,
      from: report.period_from,
      to: report.period_to ?? report.created_at,
      generatedAt: clock.now(),
    };
    let content: ReportContent;
    let pdf: Buffer;
    try {
      content =
        report.subject_kind === 'site'
          ? await buildSiteReport(sources, request)
          : report.subject_kind === 'asset'
            ? await buildAssetReport(sources, request)
            : await buildCaseReport(sources, request);
      // The renderer (pdfkit, fontkit and the fonts) is loaded by the first report drawn, not by
      // every process at its start.
      const { renderReportPdf } = await import('./render/report-pdf.ts');
      pdf = await renderReportPdf(content, {
        images: await chipImages(sources, report.workspace_id, content),
      });
    } catch (error) {
      // A subject that cannot be found will not be found on a retry either.
      const hopeless = error instanceof VigilError;
      if (!hopeless && context.retryDelayMs !== null) {
        await updateReport(store.db, reportId, { status: 'pending' });
        throw error;
      }
      logger.warn({ err: error, reportId }, 'report failed');
      // An unexpected error's message may say things about the service a customer need not see.
      const reason = hopeless
        ? error.detail
        : `An internal error stopped the report after ${context.attempt} attempts; the service log has the details under report ${reportId}.`;
      await finish(report, { error: reason });
      return;
    }
    await finish(report, { content, pdf });
  };
}

/** The bytes of the chips a site report's PDF shows, by URL. */
async function chipImages(
  sources: ReportSources,
  workspaceId: string,
  content: ReportContent,
): Promise<Map<string, Buffer>> {
  const images = new Map<string, Buffer>();
  if (content.kind !== 'site') return images;
  const { detectionsWithChips } = await import('./render/report-chips.ts');
  for (const detection of detectionsWithChips(content)) {
    for (const chip of detection.chips) {
      const row = await sources.detections.chip(workspaceId, detection.id, chip.name);
      images.set(chip.url, Buffer.from(row.data_base64, 'base64'));
    }
  }
  return images;
}
