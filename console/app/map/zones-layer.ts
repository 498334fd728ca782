/**
 * Sites and alert-rule zones, drawn on one canvas: tens of thousands of polygons stay smooth because
 * only those in view are drawn (a Flatbush index of their boxes), one path per style, a zone
 * smaller than two pixels is drawn as a dot rather than traced, and what is drawn at a zoom is kept
 * in tiles (zone-tiles.ts) that a pan puts together again rather than tracing every zone anew.
 * Clicks find the zone under the pointer through the same index.
 */
import Flatbush from 'flatbush';
import { CanvasOverlay, type Projection } from './canvas-overlay.ts';
import { latAt, lonAt, mercatorX, mercatorY } from './mercator.ts';
import { TILE, TileCache } from './zone-tiles.ts';

export interface Zone {
  id: string;
  kind: 'site' | 'rule';
  label: string;
  /** Rings of [lon, lat] (outer rings and holes alike; drawn even-odd). */
  rings: [number, number][][];
  bbox: [number, number, number, number];
  /** Site status or rule behaviour, for the colour. */
  tone: 'active' | 'stopped' | 'rule';
  /** A drawn polygon of one ring (not a circle, not a multipolygon): its corners can be edited. */
  editable: boolean;
}

const STYLES: Record<Zone['tone'], { stroke: string; fill: string }> = {
  active: { stroke: '#0b6e4f', fill: 'rgba(11, 110, 79, 0.18)' },
  stopped: { stroke: '#6b6b6b', fill: 'rgba(107, 107, 107, 0.12)' },
  rule: { stroke: '#b3261e', fill: 'rgba(179, 38, 30, 0.10)' },
};

export function ringsOf(geometry: { type: string; coordinates: unknown }): [number, number][][] {
  if (geometry.type === 'Polygon') return geometry.coordinates as [number, number][][];
  if (geometry.type === 'MultiPolygon') return (geometry.coordinates as [number, number][][][]).flat();
  return [];
}

export function bboxOf(rings: [number, number][][]): [number, number, number, number] {
  let west = 180;
  let south = 90;
  let east = -180;
  let north = -90;
  for (const ring of rings) {
    for (const [lon, lat] of ring) {
      if (lon < west) west = lon;
      if (lon > east) east = lon;
      if (lat < south) south = lat;
      if (lat > north) north = lat;
    }
  }
  return [west, south, east, north];
}

export class ZonesLayer extends CanvasOverlay {
  private zones: Zone[] = [];
  private index: Flatbush | undefined;
  /** How many zones are on the canvas (in view, with its margin): for the bench. */
  drawn = 0;
  /** How many zones have been traced into tiles since the layer was made: a pan adds none. */
  traced = 0;
  /** The zones drawn at this zoom, in tiles: put together again on a pan, not traced again. */
  readonly tiles = new TileCache();
  /** Counts calls of setZones: a tile drawn before the last one is stale. */
  private version = 0;
  /** Kinds of zone the layer toggles leave out. */
  readonly hidden = new Set<Zone['kind']>();

  /** A zone's label by its id (a site's or a rule's), for what names it: events, say. */
  label(id: string): string | undefined {
    return this.zones.find((zone) => zone.id === id)?.label;
  }

  setZones(zones: Zone[]): void {
    this.zones = zones;
    this.version++;
    if (zones.length === 0) {
      this.index = undefined;
    } else {
      const index = new Flatbush(zones.length);
      for (const zone of zones) index.add(...zone.bbox);
      index.finish();
      this.index = index;
    }
    this.redraw();
  }

  get size(): number {
    return this.zones.length;
  }

  /** The zones whose box holds [lon, lat], smallest first (the one a click most likely means). */
  at(lon: number, lat: number): Zone[] {
    if (!this.index) return [];
    return this.index
      .search(lon, lat, lon, lat)
      .map((i) => this.zones[i])
      .filter(
        (zone): zone is Zone =>
          zone !== undefined && !this.hidden.has(zone.kind) && contains(zone.rings, lon, lat),
      )
      .sort((a, b) => area(a.bbox) - area(b.bbox));
  }

