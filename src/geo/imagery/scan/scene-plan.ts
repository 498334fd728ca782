/**
 * Everything one scene's scan reads and decides, before anything is written: the reading, the
 * comparison with the baseline, and the chips. A failure anywhere here leaves the store untouched.
 */
import type { Area } from '../../geometry/index.ts';
import { type EncodedObservation, encodeObservation, type Observation } from '../detect/observation.ts';
import type { ObservationCache } from '../detect/observation-cache.ts';
import {
  BASELINE_LOOKBACK_MS,
  BASELINE_MAX_SCENES,
  BASELINE_MIN_SCENES,
  CONFIRM_SCENES,
  CONFIRM_WITHIN_MS,
  DEFAULT_MMU_M2,
  IMAGERY_TYPES,
  type ImageryType,
  THRESHOLDS,
} from '../imagery-rules.ts';
import { type GridWindow, sameWindow } from '../raster/grid.ts';
import type { ImageryHttp, ReadMeter } from '../remote/imagery-http.ts';
import type { SceneItem } from '../stac/scene-item.ts';
import { type Chip, renderChip } from './chips.ts';
import {
  type CompareSettings,
  type Comparison,
  compareWithBaseline,
  type MuteZone,
  type OpenFinding,
} from './compare.ts';
import { readScene, SceneCogs, type SceneReading } from './scene-reading.ts';

/** What the plan needs from the store, read before any pixel. */
export interface PlanSources {
  priorObservations(gridCode: string, range: { since: number; before: number }): Promise<StoredObservation[]>;
  openFindings(
    gridCode: string,
    range: { since: number; before: number },
    maxLooks: number,
  ): Promise<StoredFinding[]>;
  mutes(gridCode: string): Promise<StoredMute[]>;
  tuning(): Promise<{ type: string; threshold: number; mmu_m2: number }[]>;
  /** The scenes of prior observations, for the before chip. */
  scene(sceneId: string): Promise<SceneItem | undefined>;
}

export interface StoredObservation {
  sceneId: string;
  itemId: string;
  datetime: number;
  relativeOrbit: number | null;
  clearFraction: number;
  window: GridWindow;
  /** Reads its pixels (only when they are not cached). */
  pixels(): Promise<string>;
}

export interface StoredFinding {
  detectionId: string;
  type: string;
  window: GridWindow;
  pixels: number[];
}

export interface StoredMute {
  id: string;
  type: string;
  window: GridWindow;
  pixels: number[];
  deltaMean: number;
}

export interface BaselineScene {
  sceneId: string;
  itemId: string;
  datetime: number;
  clearFraction: number;
}

type ObservedReading = Extract<SceneReading, { kind: 'observed' }>;

export type ScenePlan =
  | { kind: 'unusable'; reading: SceneReading; reason: string }
  | { kind: 'rejected'; reading: SceneReading; reason: string }
  | {
      kind: 'baseline';
      reading: ObservedReading;
      encoded: Promise<EncodedObservation>;
      prior: number;
      reason: string;
    }
  | {
      kind: 'compared';
      reading: ObservedReading;
      /** The observation's stored form, compressed while the scene is compared. */
      encoded: Promise<EncodedObservation>;
      baseline: BaselineScene[];
      comparison: Comparison;
      settings: CompareSettings;
      /** Chips per found component, in the same order: before (newest baseline scene) and after. */
      chips: Chip[][];
    };

export function settingsOf(tuning: { type: string; threshold: number; mmu_m2: number }[]): CompareSettings {
  const thresholds = {} as Record<ImageryType, number>;
  const mmuM2 = {} as Record<ImageryType, number>;
  for (const type of IMAGERY_TYPES) {
    const tuned = tuning.find((t) => t.type === type);
    thresholds[type] = tuned?.threshold ?? THRESHOLDS[type].default;
    mmuM2[type] = tuned?.mmu_m2 ?? DEFAULT_MMU_M2;
  }
  return { thresholds, mmuM2 };
}

