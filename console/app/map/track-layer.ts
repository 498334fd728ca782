/**
 * The selected asset's track on a canvas: each leg coloured by the speed reported at its start, an
 * arrowhead every hundred pixels or so along the way it went, each fix a dot, and a gap (fixes
 * further apart than GAP_MS) left as a gap: nothing is drawn where nothing was reported. On the time
 * slider, only the track up to the chosen time. The fix under the pointer is found for its tooltip.
 */
import { type AssetKind, speedColour } from './asset-style.ts';
import { CanvasOverlay, type Projection } from './canvas-overlay.ts';
import { type Fix, GAP_MS } from './history.ts';

const ARROW_EVERY_PX = 110;

export class TrackLayer extends CanvasOverlay {
  private fixes: readonly Fix[] = [];
  private kind: AssetKind = 'vessel';
  /** Draw only fixes at or before this time (ms); undefined: all. */
  until: number | undefined;
  /** Screen positions of the fixes drawn, for the tooltip. */
  private placed: { fix: Fix; x: number; y: number }[] = [];
  /** Gaps in the track drawn, for the panel to say. */
  gaps = 0;

  show(fixes: readonly Fix[], kind: AssetKind): void {
    this.fixes = fixes;
    this.kind = kind;
    this.redraw();
  }

  clear(): void {
    this.show([], this.kind);
  }

  get size(): number {
    return this.fixes.length;
  }

  /** The fix drawn nearest a container point, within `radius` pixels. */
  nearest(x: number, y: number, radius = 8): Fix | undefined {
    const ox = x - this.origin.x;
    const oy = y - this.origin.y;
    let best: { fix: Fix; d: number } | undefined;
    for (const p of this.placed) {
      const d = (p.x - ox) ** 2 + (p.y - oy) ** 2;
      if (d <= radius * radius && (!best || d < best.d)) best = { fix: p.fix, d };
    }
    return best?.fix;
  }

  protected draw(context: CanvasRenderingContext2D, { toPixel }: Projection): void {
    const shown = this.until === undefined ? this.fixes : this.fixes.filter((f) => f.t <= (this.until ?? 0));
    const placed = shown.map((fix) => {
      const [x, y] = toPixel(fix.lon, fix.lat);
      return { fix, x, y };
    });
    this.placed = placed;
    this.gaps = 0;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    let sinceArrow = 0;
    for (let i = 1; i < placed.length; i++) {
      const a = placed[i - 1];
      const b = placed[i];
      if (!a || !b) continue;
      if (b.fix.t - a.fix.t > GAP_MS) {
        this.gaps++;
        continue;
      }
      // A light casing under each leg keeps the colours readable on land and water alike.
      context.strokeStyle = 'rgba(255, 255, 255, 0.85)';
      context.lineWidth = 6;
      context.beginPath();
      context.moveTo(a.x, a.y);
      context.lineTo(b.x, b.y);
      context.stroke();
      context.strokeStyle = speedColour(a.fix.speed, this.kind);
      context.lineWidth = 3;
      context.stroke();
      const length = Math.hypot(b.x - a.x, b.y - a.y);
      sinceArrow += length;
      if (sinceArrow >= ARROW_EVERY_PX && length > 12) {
        sinceArrow = 0;
        arrow(context, a.x, a.y, b.x, b.y);
      }
    }
    context.fillStyle = '#ffffff';
    context.strokeStyle = '#111111';
    context.lineWidth = 1;
    for (const { x, y } of placed) {
      context.beginPath();
      context.arc(x, y, 2.5, 0, Math.PI * 2);
      context.fill();
      context.stroke();
    }
  }
}

/** An arrowhead at the middle of the leg from (x0, y0) to (x1, y1), pointing the way it went. */
function arrow(context: CanvasRenderingContext2D, x0: number, y0: number, x1: number, y1: number): void {
  const angle = Math.atan2(y1 - y0, x1 - x0);
  const x = (x0 + x1) / 2;
  const y = (y0 + y1) / 2;
  context.fillStyle = '#111111';
  context.beginPath();
  context.moveTo(x + Math.cos(angle) * 6, y + Math.sin(angle) * 6);
  context.lineTo(x + Math.cos(angle + 2.5) * 6, y + Math.sin(angle + 2.5) * 6);
  context.lineTo(x + Math.cos(angle - 2.5) * 6, y + Math.sin(angle - 2.5) * 6);
  context.closePath();
  context.fill();
}
