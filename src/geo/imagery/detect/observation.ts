/**
 * One scene seen through the site's window: the bands the indices need, as surface reflectance on
 * the 20 m grid, and which pixels are a clear view. Stored with the scene (as 16-bit integers) so
 * later scenes compare against it without reading it again.
 */
import { promisify } from 'node:util';
import { deflateRaw, inflateRaw } from 'node:zlib';
import type { GridWindow } from '../raster/grid.ts';

export const OBSERVATION_BANDS = ['red', 'green', 'nir08', 'swir16', 'swir22'] as const;
export type ObservationBand = (typeof OBSERVATION_BANDS)[number];

export interface Observation {
  window: GridWindow;
  /** 1 where the pixel is a clear view of the ground (SCL, dilation, no data). */
  clear: Uint8Array;
  /** Reflectance (0–1, harmonised) per band; NaN where not clear. */
  bands: Record<ObservationBand, Float32Array>;
}

export interface Indices {
  ndvi: Float32Array;
  nbr: Float32Array;
  mndwi: Float32Array;
}

function normalisedDifference(a: Float32Array, b: Float32Array): Float32Array {
  const out = new Float32Array(a.length);
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? Number.NaN;
    const y = b[i] ?? Number.NaN;
    const sum = x + y;
    out[i] = sum === 0 || Number.isNaN(sum) ? Number.NaN : (x - y) / sum;
  }
  return out;
}

/**
 * Indices of each observation, computed once: an observation never changes once made, and a prior
 * scene's indices are needed again by every later scene its baseline serves (up to six).
 */
const computed = new WeakMap<Observation, Indices>();

/** NDVI (B8A, B4), NBR (B8A, B12) and MNDWI (B3, B11) of an observation. */
export function indicesOf(observation: Observation): Indices {
  const known = computed.get(observation);
  if (known) return known;
  const { red, green, nir08, swir16, swir22 } = observation.bands;
  const indices = {
    ndvi: normalisedDifference(nir08, red),
    nbr: normalisedDifference(nir08, swir22),
    mndwi: normalisedDifference(green, swir16),
  };
  computed.set(observation, indices);
  return indices;
}

/** Reflectance is stored ×10,000 as a signed 16-bit integer; this value means "not clear". */
const MISSING = -32768;

const deflate = promisify(deflateRaw);
const inflate = promisify(inflateRaw);
/** Output per round trip to libuv's thread pool (zlib's default, 16 KiB, means a hundred for 100 km²). */
const CHUNK_BYTES = 1 << 20;

export interface EncodedObservation {
  /** The stored form: each band as Int16 ×10,000, deflated, base64. */
  text: string;
  /** The observation exactly as decodeObservation will read `text` back (rounded to 1e-4). */
  stored: Observation;
}

/**
 * The observation as compact text for the store, and as it reads back from it. Deflated on libuv's
 * thread pool: the scan goes on comparing while it compresses.
 */
export async function encodeObservation(observation: Observation): Promise<EncodedObservation> {
  const n = observation.clear.length;
  const packed = new Int16Array(n * OBSERVATION_BANDS.length);
  const clear = observation.clear;
  OBSERVATION_BANDS.forEach((band, b) => {
    const values = observation.bands[band];
    const offset = b * n;
    for (let i = 0; i < n; i++) {
      const v = values[i] ?? Number.NaN;
      packed[offset + i] =
        clear[i] && !Number.isNaN(v) ? Math.max(-32767, Math.min(32767, Math.round(v * 10_000))) : MISSING;
    }
  });
  const stored = unpack(observation.window, packed);
  // Level 1: a tenth of level 6's time for a few per cent more bytes (noise does not compress).
  const deflated = await deflate(new Uint8Array(packed.buffer), { level: 1, chunkSize: CHUNK_BYTES });
  return { text: deflated.toString('base64'), stored };
}

export async function decodeObservation(window: GridWindow, text: string): Promise<Observation> {
  const n = window.width * window.height;
  const raw = await inflate(Buffer.from(text, 'base64'), { chunkSize: CHUNK_BYTES });
  const packed = new Int16Array(raw.buffer, raw.byteOffset, raw.byteLength / 2);
  if (packed.length !== n * OBSERVATION_BANDS.length) {
    throw new Error(
      `a stored observation holds ${packed.length} values where ${n * OBSERVATION_BANDS.length} were expected`,
    );
  }
  return unpack(window, packed);
}

function unpack(window: GridWindow, packed: Int16Array): Observation {
  const n = window.width * window.height;
  const clear = new Uint8Array(n).fill(1);
  const bands = {} as Record<ObservationBand, Float32Array>;
  OBSERVATION_BANDS.forEach((band, b) => {
    const values = new Float32Array(n);
    const offset = b * n;
    for (let i = 0; i < n; i++) {
      const v = packed[offset + i] ?? MISSING;
      if (v === MISSING) {
        values[i] = Number.NaN;
        clear[i] = 0;
      } else values[i] = v / 10_000;
    }
    bands[band] = values;
  });
  return { window, clear, bands };
}
