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
import type { History } from './history.ts';

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

  protected draw(context: CanvasRenderingContext2D, { toPixel }: Projection): void {
    const width = this.canvas?.clientWidth ?? 0;
    const height = this.canvas?.clientHeight ?? 0;
    const zoom = this.view?.getZoom() ?? 0;
    const inView: { mark: AssetMark; x: number; y: number; course: number | null }[] = [];
    for (const mark of this.assets.values()) {
      if (!this.shows(mark)) continue;
      const place = this.placeOf(mark);
      if (!place) continue;
      const [x, y] = toPixel(place.lon, place.lat);
      if (x < -10 || y < -10 || x > width + 10 || y > height + 10) continue;
      inView.push({ mark, x, y, course: place.course });
    }
    const spots: Spot[] = [];
    let single = inView;
    let clusters = 0;
    if (zoom < CLUSTER_BELOW_ZOOM && inView.length > CLUSTER_FROM) {
      // A cell with a few assets shows them; a fuller one, one circle with their count.
      const cells = new Map<number, typeof inView>();
      for (const one of inView) {
        // A number, not a string made for each of 10,000 assets: column × 4,096 + row (a canvas has far
        // fewer than 2,048 rows of 44 px).
        const key = Math.floor(one.x / CELL_PX) * 4096 + Math.floor(one.y / CELL_PX);
        const cell = cells.get(key);
        if (cell) cell.push(one);
        else cells.set(key, [one]);
      }
      single = [];
      const circles = new Path2D();
      const counts: [number, number, number][] = [];
      for (const cell of cells.values()) {
        if (cell.length <= 3) {
          single.push(...cell);
          continue;
        }
        let sx = 0;
        let sy = 0;
        for (const one of cell) {
          sx += one.x;
          sy += one.y;
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
      for (const [x, y, n] of counts)
        context.fillText(n >= 1000 ? `${Math.round(n / 100) / 10}k` : String(n), x, y);
    }
    const glyphs = new Map<Category, Path2D>();
    const rings = new Path2D();
    let selected: [number, number] | undefined;
    for (const { mark, x, y, course } of single) {
      spots.push({ x, y, id: mark.id });
      const category = categoryOf(mark.kind, mark.shipType);
      let path = glyphs.get(category);
      if (!path) {
        path = new Path2D();
        glyphs.set(category, path);
      }
      glyph(path, mark.kind, course, x, y);
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
    if (zoom >= LABELS_FROM_ZOOM) labels(context, single);
    this.spots = spots;
    // Every asset drawn in view, one in a cluster as well: the list of what the map shows.
    this.drawn = { assets: single.length, clusters, ids: inView.map((one) => one.mark.id) };
  }
}

/** A cluster's radius: grows with the logarithm of its count. */
function radiusOf(count: number): number {
  return 10 + Math.min(14, Math.log10(count) * 5);
}

/** Names beside the glyphs, each only where it covers no label already placed. */
function labels(
  context: CanvasRenderingContext2D,
  placed: readonly { mark: AssetMark; x: number; y: number }[],
): void {
  context.font = '11px system-ui, sans-serif';
  context.textAlign = 'left';
  context.textBaseline = 'middle';
  context.lineWidth = 3;
  context.strokeStyle = 'rgba(255, 255, 255, 0.9)';
  context.fillStyle = '#111111';
  const taken = new Set<string>();
  for (const { mark, x, y } of placed) {
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
  const shape =
    kind === 'vessel'
      ? [
          [0, -8],
          [4, -2],
          [4, 6],
          [-4, 6],
          [-4, -2],
        ]
      : [
          [0, -8],
          [7, 5],
          [0, 2],
          [-7, 5],
        ];
  shape.forEach(([px = 0, py = 0], n) => {
    const rx = x + px * cos - py * sin;
    const ry = y + px * sin + py * cos;
    if (n === 0) path.moveTo(rx, ry);
    else path.lineTo(rx, ry);
  });
  path.closePath();
}
