/**
 * A canvas over the map that a subclass draws in whole, in screen pixels. While the map pans,
 * Leaflet moves the pane and the canvas moves with it (no drawing, so no stall however much it
 * holds); while it zooms, the canvas is scaled by the same CSS transition as Leaflet's own layers;
 * once the view settles the canvas is put back over the view and drawn again, as Leaflet's Canvas
 * renderer does. A margin around the view keeps short pans from showing edges.
 */
import * as L from 'leaflet';
import { mercator } from './mercator.ts';

const MARGIN = 0.25;

/** Where things go on the canvas: Web Mercator in pixels at the current zoom. */
export interface Projection {
  /** A [lon, lat] on the canvas. */
  toPixel(lon: number, lat: number): [number, number];
  /** A point already projected to Web Mercator's unit square ([0, 1] both ways) is at x·scale + shiftX. */
  scale: number;
  shiftX: number;
  shiftY: number;
}

/**
 * Leaflet's own layers place themselves for a zoom that is about to happen with this method; it is
 * not in Leaflet's typings but has been stable since 1.0 (markers and popups use it).
 */
interface ZoomingMap extends L.Map {
  _latLngToNewLayerPoint(latlng: L.LatLng, zoom: number, center: L.LatLng): L.Point;
}

export abstract class CanvasOverlay extends L.Layer {
  protected canvas: HTMLCanvasElement | undefined;
  protected context: CanvasRenderingContext2D | undefined;
  /** The map, set while the layer is on one. */
  protected view: L.Map | undefined;
  private frame = 0;
  /** How long the last draw took, ms: for the benchmark. */
  paintMs = 0;
  /** The top-left of the canvas in container pixels (negative: the margin). */
  protected origin = L.point(0, 0);
  /** Where the canvas sits in the map's layer pixels: stays put while the map pans. */
  private position = L.point(0, 0);
  /** The canvas's top-left corner on the earth, for placing it while a zoom animates. */
  private corner = L.latLng(0, 0);

  /** Draws everything, placing points with `projection`. */
  protected abstract draw(context: CanvasRenderingContext2D, projection: Projection): void;

  /**
   * Whether a draw now would leave the canvas empty. A canvas already empty is then left alone: the
   * track and the events are redrawn at every slider step with, as a rule, nothing to draw, and each
   * cleared canvas the size of the view is raster and composite work for the browser at that frame.
   * A canvas that would not be blank is drawn, so a layer that never is need not say.
   */
  protected blank(): boolean {
    return false;
  }
  /** Whether the canvas is empty (a new one is). */
  private empty = true;

  override onAdd(map: L.Map): this {
    this.view = map;
    const canvas = document.createElement('canvas');
    canvas.className = 'leaflet-zoom-animated vigil-canvas';
    canvas.setAttribute('aria-hidden', 'true');
    this.canvas = canvas;
    this.context = canvas.getContext('2d') ?? undefined;
    this.empty = true;
    canvas.style.display = 'none';
    this.getPane()?.appendChild(canvas);
    map.on('moveend zoomend resize viewreset', this.reset, this);
    map.on('zoomanim', this.animateZoom, this);
    this.reset();
    return this;
  }

  override onRemove(map: L.Map): this {
    map.off('moveend zoomend resize viewreset', this.reset, this);
    map.off('zoomanim', this.animateZoom, this);
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

  /** Scales and moves the drawn canvas with the zoom animation; it is drawn afresh when it ends. */
  private animateZoom(event: L.ZoomAnimEvent): void {
    const map = this.view as ZoomingMap | undefined;
    if (!map || !this.canvas) return;
    const offset = map._latLngToNewLayerPoint(this.corner, event.zoom, event.center);
    L.DomUtil.setTransform(this.canvas, offset, map.getZoomScale(event.zoom));
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
    this.corner = map.containerPointToLatLng(this.origin);
    L.DomUtil.setPosition(canvas, this.position);
    this.paint();
  }

  private paint(): void {
    const map = this.view;
    const context = this.context;
    const canvas = this.canvas;
    if (!map || !context || !canvas) return;
    const blank = this.blank();
    if (blank && this.empty) {
      this.paintMs = 0;
      return;
    }
    this.empty = blank;
    // Out of the page while empty: a transparent canvas the size of the view is still composited
    // by the browser at every frame.
    canvas.style.display = blank ? 'none' : '';
    const started = performance.now();
    const ratio = window.devicePixelRatio || 1;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, canvas.width, canvas.height);
    // One projection for the whole draw: Web Mercator in pixels at this zoom, offset to the canvas.
    const scale = 256 * 2 ** map.getZoom();
    const pixelOrigin = map.getPixelOrigin();
    const shiftX = -pixelOrigin.x - this.position.x;
    const shiftY = -pixelOrigin.y - this.position.y;
    this.draw(context, {
      toPixel: (lon, lat) => {
        const [x, y] = mercator(lon, lat);
        return [x * scale + shiftX, y * scale + shiftY];
      },
      scale,
      shiftX,
      shiftY,
    });
    this.paintMs = performance.now() - started;
  }

  /** The view's bounds with the margin, as [west, south, east, north]. */
  protected paddedBounds(): [number, number, number, number] | undefined {
    const map = this.view;
    if (!map) return undefined;
    const bounds = map.getBounds().pad(MARGIN);
    return [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()];
  }
}
