/**
 * Every number the imagery detector decides with, in one place, with its unit and source. "ours"
 * marks an engineering default no publication gives. docs/monitoring.md lists the same values: a
 * change here is a change there (test/docs/detection-types.test.ts checks only the types).
 */

/** The change types the detector records (docs/monitoring.md, "Imagery"). */
export const IMAGERY_TYPES = ['vegetation_loss', 'burn_scar', 'water_gain'] as const;
export type ImageryType = (typeof IMAGERY_TYPES)[number];

/**
 * Sentinel-2 L2A scene classes (SCL) that are not a clear view of the ground: 0 no data,
 * 1 saturated or defective, 3 cloud shadow, 8 cloud (medium), 9 cloud (high), 10 thin cirrus,
 * 11 snow (ESA's L2A product definition; snow is masked because melt reads as change).
 */
export const SCL_INVALID: ReadonlySet<number> = new Set([0, 1, 3, 8, 9, 10, 11]);
/** Classes whose edges SCL misses: cloud, its shadow and cirrus are grown by DILATE_PX. */
export const SCL_GROWN: ReadonlySet<number> = new Set([3, 8, 9, 10]);
/** Pixels (20 m) cloud and shadow are grown by; eo-learn's CloudMaskTask dilates by 2 as well. */
export const DILATE_PX = 2;
/** A scene is used only if at least this share of the site is clear (ours). */
export const MIN_CLEAR_FRACTION = 0.6;
/** More than this share of clear pixels with a negative reflectance means a wrong offset (ours). */
export const MAX_NEGATIVE_FRACTION = 0.05;
/** Pixels the read window is padded by on each side, so contours and neighbourhoods reach the edge. */
export const WINDOW_PAD_PX = 3;
/** The grid every index is compared on: Sentinel-2's 20 m bands (B8A, B11, B12, SCL). */
export const GRID_M = 20;

/** The baseline is the per-pixel median of this many prior clear scenes at most (ours, after GLAD-S2 and DIST-ALERT's multi-date baselines). */
export const BASELINE_MAX_SCENES = 6;
/** A pixel is compared only where at least this many prior scenes saw it clear. */
export const BASELINE_MIN_SCENES = 3;
/** How far back prior scenes may be, ms (150 days: IMAGERY's design; DIST-ALERT looks back years). */
export const BASELINE_LOOKBACK_MS = 150 * 86_400_000;

/** Each type's threshold: the default, the highest feedback may raise it to, and what it measures. */
export interface ThresholdRule {
  /** The default; feedback never sets a threshold below it. */
  default: number;
  /** The highest value feedback may set (2 × the default, after IMAGERY's stump). */
  max: number;
  /** What the threshold is compared with. */
  index: string;
}

export const THRESHOLDS: Record<ImageryType, ThresholdRule> = {
  // The low edge of dNBR's "low severity" class (Key & Benson, as UN-SPIDER's burn-severity practice uses it).
  vegetation_loss: { default: 0.1, max: 0.2, index: 'ΔNBR (baseline − after)' },
  // The low edge of dNBR's "moderate-low severity" class (Key & Benson).
  burn_scar: { default: 0.27, max: 0.54, index: 'dNBR (baseline − after)' },
  // MNDWI rising by this much and crossing 0 (Xu 2006 puts water above 0; the rise is ours).
  water_gain: { default: 0.2, max: 0.4, index: 'ΔMNDWI (after − baseline)' },
};

/** Vegetation loss also needs NDVI to fall by at least this much (ours). */
export const NDVI_DROP = 0.15;
/** ...where the baseline was vegetated: NDVI at least this (ours). */
export const VEGETATED_NDVI = 0.3;
/**
 * A burn darkens: red rises by less than this; a clearing brightens red by about 0.1 (ours, from
 * the reflectances of bare soil and char in IMAGERY's fixtures).
 */
export const BURN_MAX_RED_RISE = 0.05;

/** The dNBR severity classes of Key & Benson (2006), lower edges. */
export const DNBR_CLASSES: readonly { from: number; name: string }[] = [
  { from: Number.NEGATIVE_INFINITY, name: 'high regrowth' },
  { from: -0.25, name: 'low regrowth' },
  { from: -0.1, name: 'unburned' },
  { from: 0.1, name: 'low severity' },
  { from: 0.27, name: 'moderate-low severity' },
  { from: 0.44, name: 'moderate-high severity' },
  { from: 0.66, name: 'high severity' },
];

export function dnbrClass(dnbr: number): string {
  let name = 'high regrowth';
  for (const c of DNBR_CLASSES) if (dnbr >= c.from) name = c.name;
  return name;
}

/** Components smaller than this are dropped, m² (0.2 ha: the unit RADD alerts are cited with). */
export const DEFAULT_MMU_M2 = 2_000;
/** Feedback may raise the MMU up to this, m² (ours). */
export const MAX_MMU_M2 = 20_000;
/** A component must lie at least this share inside the site (ours). */
export const MIN_INSIDE_SHARE = 0.5;

/**
 * The ordinal confidence ladder, after GFW's integrated alerts (2 low, 3 high, 4 highest): one
 * observation is low; a later clear scene that sees at least half its pixels again makes it high
 * (GLAD-L confirms on repeat observations); another source agreeing makes it highest.
 */
export const CONFIDENCE = { low: 0.5, high: 0.8, highest: 0.95 } as const;
export type ConfidenceStep = keyof typeof CONFIDENCE;
/** Confirmation looks at the next clear scenes within this long, ms (GLAD-L: 180 days; ours: 90). */
export const CONFIRM_WITHIN_MS = 90 * 86_400_000;
/** ...and at most this many of them (IMAGERY's design). */
export const CONFIRM_SCENES = 3;
/** A later scene re-detects a detection when it flags at least this share of its pixels. */
export const CONFIRM_SHARE = 0.5;

/** Chips: true colour B04/B03/B02, reflectance 0–0.3 stretched to 0–255 (a common true-colour stretch). */
export const CHIP_STRETCH_MAX = 0.3;
/** A chip shows the component's box plus this margin, in 10 m pixels, clamped to a size range. */
export const CHIP_MARGIN_PX = 16;
export const CHIP_MIN_PX = 64;
export const CHIP_MAX_PX = 256;

/** Feedback: a not-useful detection mutes its area this long, ms (IMAGERY's design). */
export const MUTE_MS = 365 * 86_400_000;
/** A new component repeats a muted one when their overlap (IoU) is at least this... */
export const MUTE_MIN_IOU = 0.5;
/** ...and its mean change is within this factor of the muted one's. */
export const MUTE_DELTA_FACTOR = 1.5;
/** The stump retunes a threshold once a site and type has this many labelled detections. */
export const STUMP_MIN_LABELS = 5;
/** Below this precision ((useful + 1) / (labelled + 2)) the threshold rises by PRECISION_STEP. */
export const PRECISION_FLOOR = 0.3;
export const PRECISION_STEP = 1.25;
