/**
 * Sites: the areas a workspace monitors. A boundary is validated and normalised once, at creation
 * (right-hand winding, split at the antimeridian); a site from coordinates is a geodesic circle.
 * Deleting a site stops it: it stays readable with its detections, and takes no new ones.
 */
import type { Clock } from '../../lib/clock.ts';
import { invalidField, notFound, VigilError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { type ChangeNotice, commitChange } from '../../platform/changes/index.ts';
import type { Executor, Store } from '../../store/store.ts';
import type { AssetsService } from '../assets/index.ts';
import {
  type Area,
  circleArea,
  DEFAULT_RADIUS_M,
  type NormalisedArea,
  parseArea,
} from '../geometry/index.ts';
import { detectionTypeProblem } from './detection-types.ts';
import {
  imageryOf,
  needsLookBack,
  resolveImagery,
  type SiteImageryInput,
  type SiteImageryPort,
} from './site-imagery.ts';
import {
  countDetection,
  countFeedback,
  findSite,
  findSitesByIds,
  insertSite,
  listActiveSitesEverywhere,
  listAllSites,
  listImagerySitesEverywhere,
  listSites,
  type SiteRow,
  stopSite,
  updateSite,
} from './sites-repo.ts';

export interface SiteInput {
  name?: string | undefined;
  boundary?: unknown;
  coordinates?: unknown;
  radius_m?: number | undefined;
  detection_types?: string[] | undefined;
  metadata?: Record<string, unknown> | undefined;
  imagery?: SiteImageryInput | undefined;
}

/** A change to a site (`PATCH /v1/sites/:id`): a field given is set, `null` clears it. */
export interface SiteEdit {
  name?: string | null | undefined;
  metadata?: Record<string, unknown> | null | undefined;
  /** null: every type. */
  detection_types?: string[] | null | undefined;
  /** null: imagery off and its settings forgotten. */
  imagery?: SiteImageryInput | null | undefined;
}

export interface Site {
  row: SiteRow;
  boundary: Area;
  bbox: [number, number, number, number];
  /** Assets whose last position, recent enough, lies inside. */
  assetsInside: number;
}

/** A site started, changed or stopped, as the tracking engines hear of it. */
export type SiteChange = { kind: 'site'; workspaceId: string; id: string };

export interface SitesService {
  create(workspaceId: string, input: SiteInput): Promise<Site>;
  list(
    workspaceId: string,
    options: { status: SiteRow['status'] | 'all'; limit: number; before?: string | undefined },
  ): Promise<Site[]>;
  get(workspaceId: string, id: string): Promise<Site>;
  /** Changes a site's name, metadata or detection types; the engines apply it before this returns. */
  update(workspaceId: string, id: string, edit: SiteEdit): Promise<Site>;
  /** Stops monitoring; stopping a stopped site changes nothing. */
  stop(workspaceId: string, id: string): Promise<void>;
  /** The site's row, or not_found. */
  require(workspaceId: string, id: string): Promise<SiteRow>;
  /** The site with its boundary (no presence count), or undefined when the workspace has none. */
  findShape(workspaceId: string, id: string): Promise<Site | undefined>;
  /** Rows of the sites among `ids` that the workspace has; in `db`'s transaction when given. */
  findMany(workspaceId: string, ids: readonly string[], db?: Executor): Promise<SiteRow[]>;
  /** Every active site of every workspace, with its boundary, for the tracking engine. */
  listActiveEverywhere(): Promise<Site[]>;
  /** Every site of the workspace, stopped ones too, with its boundary. */
  listAll(workspaceId: string): Promise<Site[]>;
  /** Every active site of every workspace with imagery settings (on or off). */
  listImageryEverywhere(): Promise<SiteRow[]>;
  /** Counts a new detection, in the detection's transaction; false if the site is not active. */
  countDetection(db: Executor, siteId: string, observedAt: number): Promise<boolean>;
  /** Moves the feedback counters from one verdict to another, in the feedback's transaction. */
  countFeedback(db: Executor, siteId: string, before: boolean | null, after: boolean | null): Promise<void>;
}

export function createSitesService(deps: {
  store: Store;
  clock: Clock;
  assets: AssetsService;
  /** Told of each site that starts, changes or stops, so every tracking engine watches the right zones. */
  changes?: ChangeNotice<SiteChange>;
  /**
   * Assets inside a site now as the geofence engine knows them, or undefined when it does not
   * watch the site; omitted when the engine does not see every position (several processes).
   */
  insideCount?: (siteId: string) => number | undefined;
  /** Imagery: checks a site's catalog URL and starts its scans; without it, sites take no imagery. */
  imagery?: SiteImageryPort;
}): SitesService {
  const { store, clock, assets, changes } = deps;

  async function view(row: SiteRow): Promise<Site> {
    const site = shapeView(row, 0);
    const counted = row.status === 'active' ? deps.insideCount?.(row.id) : undefined;
    return { ...site, assetsInside: counted ?? (await assets.countInside(site.boundary, site.bbox)) };
  }

  async function requireSite(workspaceId: string, id: string): Promise<SiteRow> {
    const row = await findSite(store.db, workspaceId, id);
    if (!row) throw notFound('site', id);
    return row;
  }

  return {
    async create(workspaceId, input) {
      const area = shapeOf(input);
      checkDetectionTypes(input.detection_types);
      const now = clock.now();
      const row: SiteRow = {
        id: newId('site'),
        workspace_id: workspaceId,
        name: input.name ?? null,
        boundary: JSON.stringify(area.geometry),
        bbox: JSON.stringify(area.bbox),
        center_lon: roundTo(area.center[0], 7),
        center_lat: roundTo(area.center[1], 7),
        area_km2: roundTo(area.areaKm2, 6),
        radius_m: input.coordinates !== undefined ? (input.radius_m ?? DEFAULT_RADIUS_M) : null,
        detection_types: input.detection_types ? JSON.stringify([...new Set(input.detection_types)]) : null,
        metadata: input.metadata ? JSON.stringify(input.metadata) : null,
        status: 'active',
        detections_total: 0,
        last_detection_at: null,
        useful_count: 0,
        not_useful_count: 0,
        created_at: now,
        stopped_at: null,
        imagery: input.imagery ? JSON.stringify(resolveImagery(input.imagery, deps.imagery, null)) : null,
      };
      await commitChange(store.db, changes, { kind: 'site', workspaceId, id: row.id }, async (tx) => {
        await insertSite(tx, row);
        if (needsLookBack(null, imageryOf(row))) await deps.imagery?.enabled(tx, row);
      });
      return view(row);
    },

    async list(workspaceId, options) {
      const rows = await listSites(store.db, workspaceId, options);
      return Promise.all(rows.map(view));
    },

    async get(workspaceId, id) {
      return view(await requireSite(workspaceId, id));
    },

    async update(workspaceId, id, edit) {
      const before = await requireSite(workspaceId, id);
      checkDetectionTypes(edit.detection_types ?? undefined);
      const imagery =
        edit.imagery === undefined
          ? undefined
          : edit.imagery === null
            ? null
            : resolveImagery(edit.imagery, deps.imagery, imageryOf(before));
      const change = {
        ...(edit.name !== undefined ? { name: edit.name } : {}),
        ...(edit.metadata !== undefined
          ? { metadata: edit.metadata === null ? null : JSON.stringify(edit.metadata) }
          : {}),
        ...(edit.detection_types !== undefined
          ? {
              detection_types:
                edit.detection_types === null ? null : JSON.stringify([...new Set(edit.detection_types)]),
            }
          : {}),
        ...(imagery !== undefined ? { imagery: imagery === null ? null : JSON.stringify(imagery) } : {}),
      };
      // Announced as start and stop are: the engines hold each site's detection types, and every
      // process's read the site again (this one before the answer).
      await commitChange(store.db, changes, { kind: 'site', workspaceId, id }, async (tx) => {
        await updateSite(tx, workspaceId, id, change);
        if (
          imagery !== undefined &&
          before.status === 'active' &&
          needsLookBack(imageryOf(before), imagery)
        ) {
          const row = await findSite(tx, workspaceId, id);
          if (row) await deps.imagery?.enabled(tx, row);
        }
      });
      return view(await requireSite(workspaceId, id));
    },

    async stop(workspaceId, id) {
      await requireSite(workspaceId, id);
      await commitChange(store.db, changes, { kind: 'site', workspaceId, id }, (tx) =>
        stopSite(tx, workspaceId, id, clock.now()),
      );
    },

    require: requireSite,
    async findShape(workspaceId, id) {
      const row = await findSite(store.db, workspaceId, id);
      return row ? shapeView(row, 0) : undefined;
    },
    findMany: (workspaceId, ids, db = store.db) => findSitesByIds(db, workspaceId, ids),
    async listActiveEverywhere() {
      return (await listActiveSitesEverywhere(store.db)).map((row) => shapeView(row, 0));
    },
    async listAll(workspaceId) {
      return (await listAllSites(store.db, workspaceId)).map((row) => shapeView(row, 0));
    },
    listImageryEverywhere: () => listImagerySitesEverywhere(store.db),
    countDetection,
    countFeedback,
  };
}

/** Every type named must be one Vigil knows, or custom.<name>. */
function checkDetectionTypes(types: string[] | undefined): void {
  types?.forEach((type, i) => {
    const problem = detectionTypeProblem(type);
    if (problem) throw invalidField(`/detection_types/${i}`, problem);
  });
}

/** Seven decimals of a degree are about a centimetre; six of a km² a square metre. */
function roundTo(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}

function shapeView(row: SiteRow, assetsInside: number): Site {
  const boundary = JSON.parse(row.boundary) as Area;
  const bbox = JSON.parse(row.bbox) as [number, number, number, number];
  return { row, boundary, bbox, assetsInside };
}

/** The site's area from exactly one of `boundary` or `coordinates` (+ `radius_m`). */
function shapeOf(input: SiteInput): NormalisedArea {
  const hasBoundary = input.boundary !== undefined;
  const hasCoordinates = input.coordinates !== undefined;
  if (hasBoundary === hasCoordinates) {
    throw new VigilError(
      'validation_failed',
      'Give exactly one of `boundary` (a GeoJSON Polygon or MultiPolygon) or `coordinates` ([lon, lat], with `radius_m`).',
      {
        errors: [
          {
            pointer: hasBoundary ? '/coordinates' : '/boundary',
            detail: 'give exactly one of boundary or coordinates',
          },
        ],
      },
    );
  }
  if (hasBoundary && input.radius_m !== undefined) {
    throw invalidField(
      '/radius_m',
      'applies only to a site made from coordinates; a boundary has its own extent',
    );
  }
  const parsed = hasBoundary
    ? parseArea(input.boundary, '/boundary')
    : circleArea(input.coordinates, input.radius_m ?? DEFAULT_RADIUS_M, {
        center: '/coordinates',
        radius: '/radius_m',
      });
  if (!parsed.ok) {
    const first = parsed.errors[0];
    throw new VigilError(
      'validation_failed',
      first ? `${first.pointer}: ${first.detail}` : 'The shape is not valid GeoJSON.',
      { errors: parsed.errors },
    );
  }
  return parsed.value;
}
