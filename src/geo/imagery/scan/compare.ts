/**
 * A clear scene compared with its baseline: the change components worth recording (inside the
 * site, above the minimum mapping unit, not a repeat of an open detection), each with its polygon;
 * which open detections it sees again; and which components fall in an area muted by feedback.
 */
import type { MultiPolygon, Polygon } from 'geojson';
import { type Baseline, buildBaseline } from '../detect/baseline.ts';
import { changeMap, type Thresholds, typeIndex } from '../detect/change.ts';
import { type Component, labelComponents } from '../detect/components.ts';
import { indicesOf, type Observation } from '../detect/observation.ts';
import { clipToSite, componentPolygons, projectedAreaM2, toLonLat } from '../detect/polygonise.ts';
import {
  CONFIRM_SHARE,
  type ImageryType,
  MIN_INSIDE_SHARE,
  MUTE_DELTA_FACTOR,
  MUTE_MIN_IOU,
} from '../imagery-rules.ts';
import type { SiteGrid } from './scene-reading.ts';

/** A detection still waiting for (or building) confirmation, in this window's pixels. */
export interface OpenFinding {
  detectionId: string;
  type: ImageryType;
  pixels: readonly number[];
}

/** An area muted by not-useful feedback, in this window's pixels. */
export interface MuteZone {
  id: string;
  type: ImageryType;
  pixels: readonly number[];
  deltaMean: number;
}

export interface FoundComponent {
  component: Component;
  geometry: Polygon | MultiPolygon;
  /** Area of the clipped polygon, m². */
  areaM2: number;
  /** The mute zone it repeats, when it does: stored as suppressed, not alerted. */
  mutedBy: string | undefined;
}

/** What this scene says about an open detection. */
export interface Look {
  detectionId: string;
  /** Share of its pixels this scene could compare. */
  seen: number;
  /** Share of its pixels this scene flags with the same type again. */
  again: number;
}

export interface Comparison {
  found: FoundComponent[];
  looks: Look[];
  /** Components left out, with why (for the scene's outcome). */
  dropped: { type: ImageryType; pixels: number; reason: string }[];
}

export interface CompareSettings {
  thresholds: Thresholds;
  /** Minimum mapping unit per type, m². */
  mmuM2: Record<ImageryType, number>;
}

export function compareWithBaseline(
  grid: SiteGrid,
  observation: Observation,
  prior: readonly Observation[],
  open: readonly OpenFinding[],
  mutes: readonly MuteZone[],
  settings: CompareSettings,
): Comparison {
  const { window, site } = grid;
  const size = window.width * window.height;
  const baseline: Baseline = buildBaseline(prior, size);
  const after = { ...indicesOf(observation), red: observation.bands.red, clear: observation.clear };
  const map = changeMap(after, baseline, window.width, window.height, settings.thresholds);

  const looks: Look[] = open.map((finding) => {
    const wanted = typeIndex(finding.type);
    let seen = 0;
    let again = 0;
    for (const i of finding.pixels) {
      if (!map.comparable[i]) continue;
      seen++;
      if (map.type[i] === wanted) again++;
    }
    const n = Math.max(1, finding.pixels.length);
    return { detectionId: finding.detectionId, seen: seen / n, again: again / n };
  });
  const openPixels = new Map<ImageryType, Set<number>>();
  for (const finding of open) {
    const set = openPixels.get(finding.type) ?? new Set<number>();
    for (const i of finding.pixels) set.add(i);
    openPixels.set(finding.type, set);
  }

  const found: FoundComponent[] = [];
  const dropped: Comparison['dropped'] = [];
  for (const component of labelComponents(map, site, window.width, window.height)) {
    const n = component.pixels.length;
    const drop = (reason: string) => dropped.push({ type: component.type, pixels: n, reason });
    if (component.inside / n < MIN_INSIDE_SHARE) {
      drop(`less than ${MIN_INSIDE_SHARE * 100} % inside the site`);
      continue;
    }
    const mmu = settings.mmuM2[component.type];
    if (component.areaM2 < mmu) {
      drop(`${component.areaM2} m² inside the site, under the minimum mapping unit of ${mmu} m²`);
      continue;
    }
    const known = openPixels.get(component.type);
    if (known) {
      let shared = 0;
      for (const i of component.pixels) if (known.has(i)) shared++;
      if (shared / n >= CONFIRM_SHARE) {
        drop('seen again where an open detection already is (counted as its confirmation)');
        continue;
      }
    }
    const polygons = clipToSite(componentPolygons(component, window), grid.polygons);
    const geometry = toLonLat(polygons, window.epsg);
    if (!geometry) {
      drop('its outline lies outside the site');
      continue;
    }
    const mutedBy = mutes.find((zone) => zone.type === component.type && repeats(component, zone))?.id;
    found.push({ component, geometry, areaM2: Math.round(projectedAreaM2(polygons)), mutedBy });
  }
  return { found, looks, dropped };
}

/** IoU of pixel sets at least MUTE_MIN_IOU and a mean change within MUTE_DELTA_FACTOR of the zone's. */
function repeats(component: Component, zone: MuteZone): boolean {
  const zonePixels = new Set(zone.pixels);
  let shared = 0;
  for (const i of component.pixels) if (zonePixels.has(i)) shared++;
  const iou = shared / (component.pixels.length + zonePixels.size - shared);
  const ratio = component.deltaMean / Math.max(1e-9, zone.deltaMean);
  return iou >= MUTE_MIN_IOU && ratio <= MUTE_DELTA_FACTOR && ratio >= 1 / MUTE_DELTA_FACTOR;
}
