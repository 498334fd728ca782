/**
 * Detections on the map: the newest 1,000 of the last 7 days (the list page has them all), orange
 * markers with the type and confidence on hover and the evidence on click; new ones join as they are
 * recorded. On the time slider, only those observed up to the time shown.
 */
import * as L from 'leaflet';
import { type Detection, loadDetections, type Site } from './map-data.ts';
import { detectionPoint, showDetection } from './map-panels.ts';

const MAX_DETECTIONS = 1_000;

export class DetectionMarkers {
  private readonly group = L.layerGroup();
  private readonly shown: { marker: L.CircleMarker; observed: number }[] = [];
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
    this.box.dataset.detections = String(this.shown.length);
  }

  add(detection: Detection, sites: Site[]): void {
    const point = detectionPoint(detection, sites);
    if (!point) return;
    if (this.shown.length >= MAX_DETECTIONS) this.shown.shift()?.marker.remove();
    const marker = L.circleMarker([point[1], point[0]], {
      radius: 6,
      color: '#9a3412',
      fillColor: '#f97316',
      fillOpacity: 0.9,
      weight: 2,
    })
      .bindTooltip(`${detection.type} (${Math.round(detection.confidence * 100)}%)`)
      .on('click', () => {
        const details = this.box.parentElement?.querySelector<HTMLElement>('.details');
        if (details) void showDetection(details, detection.id);
      });
    const observed = Date.parse(detection.observed_at);
    this.shown.push({ marker, observed });
    if (this.time === undefined || observed <= this.time) marker.addTo(this.group);
    this.box.dataset.detections = String(this.shown.length);
  }

  /** Shows only the detections observed up to `time` (all of them when undefined: live). */
  until(time: number | undefined): void {
    this.time = time;
    for (const { marker, observed } of this.shown) {
      const wanted = time === undefined || observed <= time;
      if (wanted && !this.group.hasLayer(marker)) marker.addTo(this.group);
      else if (!wanted && this.group.hasLayer(marker)) marker.remove();
    }
  }

  toggle(shown: boolean): void {
    if (shown) this.group.addTo(this.map);
    else this.group.remove();
  }
}
