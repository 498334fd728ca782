/**
 * Vessels and aircraft, drawn on one canvas: each as a glyph pointing along its course (a hull for a
 * vessel, a dart for an aircraft; a dot when the course is unknown) in its category's colour, with a
 * ring when followed and a wider one when selected. Zoomed out over many assets, they are gathered
 * into counted clusters; zoomed in, they carry their names where there is room. Live, each asset is
 * at its latest position; at a time chosen on the slider, where the history says it was then. Ten
 * thousand assets cost one draw per update, not one DOM element each.
 */
import { type AssetKind, CATEGORIES, type Category, categoryOf, RING } from './asset-style.ts';
import { CanvasOverlay, type Projection } from './canvas-overlay.ts';
import type { History, Placed } from './history.ts';
import { mercatorX, mercatorY } from './mercator.ts';

export interface AssetMark {
  id: string;
  kind: AssetKind;
  name: string | null;
  lon: number;
  lat: number;
  course: number | null;
  speed: number | null;
  shipType: number | null;
  /** The flag its MMSI's MID names: the ISO code, or ITU's name where the MID names several; null for none. */
  flag: string | null;
  followed: boolean;
  at: string;
}

/** Which assets are drawn (the layer toggles and filters). */
export interface AssetFilter {
  categories: Set<Category>;
  followedOnly: boolean;
}

/** Below this zoom, more than CLUSTER_FROM assets in view are gathered into clusters. */
const CLUSTER_BELOW_ZOOM = 8;
const CLUSTER_FROM = 400;
/** A cluster gathers the assets of a square this many pixels wide. */
const CELL_PX = 44;
/** From this zoom on, assets carry their names where the label does not cover another's. */
const LABELS_FROM_ZOOM = 10;

/** One thing drawn where a click can find it: an asset, or a cluster of `count`. */
interface Spot {
  x: number;
  y: number;
  id?: string;
  count?: number;
}

export class AssetsLayer extends CanvasOverlay {
  readonly assets = new Map<string, AssetMark>();
  selected: string | undefined;
  /** The time drawn (ms), or undefined for live: the latest positions. */
  time: number | undefined;
  history: History | undefined;
  filter: AssetFilter = { categories: new Set(Object.keys(CATEGORIES) as Category[]), followedOnly: false };
  /** What the last draw showed, for the bench, the list and the legend. */
  drawn = { assets: 0, clusters: 0, ids: [] as string[] };
  private spots: Spot[] = [];
  /** The assets in view at the last draw, and where: kept for the next draw to write into. */
  private readonly marks: AssetMark[] = [];
  private xs = new Float64Array(0);
  private ys = new Float64Array(0);
  /** Degrees, NaN for no course. */
  private courses = new Float64Array(0);
  /** Where an asset is drawn, written afresh for each asset at each draw. */
  private readonly place: Placed = { lon: 0, lat: 0, course: null, speed: null, t: 0, interpolated: false };

  upsert(marks: readonly AssetMark[]): void {
    for (const mark of marks) this.assets.set(mark.id, mark);
    this.redraw();
  }

  /** Takes off the map every asset last reported before `before` (ms since the epoch). */
  prune(before: number): void {
    let removed = false;
    for (const [id, mark] of this.assets) {
      if (Date.parse(mark.at) < before) {
        this.assets.delete(id);
        removed = true;
      }
    }
    if (removed) this.redraw();
  }

  /** Whether the filter lets `mark` be drawn. */
  shows(mark: AssetMark): boolean {
    if (this.filter.followedOnly && !mark.followed) return false;
    return this.filter.categories.has(categoryOf(mark.kind, mark.shipType));
  }

  /** Where `mark` is drawn now: its latest position, or where it was at the slider's time. */
  placeOf(mark: AssetMark): { lon: number; lat: number; course: number | null } | undefined {
    if (this.time === undefined) return mark;
    return this.history?.at(mark.id, this.time);
  }

