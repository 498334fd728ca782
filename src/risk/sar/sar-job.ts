/**
 * The `sar.draft` job: builds a SAR draft from its threat's facts and the workspace's compliance
 * settings, renders the PDF, and stores both with `compliance.sar_ready` in one transaction, once
 * (a draft no longer pending is left alone). With an HSM key configured, the draft and its PDF are
 * signed as they are built (`sar-signature.ts`); a signature that fails is retried like any other
 * failure, so no draft is left unsigned while a key is configured. When the last attempt fails, or
 * the threat was merged away meanwhile, the draft is marked failed with the reason.
 */
import type { Logger } from 'pino';
import type { Clock } from '../../lib/clock.ts';
import { VigilError } from '../../lib/errors.ts';
import type { JobHandler, PayloadOf } from '../../platform/jobs/index.ts';
import type { Outbox } from '../../platform/outbox/index.ts';
import type { Signer } from '../../platform/signing/index.ts';
import type { Store } from '../../store/store.ts';
import type { ThreatsService } from '../threats/index.ts';
import { readComplianceSettings } from './compliance-settings.ts';
import { buildSarContent } from './draft/sar-build.ts';
import type { SAR_EVENTS } from './sar-events.ts';
import type { SAR_JOBS } from './sar-jobs.ts';
import { findSarById, finishSar, type SarSummaryRow } from './sar-repo.ts';
import { signSar } from './sar-signature.ts';

export function createSarJob(deps: {
  store: Store;
  clock: Clock;
  outbox: Outbox<typeof SAR_EVENTS>;
  threats: ThreatsService;
  logger: Logger;
  /** The HSM key that signs drafts; none configured, drafts are unsigned. */
  signer?: Signer | undefined;
}): JobHandler<PayloadOf<(typeof SAR_JOBS)['sar.draft']>> {
  const { store, clock, outbox, threats, logger, signer } = deps;

  interface Built {
    content: string;
    pdf: Buffer;
    signature: string | null;
  }

  async function build(draft: SarSummaryRow): Promise<Built> {
    const detail = await threats.detail(draft.workspace_id, draft.threat_id);
    if (detail.threat.status === 'merged') {
      throw new VigilError(
        'conflict',
        `Threat '${draft.threat_id}' was merged into '${detail.threat.merged_into ?? 'another threat'}' before the draft was built; ask for a draft of that one.`,
      );
    }
    const settings = await readComplianceSettings(store.db, draft.workspace_id);
    const content = buildSarContent({
      preparedAt: draft.created_at,
      threat: detail.threat,
      evidence: detail.evidence,
      graph: detail.graph,
      institution: settings.filing_institution,
    });
    // The renderer (pdfkit, fontkit and the fonts) is loaded by the first draft drawn, not by every
    // process at its start.
    const { renderSarPdf } = await import('./draft/sar-pdf.ts');
    const pdf = await renderSarPdf(draft.id, content);
    const json = JSON.stringify(content);
    const signature = signer ? JSON.stringify(await signSar(signer, json, pdf, clock.now())) : null;
    return { content: json, pdf, signature };
  }

  return async ({ sar_id: sarId }, context) => {
    const draft = await findSarById(store.db, sarId);
    // Finished by an earlier attempt whose end the worker did not hear of: nothing left to do.
    if (draft?.status !== 'pending') return;
    let built: Built;
    try {
      built = await build(draft);
    } catch (error) {
      // A threat that is gone or merged will not come back on a retry.
      const hopeless = error instanceof VigilError;
      if (!hopeless && context.retryDelayMs !== null) throw error;
      logger.warn({ err: error, sarId }, 'SAR draft failed');
      // An unexpected error's message may say things about the service a customer need not see.
      const reason = hopeless
        ? error.detail
        : `An internal error stopped the draft after ${context.attempt} attempts; the service log has the details under SAR draft ${sarId}.`;
      await finishSar(store.db, sarId, {
        status: 'failed',
        content: null,
        pdf_base64: null,
        error: reason,
        completed_at: clock.now(),
        signature: null,
      });
      return;
    }
    await store.db.transaction().execute(async (tx) => {
      const finished = await finishSar(tx, sarId, {
        status: 'ready',
        content: built.content,
        pdf_base64: built.pdf.toString('base64'),
        error: null,
        completed_at: clock.now(),
        signature: built.signature,
      });
      if (finished) {
        await outbox.publish(tx, draft.workspace_id, 'compliance.sar_ready', {
          sar_id: sarId,
          threat_id: draft.threat_id,
        });
      }
    });
  };
}
