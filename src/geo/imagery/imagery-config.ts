/**
 * The imagery settings read from the environment (src/config.ts calls this): the catalog sites
 * use unless they name their own, how often sites are scanned, and how far the first scan looks
 * back. Imports nothing but lib/, as config leaves must.
 */
export interface ImageryConfig {
  /** The STAC API sites use by default. */
  stacUrl: string;
  collection: string;
  /** Each site with imagery on is searched again this often. */
  scanIntervalMs: number;
  /** The first scan of a site looks back this far, to build its baseline. */
  lookBackMs: number;
}

/** Earth Search v1 (Element 84): public Sentinel-2 L2A COGs, no key needed. */
export const DEFAULT_STAC_URL = 'https://earth-search.aws.element84.com/v1';
/** Collection 1: processing baseline 05.00 and later only, with reliable offsets (IMAGERY.md §3). */
export const DEFAULT_COLLECTION = 'sentinel-2-c1-l2a';
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

function bounded(
  env: Record<string, string | undefined>,
  name: string,
  fallback: number,
  [min, max]: [number, number],
  problems: string[],
): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max}, got '${text}'`);
    return fallback;
  }
  return value;
}

/** The imagery settings; each problem is added to `problems` (the start then stops with all of them). */
export function readImagerySettings(
  env: Record<string, string | undefined>,
  problems: string[],
): ImageryConfig {
  const stacUrl = env.VIGIL_IMAGERY_STAC_URL || DEFAULT_STAC_URL;
  const parsed = URL.parse(stacUrl);
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) {
    problems.push(`VIGIL_IMAGERY_STAC_URL must be the http(s) URL of a STAC API, got '${stacUrl}'`);
  }
  const collection = env.VIGIL_IMAGERY_COLLECTION || DEFAULT_COLLECTION;
  return {
    stacUrl: stacUrl.replace(/\/+$/, ''),
    collection,
    // Sentinel-2 revisits every 5 days with two satellites; a daily search finds each scene soon.
    scanIntervalMs: bounded(env, 'VIGIL_IMAGERY_SCAN_INTERVAL_H', 24, [1, 720], problems) * HOUR_MS,
    // 90 days at a 5-day revisit is about 18 passes: enough clear ones for a median baseline of 3–6.
    lookBackMs: bounded(env, 'VIGIL_IMAGERY_LOOKBACK_D', 90, [15, 365], problems) * DAY_MS,
  };
}
