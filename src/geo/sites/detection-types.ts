/**
 * The detection types Vigil knows, with what their confidence means and who makes them: Vigil's
 * own track detectors, or an external detector posting to /v1/detections (Vigil reads no imagery;
 * the imagery types name what such detectors report, so that rules can match them). External
 * detectors may add their own under `custom.<name>`; anything else is refused so that a misspelt
 * type surfaces at once instead of silently matching no alert rule. `docs/monitoring.md` lists the
 * same types (test/docs/detection-types.test.ts checks it).
 */

export interface DetectionTypeDefinition {
  /** What was detected. */
  what: string;
  /** What the confidence (0–1) measures for this type. */
  confidence: string;
  /** `vigil`: a built-in detector records it from tracks; `external`: only POST /v1/detections does. */
  madeBy: 'vigil' | 'external';
}

export const DETECTION_TYPES = {
  vessel_presence: {
    what: 'A vessel inside the site, from its AIS positions.',
    confidence:
      'How sure the position is: 1 for a fresh class A report, 0.9 class B, 0.8 unknown class, down to half as the report ages.',
    madeBy: 'vigil',
  },
  aircraft_presence: {
    what: 'An aircraft inside the site, from ADS-B.',
    confidence:
      'How sure the position is: 1 for a fresh fix, down to 0.5 as it ages (SBS-1 and JSON feeds do not say whether a fix came from ADS-B or multilateration, so every fix counts alike).',
    madeBy: 'vigil',
  },
  loitering: {
    what: 'A vessel that stayed slow inside a small area for a long time.',
    confidence:
      'How far under the rule’s speed threshold the vessel stayed: 0.6 at the threshold, 1 standing still.',
    madeBy: 'vigil',
  },
  encounter: {
    what: 'Two vessels close together at low speed: a possible transfer at sea.',
    confidence:
      'How much closer than the rule’s distance threshold the two came: 0.6 at the threshold, 1 alongside.',
    madeBy: 'vigil',
  },
  dark_activity: {
    what: 'A vessel that stopped transmitting AIS inside or near the site.',
    confidence: 'How unusual the gap is against the vessel’s own reporting interval.',
    madeBy: 'vigil',
  },
  vessel_detection: {
    what: 'A vessel seen in imagery (SAR or optical), whether or not it broadcasts AIS.',
    confidence: 'Your image model’s calibrated probability that the object is a vessel.',
    madeBy: 'external',
  },
  unmatched_vessel: {
    what: 'A vessel seen in imagery that no AIS position explains.',
    confidence: 'Your imagery score times how sure your AIS match search is that nothing matched.',
    madeBy: 'external',
  },
  infrastructure_change: {
    what: 'New or removed structures between two scenes.',
    confidence: 'Your change model’s calibrated probability that the change is real.',
    madeBy: 'external',
  },
  land_cover_change: {
    what: 'A change of land cover (clearing, flooding, burn scar) between two scenes.',
    confidence: 'Your change model’s calibrated probability that the change is real.',
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
