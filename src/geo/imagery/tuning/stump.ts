/**
 * Tuning from feedback without a model (IMAGERY.md §4): labelled detections are points (their mean
 * change and area); a one-split "stump" picks the threshold that keeps the most useful and the
 * fewest not-useful ones, never below the default, and a precision trigger raises it when most of
 * what is labelled is not useful.
 */
import {
  DEFAULT_MMU_M2,
  MAX_MMU_M2,
  PRECISION_FLOOR,
  PRECISION_STEP,
  STUMP_MIN_LABELS,
  type ThresholdRule,
} from '../imagery-rules.ts';

export interface Label {
  deltaMean: number;
  areaM2: number;
  useful: boolean;
}

/** Index thresholds move in steps of this; MMUs in steps of one 20 m pixel. */
const THRESHOLD_STEP = 0.01;
const MMU_STEP = 400;

/** Kept useful minus kept not-useful, for a cut that keeps values at or above `cut`. */
function score(values: { value: number; useful: boolean }[], cut: number): number {
  return values.reduce((sum, v) => sum + (v.value >= cut ? (v.useful ? 1 : -1) : 0), 0);
}

function bestCut(
  values: { value: number; useful: boolean }[],
  from: number,
  to: number,
  step: number,
): number {
  let best = from;
  let bestScore = score(values, from);
  for (let cut = from + step; cut <= to + 1e-9; cut += step) {
    const s = score(values, cut);
    if (s > bestScore) {
      best = cut;
      bestScore = s;
    }
  }
  return best;
}

const round = (value: number, step: number) => Math.round(value / step) * step;

/** The threshold the labels call for, or undefined when there are too few labels to say. */
export function tunedThreshold(
  labels: readonly Label[],
  rule: ThresholdRule,
  current: number,
): number | undefined {
  if (labels.length < STUMP_MIN_LABELS) return undefined;
  let threshold = bestCut(
    labels.map((l) => ({ value: l.deltaMean, useful: l.useful })),
    rule.default,
    rule.max,
    THRESHOLD_STEP,
  );
  const useful = labels.filter((l) => l.useful).length;
  const precision = (useful + 1) / (labels.length + 2);
  if (precision < PRECISION_FLOOR) threshold = Math.max(threshold, current * PRECISION_STEP);
  return Math.min(rule.max, Math.max(rule.default, round(threshold, THRESHOLD_STEP / 100)));
}

/** The minimum mapping unit the labels call for: never above 0.8 × the smallest useful area. */
export function tunedMmu(labels: readonly Label[]): number | undefined {
  if (labels.length < STUMP_MIN_LABELS) return undefined;
  const usefulAreas = labels.filter((l) => l.useful).map((l) => l.areaM2);
  const ceiling = Math.min(MAX_MMU_M2, usefulAreas.length > 0 ? 0.8 * Math.min(...usefulAreas) : MAX_MMU_M2);
  if (ceiling <= DEFAULT_MMU_M2) return DEFAULT_MMU_M2;
  return bestCut(
    labels.map((l) => ({ value: l.areaM2, useful: l.useful })),
    DEFAULT_MMU_M2,
    ceiling,
    MMU_STEP,
  );
}
