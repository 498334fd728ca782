/**
 * How the map draws a detection: a polygon where its geometry is an area (an imagery detection's
 * outline), a dot elsewhere (at its point, or its site's centre). Kept by id, so a revision (a
 * confirmed imagery detection) redraws the same detection, and only the newest are kept.
 */
import type { Geometry } from 'geojson';
import * as L from 'leaflet';
import type { Detection, Site } from './map-data.ts';
import { detectionPoint } from './map-panels.ts';

const STYLE = { color: '#9a3412', fillColor: '#f97316', weight: 2 };

export class DetectionsLayer {
  readonly #group: L.LayerGroup;
  readonly #shown = new Map<string, L.Layer>();
  readonly #max: number;
  readonly #onClick: (id: string) => void;

  constructor(map: L.Map, max: number, onClick: (id: string) => void) {
    this.#group = L.layerGroup().addTo(map);
    this.#max = max;
    this.#onClick = onClick;
  }

  get size(): number {
    return this.#shown.size;
  }

  /** How many are drawn as areas (the rest are dots). */
  get areas(): number {
    let n = 0;
    for (const layer of this.#shown.values()) if (layer instanceof L.GeoJSON) n++;
    return n;
  }

  /** Draws the detection, replacing an earlier drawing of the same id. */
  show(detection: Detection, sites: Site[]): void {
    const layer = this.#layerOf(detection, sites);
    if (!layer) return;
    this.#shown.get(detection.id)?.remove();
    this.#shown.delete(detection.id);
    if (this.#shown.size >= this.#max) {
      const [oldest] = this.#shown;
      if (oldest) {
        oldest[1].remove();
        this.#shown.delete(oldest[0]);
      }
    }
    layer
      .bindTooltip(`${detection.type} (${Math.round(detection.confidence * 100)}%)`)
      .on('click', () => this.#onClick(detection.id))
      .addTo(this.#group);
    this.#shown.set(detection.id, layer);
  }

  clear(): void {
    this.#group.clearLayers();
    this.#shown.clear();
  }

  #layerOf(detection: Detection, sites: Site[]): L.Path | L.GeoJSON | undefined {
    const geometry = detection.geometry as Geometry | null;
    if (geometry?.type === 'Polygon' || geometry?.type === 'MultiPolygon') {
      return L.geoJSON(geometry, { style: { ...STYLE, fillOpacity: 0.35 } });
    }
    const point = detectionPoint(detection, sites);
    if (!point) return undefined;
    return L.circleMarker([point[1], point[0]], { ...STYLE, radius: 6, fillOpacity: 0.9 });
  }
}
