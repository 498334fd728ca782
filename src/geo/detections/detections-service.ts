/**
 * Detections: what a detector found at a site, with its evidence and the analysts' feedback. A new
 * detection, the site's counters and its `detection.created` event (with the alert rules it
 * matched) are written in one transaction.
 */

import type { Geometry } from 'geojson';
import type { Clock } from '../../lib/clock.ts';
import { invalidField, notFound, VigilError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { observationTimeProblem } from '../../lib/rfc3339.ts';
import type { Outbox } from '../../platform/outbox/index.ts';
import type { Executor, Store } from '../../store/store.ts';
import type { AlertsService } from '../alerts/index.ts';
import type { AssetsService } from '../assets/index.ts';
import { type Area, geometryRepresentativePoint, type Position, parseGeometry } from '../geometry/index.ts';
import type { SitesService } from '../sites/index.ts';
import { detectionTypeProblem, detectionTypesOf, type SiteRow, takesDetectionType } from '../sites/index.ts';
import type { EvidenceItem } from './detection-event.ts';
import type { DETECTION_EVENTS } from './detection-events.ts';
import { reviseDetectionConfidence } from './detection-revision.ts';
import {
  countDetections,
  type DetectionFilters,
  type DetectionPosition,
  type DetectionRow,
  type DetectionSummaryRow,
  detectionAssetIds,
  findDetection,
  findDetectionsByIds,
  insertDetection,
  latestSiteDetections,
  listDetections,
  type SiteDetectionStats,
  setFeedback,
  siteDetectionStats,
} from './detections-repo.ts';
import {
  type ChipRow,
  findChip,
  insertChips,
  listChipNames,
  listRevisions,
  type RevisionRow,
} from './revisions-repo.ts';
import { serializeDetection } from './routes/detection-schemas.ts';
import { isAtSite, SITE_TOLERANCE_M } from './site-proximity.ts';
import { matchVesselDetection, type VesselMatch } from './vessel-matching.ts';

export type { EvidenceItem } from './detection-event.ts';

export interface DetectionInput {
  site_id: string;
  type: string;
  confidence: number;
  observed_at: number;
  geometry?: unknown;
  evidence?: EvidenceItem[] | undefined;
  /** Images stored with the detection, served at /v1/detections/:id/chips/:name. */
  chips?: ChipInput[] | undefined;
}

export interface ChipInput {
  name: string;
  mediaType: string;
  width: number;
  height: number;
  data: Buffer;
}

/** A built-in detector's wish for a detection: `suppressedBy` keeps it without announcing it. */
export interface BuiltInOptions {
  suppressedBy?: string | undefined;
  /** The id to record it under, when the detector needs it first (to name its chips' URLs in the evidence). */
  id?: string | undefined;
}

/** Told of each feedback in its transaction: the detection as it was, and the verdict before and after. */
export type FeedbackListener = (
  db: Executor,
  detection: DetectionRow,
  feedback: { before: boolean | null; after: boolean; feedbackAt: number },
) => Promise<void>;

export interface DetectionsService {
  /** Records a detection from `source` (`api`, or a built-in detector's name). */
  create(workspaceId: string, input: DetectionInput, source: string): Promise<DetectionRow>;
  /**
   * A built-in detector's detection, inside the caller's transaction (the one storing the positions
   * that caused it). Returns undefined, recording nothing, when the site is stopped or does not take
   * the type: a detector running on a stale list of sites must not fail the ingest.
   */
  recordBuiltIn(
    db: Executor,
    workspaceId: string,
    input: DetectionInput,
    source: string,
    options?: BuiltInOptions,
  ): Promise<DetectionRow | undefined>;
  /**
   * Raises (or lowers) a detection's confidence in `db`'s transaction, keeping the step in its
   * history with the evidence that moved it; rules the new confidence matches for the first time
   * hear of it through `detection.revised`. Undefined when the detection is not there.
   */
  revise(
    db: Executor,
    workspaceId: string,
    id: string,
    revision: { confidence: number; reason: string; evidence: EvidenceItem[] },
  ): Promise<DetectionRow | undefined>;
  /** Each revision of the detection, oldest first. */
  revisions(workspaceId: string, id: string): Promise<RevisionRow[]>;
  /** One of a detection's chips, or not_found. */
  chip(workspaceId: string, id: string, name: string): Promise<ChipRow>;
  /** The chips (without their bytes) of these detections. */
  chipsOf(ids: readonly string[]): Promise<Omit<ChipRow, 'data_base64'>[]>;
  /** Calls `listener` in the transaction of every feedback given from now on. */
  onFeedback(listener: FeedbackListener): void;
  /** In `options.db`'s transaction when given. */
  list(
    workspaceId: string,
    filters: DetectionFilters,
    options: { limit: number; after?: DetectionPosition | undefined; db?: Executor },
  ): Promise<DetectionSummaryRow[]>;
  /** How many detections match from `after` on, counting no further than `upTo`. */
  count(
    workspaceId: string,
    filters: DetectionFilters,
    after: DetectionPosition | undefined,
    upTo: number,
  ): Promise<number>;
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
  /** The assets each detection's track evidence concerns, by detection id. */
  assetsOf(workspaceId: string, ids: readonly string[]): Promise<Map<string, string[]>>;
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

interface Prepared {
  row: DetectionRow;
  chips: ChipInput[];
  /** Where rules look for it: its geometry's representative point; omitted: the site's centre. */
  point: Position | undefined;
}

export function createDetectionsService(deps: {
  store: Store;
  clock: Clock;
  outbox: Outbox<typeof DETECTION_EVENTS>;
  sites: SitesService;
  alerts: AlertsService;
  /** The vessels' stored positions, to match an imagery `vessel_detection` against AIS. */
  assets: Pick<AssetsService, 'within' | 'positionAt' | 'getMany'>;
}): DetectionsService {
  const { store, clock, outbox, sites, alerts } = deps;
  const feedbackListeners: FeedbackListener[] = [];

  async function requireDetection(workspaceId: string, id: string): Promise<DetectionRow> {
    const row = await findDetection(store.db, workspaceId, id);
    if (!row) throw notFound('detection', id);
    return row;
  }

  /** Checks a new detection and makes its row; the site is checked in the transaction. */
  function prepare(workspaceId: string, input: DetectionInput, source: string): Prepared {
    const now = clock.now();
    const typeProblem = detectionTypeProblem(input.type);
    if (typeProblem) throw invalidField('/type', typeProblem);
    const timeProblem = observationTimeProblem(input.observed_at, now);
    if (timeProblem !== null) {
      throw invalidField('/observed_at', `${timeProblem}; send the time the thing was observed`);
    }
    let point: Position | undefined;
    let geometry: string | null = null;
    if (input.geometry !== undefined && input.geometry !== null) {
      const parsed = parseGeometry(input.geometry, '/geometry');
      if (!parsed.ok) {
        const first = parsed.errors[0];
        throw new VigilError(
          'validation_failed',
          first ? `${first.pointer}: ${first.detail}` : 'Invalid geometry.',
          {
            errors: parsed.errors,
          },
        );
      }
      geometry = JSON.stringify(parsed.value);
      point = geometryRepresentativePoint(parsed.value);
    }
    return {
      point,
      chips: input.chips ?? [],
      row: {
        id: newId('detection'),
        workspace_id: workspaceId,
        site_id: input.site_id,
        type: input.type,
        confidence: input.confidence,
        observed_at: input.observed_at,
        geometry,
        evidence: JSON.stringify(input.evidence ?? []),
        source,
        useful: null,
        feedback_comment: null,
        feedback_at: null,
        created_at: now,
        suppressed_by: null,
        asset_id: null,
      },
    };
  }

  /**
   * Counts, stores and announces a checked detection at an active site; false when the site was
   * stopped meanwhile (counting first takes the site's row, so a stop that raced is seen here).
   */
  async function insertCountedAndPublished(
    db: Executor,
    site: SiteRow,
    prepared: Prepared,
  ): Promise<boolean> {
    const { row } = prepared;
    if (row.suppressed_by !== null) {
      // Kept and readable, but not counted, matched or announced: the workspace asked not to hear of it.
      await insertDetection(db, row);
      await insertChips(db, chipRows(row.id, prepared.chips));
      return true;
    }
    if (!(await sites.countDetection(db, site.id, row.observed_at))) return false;
    await insertDetection(db, row);
    await insertChips(db, chipRows(row.id, prepared.chips));
    const matched = await alerts.matchDetection(db, row.workspace_id, {
      siteId: site.id,
      type: row.type,
      confidence: row.confidence,
      point: prepared.point ?? [site.center_lon, site.center_lat],
    });
    await outbox.publish(
      db,
      row.workspace_id,
      'detection.created',
      { site_id: site.id, rule_ids: matched.ruleIds, detection: serializeDetection(row) },
      { alsoEndpointIds: matched.endpointIds },
    );
    return true;
  }

  return {
    async create(workspaceId, input, source) {
      const prepared = prepare(workspaceId, input, source);
      // A vessel seen in imagery is matched against AIS at the image's time (vessel-matching.ts),
      // before the transaction: it reads positions only.
      const match =
        input.type === 'vessel_detection' && prepared.point !== undefined
          ? await matchVesselDetection(deps.assets, prepared.point, input.observed_at)
          : undefined;
      const dark =
        match === undefined || match.assetId !== null ? undefined : darkOf(workspaceId, prepared, match);
      if (match !== undefined) {
        prepared.row.asset_id = match.assetId;
        const evidence = { ...match.evidence, ...(dark ? { dark_vessel_id: dark.row.id } : {}) };
        prepared.row.evidence = JSON.stringify([...(input.evidence ?? []), evidence]);
      }
      await store.db.transaction().execute(async (tx) => {
        const [site] = await sites.findMany(workspaceId, [input.site_id], tx);
        if (!site) throw invalidField('/site_id', 'names no site of this workspace');
        const stopped = () =>
          new VigilError('conflict', `Site '${site.id}' is stopped; it takes no new detections.`);
        if (site.status !== 'active') throw stopped();
        const accepted = detectionTypesOf(site);
        if (accepted && !accepted.includes(input.type)) {
          throw invalidField('/type', `site '${site.id}' takes only ${accepted.join(', ')}`);
        }
        const geometry = prepared.row.geometry;
        const boundary = JSON.parse(site.boundary) as Area;
        const center: [number, number] = [site.center_lon, site.center_lat];
        if (geometry !== null && !isAtSite({ boundary, center }, JSON.parse(geometry) as Geometry)) {
          throw invalidField(
            '/geometry',
            `lies more than ${SITE_TOLERANCE_M / 1000} km outside site '${site.id}'; a detection's geometry must be at its site (check the coordinates are [lon, lat])`,
          );
        }
        if (!(await insertCountedAndPublished(tx, site, prepared))) throw stopped();
        // No AIS explains it: a dark vessel too, where the site takes them.
        if (dark !== undefined && takesDetectionType(site, 'dark_vessel'))
          await insertCountedAndPublished(tx, site, dark);
      });
      return prepared.row;
    },

    async recordBuiltIn(db, workspaceId, input, source, options = {}) {
      const prepared = prepare(workspaceId, input, source);
      prepared.row.suppressed_by = options.suppressedBy ?? null;
      if (options.id !== undefined) prepared.row.id = options.id;
      const [site] = await sites.findMany(workspaceId, [input.site_id], db);
      if (site?.status !== 'active') return undefined;
      if (!takesDetectionType(site, input.type)) return undefined;
      return (await insertCountedAndPublished(db, site, prepared)) ? prepared.row : undefined;
    },

    list: (workspaceId, filters, { db = store.db, ...options }) =>
      listDetections(db, workspaceId, filters, options),

    count: (workspaceId, filters, after, upTo) =>
      countDetections(store.db, workspaceId, filters, after, upTo),

    revise: (db, workspaceId, id, revision) =>
      reviseDetectionConfidence({ clock, outbox, sites, alerts }, db, workspaceId, id, revision),

    async revisions(workspaceId, id) {
      await requireDetection(workspaceId, id);
      return listRevisions(store.db, id);
    },

    async chip(workspaceId, id, name) {
      await requireDetection(workspaceId, id);
      const chip = await findChip(store.db, id, name);
      if (!chip) throw notFound('chip', name);
      return chip;
    },

    chipsOf: (ids) => listChipNames(store.db, ids),

    onFeedback(listener) {
      feedbackListeners.push(listener);
    },

    get: requireDetection,
    findMany: (workspaceId, ids) => findDetectionsByIds(store.db, workspaceId, ids),
    siteStats: (workspaceId, siteId, range) => siteDetectionStats(store.db, workspaceId, siteId, range),
    assetsOf: (workspaceId, ids) => detectionAssetIds(store.db, workspaceId, ids),

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
            for (const listener of feedbackListeners) {
              await listener(tx, current, {
                before: verdict(current.useful),
                after: feedback.useful,
                feedbackAt: at,
              });
            }
            return { ...current, useful, feedback_comment: feedback.comment ?? null, feedback_at: at };
          }
        }
      });
    },
  };
}

/** The `dark_vessel` detection of a `vessel_detection` no AIS position explains. */
function darkOf(workspaceId: string, detection: Prepared, match: VesselMatch): Prepared {
  const { row } = detection;
  return {
    point: detection.point,
    chips: [],
    row: {
      ...row,
      id: newId('detection'),
      workspace_id: workspaceId,
      type: 'dark_vessel',
      source: 'ais-matching',
      asset_id: null,
      evidence: JSON.stringify([{ kind: 'detection', detection_id: row.id }, match.evidence]),
    },
  };
}

function chipRows(detectionId: string, chips: readonly ChipInput[]): ChipRow[] {
  return chips.map((chip) => ({
    detection_id: detectionId,
    name: chip.name,
    media_type: chip.mediaType,
    width: chip.width,
    height: chip.height,
    data_base64: chip.data.toString('base64'),
  }));
}

function verdict(useful: number | null): boolean | null {
  return useful === null ? null : useful === 1;
}
