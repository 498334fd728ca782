/**
 * Writes what a compared scene found, in the scan's transaction: each new component as a detection
 * (suppressed when it repeats a muted area) with its chips and its pixels kept for confirmation;
 * each open detection the scene saw again raised from low to high; any that another source agrees
 * with raised to highest. Each raise is a revision of the same detection.
 */
import { newId } from '../../../lib/ids.ts';
import type { Executor } from '../../../store/store.ts';
import { chipUrl, type DetectionsService } from '../../detections/index.ts';
import { findAgreement } from '../agreement.ts';
import { findFinding, insertFinding, updateFinding } from '../findings-repo.ts';
import { CONFIDENCE, CONFIRM_SHARE } from '../imagery-rules.ts';
import type { SceneItem } from '../stac/scene-item.ts';
import { detectionEvidence, itemHref } from './scene-evidence.ts';
import type { ScenePlan } from './scene-plan.ts';

/** The source imagery detections are recorded under. */
export const IMAGERY_SOURCE = 'imagery';

export interface Recorded {
  outcome: 'detections' | 'no_change';
  detail: string;
  result: {
    detections: string[];
    suppressed: { detection_id: string; mute_id: string }[];
    confirmed: string[];
    looked_at: { detection_id: string; seen: number; again: number }[];
    left_out: { type: string; pixels: number; reason: string }[];
  };
}

const pct = (share: number) => `${Math.round(share * 100)} %`;

export async function recordFindings(
  tx: Executor,
  input: {
    detections: DetectionsService;
    workspaceId: string;
    siteId: string;
    item: SceneItem;
    plan: ScenePlan & { kind: 'compared' };
    stacUrl: string;
    collection: string;
  },
): Promise<Recorded> {
  const { detections, workspaceId, siteId, item, plan } = input;
  const { comparison, settings } = plan;
  const window = plan.reading.grid.window;
  const result: Recorded['result'] = {
    detections: [],
    suppressed: [],
    confirmed: [],
    looked_at: [],
    left_out: comparison.dropped,
  };

  for (const [n, found] of comparison.found.entries()) {
    const id = newId('detection');
    const chips = plan.chips[n] ?? [];
    const type = found.component.type;
    const evidence = detectionEvidence({
      scene: item,
      clearFraction: plan.reading.clearFraction,
      baseline: plan.baseline,
      found,
      threshold: settings.thresholds[type],
      mmuM2: settings.mmuM2[type],
      stacUrl: input.stacUrl,
      collection: input.collection,
      chipUrls: chips.map((chip) => ({ name: chip.name, url: chipUrl(id, chip.name) })),
    });
    const row = await detections.recordBuiltIn(
      tx,
      workspaceId,
      {
        site_id: siteId,
        type,
        confidence: CONFIDENCE.low,
        observed_at: item.datetime,
        geometry: found.geometry,
        evidence,
        chips: chips.map((chip) => ({
          name: chip.name,
          mediaType: chip.mediaType,
          width: chip.width,
          height: chip.height,
          data: chip.data,
        })),
      },
      IMAGERY_SOURCE,
      { id, ...(found.mutedBy ? { suppressedBy: found.mutedBy } : {}) },
    );
    // The site stopped or stopped taking the type since the scan began: nothing to keep.
    if (!row) continue;
    await insertFinding(tx, {
      detection_id: row.id,
      workspace_id: workspaceId,
      site_id: siteId,
      type,
      grid_code: item.gridCode,
      grid_window: JSON.stringify(window),
      pixels: JSON.stringify(found.component.pixels),
      delta_mean: found.component.deltaMean,
      area_m2: found.areaM2,
      threshold: settings.thresholds[type],
      observed_at: item.datetime,
      stage: 'low',
      looks: 0,
      suppressed: found.mutedBy ? 1 : 0,
      useful: null,
    });
    if (found.mutedBy) {
      result.suppressed.push({ detection_id: row.id, mute_id: found.mutedBy });
      continue;
    }
    result.detections.push(row.id);
    const agreed = await findAgreement(tx, detections, workspaceId, row);
    if (agreed) {
      await detections.revise(tx, workspaceId, row.id, {
        confidence: CONFIDENCE.highest,
        reason: `another source agrees: detection ${agreed.id} (${agreed.type}, ${agreed.source})`,
        evidence: [{ kind: 'agreement', detection_id: agreed.id, type: agreed.type, source: agreed.source }],
      });
      await updateFinding(tx, row.id, { stage: 'highest' });
    }
  }

  for (const look of comparison.looks) {
    // A scene that could not see at least half of a detection did not look at it.
    if (look.seen < CONFIRM_SHARE) continue;
    const finding = await findFinding(tx, look.detectionId);
    if (!finding) continue;
    result.looked_at.push({ detection_id: look.detectionId, seen: look.seen, again: look.again });
    await updateFinding(tx, finding.detection_id, { looks: finding.looks + 1 });
    if (look.again < CONFIRM_SHARE || finding.stage !== 'low') continue;
    const sceneEvidence = {
      kind: 'scene',
      role: 'confirmation',
      id: item.id,
      collection: input.collection,
      datetime: new Date(item.datetime).toISOString(),
      href: itemHref(item, input.stacUrl, input.collection),
      clear_fraction: Math.round(plan.reading.clearFraction * 10_000) / 10_000,
      seen_again: Math.round(look.again * 10_000) / 10_000,
    };
    const revised = await detections.revise(tx, workspaceId, finding.detection_id, {
      confidence: CONFIDENCE.high,
      reason: `seen again by ${item.id} (${pct(look.again)} of its pixels)`,
      evidence: [sceneEvidence],
    });
    if (!revised) continue;
    await updateFinding(tx, finding.detection_id, { stage: 'high' });
    result.confirmed.push(finding.detection_id);
    const agreed = await findAgreement(tx, detections, workspaceId, revised);
    if (agreed) {
      await detections.revise(tx, workspaceId, finding.detection_id, {
        confidence: CONFIDENCE.highest,
        reason: `another source agrees: detection ${agreed.id} (${agreed.type}, ${agreed.source})`,
        evidence: [{ kind: 'agreement', detection_id: agreed.id, type: agreed.type, source: agreed.source }],
      });
      await updateFinding(tx, finding.detection_id, { stage: 'highest' });
    }
  }

  const parts = [
    result.detections.length > 0 ? `${result.detections.length} new detection(s)` : undefined,
    result.suppressed.length > 0 ? `${result.suppressed.length} suppressed in muted areas` : undefined,
    result.confirmed.length > 0 ? `${result.confirmed.length} earlier detection(s) confirmed` : undefined,
    result.left_out.length > 0 ? `${result.left_out.length} change(s) left out (see left_out)` : undefined,
  ].filter((part) => part !== undefined);
  return {
    outcome: result.detections.length > 0 ? 'detections' : 'no_change',
    detail:
      parts.length > 0
        ? parts.join('; ')
        : `compared with ${plan.baseline.length} prior clear scenes; no change`,
    result,
  };
}
