/**
 * A detection's confidence raised (or lowered) after it was recorded, in the caller's transaction:
 * the step is kept in `detection_revisions` with the evidence that moved it, and the `detection`
 * rules the new confidence matches for the first time hear of it through `detection.revised`.
 * Rules it already matched are not told twice; a suppressed detection is revised silently.
 */
import type { Geometry } from 'geojson';
import type { Clock } from '../../lib/clock.ts';
import { toRfc3339 } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type { Outbox } from '../../platform/outbox/index.ts';
import type { Executor } from '../../store/store.ts';
import type { AlertsService } from '../alerts/index.ts';
import { geometryRepresentativePoint, type Position } from '../geometry/index.ts';
import type { SiteRow, SitesService } from '../sites/index.ts';
import type { EvidenceItem } from './detection-event.ts';
import type { DETECTION_EVENTS } from './detection-events.ts';
import { type DetectionRow, type DetectionSummaryRow, findDetection } from './detections-repo.ts';
import { insertRevision, reviseDetection } from './revisions-repo.ts';
import { serializeDetection } from './routes/detection-schemas.ts';

/** Where rules look for a detection: its geometry's representative point, or its site's centre. */
function pointOf(row: DetectionSummaryRow, site: SiteRow): Position {
  return row.geometry
    ? geometryRepresentativePoint(JSON.parse(row.geometry) as Geometry)
    : [site.center_lon, site.center_lat];
}

export async function reviseDetectionConfidence(
  deps: { clock: Clock; outbox: Outbox<typeof DETECTION_EVENTS>; sites: SitesService; alerts: AlertsService },
  db: Executor,
  workspaceId: string,
  id: string,
  revision: { confidence: number; reason: string; evidence: EvidenceItem[] },
): Promise<DetectionRow | undefined> {
  const { clock, outbox, sites, alerts } = deps;

  for (;;) {
    const current = await findDetection(db, workspaceId, id);
    if (!current) return undefined;
    if (current.confidence === revision.confidence) return current;
    const evidence = JSON.stringify([
      ...(JSON.parse(current.evidence) as EvidenceItem[]),
      ...revision.evidence,
    ]);
    if (!(await reviseDetection(db, id, current.confidence, { confidence: revision.confidence, evidence }))) {
      continue;
    }
    const revisedAt = clock.now();
    await insertRevision(db, {
      id: newId('detectionRevision'),
      workspace_id: workspaceId,
      detection_id: id,
      confidence_before: current.confidence,
      confidence_after: revision.confidence,
      reason: revision.reason,
      evidence: JSON.stringify(revision.evidence),
      revised_at: revisedAt,
    });
    const revised = { ...current, confidence: revision.confidence, evidence };
    if (current.suppressed_by !== null) return revised;
    const [site] = await sites.findMany(workspaceId, [current.site_id], db);
    if (!site) return revised;
    const facts = { siteId: site.id, type: current.type, point: pointOf(current, site) };
    const before = await alerts.matchDetection(db, workspaceId, {
      ...facts,
      confidence: current.confidence,
    });
    const after = await alerts.matchDetection(db, workspaceId, {
      ...facts,
      confidence: revision.confidence,
    });
    const ruleIds = after.ruleIds.filter((rule) => !before.ruleIds.includes(rule));
    const endpointIds = after.endpointIds.filter((endpoint) => !before.endpointIds.includes(endpoint));
    await outbox.publish(
      db,
      workspaceId,
      'detection.revised',
      {
        site_id: site.id,
        rule_ids: ruleIds,
        detection: serializeDetection(revised),
        revision: {
          confidence_before: current.confidence,
          confidence_after: revision.confidence,
          reason: revision.reason,
          revised_at: toRfc3339(revisedAt),
        },
      },
      { alsoEndpointIds: endpointIds },
    );
    return revised;
  }
}
