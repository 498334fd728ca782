/**
 * A detection's chips (before/after images of an imagery detection) and the history of its
 * confidence, for the map's detail panel. Chips are fetched with the key (an <img> cannot send it)
 * and shown from object URLs, released when the panel is cleared.
 */

import type { Api } from '../lib/api-types.ts';
import { h } from '../lib/dom.ts';
import { currentKey } from '../lib/session.ts';

type Detailed = Api<'DetectionWithEvidence'>;

let urls: string[] = [];

async function imageUrl(path: string): Promise<string> {
  const response = await fetch(path, { headers: { authorization: `Bearer ${currentKey() ?? ''}` } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  urls.push(url);
  return url;
}

/** The chips side by side, each labelled; empty when the detection has none. */
export function chipFigures(detection: Detailed): HTMLElement[] {
  for (const url of urls) URL.revokeObjectURL(url);
  urls = [];
  if (detection.chips.length === 0) return [];
  // Before, then after, then any other: the order a change is read in.
  const rank = (name: string) => (name === 'before' ? 0 : name === 'after' ? 1 : 2);
  const chips = [...detection.chips].sort((a, b) => rank(a.name) - rank(b.name));
  const figures = chips.map((chip) => {
    const img = h('img', {
      alt: `${chip.name} image of detection ${detection.id}`,
      width: String(Math.min(chip.width, 140)),
      height: String(Math.min(chip.height, 140)),
      class: 'chip',
    });
    void imageUrl(chip.url)
      .then((url) => {
        img.src = url;
      })
      .catch(() => {
        img.alt = `${chip.name}: could not be loaded`;
      });
    return h('figure', { class: 'chip' }, img, h('figcaption', {}, chip.name));
  });
  return [h('h3', {}, 'Images'), h('div', { class: 'chips' }, figures)];
}

/** Each change of the detection's confidence, oldest first. */
export function revisionList(detection: Detailed): HTMLElement[] {
  if (detection.revisions.length === 0) return [];
  return [
    h('h3', {}, 'Confidence history'),
    h(
      'ul',
      {},
      detection.revisions.map((r) =>
        h(
          'li',
          {},
          `${Math.round(r.confidence_before * 100)}% → ${Math.round(r.confidence_after * 100)}% on ${new Date(r.revised_at).toLocaleString()}: ${r.reason}`,
        ),
      ),
    ),
  ];
}
