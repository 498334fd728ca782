/**
 * Vessels and aircraft at their latest positions, drawn on one canvas as glyphs pointing along their
 * course (a hull for a vessel, a dart for an aircraft; a dot when the course is unknown). Positions
 * change in place and the canvas is drawn again on the next frame, so ten thousand moving assets
 * cost one draw per update, not one DOM element each.
 */
import { CanvasOverlay, type Projection } from './canvas-overlay.ts';

export interface AssetMark {
  id: string;
  kind: 'vessel' | 'aircraft';
  name: string | null;
  lon: number;
  lat: number;
  course: number | null;
  followed: boolean;
  at: string;
}

const COLOURS = { vessel: '#1b4f9c', aircraft: '#7a3db8', followed: '#d97706', selected: '#111111' };

export class AssetsLayer extends CanvasOverlay {
  readonly assets = new Map<string, AssetMark>();
  selected: string | undefined;
  /** Screen positions of the last draw, for finding what a click hit. */
  private placed: { id: string; x: number; y: number }[] = [];

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

  /** The asset nearest to a container point, within `radius` pixels. */
  nearest(x: number, y: number, radius = 10): AssetMark | undefined {
    const ox = x - this.origin.x;
    const oy = y - this.origin.y;
    let best: { id: string; d: number } | undefined;
    for (const p of this.placed) {
      const d = (p.x - ox) ** 2 + (p.y - oy) ** 2;
      if (d <= radius * radius && (!best || d < best.d)) best = { id: p.id, d };
    }
    return best ? this.assets.get(best.id) : undefined;
  }

  protected draw(context: CanvasRenderingContext2D, { toPixel }: Projection): void {
    const width = this.canvas?.clientWidth ?? 0;
    const height = this.canvas?.clientHeight ?? 0;
    const placed: { id: string; x: number; y: number }[] = [];
    const groups: Record<'vessel' | 'aircraft' | 'followed', Path2D> = {
      vessel: new Path2D(),
      aircraft: new Path2D(),
      followed: new Path2D(),
    };
    let selected: [number, number] | undefined;
    for (const mark of this.assets.values()) {
      const [x, y] = toPixel(mark.lon, mark.lat);
      if (x < -10 || y < -10 || x > width + 10 || y > height + 10) continue;
      placed.push({ id: mark.id, x, y });
      const path = groups[mark.followed ? 'followed' : mark.kind];
      glyph(path, mark, x, y);
      if (mark.id === this.selected) selected = [x, y];
    }
    this.placed = placed;
    for (const [group, path] of Object.entries(groups) as [keyof typeof groups, Path2D][]) {
      context.fillStyle = COLOURS[group];
      context.fill(path);
    }
    if (selected) {
      context.strokeStyle = COLOURS.selected;
      context.lineWidth = 2;
      context.beginPath();
      context.arc(selected[0], selected[1], 11, 0, Math.PI * 2);
      context.stroke();
    }
  }
}

/** Adds the asset's glyph at (x, y), turned to its course (degrees clockwise from north). */
function glyph(path: Path2D, mark: AssetMark, x: number, y: number): void {
  if (mark.course === null) {
    path.moveTo(x + 3.5, y);
    path.arc(x, y, 3.5, 0, Math.PI * 2);
    return;
  }
  const angle = (mark.course * Math.PI) / 180;
  const sin = Math.sin(angle);
  const cos = Math.cos(angle);
  // Outline in a frame pointing north (y up is negative on screen), turned by the course.
  const shape =
    mark.kind === 'vessel'
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
