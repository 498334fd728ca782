/**
 * Land and coastlines from Natural Earth (the `world-atlas` data Vigil ships), served by Vigil: the
 * 1:110m outline for the world, 1:50m from zoom 3 and 1:10m from zoom 6. Each is read by a worker the
 * first time it is needed (the coarser one stays drawn meanwhile), then drawn on a canvas under
 * everything else: only the polygons in view, and of each only points a pixel or more apart.
 */
import type * as L from 'leaflet';
import { CanvasOverlay, type Projection } from './canvas-overlay.ts';
import type { LandMessage } from './land-worker.ts';

const SCALES = [
  { scale: '110m', from: 0 },
  { scale: '50m', from: 3 },
  { scale: '10m', from: 6 },
] as const;

const WATER = '#cfe3ef';
const LAND = { fill: '#eceee4', stroke: '#8a8f7a' };

export class LandLayer extends CanvasOverlay {
  private readonly loaded = new Map<string, LandMessage>();
  private readonly asked = new Set<string>();
  private worker: Worker | undefined;

  constructor() {
    super();
    this.options.pane = 'land';
  }

  override onAdd(map: L.Map): this {
    if (!map.getPane('land')) map.createPane('land').style.zIndex = '250';
    map.getContainer().style.background = WATER;
    this.worker = new Worker('/console/app/map/land-worker.ts', { type: 'module' });
    this.worker.onmessage = (event: MessageEvent<LandMessage>) => {
      this.loaded.set(event.data.scale, event.data);
      this.redraw();
    };
    return super.onAdd(map);
  }

  override onRemove(map: L.Map): this {
    this.worker?.terminate();
    this.worker = undefined;
    return super.onRemove(map);
  }

  /** The outline for this zoom if it is here (else asked for), or meanwhile the finest coarser one. */
  private outline(zoom: number): LandMessage | undefined {
    const wanted = Math.max(
      0,
      SCALES.findLastIndex((s) => zoom >= s.from),
    );
    for (let i = wanted; i >= 0; i--) {
      const scale = SCALES[i]?.scale ?? '110m';
      const land = this.loaded.get(scale);
      if (land) return land;
      if (!this.asked.has(scale)) {
        this.asked.add(scale);
        this.worker?.postMessage(scale);
      }
    }
    return undefined;
  }

  protected draw(context: CanvasRenderingContext2D, { scale, shiftX, shiftY }: Projection): void {
    const map = this.view;
    const canvas = this.canvas;
    if (!map || !canvas) return;
    const land = this.outline(map.getZoom());
    if (!land) return;
    // The canvas in the unit square: a polygon whose box misses it is not traced.
    const left = -shiftX / scale;
    const top = -shiftY / scale;
    const right = (canvas.clientWidth - shiftX) / scale;
    const bottom = (canvas.clientHeight - shiftY) / scale;
    const { polygons, boxes } = land;
    const path = new Path2D();
    for (let p = 0; p + 1 < polygons.length; p++) {
      const b = p * 4;
      if ((boxes[b + 1] ?? 1) > bottom || (boxes[b + 3] ?? 0) < top) continue;
      // The world west, here and east: a polygon past the antimeridian, and the world's copies when
      // zoomed out, are drawn where they show.
      for (const world of [-1, 0, 1]) {
        if ((boxes[b] ?? 1) + world > right || (boxes[b + 2] ?? 0) + world < left) continue;
        trace(path, land, p, scale, shiftX + world * scale, shiftY);
      }
    }
    context.fillStyle = LAND.fill;
    context.fill(path, 'evenodd');
    context.strokeStyle = LAND.stroke;
    context.lineWidth = 0.8;
    context.stroke(path);
  }
}

/** Adds polygon `p`'s rings to `path`, leaving out points less than a pixel from the last one kept. */
function trace(
  path: Path2D,
  land: LandMessage,
  p: number,
  scale: number,
  shiftX: number,
  shiftY: number,
): void {
  const { points, rings, polygons } = land;
  for (let r = polygons[p] ?? 0; r < (polygons[p + 1] ?? 0); r++) {
    const end = rings[r + 1] ?? 0;
    let lastX = Number.NaN;
    let lastY = Number.NaN;
    for (let i = rings[r] ?? 0; i < end; i++) {
      const x = (points[i * 2] ?? 0) * scale + shiftX;
      const y = (points[i * 2 + 1] ?? 0) * scale + shiftY;
      if (Math.abs(x - lastX) < 1 && Math.abs(y - lastY) < 1 && i + 1 < end) continue;
      if (Number.isNaN(lastX)) path.moveTo(x, y);
      else path.lineTo(x, y);
      lastX = x;
      lastY = y;
    }
    path.closePath();
  }
}
