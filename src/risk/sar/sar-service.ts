/**
 * SAR drafts. Asking for one stores it as pending and queues the `sar.draft` job in the same
 * transaction; the job builds the draft from the threat's facts, renders its PDF and announces it
 * (`compliance.sar_ready`). A draft is a snapshot: the threat may grow afterwards; ask again for a
 * draft of what it holds then.
 */
import type { Clock } from '../../lib/clock.ts';
import { invalidField, notFound, VigilError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { JobQueue } from '../../platform/jobs/index.ts';
import type { Store } from '../../store/store.ts';
import type { ThreatsService } from '../threats/index.ts';
import type { SAR_JOBS } from './sar-jobs.ts';
import { findSar, findSarPdf, insertSar, type SarRow, type SarSummaryRow } from './sar-repo.ts';
import { parseSarSignature, type SarSignature } from './sar-signature.ts';

export interface SarService {
  /** 400 at `/threat_id` for a threat the workspace does not have; 409 for a merged one. */
  request(workspaceId: string, threatId: string): Promise<SarSummaryRow>;
  get(workspaceId: string, id: string): Promise<SarSummaryRow>;
  /** The PDF of a ready draft, with its signature if it has one; 409 while it is not (yet) ready. */
  pdf(workspaceId: string, id: string): Promise<{ pdf: Buffer; signature: SarSignature | null }>;
}

export function createSarService(deps: {
  store: Store;
  clock: Clock;
  jobs: JobQueue<typeof SAR_JOBS>;
  /** The threats a draft is asked for. */
  threats: Pick<ThreatsService, 'find'>;
}): SarService {
  const { store, clock, jobs, threats } = deps;

  async function get(workspaceId: string, id: string): Promise<SarSummaryRow> {
    const row = await findSar(store.db, workspaceId, id);
    if (!row) throw notFound('SAR draft', id);
    return row;
  }

  return {
    async request(workspaceId, threatId) {
      const threat = await threats.find(workspaceId, threatId);
      if (!threat) throw invalidField('/threat_id', 'names no threat of this workspace');
      if (threat.status === 'merged') {
        throw new VigilError(
          'conflict',
          `Threat '${threatId}' was merged into '${threat.merged_into ?? 'another threat'}'; ask for a draft of that one.`,
        );
      }
      const row: SarRow = {
        id: newId('sar'),
        workspace_id: workspaceId,
        threat_id: threatId,
        status: 'pending',
        content: null,
        pdf_base64: null,
        error: null,
        created_at: clock.now(),
        completed_at: null,
        signature: null,
      };
      await store.db.transaction().execute(async (tx) => {
        await insertSar(tx, row);
        await jobs.enqueue(tx, 'sar.draft', { sar_id: row.id });
      });
      return row;
    },

    get,

    async pdf(workspaceId, id) {
      const row = await get(workspaceId, id);
      if (row.status !== 'ready') {
        const why =
          row.status === 'failed'
            ? `failed: ${row.error ?? 'unknown reason'}`
            : 'is pending; try again shortly';
        throw new VigilError('conflict', `SAR draft '${id}' ${why}.`);
      }
      const stored = await findSarPdf(store.db, workspaceId, id);
      if (!stored?.pdf_base64) throw new Error(`ready SAR draft ${id} has no PDF`);
      return {
        pdf: Buffer.from(stored.pdf_base64, 'base64'),
        signature: parseSarSignature(stored.signature),
      };
    },
  };
}
