/**
 * What feedback on an imagery detection changes, in the feedback's own transaction: a not-useful
 * mark mutes the detection's area at its site for a year (a repeat there is kept, suppressed); a
 * useful mark lifts the mute it made or was suppressed by; and once a site and type has enough
 * labels, its threshold and minimum mapping unit follow them within their bounds. Every change is
 * logged with the feedback behind it.
 */
import type { Clock } from '../../../lib/clock.ts';
import { newId } from '../../../lib/ids.ts';
import type { Executor } from '../../../store/store.ts';
import type { FeedbackListener } from '../../detections/index.ts';
import {
  activeMutes,
  type FindingRow,
  findFinding,
  insertMute,
  insertTuningLog,
  labelledFindings,
  liftMute,
  mutesFor,
  saveTuning,
  type TuningLogRow,
  tuningOf,
  updateFinding,
} from '../findings-repo.ts';
import { DEFAULT_MMU_M2, IMAGERY_TYPES, type ImageryType, MUTE_MS, THRESHOLDS } from '../imagery-rules.ts';
import { IMAGERY_SOURCE } from '../scan/record-findings.ts';
import { tunedMmu, tunedThreshold } from './stump.ts';

const isImageryType = (type: string): type is ImageryType =>
  (IMAGERY_TYPES as readonly string[]).includes(type);

export function createFeedbackTuning(deps: { clock: Clock }): FeedbackListener {
  const { clock } = deps;

  async function log(
    db: Executor,
    finding: FindingRow,
    entry: Omit<TuningLogRow, 'id' | 'workspace_id' | 'site_id' | 'type' | 'created_at'>,
  ) {
    await insertTuningLog(db, {
      id: newId('imageryTuning'),
      workspace_id: finding.workspace_id,
      site_id: finding.site_id,
      type: finding.type,
      created_at: clock.now(),
      ...entry,
    });
  }

  async function retune(db: Executor, finding: FindingRow, type: ImageryType, trigger: string) {
    const labelled = await labelledFindings(db, finding.site_id, type);
    const labels = labelled.map((f) => ({
      deltaMean: f.delta_mean,
      areaM2: f.area_m2,
      useful: f.useful === 1,
    }));
    const current = (await tuningOf(db, finding.site_id)).find((t) => t.type === type);
    const rule = THRESHOLDS[type];
    const threshold = current?.threshold ?? rule.default;
    const mmu = current?.mmu_m2 ?? DEFAULT_MMU_M2;
    const nextThreshold = tunedThreshold(labels, rule, threshold) ?? threshold;
    const nextMmu = tunedMmu(labels) ?? mmu;
    if (nextThreshold === threshold && nextMmu === mmu) return;
    await saveTuning(db, {
      site_id: finding.site_id,
      type,
      threshold: nextThreshold,
      mmu_m2: nextMmu,
      updated_at: clock.now(),
    });
    const useful = labels.filter((l) => l.useful).length;
    const why = `${labels.length} labelled ${type} detections (${useful} useful, ${labels.length - useful} not), after ${trigger}`;
    const feedback = JSON.stringify(labelled.map((f) => f.detection_id));
    if (nextThreshold !== threshold) {
      await log(db, finding, {
        change: 'threshold',
        before: threshold,
        after: nextThreshold,
        mute_id: null,
        reason: `${rule.index} threshold from ${threshold} to ${nextThreshold}: ${why}`,
        feedback,
      });
    }
    if (nextMmu !== mmu) {
      await log(db, finding, {
        change: 'mmu',
        before: mmu,
        after: nextMmu,
        mute_id: null,
        reason: `minimum mapping unit from ${mmu} m² to ${nextMmu} m²: ${why}`,
        feedback,
      });
    }
  }

  return async (db, detection, feedback) => {
    if (detection.source !== IMAGERY_SOURCE || !isImageryType(detection.type)) return;
    const finding = await findFinding(db, detection.id);
    if (!finding) return;
    const type = detection.type;
    await updateFinding(db, finding.detection_id, { useful: feedback.after ? 1 : 0 });
    const now = clock.now();
    if (!feedback.after) {
      const existing = (await activeMutes(db, finding.site_id, now)).find(
        (m) => m.detection_id === detection.id,
      );
      if (!existing) {
        const id = newId('imageryMute');
        await insertMute(db, {
          id,
          workspace_id: finding.workspace_id,
          site_id: finding.site_id,
          type,
          detection_id: detection.id,
          grid_code: finding.grid_code,
          grid_window: finding.grid_window,
          pixels: finding.pixels,
          delta_mean: finding.delta_mean,
          geometry: detection.geometry,
          created_at: now,
          expires_at: now + MUTE_MS,
          lifted_at: null,
        });
        await log(db, finding, {
          change: 'mute',
          before: null,
          after: null,
          mute_id: id,
          reason: `detection ${detection.id} marked not useful: its area is muted for ${type} until ${new Date(now + MUTE_MS).toISOString()}; a repeat there is kept, suppressed`,
          feedback: JSON.stringify([detection.id]),
        });
      }
    } else {
      for (const mute of await mutesFor(db, detection.id, detection.suppressed_by)) {
        await liftMute(db, mute.id, now);
        await log(db, finding, {
          change: 'unmute',
          before: null,
          after: null,
          mute_id: mute.id,
          reason: `detection ${detection.id} marked useful: the muted area ${mute.id} is lifted`,
          feedback: JSON.stringify([detection.id]),
        });
      }
    }
    await retune(db, finding, type, `feedback on ${detection.id}`);
  };
}