  protected draw(context: CanvasRenderingContext2D, { scale, shiftX, shiftY }: Projection): void {
    const ratio = window.devicePixelRatio || 1;
    const hidden = [...this.hidden].sort().join();
    this.tiles.keep(`${scale} ${ratio} ${this.version} ${hidden}`);
    this.drawn = 0;
    if (!this.index) return;
    const width = context.canvas.width / ratio;
    const height = context.canvas.height / ratio;
    // Zones are drawn in the world's first copy only (as Leaflet's worldCopyJump keeps the view).
    const last = Math.ceil(scale / TILE) - 1;
    const left = Math.max(0, Math.floor(-shiftX / TILE));
    const right = Math.min(last, Math.floor((width - shiftX) / TILE));
    const top = Math.max(0, Math.floor(-shiftY / TILE));
    const bottom = Math.min(last, Math.floor((height - shiftY) / TILE));
    // Room for the view's tiles and as many again around them, for panning back.
    this.tiles.limit = 2 * (right - left + 1) * (bottom - top + 1);
    for (let row = top; row <= bottom; row++) {
      for (let column = left; column <= right; column++) {
        let tile = this.tiles.get(column, row);
        if (tile === undefined) {
          tile = this.drawTile(column, row, scale, ratio);
          this.tiles.set(column, row, tile);
        }
        if (tile) {
          context.drawImage(
            tile,
            Math.round(column * TILE + shiftX),
            Math.round(row * TILE + shiftY),
            TILE,
            TILE,
          );
        }
      }
    }
    const bounds = this.paddedBounds();
    if (bounds) this.drawn = this.shown(this.index.search(...bounds)).length;
  }

  /** The zones of tile (column, row) at `scale` on a canvas of their own; null when it has none. */
  private drawTile(column: number, row: number, scale: number, ratio: number): HTMLCanvasElement | null {
    if (!this.index) return null;
    // Outlines and dots reach a little past a zone's box: zones just outside the tile are drawn too.
    const reach = 3;
    const x0 = column * TILE;
    const y0 = row * TILE;
    const visible = this.shown(
      this.index.search(
        lonAt((x0 - reach) / scale),
        latAt((y0 + TILE + reach) / scale),
        lonAt((x0 + TILE + reach) / scale),
        latAt((y0 - reach) / scale),
      ),
    );
    if (visible.length === 0) return null;
    const tile = document.createElement('canvas');
    tile.width = Math.round(TILE * ratio);
    tile.height = Math.round(TILE * ratio);
    const context = tile.getContext('2d');
    if (!context) return null;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    traceZones(context, visible, scale, -x0, -y0);
    this.traced += visible.length;
    return tile;
  }

  /** The zones at `indices` that no layer toggle hides. */
  private shown(indices: number[]): Zone[] {
    const zones: Zone[] = [];
    for (const i of indices) {
      const zone = this.zones[i];
      if (zone && !this.hidden.has(zone.kind)) zones.push(zone);
    }
    return zones;
  }
}

/**
 * Draws `zones` at `scale` pixels to the world, shifted by (shiftX, shiftY): one path per style, and
 * a zone under two pixels across as a dot.
 */
function traceZones(
  context: CanvasRenderingContext2D,
  zones: Zone[],
  scale: number,
  shiftX: number,
  shiftY: number,
): void {
  const x = (lon: number) => mercatorX(lon) * scale + shiftX;
  const y = (lat: number) => mercatorY(lat) * scale + shiftY;
  for (const tone of ['stopped', 'active', 'rule'] as const) {
    const style = STYLES[tone];
    const path = new Path2D();
    const dots = new Path2D();
    for (const zone of zones) {
      if (zone.tone !== tone) continue;
      const x0 = x(zone.bbox[0]);
      const y0 = y(zone.bbox[3]);
      if (x(zone.bbox[2]) - x0 < 2 && y(zone.bbox[1]) - y0 < 2) {
        dots.rect(x0 - 1, y0 - 1, 3, 3);
        continue;
      }
      for (const ring of zone.rings) {
        let lastX = Number.NaN;
        let lastY = Number.NaN;
        for (let n = 0; n < ring.length; n++) {
          const point = ring[n];
          if (!point) continue;
          const px = x(point[0]);
          const py = y(point[1]);
          // Points closer than a pixel to the last one add nothing to the outline.
          if (n > 0 && Math.abs(px - lastX) < 1 && Math.abs(py - lastY) < 1) continue;
          if (n === 0) path.moveTo(px, py);
          else path.lineTo(px, py);
          lastX = px;
          lastY = py;
        }
        path.closePath();
      }
    }
    context.fillStyle = style.fill;
    context.fill(path, 'evenodd');
    context.strokeStyle = style.stroke;
    context.lineWidth = 1.5;
    context.stroke(path);
    context.fillStyle = style.stroke;
    context.fill(dots);
  }
}

function area(bbox: [number, number, number, number]): number {
  return (bbox[2] - bbox[0]) * (bbox[3] - bbox[1]);
}

/** Even-odd point in polygon over all rings. */
function contains(rings: [number, number][][], lon: number, lat: number): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const a = ring[i];
      const b = ring[j];
      if (!a || !b) continue;
      if (a[1] > lat !== b[1] > lat && lon < ((b[0] - a[0]) * (lat - a[1])) / (b[1] - a[1]) + a[0])
        inside = !inside;
    }
  }
  return inside;
}
