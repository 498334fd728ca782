/**
 * A raster PMTiles archive as a Leaflet layer: the `pmtiles` library (served by Vigil, fetched the
 * first time a PMTiles basemap is drawn) reads the archive's header and directories and each tile
 * with HTTP range requests, so one file on any web server of the operator's network is a tile
 * server. An archive of vector tiles is refused with a reason: the console draws raster tiles only.
 */
import * as L from 'leaflet';

/** PMTiles' tile types (spec v3): 1 MVT and 6 MLT are vector, the rest images. */
const IMAGE_TYPES: Record<number, string> = {
  2: 'image/png',
  3: 'image/jpeg',
  4: 'image/webp',
  5: 'image/avif',
};
const VECTOR_TYPES: Record<number, string> = { 1: 'Mapbox Vector Tiles', 6: 'MapLibre Tiles' };

/** The archive holds vector tiles, which the console does not draw. */
export class VectorTilesError extends Error {}

export interface PmtilesOptions {
  opacity?: number;
  attribution?: string;
}

/** The layer of the raster archive at `url`, once its header is read (which fails for a non-archive). */
export async function pmtilesLayer(url: string, options: PmtilesOptions = {}): Promise<L.GridLayer> {
  const { PMTiles } = await import('pmtiles');
  const archive = new PMTiles(url);
  const header = await archive.getHeader();
  const vector = VECTOR_TYPES[header.tileType];
  if (vector) {
    throw new VectorTilesError(
      `The PMTiles archive ${url} holds vector tiles (${vector}), which the console does not draw: it draws raster tiles only.`,
    );
  }
  const type = IMAGE_TYPES[header.tileType];
  if (!type)
    throw new Error(
      `The PMTiles archive ${url} does not say what its tiles are (tile type ${header.tileType}).`,
    );
  const controllers = new WeakMap<HTMLElement, AbortController>();
  const Layer = L.GridLayer.extend({
    createTile(coords: L.Coords, done: L.DoneCallback): HTMLElement {
      const img = document.createElement('img');
      img.alt = '';
      const controller = new AbortController();
      controllers.set(img, controller);
      archive.getZxy(coords.z, coords.x, coords.y, controller.signal).then(
        (tile) => {
          // No tile there: the archive covers less than the world, or not this zoom.
          if (!tile) return done(undefined, img);
          const src = URL.createObjectURL(new Blob([tile.data], { type }));
          img.onload = () => {
            URL.revokeObjectURL(src);
            done(undefined, img);
          };
          img.onerror = () => {
            URL.revokeObjectURL(src);
            done(new Error(`tile ${coords.z}/${coords.x}/${coords.y} of ${url} is not a ${type} image`), img);
          };
          img.src = src;
        },
        (error: unknown) => {
          if ((error as Error).name !== 'AbortError') done(error as Error, img);
        },
      );
      return img;
    },
  }) as new (
    options: L.GridLayerOptions,
  ) => L.GridLayer;
  const bounds =
    header.minLon < header.maxLon && header.minLat < header.maxLat
      ? L.latLngBounds([header.minLat, header.minLon], [header.maxLat, header.maxLon])
      : undefined;
  const layer = new Layer({
    tileSize: 256,
    minNativeZoom: header.minZoom,
    maxNativeZoom: header.maxZoom,
    maxZoom: 18,
    opacity: options.opacity ?? 1,
    attribution: options.attribution,
    ...(bounds ? { bounds } : {}),
  });
  // A tile scrolled out of view before it arrived: stop reading it.
  layer.on('tileunload', (event: L.TileEvent) => controllers.get(event.tile)?.abort());
  return layer;
}
