/**
 * The detection types Vigil knows, with what their confidence means. External detectors may add
 * their own under `custom.<name>`; anything else is refused so that a misspelt type surfaces at
 * once instead of silently matching no alert rule. `docs/monitoring.md` lists the same types.
 */

export interface DetectionTypeDefinition {
  /** What was detected. */
  what: string;
  /** What the confidence (0–1) measures for this type. */
  confidence: string;
}

export const DETECTION_TYPES = {
  vessel_presence: {
    what: 'A vessel inside the site, from its AIS positions.',
    confidence: 'How sure the position is: 1 for a fresh class A report, lower for stale or class B fixes.',
  },
  aircraft_presence: {
    what: 'An aircraft inside the site, from ADS-B.',
    confidence: 'How sure the position is: 1 for a fresh ADS-B fix, lower for MLAT or stale fixes.',
  },
  loitering: {
    what: 'A vessel that stayed slow inside a small area for a long time.',
    confidence: 'How far past the loitering thresholds (time, speed, radius) the track went.',
  },
  encounter: {
    what: 'Two vessels close together at low speed: a possible transfer at sea.',
    confidence: 'How far past the encounter thresholds (distance, duration, speed) both tracks went.',
  },
  dark_activity: {
    what: 'A vessel that stopped transmitting AIS inside or near the site.',
    confidence: 'How unusual the gap is against the vessel’s own reporting interval.',
  },
  vessel_detection: {
    what: 'A vessel seen in imagery (SAR or optical), whether or not it broadcasts AIS.',
    confidence: 'The image model’s calibrated probability that the object is a vessel.',
  },
  unmatched_vessel: {
    what: 'A vessel seen in imagery that no AIS position explains.',
    confidence: 'The imagery score times how sure the AIS match search is that nothing matched.',
  },
  infrastructure_change: {
    what: 'New or removed structures between two scenes.',
    confidence: 'The change model’s calibrated probability that the change is real.',
  },
  land_cover_change: {
    what: 'A change of land cover (clearing, flooding, burn scar) between two scenes.',
    confidence: 'The change model’s calibrated probability that the change is real.',
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
