/**
 * Reading one scene over the site: SCL first, and the reflectance bands only when enough of the
 * site is clear, harmonised to surface reflectance and checked against negative values (the sign
 * of an offset applied twice or not at all).
 */
import type { Area } from '../../geometry/index.ts';
import { dilate } from '../detect/morphology.ts';
import { OBSERVATION_BANDS, type Observation, type ObservationBand } from '../detect/observation.ts';
import {
  DILATE_PX,
  MAX_NEGATIVE_FRACTION,
  MIN_CLEAR_FRACTION,
  SCL_GROWN,
  SCL_INVALID,
} from '../imagery-rules.ts';
import { type OpenedCog, openCog, readGridWindow } from '../raster/cog-reader.ts';
import { type GridWindow, projectArea, type Ring, rasteriseSite, siteWindow } from '../raster/grid.ts';
import type { ImageryHttp, ReadMeter } from '../remote/imagery-http.ts';
import type { SceneBand, SceneItem } from '../stac/scene-item.ts';

/** The COGs of one scene opened so far (a COG's header is read once per scan). */
export class SceneCogs {
  readonly scene: SceneItem;
  readonly #http: ImageryHttp;
  readonly #options: { meter?: ReadMeter; signal?: AbortSignal };
  readonly #opened = new Map<string, Promise<OpenedCog>>();

  constructor(scene: SceneItem, http: ImageryHttp, options: { meter?: ReadMeter; signal?: AbortSignal }) {
    this.scene = scene;
    this.#http = http;
    this.#options = options;
  }

  open(band: SceneBand): Promise<OpenedCog> {
    const href = this.scene.assets[band].href;
    let opened = this.#opened.get(href);
    if (!opened) {
      opened = openCog(href, this.#http, this.#options);
      this.#opened.set(href, opened);
    }
    return opened;
  }
}

export interface SiteGrid {
  epsg: number;
  polygons: Ring[][];
  window: GridWindow;
  /** 1 for window pixels inside the site. */
  site: Uint8Array;
  sitePixels: number;
}

export type SceneReading =
  | { kind: 'unusable'; grid: SiteGrid; clearFraction: number; reason: string }
  | { kind: 'rejected'; grid: SiteGrid; clearFraction: number; reason: string }
  | { kind: 'observed'; grid: SiteGrid; clearFraction: number; observation: Observation };

/** Per SCL class (0–255): 1 if cloud, shadow or cirrus (grown), and 1 if a clear view. */
const GROWN_CLASS = Uint8Array.from({ length: 256 }, (_, c) => (SCL_GROWN.has(c) ? 1 : 0));
const CLEAR_CLASS = Uint8Array.from({ length: 256 }, (_, c) => (SCL_INVALID.has(c) ? 0 : 1));

export async function readScene(
  cogs: SceneCogs,
  boundary: Area,
  signal?: AbortSignal,
): Promise<SceneReading> {
  const scene = cogs.scene;
  const scl = await cogs.open('scl');
  const epsg = scene.epsg ?? scl.epsg;
  if (epsg === undefined || epsg === null) {
    throw new Error(`scene ${scene.id} names no projection, and its SCL COG has no EPSG code`);
  }
  const polygons = projectArea(boundary, epsg);
  const window = siteWindow(polygons, epsg, scl.originX, scl.originY);
  const site = rasteriseSite(polygons, window);
  let sitePixels = 0;
  for (const v of site) sitePixels += v;
  const grid: SiteGrid = { epsg, polygons, window, site, sitePixels };

  const classes = await readGridWindow(scl, window, signal);
  const size = window.width * window.height;
  const grown = new Uint8Array(size);
  const clear = new Uint8Array(size);
  for (let i = 0; i < size; i++) {
    const c = classes[i] ?? 0;
    grown[i] = GROWN_CLASS[c] ?? 0;
    clear[i] = CLEAR_CLASS[c] ?? 1;
  }
  const cloud = dilate(grown, window.width, window.height, DILATE_PX);
  let clearInSite = 0;
  for (let i = 0; i < size; i++) {
    if (cloud[i]) clear[i] = 0;
    if (clear[i] && site[i]) clearInSite++;
  }
  const clearFraction = sitePixels === 0 ? 0 : clearInSite / sitePixels;
  if (sitePixels === 0) {
    return { kind: 'unusable', grid, clearFraction, reason: 'the site is smaller than one 20 m pixel' };
  }
  if (clearFraction < MIN_CLEAR_FRACTION) {
    return {
      kind: 'unusable',
      grid,
      clearFraction,
      reason: `${pct(clearFraction)} of the site is clear (cloud, shadow, snow or no data cover the rest); at least ${pct(MIN_CLEAR_FRACTION)} is needed`,
    };
  }

  const values = await Promise.all(
    OBSERVATION_BANDS.map(async (band) => readGridWindow(await cogs.open(band), window, signal)),
  );
  const bands = {} as Record<ObservationBand, Float32Array>;
  const layers: Float32Array[] = [];
  OBSERVATION_BANDS.forEach((band, b) => {
    // The digital numbers become reflectance in place: each band's array is this reading's own.
    const reflectance = values[b] ?? new Float32Array(size);
    const { scale, offset } = scene.assets[band];
    for (let i = 0; i < size; i++) {
      const d = reflectance[i] ?? 0;
      if (d === 0) clear[i] = 0;
      reflectance[i] = d === 0 ? Number.NaN : d * scale + offset;
    }
    bands[band] = reflectance;
    layers.push(reflectance);
  });
  // A clear pixel has a value in every band (no data cleared it above).
  const low = new Uint8Array(size);
  for (const layer of layers) {
    // Water is legitimately near zero in the infrared; -0.01 leaves room for noise there.
    for (let i = 0; i < size; i++) if ((layer[i] ?? 0) < -0.01) low[i] = 1;
  }
  let negative = 0;
  let judged = 0;
  for (let i = 0; i < size; i++) {
    if (!clear[i]) continue;
    judged++;
    negative += low[i] ?? 0;
  }
  const negativeShare = judged === 0 ? 0 : negative / judged;
  if (negativeShare > MAX_NEGATIVE_FRACTION) {
    const first = scene.assets.red;
    return {
      kind: 'rejected',
      grid,
      clearFraction,
      reason: `${pct(negativeShare)} of the clear pixels have a negative reflectance after scale ${first.scale} and offset ${first.offset} (from the ${scene.offsetFrom}); the catalog's offset for this scene is wrong, so its indices cannot be trusted`,
    };
  }
  for (const layer of layers) {
    for (let i = 0; i < size; i++) if (!clear[i]) layer[i] = Number.NaN;
  }
  return { kind: 'observed', grid, clearFraction, observation: { window, clear, bands } };
}

function pct(share: number): string {
  return `${Math.round(share * 1000) / 10} %`;
}