  /** What a click at a container point hits: an asset, or a cluster to zoom into. */
  hit(x: number, y: number, radius = 10): { asset?: AssetMark; cluster?: [number, number] } {
    const ox = x - this.origin.x;
    const oy = y - this.origin.y;
    let best: { spot: Spot; d: number } | undefined;
    for (const spot of this.spots) {
      const reach = spot.count ? radiusOf(spot.count) : radius;
      const d = (spot.x - ox) ** 2 + (spot.y - oy) ** 2;
      if (d <= reach * reach && (!best || d < best.d)) best = { spot, d };
    }
    if (!best) return {};
    if (best.spot.id) return { asset: this.assets.get(best.spot.id) };
    return { cluster: [best.spot.x + this.origin.x, best.spot.y + this.origin.y] };
  }

  protected draw(context: CanvasRenderingContext2D, { scale, shiftX, shiftY }: Projection): void {
    const width = this.canvas?.clientWidth ?? 0;
    const height = this.canvas?.clientHeight ?? 0;
    const zoom = this.view?.getZoom() ?? 0;
    // Every asset is placed and projected at each slider step (10,000 far out): into one object and
    // buffers kept from draw to draw, with nothing made for each asset.
    const place = this.place;
    const marks = this.marks;
    let n = 0;
    if (this.xs.length < this.assets.size) this.grow(this.assets.size);
    const { xs, ys, courses } = this;
    for (const mark of this.assets.values()) {
      if (!this.shows(mark)) continue;
      if (this.time === undefined) {
        place.lon = mark.lon;
        place.lat = mark.lat;
        place.course = mark.course;
      } else if (!this.history?.place(mark.id, this.time, place)) continue;
      const x = mercatorX(place.lon) * scale + shiftX;
      if (x < -10 || x > width + 10) continue;
      const y = mercatorY(place.lat) * scale + shiftY;
      if (y < -10 || y > height + 10) continue;
      marks[n] = mark;
      xs[n] = x;
      ys[n] = y;
      courses[n] = place.course ?? Number.NaN;
      n++;
    }
    marks.length = n;
    const spots: Spot[] = [];
    /** Indices of the assets drawn one by one (the rest are in clusters). */
    let single: number[] = [];
    let clusters = 0;
    if (zoom < CLUSTER_BELOW_ZOOM && n > CLUSTER_FROM) {
      // A cell with a few assets shows them; a fuller one, one circle with their count.
      const cells = new Map<number, number[]>();
      for (let i = 0; i < n; i++) {
        // A number, not a string made for each of 10,000 assets: column × 4,096 + row (a canvas has far
        // fewer than 2,048 rows of 44 px).
        const key = Math.floor((xs[i] as number) / CELL_PX) * 4096 + Math.floor((ys[i] as number) / CELL_PX);
        const cell = cells.get(key);
        if (cell) cell.push(i);
        else cells.set(key, [i]);
      }
      const circles = new Path2D();
      const counts: [number, number, number][] = [];
      for (const cell of cells.values()) {
        if (cell.length <= 3) {
          for (const i of cell) single.push(i);
          continue;
        }
        let sx = 0;
        let sy = 0;
        for (const i of cell) {
          sx += xs[i] as number;
          sy += ys[i] as number;
        }
        const x = sx / cell.length;
        const y = sy / cell.length;
        const r = radiusOf(cell.length);
        circles.moveTo(x + r, y);
        circles.arc(x, y, r, 0, Math.PI * 2);
        counts.push([x, y, cell.length]);
        spots.push({ x, y, count: cell.length });
        clusters++;
      }
      context.fillStyle = 'rgba(27, 54, 93, 0.82)';
      context.fill(circles);
      context.strokeStyle = '#ffffff';
      context.lineWidth = 1.5;
      context.stroke(circles);
      context.fillStyle = '#ffffff';
      context.font = '600 11px system-ui, sans-serif';
      context.textAlign = 'center';
      context.textBaseline = 'middle';
      for (const [x, y, count] of counts)
        context.fillText(count >= 1000 ? `${Math.round(count / 100) / 10}k` : String(count), x, y);
    } else {
      single = Array.from({ length: n }, (_, i) => i);
    }
    const glyphs = new Map<Category, Path2D>();
    const rings = new Path2D();
    let selected: [number, number] | undefined;
    for (const i of single) {
      const mark = marks[i] as AssetMark;
      const x = xs[i] as number;
      const y = ys[i] as number;
      const course = courses[i] as number;
      spots.push({ x, y, id: mark.id });
      const category = categoryOf(mark.kind, mark.shipType);
      let path = glyphs.get(category);
      if (!path) {
        path = new Path2D();
        glyphs.set(category, path);
      }
      glyph(path, mark.kind, Number.isNaN(course) ? null : course, x, y);
      if (mark.followed) {
        rings.moveTo(x + 9, y);
        rings.arc(x, y, 9, 0, Math.PI * 2);
      }
      if (mark.id === this.selected) selected = [x, y];
    }
    for (const [category, path] of glyphs) {
      context.fillStyle = CATEGORIES[category].colour;
      context.fill(path);
      context.strokeStyle = 'rgba(0, 0, 0, 0.55)';
      context.lineWidth = 0.6;
      context.stroke(path);
    }
    context.strokeStyle = RING.followed;
    context.lineWidth = 1.5;
    context.stroke(rings);
    if (selected) {
      context.strokeStyle = '#ffffff';
      context.lineWidth = 5;
      context.beginPath();
      context.arc(selected[0], selected[1], 13, 0, Math.PI * 2);
      context.stroke();
      context.strokeStyle = RING.selected;
      context.lineWidth = 2.5;
      context.stroke();
    }
    if (zoom >= LABELS_FROM_ZOOM) labels(context, single, marks, xs, ys);
    this.spots = spots;
    // Every asset drawn in view, one in a cluster as well: the list of what the map shows.
    this.drawn = { assets: single.length, clusters, ids: marks.map((mark) => mark.id) };
  }

