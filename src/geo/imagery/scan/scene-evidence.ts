/** The evidence an imagery detection carries: its scenes, its index statistics, its chips. */
import type { EvidenceItem } from '../../detections/index.ts';
import { DNBR_CLASSES, dnbrClass, GRID_M, THRESHOLDS } from '../imagery-rules.ts';
import type { SceneItem } from '../stac/scene-item.ts';
import type { FoundComponent } from './compare.ts';
import type { BaselineScene } from './scene-plan.ts';

const INDEX_NAMES = { vegetation_loss: 'NBR', burn_scar: 'NBR', water_gain: 'MNDWI' } as const;

/** Rounded to 4 decimals: indices carry no more meaning than that. */
const r4 = (value: number) => Math.round(value * 10_000) / 10_000;

export function itemHref(scene: Pick<SceneItem, 'href' | 'id'>, stacUrl: string, collection: string): string {
  return (
    scene.href ??
    `${stacUrl}/collections/${encodeURIComponent(collection)}/items/${encodeURIComponent(scene.id)}`
  );
}

export function detectionEvidence(input: {
  scene: SceneItem;
  clearFraction: number;
  baseline: BaselineScene[];
  found: FoundComponent;
  threshold: number;
  mmuM2: number;
  stacUrl: string;
  collection: string;
  chipUrls: { name: string; url: string }[];
}): EvidenceItem[] {
  const { scene, found } = input;
  const c = found.component;
  const red = scene.assets.red;
  const index: EvidenceItem = {
    kind: 'index',
    index: INDEX_NAMES[c.type],
    change: THRESHOLDS[c.type].index,
    baseline_mean: r4(c.beforeMean),
    after_mean: r4(c.afterMean),
    delta_mean: r4(c.deltaMean),
    delta_p90: r4(c.deltaP90),
    pixels: c.pixels.length,
    pixel_size_m: GRID_M,
    area_m2: found.areaM2,
    threshold: input.threshold,
    min_area_m2: input.mmuM2,
    reflectance: { scale: red.scale, offset: red.offset, offset_from: scene.offsetFrom },
    ...(c.type === 'burn_scar'
      ? {
          dnbr_class: dnbrClass(c.deltaMean),
          dnbr_classes: 'Key & Benson (2006)',
          lowest_class_edge: DNBR_CLASSES[4]?.from,
        }
      : {}),
  };
  return [
    {
      kind: 'scene',
      role: 'after',
      id: scene.id,
      collection: input.collection,
      datetime: new Date(scene.datetime).toISOString(),
      href: itemHref(scene, input.stacUrl, input.collection),
      clear_fraction: r4(input.clearFraction),
      grid_code: scene.gridCode,
      relative_orbit: scene.relativeOrbit,
      processing_baseline: scene.processingBaseline,
    },
    ...input.baseline.map((b) => ({
      kind: 'scene',
      role: 'baseline',
      id: b.itemId,
      collection: input.collection,
      datetime: new Date(b.datetime).toISOString(),
      href: itemHref({ id: b.itemId, href: null }, input.stacUrl, input.collection),
      clear_fraction: r4(b.clearFraction),
    })),
    index,
    ...input.chipUrls.map((chip) => ({
      kind: 'image',
      name: chip.name,
      url: chip.url,
      media_type: 'image/png',
    })),
  ];
}
