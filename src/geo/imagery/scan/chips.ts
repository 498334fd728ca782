/**
 * Before/after chips: true-colour PNGs (B04, B03, B02 at 10 m, reflectance 0–0.3 stretched to
 * 0–255) of a component's box plus a margin, read by range like everything else. Skylight and GFW
 * give crops of the scene beside each detection in the same way.
 */
import { PNG } from 'pngjs';
import type { Component } from '../detect/components.ts';
import { CHIP_MARGIN_PX, CHIP_MAX_PX, CHIP_MIN_PX, CHIP_STRETCH_MAX, GRID_M } from '../imagery-rules.ts';
import { readNativeBox } from '../raster/cog-reader.ts';
import type { GridWindow } from '../raster/grid.ts';
import type { SceneCogs } from './scene-reading.ts';

export interface Chip {
  name: string;
  mediaType: 'image/png';
  width: number;
  height: number;
  data: Buffer;
}

/** The chip's box in 10 m pixels relative to the window's corner, and the step that fits it in CHIP_MAX_PX. */
function chipBox(component: Component): { left: number; top: number; size: number; step: number } {
  const { minX, minY, maxX, maxY } = component.box;
  const factor = GRID_M / 10;
  const left0 = minX * factor - CHIP_MARGIN_PX;
  const top0 = minY * factor - CHIP_MARGIN_PX;
  const w = (maxX - minX + 1) * factor + 2 * CHIP_MARGIN_PX;
  const h = (maxY - minY + 1) * factor + 2 * CHIP_MARGIN_PX;
  const size = Math.max(CHIP_MIN_PX, w, h);
  const step = Math.ceil(size / CHIP_MAX_PX);
  const cx = left0 + w / 2;
  const cy = top0 + h / 2;
  return { left: Math.round(cx - size / 2), top: Math.round(cy - size / 2), size, step };
}

export async function renderChip(
  name: string,
  cogs: SceneCogs,
  window: GridWindow,
  component: Component,
  signal?: AbortSignal,
): Promise<Chip> {
  const box = chipBox(component);
  const [red, green, blue] = await Promise.all(
    (['red', 'green', 'blue'] as const).map(async (band) => {
      const cog = await cogs.open(band);
      const left = Math.round((window.x0 - cog.originX) / cog.resolution) + box.left;
      const top = Math.round((cog.originY - window.y0) / cog.resolution) + box.top;
      const values = await readNativeBox(cog, { left, top, width: box.size, height: box.size }, signal);
      return { values, ...cogs.scene.assets[band] };
    }),
  );
  const out = Math.ceil(box.size / box.step);
  const png = new PNG({ width: out, height: out, colorType: 2, inputHasAlpha: false });
  for (let y = 0; y < out; y++) {
    for (let x = 0; x < out; x++) {
      const i = y * box.step * box.size + x * box.step;
      const o = (y * out + x) * 4;
      [red, green, blue].forEach((band, c) => {
        const dn = band?.values[i] ?? 0;
        const reflectance = dn === 0 ? 0 : dn * (band?.scale ?? 1e-4) + (band?.offset ?? 0);
        png.data[o + c] = Math.max(0, Math.min(255, Math.round((reflectance / CHIP_STRETCH_MAX) * 255)));
      });
      png.data[o + 3] = 255;
    }
  }
  return {
    name,
    mediaType: 'image/png',
    width: out,
    height: out,
    data: PNG.sync.write(png, { colorType: 2 }),
  };
}
