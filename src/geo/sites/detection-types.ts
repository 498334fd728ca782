/**
 * The detection types Vigil knows, with what their confidence means and who makes them: Vigil's
 * own detectors (from tracks, and from Sentinel-2 imagery at sites with imagery on), or an external
 * detector posting to /v1/detections (types that name what such detectors report, so that rules can
 * match them). External detectors may add their own under `custom.<name>`; anything else is refused
 * so that a misspelt type surfaces at once instead of silently matching no alert rule.
 * `docs/monitoring.md` lists the same types (test/docs/detection-types.test.ts checks it).
 */

export interface DetectionTypeDefinition {
  /** What was detected. */
  what: string;
  /** What the confidence (0–1) measures for this type. */
  confidence: string;
  /**
   * `tracks` or `imagery`: a built-in detector records it from those; `matching`: Vigil records it
   * when it matches an external `vessel_detection` against AIS; `external`: only POST /v1/detections does.
   */
  madeBy: 'tracks' | 'imagery' | 'matching' | 'external';
}

export const DETECTION_TYPES = {
  vessel_presence: {
    what: 'A vessel inside the site, from its AIS positions.',
    confidence:
      'How sure the position is: 1 for a fresh class A report, 0.9 class B, 0.8 unknown class, down to half as the report ages.',
    madeBy: 'tracks',
  },
  aircraft_presence: {
    what: 'An aircraft inside the site, from ADS-B.',
    confidence:
      'How sure the position is: 1 for a fresh fix, down to 0.5 as it ages (SBS-1 and JSON feeds do not say whether a fix came from ADS-B or multilateration, so every fix counts alike).',
    madeBy: 'tracks',
  },
  loitering: {
    what: 'A vessel that stayed slow inside a small area for a long time.',
    confidence:
      'How far under the rule’s speed threshold the vessel stayed: 0.6 at the threshold, 1 standing still.',
    madeBy: 'tracks',
  },
  encounter: {
    what: 'Two vessels close together at low speed: a possible transfer at sea.',
    confidence:
      'How much closer than the rule’s distance threshold the two came: 0.6 at the threshold, 1 alongside.',
    madeBy: 'tracks',
  },
  dark_activity: {
    what: 'A vessel that stopped transmitting AIS inside or near the site.',
    confidence: 'How unusual the gap is against the vessel’s own reporting interval.',
    madeBy: 'tracks',
  },
  vegetation_loss: {
    what: 'Vegetation cleared at the site: NBR fell by at least the site’s threshold (0.10 by default) and NDVI by at least 0.15 against the median of prior clear Sentinel-2 scenes.',
    confidence:
      'Ordinal, not a probability (as GFW’s integrated alerts): 0.5 low, one clear scene saw it; 0.8 high, a later clear scene within 90 days saw at least half of it again; 0.95 highest, another source’s land-cover detection agrees.',
    madeBy: 'imagery',
  },
  burn_scar: {
    what: 'A burn at the site: dNBR at least 0.27 (Key & Benson’s moderate-low severity) with the ground darkened, not brightened; the evidence gives its dNBR severity class.',
    confidence:
      'Ordinal, not a probability (as GFW’s integrated alerts): 0.5 low, one clear scene saw it; 0.8 high, a later clear scene within 90 days saw at least half of it again; 0.95 highest, another source’s land-cover detection agrees.',
    madeBy: 'imagery',
  },
  water_gain: {
    what: 'Water where there was none: MNDWI crossed 0 and rose by at least 0.2 against the median of prior clear scenes (flooding, a new reservoir).',
    confidence:
      'Ordinal, not a probability (as GFW’s integrated alerts): 0.5 low, one clear scene saw it; 0.8 high, a later clear scene within 90 days saw at least half of it again; 0.95 highest, another source’s land-cover detection agrees.',
    madeBy: 'imagery',
  },
  vessel_detection: {
    what: 'A vessel seen in imagery (SAR or optical), whether or not it broadcasts AIS.',
    confidence:
      'Your image model’s score that the object is a vessel, as your detector defines it (calibrated only if your model is).',
    madeBy: 'external',
  },
  dark_vessel: {
    what: 'A vessel your imagery saw (a `vessel_detection`) that no AIS position explains: no vessel broadcasting AIS was close enough to it at the image’s time; the evidence lists the nearest and their distances.',
    confidence:
      'The `vessel_detection`’s own confidence: your image model’s score that the object is a vessel.',
    madeBy: 'matching',
  },
  unmatched_vessel: {
    what: 'A vessel seen in imagery that no AIS position explains.',
    confidence: 'Your imagery score times how sure your AIS match search is that nothing matched.',
    madeBy: 'external',
  },
  infrastructure_change: {
    what: 'New or removed structures between two scenes.',
    confidence: 'Your change model’s score that the change is real, as your detector defines it.',
    madeBy: 'external',
  },
  land_cover_change: {
    what: 'A change of land cover between two scenes from a detector of your own (Vigil’s own imagery detector records `vegetation_loss`, `burn_scar` and `water_gain`).',
    confidence: 'Your change model’s score that the change is real, as your detector defines it.',
    madeBy: 'external',
  },
} as const satisfies Record<string, DetectionTypeDefinition>;

export type KnownDetectionType = keyof typeof DETECTION_TYPES;

/** Types an external detector names itself: `custom.` then lower-case words. */
export const CUSTOM_TYPE_PATTERN = /^custom\.[a-z0-9][a-z0-9_.-]{0,62}$/;

export function isDetectionType(value: string): boolean {
  return Object.hasOwn(DETECTION_TYPES, value) || CUSTOM_TYPE_PATTERN.test(value);
}

export function detectionTypeProblem(value: string): string | undefined {
  if (isDetectionType(value)) return undefined;
  return `'${value}' is not a detection type; use one of ${Object.keys(DETECTION_TYPES).join(', ')}, or custom.<name> for a detector of your own`;
}

/** The detection types a site takes, as it was created with them; null: every type. */
export function detectionTypesOf(site: { detection_types: string | null }): string[] | null {
  return site.detection_types ? (JSON.parse(site.detection_types) as string[]) : null;
}

/** Whether the site takes detections of this type. */
export function takesDetectionType(site: { detection_types: string | null }, type: string): boolean {
  return detectionTypesOf(site)?.includes(type) ?? true;
}
