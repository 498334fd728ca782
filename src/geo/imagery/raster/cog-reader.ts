/**
 * Reading a window of one band from a Cloud-Optimized GeoTIFF by HTTP range requests: geotiff.js
 * parses the header and fetches the tiles, Node's zlib inflates them (native-deflate.ts); every byte
 * comes through ImageryHttp (guarded, counted, exact). Requests go in 64 KiB blocks: without a block size geotiff.js 3.0.x sends one request per
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
import { nativeDecoders } from './native-deflate.ts';

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
  const values = await readWindow(cog, [left, top, left + w, top + h], signal);
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
  return readWindow(cog, [box.left, box.top, box.left + box.width, box.top + box.height], signal);
}

/**
 * The first sample of a pixel window ([left, top, right, bottom), 0 past the image's edge). A tiled
 * little-endian image of 8- or 16-bit integers (every Sentinel-2 band and SCL) is put together here
 * row by row from typed views of its decoded tiles; geotiff.js's readRasters reads each pixel
 * through a DataView call, which the imagery bench's profile showed costing as much as inflating
 * the tiles. Any other image goes through readRasters.
 */
async function readWindow(
  cog: OpenedCog,
  [left, top, right, bottom]: [number, number, number, number],
  signal?: AbortSignal,
): Promise<ArrayLike<number>> {
  const image = cog.image;
  const bits = image.getBitsPerSample(0);
  const format = image.getSampleFormat(0);
  const direct =
    image.isTiled &&
    image.littleEndian &&
    image.planarConfiguration === 1 &&
    image.getSamplesPerPixel() === 1 &&
    (bits === 8 || bits === 16) &&
    (format === 1 || format === 2);
  if (!direct) {
    const raster = await image.readRasters({
      window: [left, top, right, bottom],
      samples: [0],
      fillValue: 0,
      interleave: true,
      pool: nativeDecoders,
      ...(signal ? { signal } : {}),
    });
    // Interleaved, one sample: one typed array (geotiff.js types the result as either that or one per sample).
    if (Array.isArray(raster))
      throw new Error('geotiff.js returned one raster per sample for an interleaved read');
    return raster;
  }
  const width = right - left;
  const out = image.getArrayForSample(0, width * (bottom - top));
  const tileWidth = image.getTileWidth();
  const tileHeight = image.getTileHeight();
  const x0 = Math.max(0, left);
  const y0 = Math.max(0, top);
  const x1 = Math.min(cog.width, right);
  const y1 = Math.min(cog.height, bottom);
  if (x0 >= x1 || y0 >= y1) return out;
  const compression = Number(image.fileDirectory.getValue('Compression') ?? 1) || 1;
  const decoder = nativeDecoders.bindParameters(compression, {
    tileWidth,
    tileHeight,
    planarConfiguration: image.planarConfiguration,
    bitsPerSample: bits,
    predictor: Number(await image.fileDirectory.loadValue('Predictor')) || 1,
  });
  const tiles: Promise<void>[] = [];
  for (let ty = Math.floor(y0 / tileHeight); ty * tileHeight < y1; ty++) {
    for (let tx = Math.floor(x0 / tileWidth); tx * tileWidth < x1; tx++) {
      tiles.push(
        image.getTileOrStrip(tx, ty, 0, decoder, signal).then(({ data }) => {
          const tile = image.getArrayForSample(0, data);
          const fromX = Math.max(x0, tx * tileWidth);
          const toX = Math.min(x1, (tx + 1) * tileWidth);
          for (let y = Math.max(y0, ty * tileHeight); y < Math.min(y1, (ty + 1) * tileHeight); y++) {
            const from = (y - ty * tileHeight) * tileWidth + (fromX - tx * tileWidth);
            out.set(tile.subarray(from, from + (toX - fromX)), (y - top) * width + (fromX - left));
          }
        }),
      );
    }
  }
  await Promise.all(tiles);
  return out;
}
