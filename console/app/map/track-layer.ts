/**
 * The selected asset's track on a canvas: each leg coloured by the speed reported at its start, an
 * arrowhead every hundred pixels or so along the way it went, each fix a dot, and a gap (fixes
 * further apart than GAP_MS) left as a gap: nothing is drawn where nothing was reported. A fix Vigil
 * does not believe (suspect) is a red cross, joined to nothing. The asset's events are marked where
 * they happened, by their kind's colour and letter. On the time slider, only the track and events up
 * to the chosen time. The fix or event under the pointer is found for its tooltip.
 */
import { type AssetKind, speedColour } from './asset-style.ts';
import { CanvasOverlay, type Projection } from './canvas-overlay.ts';
import { type AssetEvent, EVENT_KINDS } from './event-kinds.ts';
import { drawEventMarks, eventUnder, type PlacedEvent } from './events-layer.ts';
import { type Fix, GAP_MS } from './history.ts';

const SUSPECT = '#c4001d';

const ARROW_EVERY_PX = 110;

export class TrackLayer extends CanvasOverlay {
  private fixes: readonly Fix[] = [];
  private events: readonly AssetEvent[] = [];
  private kind: AssetKind = 'vessel';
  /** Draw only fixes at or before this time (ms); undefined: all. */
  until: number | undefined;
  /** Screen positions of the fixes drawn, for the tooltip. */
  private placed: { fix: Fix; x: number; y: number }[] = [];
  private placedEvents: PlacedEvent[] = [];
  /** Gaps in the track drawn, for the panel to say. */
  gaps = 0;

  show(fixes: readonly Fix[], kind: AssetKind, events: readonly AssetEvent[] = []): void {
    this.fixes = fixes;
    this.events = events;
    this.kind = kind;
    this.redraw();
  }

  clear(): void {
    this.show([], this.kind);
  }

  /** The event marked nearest a container point, within its mark. */
  eventAt(x: number, y: number): AssetEvent | undefined {
    return eventUnder(this.placedEvents, this.origin, x, y);
  }

  get size(): number {
    return this.fixes.length;
  }

  protected override blank(): boolean {
    return this.fixes.length === 0 && this.events.length === 0;
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
    const until = this.until ?? Number.POSITIVE_INFINITY;
    const shown = this.fixes.filter((f) => f.t <= until);
    const placed = shown.map((fix) => {
      const [x, y] = toPixel(fix.lon, fix.lat);
      return { fix, x, y };
    });
    this.placed = placed;
    // The line joins the fixes Vigil believes; a suspect one is marked apart.
    const good = placed.filter((p) => p.fix.suspect === undefined);
    this.gaps = 0;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    let sinceArrow = 0;
    for (let i = 1; i < good.length; i++) {
      const a = good[i - 1];
      const b = good[i];
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
    for (const { x, y } of good) {
      context.beginPath();
      context.arc(x, y, 2.5, 0, Math.PI * 2);
      context.fill();
      context.stroke();
    }
    context.strokeStyle = SUSPECT;
    context.lineWidth = 2.5;
    for (const { fix, x, y } of placed) {
      if (fix.suspect === undefined) continue;
      context.beginPath();
      context.moveTo(x - 5, y - 5);
      context.lineTo(x + 5, y + 5);
      context.moveTo(x + 5, y - 5);
      context.lineTo(x - 5, y + 5);
      context.stroke();
    }
    this.placedEvents = drawEventMarks(context, this.events, until, toPixel);
  }
}

const when = (t: number) =>
  new Date(t).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** What the pointer is on: an event (its kind and start), or a fix (its time, speed, suspicion). */
export function trackTip(
  layer: TrackLayer,
  x: number,
  y: number,
  eventAt: (x: number, y: number) => AssetEvent | undefined = () => undefined,
): { at: [number, number]; text: string } | undefined {
  const event = layer.eventAt(x, y) ?? eventAt(x, y);
  if (event) {
    const [lon, lat] = event.geometry.coordinates;
    return {
      at: [lat, lon],
      text: `${EVENT_KINDS[event.kind].label}, from ${when(Date.parse(event.start))}${event.end ? ` to ${when(Date.parse(event.end))}` : ', going on'}`,
    };
  }
  const fix = layer.nearest(x, y);
  if (!fix) return undefined;
  const speed =
    fix.speed === null ? '' : `, ${fix.speed.toLocaleString(undefined, { maximumFractionDigits: 1 })} kn`;
  const suspect =
    fix.suspect === undefined ? '' : ` — suspect (${fix.suspect.replaceAll('_', ' ')}): not believed`;
  return { at: [fix.lat, fix.lon], text: `${when(fix.t)}${speed}${suspect}` };
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
