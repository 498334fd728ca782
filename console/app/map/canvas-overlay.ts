/**
 * A canvas over the map that a subclass draws in whole, in screen pixels. While the map pans or
 * zooms, Leaflet moves the pane and the canvas moves with it (no drawing, so no stall however much
 * it holds); once the view settles the canvas is put back over the view and drawn again, as
 * Leaflet's own Canvas renderer does. A margin around the view keeps short pans from showing edges.
 */
import * as L from 'leaflet';

const MARGIN = 0.25;

export abstract class CanvasOverlay extends L.Layer {
  protected canvas: HTMLCanvasElement | undefined;
  protected context: CanvasRenderingContext2D | undefined;
  /** The map, set while the layer is on one. */
  protected view: L.Map | undefined;
  private frame = 0;
  /** The top-left of the canvas in container pixels (negative: the margin). */
  protected origin = L.point(0, 0);
  /** Where the canvas sits in the map's layer pixels: stays put while the map pans. */
  private position = L.point(0, 0);

  /** Draws everything, with `toPixel` placing a [lon, lat] on the canvas. */
  protected abstract draw(
    context: CanvasRenderingContext2D,
    toPixel: (lon: number, lat: number) => [number, number],
  ): void;

  override onAdd(map: L.Map): this {
    this.view = map;
    const canvas = document.createElement('canvas');
    canvas.className = 'leaflet-zoom-animated vigil-canvas';
    canvas.setAttribute('aria-hidden', 'true');
    this.canvas = canvas;
    this.context = canvas.getContext('2d') ?? undefined;
    this.getPane()?.appendChild(canvas);
    map.on('moveend zoomend resize viewreset', this.reset, this);
    map.on('zoomstart', this.animateZoom, this);
    this.reset();
    return this;
  }

  override onRemove(map: L.Map): this {
    map.off('moveend zoomend resize viewreset', this.reset, this);
    map.off('zoomstart', this.animateZoom, this);
    this.canvas?.remove();
    this.canvas = undefined;
    this.view = undefined;
    return this;
  }

  /** Asks for a redraw on the next animation frame (several asks make one). */
  redraw(): void {
    if (this.frame || !this.view) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.paint();
    });
  }

  /** Hidden while the zoom animates; drawn afresh when it ends. */
  private animateZoom(): void {
    if (this.canvas) this.canvas.style.visibility = 'hidden';
  }

  private reset(): void {
    const map = this.view;
    const canvas = this.canvas;
    if (!map || !canvas) return;
    const size = map.getSize();
    const margin = size.multiplyBy(MARGIN).round();
    this.origin = margin.multiplyBy(-1);
    const width = size.x + 2 * margin.x;
    const height = size.y + 2 * margin.y;
    const ratio = window.devicePixelRatio || 1;
    if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      canvas.style.width = `${width}px`;
      canvas.style.height = `${height}px`;
    }
    this.position = map.containerPointToLayerPoint(this.origin);
    L.DomUtil.setPosition(canvas, this.position);
    canvas.style.visibility = '';
    this.paint();
  }

  private paint(): void {
    const map = this.view;
    const context = this.context;
    const canvas = this.canvas;
    if (!map || !context || !canvas) return;
    const ratio = window.devicePixelRatio || 1;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, canvas.width, canvas.height);
    // One projection for the whole draw: Web Mercator in pixels at this zoom, offset to the canvas.
    const zoomScale = 256 * 2 ** map.getZoom();
    const pixelOrigin = map.getPixelOrigin();
    const shiftX = -pixelOrigin.x - this.position.x;
    const shiftY = -pixelOrigin.y - this.position.y;
    const toPixel = (lon: number, lat: number): [number, number] => {
      const sin = Math.sin((Math.max(-85.05, Math.min(85.05, lat)) * Math.PI) / 180);
      const x = ((lon + 180) / 360) * zoomScale;
      const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * zoomScale;
      return [x + shiftX, y + shiftY];
    };
    this.draw(context, toPixel);
  }

  /** The view's bounds with the margin, as [west, south, east, north]. */
  protected paddedBounds(): [number, number, number, number] | undefined {
    const map = this.view;
    if (!map) return undefined;
    const bounds = map.getBounds().pad(MARGIN);
    return [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()];
  }
}
