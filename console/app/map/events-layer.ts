/**
 * Events on the map: a circle in the kind's colour with its letter where each began. The selected
 * track's events (track-layer.ts) and, on the time slider, the events of the window in view that had
 * begun by the time shown (this layer) are drawn alike.
 */
import { CanvasOverlay, type Projection } from './canvas-overlay.ts';
import { type AssetEvent, EVENT_KINDS } from './event-kinds.ts';

export const EVENT_RADIUS = 8;

export interface PlacedEvent {
  event: AssetEvent;
  x: number;
  y: number;
}

/** Draws `events` begun by `until` and returns where each went, for the pointer. */
export function drawEventMarks(
  context: CanvasRenderingContext2D,
  events: readonly AssetEvent[],
  until: number,
  toPixel: Projection['toPixel'],
): PlacedEvent[] {
  const placed = events
    .filter((event) => Date.parse(event.start) <= until)
    .map((event) => {
      const [lon, lat] = event.geometry.coordinates;
      const [x, y] = toPixel(lon, lat);
      return { event, x, y };
    });
  context.font = 'bold 10px system-ui, sans-serif';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  for (const { event, x, y } of placed) {
    const kind = EVENT_KINDS[event.kind];
    context.fillStyle = kind.colour;
    context.strokeStyle = '#ffffff';
    context.lineWidth = 2;
    context.beginPath();
    context.arc(x, y, EVENT_RADIUS, 0, Math.PI * 2);
    context.fill();
    context.stroke();
    context.fillStyle = '#ffffff';
    context.fillText(kind.letter, x, y + 0.5);
  }
  return placed;
}

/** The event drawn under a container point (`origin`: the canvas's top-left in the container). */
export function eventUnder(
  placed: readonly PlacedEvent[],
  origin: { x: number; y: number },
  x: number,
  y: number,
): AssetEvent | undefined {
  const ox = x - origin.x;
  const oy = y - origin.y;
  return placed.find((p) => (p.x - ox) ** 2 + (p.y - oy) ** 2 <= EVENT_RADIUS ** 2)?.event;
}

export class EventsLayer extends CanvasOverlay {
  private events: readonly AssetEvent[] = [];
  private placed: PlacedEvent[] = [];
  /** The slider's time; undefined (live) draws none. */
  until: number | undefined;

  setEvents(events: readonly AssetEvent[]): void {
    this.events = events;
    this.redraw();
  }

  /** How many events the last draw placed: for the tests and the bench. */
  get drawn(): number {
    return this.placed.length;
  }

  eventAt(x: number, y: number): AssetEvent | undefined {
    return eventUnder(this.placed, this.origin, x, y);
  }

  protected override blank(): boolean {
    return this.until === undefined || this.events.length === 0;
  }

  protected draw(context: CanvasRenderingContext2D, { toPixel }: Projection): void {
    this.placed = this.until === undefined ? [] : drawEventMarks(context, this.events, this.until, toPixel);
  }
}
