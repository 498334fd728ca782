/**
 * Reading a window of one band from a Cloud-Optimized GeoTIFF by HTTP range requests: geotiff.js
 * parses the header and decodes tiles; every byte comes through ImageryHttp (guarded, counted,
 * exact). Requests go in 64 KiB blocks: without a block size geotiff.js 3.0.x sends one request per
 * tiny read ("thousands of small requests", geotiff.js#530).
 */
import {
  BaseClient,
  BaseResponse,
  type BlockedSourceOptions,
  fromCustomClient,
  type GeoTIFFImage,
  type RemoteSourceOptions,
} from 'geotiff';
import { GRID_M } from '../imagery-rules.ts';
import { ImageryFetchError, type ImageryHttp, type ReadMeter } from '../remote/imagery-http.ts';
import type { GridWindow } from './grid.ts';

export const BLOCK_SIZE = 65_536;

class RangeResponse extends BaseResponse {
  readonly #data: ArrayBuffer;
  readonly #contentRange: string;

  constructor(data: ArrayBuffer, start: number, total: number | undefined) {
    super();
    this.#data = data;
    this.#contentRange = `bytes ${start}-${start + data.byteLength - 1}/${total ?? '*'}`;
  }
  override get ok(): boolean {
    return true;
  }
  override get status(): number {
    return 206;
  }
  override getHeader(name: string): string | undefined {
    const key = name.toLowerCase();
    if (key === 'content-range') return this.#contentRange;
    if (key === 'content-type') return 'application/octet-stream';
    return undefined;
  }
  override async getData(): Promise<ArrayBuffer> {
    return this.#data;
  }
}

class RangeClient extends BaseClient {
  readonly #http: ImageryHttp;
  readonly #meter: ReadMeter | undefined;

  constructor(url: string, http: ImageryHttp, meter: ReadMeter | undefined) {
    super(url);
    this.#http = http;
    this.#meter = meter;
  }

  override async request(options: RequestInit = {}): Promise<BaseResponse> {
    const headers = new Headers(options.headers);
    const match = /^bytes=(\d+)-(\d+)$/.exec(headers.get('range') ?? '');
    if (!match) throw new ImageryFetchError(`${this.url}: only single byte ranges are read`, false);
    const start = Number(match[1]);
    const length = Number(match[2]) - start + 1;
    try {
      const { data, total } = await this.#http.range(this.url, start, length, {
        ...(options.signal ? { signal: options.signal } : {}),
        ...(this.#meter ? { meter: this.#meter } : {}),
      });
      return new RangeResponse(data, start, total);
    } catch (error) {
      if (this.#meter && error instanceof ImageryFetchError) this.#meter.failure ??= error;
      throw error;
    }
  }
}

export interface OpenedCog {
  image: GeoTIFFImage;
  /** Top-left corner of the image, in its CRS. */
  originX: number;
  originY: number;
  /** Pixel size, metres. */
  resolution: number;
  width: number;
  height: number;
  epsg: number | undefined;
}

export async function openCog(
  url: string,
  http: ImageryHttp,
  options: { meter?: ReadMeter; signal?: AbortSignal },
): Promise<OpenedCog> {
  // makeCustomSource reads blockSize though fromCustomClient's declared type leaves it out.
  const sourceOptions: RemoteSourceOptions & BlockedSourceOptions = { blockSize: BLOCK_SIZE };
  const tiff = await fromCustomClient(
    new RangeClient(url, http, options.meter),
    sourceOptions,
    options.signal,
  );
  const image = await tiff.getImage(0);
  const [originX = 0, originY = 0] = image.getOrigin();
  const [resX = 0, resY = 0] = image.getResolution();
  if (Math.abs(Math.abs(resX) - Math.abs(resY)) > 1e-6) {
    throw new ImageryFetchError(`${url}: pixels are not square (${resX} × ${resY})`, false);
  }
  const keys = image.getGeoKeys() as Record<string, unknown> | null;
  const epsg = typeof keys?.ProjectedCSTypeGeoKey === 'number' ? keys.ProjectedCSTypeGeoKey : undefined;
  return {
    image,
    originX,
    originY,
    resolution: Math.abs(resX),
    width: image.getWidth(),
    height: image.getHeight(),
    epsg,
  };
}

/**
 * The band's digital numbers on the window's 20 m grid: read at the COG's own resolution (10 or
 * 20 m) and, for 10 m bands, averaged 2×2, a pixel being 0 (no data) if any of its four is.
 * Pixels past the image's edge are 0.
 */
export async function readGridWindow(
  cog: OpenedCog,
  window: GridWindow,
  signal?: AbortSignal,
): Promise<Float32Array> {
  const factor = Math.round(GRID_M / cog.resolution);
  if (factor !== 1 && factor !== 2) {
    throw new ImageryFetchError(`a band at ${cog.resolution} m cannot be put on the 20 m grid`, false);
  }
  const left = Math.round((window.x0 - cog.originX) / cog.resolution);
  const top = Math.round((cog.originY - window.y0) / cog.resolution);
  const w = window.width * factor;
  const h = window.height * factor;
  const out = new Float32Array(window.width * window.height);
  // A window wholly outside the image has nothing to read.
  if (left >= cog.width || top >= cog.height || left + w <= 0 || top + h <= 0) return out;
  const raster = await cog.image.readRasters({
    window: [left, top, left + w, top + h],
    samples: [0],
    fillValue: 0,
    interleave: true,
    ...(signal ? { signal } : {}),
  });
  const values = raster as unknown as ArrayLike<number>;
  if (factor === 1) {
    for (let i = 0; i < out.length; i++) out[i] = values[i] ?? 0;
    return out;
  }
  for (let y = 0; y < window.height; y++) {
    for (let x = 0; x < window.width; x++) {
      const a = values[2 * y * w + 2 * x] ?? 0;
      const b = values[2 * y * w + 2 * x + 1] ?? 0;
      const c = values[(2 * y + 1) * w + 2 * x] ?? 0;
      const d = values[(2 * y + 1) * w + 2 * x + 1] ?? 0;
      out[y * window.width + x] = a === 0 || b === 0 || c === 0 || d === 0 ? 0 : (a + b + c + d) / 4;
    }
  }
  return out;
}

/** A box of a 10 m band's own pixels (for chips), 0 past the image's edge. */
export async function readNativeBox(
  cog: OpenedCog,
  box: { left: number; top: number; width: number; height: number },
  signal?: AbortSignal,
): Promise<ArrayLike<number>> {
  const raster = await cog.image.readRasters({
    window: [box.left, box.top, box.left + box.width, box.top + box.height],
    samples: [0],
    fillValue: 0,
    interleave: true,
    ...(signal ? { signal } : {}),
  });
  return raster as unknown as ArrayLike<number>;
}
