/**
 * A STAC item read as a Sentinel-2 L2A scene: the assets the detector reads under either naming
 * (Earth Search's `red`, `nir08`, `scl`…; Planetary Computer's and CDSE's `B04`, `B8A`, `SCL`…),
 * its grid and orbit, and how its digital numbers become reflectance. Anything the detector needs
 * and the item lacks is a reason, never a guess.
 */

export const SCENE_BANDS = ['red', 'green', 'blue', 'nir08', 'swir16', 'swir22', 'scl'] as const;
export type SceneBand = (typeof SCENE_BANDS)[number];

/** Each band's asset key at Earth Search, then the ESA band name other catalogs use. */
const ASSET_KEYS: Record<SceneBand, readonly string[]> = {
  red: ['red', 'B04'],
  green: ['green', 'B03'],
  blue: ['blue', 'B02'],
  nir08: ['nir08', 'B8A'],
  swir16: ['swir16', 'B11'],
  swir22: ['swir22', 'B12'],
  scl: ['scl', 'SCL'],
};

/** Sentinel-2 L2A digital numbers are reflectance × 10,000 (ESA's L2A product definition). */
const DEFAULT_SCALE = 1e-4;
/**
 * From processing baseline 04.00 (25 January 2022) L2A digital numbers carry +1,000: reflectance =
 * (DN − 1000) / 10,000, that is an offset of −0.1 after scale (ESA's baseline 04.00 note).
 */
const BASELINE_OFFSET = -0.1;

export interface SceneAsset {
  href: string;
  scale: number;
  offset: number;
}

export interface SceneItem {
  id: string;
  collection: string;
  /** Acquisition time, ms. */
  datetime: number;
  /** The item's own URL, when it gives one (evidence links to it). */
  href: string | null;
  epsg: number | null;
  /** The MGRS tile (or whatever grid the catalog names): scenes of one grid share pixels. */
  gridCode: string;
  relativeOrbit: number | null;
  processingBaseline: string | null;
  cloudCover: number | null;
  assets: Record<SceneBand, SceneAsset>;
  /** Where the reflectance offset came from: the item's raster metadata, or its processing baseline. */
  offsetFrom: 'raster metadata' | 'processing baseline';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const numberOr = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** scale and offset from STAC 1.0 `raster:bands`, STAC 1.1 `bands`, or the asset itself. */
function rasterScaling(asset: Record<string, unknown>): { scale?: number; offset?: number } {
  const v10 = Array.isArray(asset['raster:bands']) ? asset['raster:bands'][0] : undefined;
  if (isRecord(v10)) {
    const scale = numberOr(v10.scale);
    const offset = numberOr(v10.offset);
    return { ...(scale !== undefined ? { scale } : {}), ...(offset !== undefined ? { offset } : {}) };
  }
  const v11 = Array.isArray(asset.bands) ? asset.bands[0] : undefined;
  const source = isRecord(v11) ? v11 : asset;
  const scale = numberOr(source['raster:scale']);
  const offset = numberOr(source['raster:offset']);
  return { ...(scale !== undefined ? { scale } : {}), ...(offset !== undefined ? { offset } : {}) };
}

function epsgOf(properties: Record<string, unknown>): number | null {
  const epsg = numberOr(properties['proj:epsg']);
  if (epsg !== undefined) return epsg;
  const code = properties['proj:code'];
  const match = typeof code === 'string' ? /^EPSG:(\d+)$/i.exec(code) : null;
  return match ? Number(match[1]) : null;
}

function gridOf(properties: Record<string, unknown>, epsg: number | null): string | null {
  const grid = properties['grid:code'];
  if (typeof grid === 'string' && grid !== '') return grid;
  const tile = properties['s2:mgrs_tile'];
  if (typeof tile === 'string' && tile !== '') return `MGRS-${tile}`;
  const zone = properties['mgrs:utm_zone'];
  const band = properties['mgrs:latitude_band'];
  const square = properties['mgrs:grid_square'];
  if (zone !== undefined && typeof band === 'string' && typeof square === 'string')
    return `MGRS-${zone}${band}${square}`;
  return epsg === null ? null : `EPSG:${epsg}`;
}

/** "04.00" → 4; undefined when it is not a baseline number. */
function baselineNumber(text: string | null): number | undefined {
  if (text === null) return undefined;
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? value : undefined;
}

/** The scene, or why the item cannot be one; relative asset hrefs resolve against `base` (the page's URL). */
export function parseSceneItem(
  value: unknown,
  base: string,
): { scene: SceneItem } | { problem: string; id?: string } {
  if (!isRecord(value)) return { problem: 'an item that is not a JSON object' };
  const id = typeof value.id === 'string' ? value.id : undefined;
  const problem = (text: string) => ({ problem: `item ${id ?? '(no id)'}: ${text}`, ...(id ? { id } : {}) });
  if (id === undefined) return problem('has no id');
  const properties = isRecord(value.properties) ? value.properties : {};
  const datetime = typeof properties.datetime === 'string' ? Date.parse(properties.datetime) : Number.NaN;
  if (Number.isNaN(datetime)) return problem('has no datetime');
  const rawAssets = isRecord(value.assets) ? value.assets : {};
  const processingBaseline =
    typeof properties['s2:processing_baseline'] === 'string' ? properties['s2:processing_baseline'] : null;
  const baseline = baselineNumber(processingBaseline);
  const offsetApplied = properties['earthsearch:boa_offset_applied'] === true;
  let fromMetadata = false;
  const assets = {} as Record<SceneBand, SceneAsset>;
  for (const band of SCENE_BANDS) {
    const key = ASSET_KEYS[band].find((k) => isRecord(rawAssets[k]));
    const asset = key === undefined ? undefined : rawAssets[key];
    if (!isRecord(asset) || typeof asset.href !== 'string')
      return problem(`has no ${band} asset (${ASSET_KEYS[band].join(' or ')})`);
    const href = URL.parse(asset.href, base)?.toString();
    if (href === undefined) return problem(`has a ${band} href that is not a URL`);
    if (band === 'scl') {
      assets.scl = { href, scale: 1, offset: 0 };
      continue;
    }
    const scaling = rasterScaling(asset);
    let offset: number;
    if (scaling.offset !== undefined && scaling.offset !== 0) {
      offset = scaling.offset;
      fromMetadata = true;
    } else if (baseline !== undefined) {
      offset = baseline >= 4 && !offsetApplied ? BASELINE_OFFSET : 0;
    } else if (scaling.offset !== undefined) {
      offset = 0;
      fromMetadata = true;
    } else {
      return problem(
        `gives neither a raster offset for ${band} nor its processing baseline: its reflectance cannot be known`,
      );
    }
    assets[band] = { href, scale: scaling.scale ?? DEFAULT_SCALE, offset };
  }
  const epsg = epsgOf(properties);
  const gridCode = gridOf(properties, epsg);
  if (gridCode === null) return problem('names neither its grid (grid:code) nor its projection (proj:code)');
  const links = Array.isArray(value.links) ? value.links : [];
  const self = links.find((link) => isRecord(link) && link.rel === 'self' && typeof link.href === 'string');
  return {
    scene: {
      id,
      collection: typeof value.collection === 'string' ? value.collection : '',
      datetime,
      href: isRecord(self) && typeof self.href === 'string' ? self.href : null,
      epsg,
      gridCode,
      relativeOrbit: numberOr(properties['sat:relative_orbit']) ?? null,
      processingBaseline,
      cloudCover: numberOr(properties['eo:cloud_cover']) ?? null,
      assets,
      offsetFrom: fromMetadata ? 'raster metadata' : 'processing baseline',
    },
  };
}