const isImageryType = (type: string): type is ImageryType =>
  (IMAGERY_TYPES as readonly string[]).includes(type);

export async function planScene(
  scene: SceneItem,
  boundary: Area,
  sources: PlanSources,
  io: { http: ImageryHttp; meter: ReadMeter; cache: ObservationCache; signal?: AbortSignal },
): Promise<ScenePlan> {
  const options = { meter: io.meter, ...(io.signal ? { signal: io.signal } : {}) };
  const cogs = new SceneCogs(scene, io.http, options);
  const reading = await readScene(cogs, boundary, io.signal);
  if (reading.kind === 'unusable') return { kind: 'unusable', reading, reason: reading.reason };
  if (reading.kind === 'rejected') return { kind: 'rejected', reading, reason: reading.reason };
  const encoded = encodeObservation(reading.observation);
  // Awaited by the job; marked handled here so a failure further on is the one reported.
  encoded.catch(() => undefined);

  const window = reading.grid.window;
  const stored = (
    await sources.priorObservations(scene.gridCode, {
      since: scene.datetime - BASELINE_LOOKBACK_MS,
      before: scene.datetime,
    })
  ).filter((o) => sameWindow(o.window, window));
  // Same relative orbit where there are enough: the viewing geometry and co-registration match.
  const sameOrbit = stored.filter(
    (o) => scene.relativeOrbit !== null && o.relativeOrbit === scene.relativeOrbit,
  );
  const chosen = (sameOrbit.length >= BASELINE_MIN_SCENES ? sameOrbit : stored).slice(0, BASELINE_MAX_SCENES);
  if (chosen.length < BASELINE_MIN_SCENES) {
    return {
      kind: 'baseline',
      reading,
      encoded,
      prior: chosen.length,
      reason: `kept as baseline: ${chosen.length} prior clear scene${chosen.length === 1 ? '' : 's'} of this tile, ${BASELINE_MIN_SCENES} are needed to compare`,
    };
  }
  const prior: Observation[] = [];
  for (const o of chosen) prior.push(await io.cache.get(o.sceneId, o.window, o.pixels));
  const open: OpenFinding[] = (
    await sources.openFindings(
      scene.gridCode,
      { since: scene.datetime - CONFIRM_WITHIN_MS, before: scene.datetime },
      CONFIRM_SCENES,
    )
  ).flatMap((f) =>
    sameWindow(f.window, window) && isImageryType(f.type)
      ? [{ detectionId: f.detectionId, type: f.type, pixels: f.pixels }]
      : [],
  );
  const mutes: MuteZone[] = (await sources.mutes(scene.gridCode)).flatMap((m) =>
    sameWindow(m.window, window) && isImageryType(m.type)
      ? [{ id: m.id, type: m.type, pixels: m.pixels, deltaMean: m.deltaMean }]
      : [],
  );
  const settings = settingsOf(await sources.tuning());
  const comparison = compareWithBaseline(reading.grid, reading.observation, prior, open, mutes, settings);

  const chips: Chip[][] = [];
  if (comparison.found.length > 0) {
    const newest = chosen[0];
    const beforeItem = newest ? await sources.scene(newest.sceneId) : undefined;
    const beforeCogs = beforeItem ? new SceneCogs(beforeItem, io.http, options) : undefined;
    for (const found of comparison.found) {
      const after = await renderChip('after', cogs, window, found.component, io.signal);
      const before = beforeCogs
        ? await renderChip('before', beforeCogs, window, found.component, io.signal)
        : undefined;
      chips.push(before ? [before, after] : [after]);
    }
  }
  return {
    kind: 'compared',
    reading,
    encoded,
    baseline: chosen.map((o) => ({
      sceneId: o.sceneId,
      itemId: o.itemId,
      datetime: o.datetime,
      clearFraction: o.clearFraction,
    })),
    comparison,
    settings,
    chips,
  };
}