  /** Room in the buffers for `size` assets, and some to grow into. */
  private grow(size: number): void {
    const room = Math.ceil(size * 1.25);
    this.xs = new Float64Array(room);
    this.ys = new Float64Array(room);
    this.courses = new Float64Array(room);
  }
}

/** A cluster's radius: grows with the logarithm of its count. */
function radiusOf(count: number): number {
  return 10 + Math.min(14, Math.log10(count) * 5);
}

/** Names beside the glyphs, each only where it covers no label already placed. */
function labels(
  context: CanvasRenderingContext2D,
  placed: readonly number[],
  marks: readonly AssetMark[],
  xs: Float64Array,
  ys: Float64Array,
): void {
  context.font = '11px system-ui, sans-serif';
  context.textAlign = 'left';
  context.textBaseline = 'middle';
  context.lineWidth = 3;
  context.strokeStyle = 'rgba(255, 255, 255, 0.9)';
  context.fillStyle = '#111111';
  const taken = new Set<string>();
  for (const i of placed) {
    const mark = marks[i] as AssetMark;
    const x = xs[i] as number;
    const y = ys[i] as number;
    if (!mark.name) continue;
    const w = context.measureText(mark.name).width;
    const left = x + 11;
    // Rows of 14 px, columns of 24 px: a label takes the cells its box covers.
    const row = Math.floor(y / 14);
    const cells: string[] = [];
    for (let c = Math.floor(left / 24); c <= Math.floor((left + w) / 24); c++) cells.push(`${row}:${c}`);
    if (cells.some((cell) => taken.has(cell))) continue;
    for (const cell of cells) taken.add(cell);
    context.strokeText(mark.name, left, y);
    context.fillText(mark.name, left, y);
  }
}

/** A vessel's hull and an aircraft's dart, pointing north: x, y pairs in pixels. */
const HULL = [0, -8, 4, -2, 4, 6, -4, 6, -4, -2];
const DART = [0, -8, 7, 5, 0, 2, -7, 5];

/** Adds the glyph at (x, y), turned to its course (degrees clockwise from north). */
function glyph(path: Path2D, kind: AssetKind, course: number | null, x: number, y: number): void {
  if (course === null) {
    path.moveTo(x + 3.5, y);
    path.arc(x, y, 3.5, 0, Math.PI * 2);
    return;
  }
  const angle = (course * Math.PI) / 180;
  const sin = Math.sin(angle);
  const cos = Math.cos(angle);
  // Outline in a frame pointing north (y up is negative on screen), turned by the course.
  const shape = kind === 'vessel' ? HULL : DART;
  for (let n = 0; n < shape.length; n += 2) {
    const px = shape[n] as number;
    const py = shape[n + 1] as number;
    const rx = x + px * cos - py * sin;
    const ry = y + px * sin + py * cos;
    if (n === 0) path.moveTo(rx, ry);
    else path.lineTo(rx, ry);
  }
  path.closePath();
}
