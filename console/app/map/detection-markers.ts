/**
 * Detections on the map: the newest 1,000 of the last 7 days (the list page has them all), orange,
 * with the type and confidence on hover and the evidence on click; new ones join as they are
 * recorded. A detection whose geometry is an area (an imagery detection's clearing, burn or flood)
 * is drawn as that outline, any other as a marker at its point or its site's centre; a revision (a
 * confirmed imagery detection) redraws the same detection. On the time slider, only those observed
 * up to the time shown.
 */
import type { Geometry } from 'geojson';
import * as L from 'leaflet';
import { type Detection, loadDetections, type Site } from './map-data.ts';
import { detectionPoint, showDetection } from './map-panels.ts';

const MAX_DETECTIONS = 1_000;
const STYLE = { color: '#9a3412', fillColor: '#f97316', weight: 2 };

interface Shown {
  id: string;
  layer: L.Layer;
  observed: number;
  area: boolean;
}

export class DetectionMarkers {
  private readonly group = L.layerGroup();
  private readonly shown: Shown[] = [];
  private time: number | undefined;
  private readonly map: L.Map;
  private readonly box: HTMLElement;

  constructor(map: L.Map, box: HTMLElement) {
    this.map = map;
    this.box = box;
    this.group.addTo(map);
  }

  /** Reads the newest detections again, replacing the markers. */
  async load(sites: Site[]): Promise<void> {
    const found = await loadDetections();
    this.group.clearLayers();
    this.shown.length = 0;
    for (const detection of [...found].reverse()) this.add(detection, sites);
    this.count();
  }

  /** Draws the detection, in place of an earlier drawing of the same one. */
  add(detection: Detection, sites: Site[]): void {
    const layer = this.layerOf(detection, sites);
    if (!layer) return;
    const earlier = this.shown.findIndex((s) => s.id === detection.id);
    if (earlier >= 0) this.shown.splice(earlier, 1)[0]?.layer.remove();
    if (this.shown.length >= MAX_DETECTIONS) this.shown.shift()?.layer.remove();
    layer.bindTooltip(`${detection.type} (${Math.round(detection.confidence * 100)}%)`).on('click', () => {
      const details = this.box.parentElement?.querySelector<HTMLElement>('.details');
      if (details) void showDetection(details, detection.id);
    });
    const observed = Date.parse(detection.observed_at);
    this.shown.push({ id: detection.id, layer, observed, area: layer instanceof L.GeoJSON });
    if (this.time === undefined || observed <= this.time) layer.addTo(this.group);
    this.count();
  }

  /** Shows only the detections observed up to `time` (all of them when undefined: live). */
  until(time: number | undefined): void {
    this.time = time;
    for (const { layer, observed } of this.shown) {
      const wanted = time === undefined || observed <= time;
      if (wanted && !this.group.hasLayer(layer)) layer.addTo(this.group);
      else if (!wanted && this.group.hasLayer(layer)) layer.remove();
    }
  }

  toggle(shown: boolean): void {
    if (shown) this.group.addTo(this.map);
    else this.group.remove();
  }

  private layerOf(detection: Detection, sites: Site[]): L.Layer | undefined {
    const geometry = detection.geometry as Geometry | null;
    if (geometry?.type === 'Polygon' || geometry?.type === 'MultiPolygon') {
      return L.geoJSON(geometry, { style: { ...STYLE, fillOpacity: 0.35 } });
    }
    const point = detectionPoint(detection, sites);
    if (!point) return undefined;
    return L.circleMarker([point[1], point[0]], { ...STYLE, radius: 6, fillOpacity: 0.9 });
  }

  /** For tests and DevTools: how many are drawn, and how many of them as areas. */
  private count(): void {
    this.box.dataset.detections = String(this.shown.length);
    this.box.dataset.detectionAreas = String(this.shown.filter((s) => s.area).length);
  }
}
