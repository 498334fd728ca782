/**
 * Sites and alert-rule zones, drawn on one canvas: tens of thousands of polygons stay smooth because
 * only those in view are drawn (a Flatbush index of their boxes), one path per style, and a zone
 * smaller than two pixels is drawn as a dot rather than traced. Clicks find the zone under the
 * pointer through the same index.
 */
import Flatbush from 'flatbush';
import { CanvasOverlay, type Projection } from './canvas-overlay.ts';

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
  /** How many zones the last draw traced and dotted: for the bench and the legend. */
  drawn = 0;
  /** Kinds of zone the layer toggles leave out. */
  readonly hidden = new Set<Zone['kind']>();

  /** A zone's label by its id (a site's or a rule's), for what names it: events, say. */
  label(id: string): string | undefined {
    return this.zones.find((zone) => zone.id === id)?.label;
  }

  setZones(zones: Zone[]): void {
    this.zones = zones;
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

  protected draw(context: CanvasRenderingContext2D, { toPixel }: Projection): void {
    const bounds = this.paddedBounds();
    this.drawn = 0;
    if (!bounds || !this.index) return;
    const visible = this.index.search(...bounds);
    for (const tone of ['stopped', 'active', 'rule'] as const) {
      const style = STYLES[tone];
      const path = new Path2D();
      const dots = new Path2D();
      for (const i of visible) {
        const zone = this.zones[i];
        if (!zone || zone.tone !== tone || this.hidden.has(zone.kind)) continue;
        const [x0, y0] = toPixel(zone.bbox[0], zone.bbox[3]);
        const [x1, y1] = toPixel(zone.bbox[2], zone.bbox[1]);
        if (x1 - x0 < 2 && y1 - y0 < 2) {
          dots.rect(x0 - 1, y0 - 1, 3, 3);
        } else {
          for (const ring of zone.rings) {
            let lastX = Number.NaN;
            let lastY = Number.NaN;
            ring.forEach(([lon, lat], n) => {
              const [x, y] = toPixel(lon, lat);
              // Points closer than a pixel to the last one add nothing to the outline.
              if (n > 0 && Math.abs(x - lastX) < 1 && Math.abs(y - lastY) < 1) return;
              if (n === 0) path.moveTo(x, y);
              else path.lineTo(x, y);
              lastX = x;
              lastY = y;
            });
            path.closePath();
          }
        }
        this.drawn++;
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
