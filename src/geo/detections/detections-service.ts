/**
 * Detections: what a detector found at a site, with its evidence and the analysts' feedback. A new
 * detection, the site's counters and its `detection.created` event (with the alert rules it
 * matched) are written in one transaction.
 */
import type { Clock } from '../../lib/clock.ts';
import { toRfc3339 } from '../../lib/clock.ts';
import { invalidField, notFound, VigilError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import type { Store } from '../../store/store.ts';
import type { AlertsService } from '../alerts/alerts-service.ts';
import { geometryRepresentativePoint, parseGeometry } from '../geometry/index.ts';
import type { SitesService } from '../sites/sites-service.ts';
import { detectionTypeProblem } from './detection-types.ts';
import {
  type DetectionFilters,
  type DetectionPosition,
  type DetectionRow,
  type DetectionSummaryRow,
  findDetection,
  findDetectionsByIds,
  insertDetection,
  latestSiteDetections,
  listDetections,
  type SiteDetectionStats,
  setFeedback,
  siteDetectionStats,
} from './detections-repo.ts';

/** A detector's clock may run a little ahead of ours; further ahead is a mistake worth refusing. */
const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;

export interface EvidenceItem {
  kind: string;
  [key: string]: unknown;
}

export interface DetectionInput {
  site_id: string;
  type: string;
  confidence: number;
  observed_at: number;
  geometry?: unknown;
  evidence?: EvidenceItem[] | undefined;
}

export interface DetectionsService {
  /** Records a detection from `source` (`api`, or a built-in detector's name). */
  create(workspaceId: string, input: DetectionInput, source: string): Promise<DetectionRow>;
  list(
    workspaceId: string,
    filters: DetectionFilters,
    options: { limit: number; after?: DetectionPosition | undefined },
  ): Promise<DetectionSummaryRow[]>;
  get(workspaceId: string, id: string): Promise<DetectionRow>;
  /** The detections among `ids` that the workspace has, without evidence. */
  findMany(workspaceId: string, ids: readonly string[]): Promise<DetectionSummaryRow[]>;
  /** Counts by type, by day and by feedback of one site's detections in a period. */
  siteStats(
    workspaceId: string,
    siteId: string,
    range: { from?: number | undefined; to: number },
  ): Promise<SiteDetectionStats>;
  /** The newest detections of one site in a period, at most `limit`. */
  latestAtSite(
    workspaceId: string,
    siteId: string,
    range: { from?: number | undefined; to: number },
    limit: number,
  ): Promise<DetectionSummaryRow[]>;
  /** Sets (or replaces) the feedback on a detection. */
  giveFeedback(
    workspaceId: string,
    id: string,
    feedback: { useful: boolean; comment?: string | undefined },
  ): Promise<DetectionRow>;
}

export function createDetectionsService(deps: {
  store: Store;
  clock: Clock;
  outbox: Outbox;
  sites: SitesService;
  alerts: AlertsService;
}): DetectionsService {
  const { store, clock, outbox, sites, alerts } = deps;

  async function requireDetection(workspaceId: string, id: string): Promise<DetectionRow> {
    const row = await findDetection(store.db, workspaceId, id);
    if (!row) throw notFound('detection', id);
    return row;
  }

  return {
    async create(workspaceId, input, source) {
      const now = clock.now();
      const typeProblem = detectionTypeProblem(input.type);
      if (typeProblem) throw invalidField('/type', typeProblem);
      if (input.observed_at > now + FUTURE_TOLERANCE_MS) {
        throw invalidField('/observed_at', 'is in the future; send the time the thing was observed, in UTC');
      }
      let geometry: ReturnType<typeof parseGeometry> | undefined;
      if (input.geometry !== undefined && input.geometry !== null) {
        geometry = parseGeometry(input.geometry, '/geometry');
        if (!geometry.ok) {
          const first = geometry.errors[0];
          throw new VigilError(
            'validation_failed',
            first ? `${first.pointer}: ${first.detail}` : 'Invalid geometry.',
            {
              errors: geometry.errors,
            },
          );
        }
      }
      const row: DetectionRow = {
        id: newId('detection'),
        workspace_id: workspaceId,
        site_id: input.site_id,
        type: input.type,
        confidence: input.confidence,
        observed_at: input.observed_at,
        geometry: geometry?.ok ? JSON.stringify(geometry.value) : null,
        evidence: JSON.stringify(input.evidence ?? []),
        source,
        useful: null,
        feedback_comment: null,
        feedback_at: null,
        created_at: now,
      };

      await store.db.transaction().execute(async (tx) => {
        const [site] = await sites.findMany(workspaceId, [input.site_id], tx);
        if (!site) throw invalidField('/site_id', 'names no site of this workspace');
        const stopped = () =>
          new VigilError('conflict', `Site '${site.id}' is stopped; it takes no new detections.`);
        if (site.status !== 'active') throw stopped();
        const accepted = site.detection_types ? (JSON.parse(site.detection_types) as string[]) : undefined;
        if (accepted && !accepted.includes(input.type)) {
          throw invalidField('/type', `site '${site.id}' takes only ${accepted.join(', ')}`);
        }
        // Counting first takes the site's row: a stop that raced this read is seen here.
        if (!(await sites.countDetection(tx, site.id, row.observed_at))) throw stopped();
        await insertDetection(tx, row);
        const point =
          geometry?.ok === true
            ? geometryRepresentativePoint(geometry.value)
            : ([site.center_lon, site.center_lat] as [number, number]);
        const matched = await alerts.matchDetection(tx, workspaceId, {
          siteId: site.id,
          type: row.type,
          confidence: row.confidence,
          point,
        });
        await outbox.publish(
          tx,
          workspaceId,
          'detection.created',
          { site_id: site.id, rule_ids: matched.ruleIds, detection: eventDetection(row) },
          { alsoEndpointIds: matched.endpointIds },
        );
      });
      return row;
    },

    list: (workspaceId, filters, options) => listDetections(store.db, workspaceId, filters, options),

    get: requireDetection,
    findMany: (workspaceId, ids) => findDetectionsByIds(store.db, workspaceId, ids),
    siteStats: (workspaceId, siteId, range) => siteDetectionStats(store.db, workspaceId, siteId, range),
    latestAtSite: (workspaceId, siteId, range, limit) =>
      latestSiteDetections(store.db, workspaceId, siteId, range, limit),

    async giveFeedback(workspaceId, id, feedback) {
      const useful = feedback.useful ? 1 : 0;
      return store.db.transaction().execute(async (tx) => {
        // Compare and set: if someone else's answer lands between the read and the write, read again.
        for (;;) {
          const current = await findDetection(tx, workspaceId, id);
          if (!current) throw notFound('detection', id);
          const at = clock.now();
          if (await setFeedback(tx, id, current.useful, { useful, comment: feedback.comment ?? null, at })) {
            await sites.countFeedback(tx, current.site_id, verdict(current.useful), feedback.useful);
            return { ...current, useful, feedback_comment: feedback.comment ?? null, feedback_at: at };
          }
        }
      });
    },
  };
}

function verdict(useful: number | null): boolean | null {
  return useful === null ? null : useful === 1;
}

function eventDetection(row: DetectionRow) {
  return {
    id: row.id,
    site_id: row.site_id,
    type: row.type,
    confidence: row.confidence,
    observed_at: toRfc3339(row.observed_at),
    geometry: row.geometry ? (JSON.parse(row.geometry) as { type: string; coordinates: unknown }) : null,
    feedback: null,
    created_at: toRfc3339(row.created_at),
  };
}
