/**
 * A site with imagery on, a local STAC API with synthetic scenes of known truth, and the real app
 * with its worker drained by hand: what the imagery tests share.
 */
import { ManualClock } from '../../../src/lib/clock.ts';
import { type StacServer, startStacServer } from '../../fixtures/imagery/stac-server.ts';
import {
  buildScene,
  type SceneSpec,
  type Surface,
  sitePolygon,
} from '../../fixtures/imagery/synthetic-scenes.ts';
import { startApp, type TestApp } from '../../harness.ts';

export const DAY_MS = 86_400_000;
/** The site: 60 × 60 pixels of 20 m (1.2 km square) inside one 128-pixel tile of the COGs. */
export const SITE_BOX = { x0: 290, y0: 290, x1: 350, y1: 350 } as const;
/** The clearing: an L of 175 pixels (7 ha) inside the site, as pixel rectangles [x0, y0, x1, y1). */
export const CLEARING: [number, number, number, number][] = [
  [300, 300, 305, 320],
  [305, 315, 320, 320],
];

export function inRects(rects: readonly [number, number, number, number][], x: number, y: number): boolean {
  return rects.some(([x0, y0, x1, y1]) => x >= x0 && x < x1 && y >= y0 && y < y1);
}

/** Vegetation everywhere, and `surface` inside `rects`. */
export function changed(rects: readonly [number, number, number, number][], surface: Surface) {
  return (x: number, y: number): Surface => (inRects(rects, x, y) ? surface : 'vegetation');
}

export const everywhereVegetation = (): Surface => 'vegetation';

export interface Scenario {
  app: TestApp;
  stac: StacServer;
  clock: ManualClock;
  siteId: string;
  /** Adds a scene `daysAgo` before the clock's start. */
  scene(daysAgo: number, spec: Omit<SceneSpec, 'id' | 'datetime'> & { id?: string }): string;
  /** Runs every due job (the scans), and again while any is due. */
  drain(): Promise<void>;
  close(): Promise<void>;
}

export const START = Date.parse('2026-11-23T10:00:00.000Z');

export async function startScenario(
  options: { env?: Record<string, string>; createSite?: boolean; pageSize?: number } = {},
): Promise<Scenario> {
  const stac = await startStacServer({ pageSize: options.pageSize ?? 2 });
  const clock = new ManualClock(START);
  const app = await startApp({
    clock,
    startWorker: false,
    env: {
      VIGIL_WEBHOOK_ALLOW_NETWORKS: '127.0.0.0/8',
      VIGIL_IMAGERY_STAC_URL: stac.url,
      ...options.env,
    },
  });
  let n = 0;
  const scenario: Scenario = {
    app,
    stac,
    clock,
    siteId: '',
    scene(daysAgo, spec) {
      n++;
      const id = spec.id ?? `S2A_33SVB_${String(n).padStart(3, '0')}_L2A`;
      const at = new Date(START - daysAgo * DAY_MS + 37_000).toISOString();
      stac.add(buildScene({ seed: n, ...spec, id, datetime: at }, stac.url));
      return id;
    },
    async drain() {
      for (let i = 0; i < 100; i++) {
        if ((await app.app.worker.drain()) === 0) return;
      }
      throw new Error('the worker never ran dry');
    },
    async close() {
      await app.close();
      await stac.close();
    },
  };
  if (options.createSite !== false) scenario.siteId = await createImagerySite(app);
  return scenario;
}

export async function createImagerySite(app: TestApp, body: Record<string, unknown> = {}): Promise<string> {
  const response = await app.request({
    method: 'POST',
    url: '/v1/sites',
    payload: {
      name: 'Clearing watch',
      boundary: sitePolygon(SITE_BOX.x0, SITE_BOX.y0, SITE_BOX.x1, SITE_BOX.y1),
      imagery: { enabled: true },
      ...body,
    },
  });
  if (response.statusCode !== 201)
    throw new Error(`creating the site: ${response.statusCode} ${response.body}`);
  return (response.json() as { id: string }).id;
}

export interface SceneView {
  id: string;
  item_id: string;
  status: string;
  outcome: string | null;
  detail: string | null;
  clear_fraction: number | null;
  detections: string[];
  suppressed: string[];
  confirmed: string[];
  left_out: { type: string; pixels: number; reason: string }[];
  bytes_read: number;
  requests: number;
  attempts: number;
}

export interface ScanView {
  id: string;
  status: string;
  reason: string;
  error: string | null;
  scenes_found: number | null;
  scenes: SceneView[];
  bytes_read: number;
}

export async function scansOf(app: TestApp, siteId: string): Promise<ScanView[]> {
  const response = await app.request({ method: 'GET', url: `/v1/sites/${siteId}/scans` });
  if (response.statusCode !== 200) throw new Error(`listing scans: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: ScanView[] }).data;
}

/** Every scene of every scan, by STAC item id. */
export async function scenesByItem(app: TestApp, siteId: string): Promise<Map<string, SceneView>> {
  const scans = await scansOf(app, siteId);
  return new Map(scans.flatMap((scan) => scan.scenes).map((scene) => [scene.item_id, scene]));
}

export async function detectionsOf(app: TestApp, siteId: string, query = '') {
  const response = await app.request({ method: 'GET', url: `/v1/detections?site_id=${siteId}${query}` });
  return (
    response.json() as {
      data: {
        id: string;
        type: string;
        confidence: number;
        geometry: unknown;
        suppressed_by: string | null;
      }[];
    }
  ).data;
}
