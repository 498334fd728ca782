/**
 * Editing a polygon zone on the map: drag its corners (or type their coordinates in the panel),
 * remove a corner, then save. Vigil keeps a site's or rule's shape fixed, so saving makes a new site
 * (or rule, with the same behaviour and channel) with the new shape, then stops the old site (its
 * history stays) or deletes the old rule; the panel says so before saving. When the API refuses the
 * shape, each problem it names at a corner (`/boundary/coordinates/0/3`) is shown at that corner on
 * the map and beside its row, the rest above the rows.
 */
import * as L from 'leaflet';
import { ApiError, del, get, post } from '../lib/api.ts';
import type { Api } from '../lib/api-types.ts';
import { clear, h, toast } from '../lib/dom.ts';
import type { Zone } from './zones-layer.ts';

type Site = Api<'Site'>;
type AlertRule = Api<'AlertRule'>;

/** The corner a problem's pointer names (`…/coordinates/0/3…` → 3), if it names one. */
export function cornerOf(pointer: string): number | undefined {
  const match = /\/coordinates\/0\/(\d+)/.exec(pointer);
  return match ? Number(match[1]) : undefined;
}

/** Problems of a refused shape, by corner (undefined: the shape as a whole). */
export function problemsByCorner(error: unknown): Map<number | undefined, string[]> {
  const found = new Map<number | undefined, string[]>();
  if (!(error instanceof ApiError)) {
    found.set(undefined, [error instanceof Error ? error.message : String(error)]);
    return found;
  }
  const errors = error.problem.errors ?? [];
  if (errors.length === 0) found.set(undefined, [error.problem.detail]);
  for (const { pointer, detail } of errors) {
    const corner = cornerOf(pointer);
    found.set(corner, [...(found.get(corner) ?? []), detail]);
  }
  return found;
}

/** Edits `zone` (one outer ring, no holes) in `details`; `done` reloads the zones after a save. */
export function editZone(
  map: L.Map,
  zone: Zone,
  details: HTMLElement,
  done: () => Promise<void>,
): () => void {
  const outer = zone.rings[0] ?? [];
  // The ring without its closing corner: the corners a person moves.
  const corners: [number, number][] = outer.slice(0, -1).map(([lon, lat]) => [lon, lat]);
  const layer = L.layerGroup().addTo(map);
  const rows = h('ol', { class: 'corners' });
  const general = h('div', { class: 'error', role: 'alert' });
  let problems = new Map<number | undefined, string[]>();

  const ring = (): [number, number][] => {
    const first = corners[0];
    return first ? [...corners, first] : [];
  };
  const draw = () => {
    layer.clearLayers();
    L.polygon(
      corners.map(([lon, lat]) => [lat, lon] as [number, number]),
      { color: '#b3261e', weight: 2, dashArray: '4 4', fill: false },
    ).addTo(layer);
    corners.forEach(([lon, lat], i) => {
      const bad = problems.get(i);
      const marker = L.marker([lat, lon], {
        draggable: true,
        keyboard: false,
        icon: L.divIcon({ className: bad ? 'vertex bad' : 'vertex', iconSize: [12, 12] }),
      }).addTo(layer);
      if (bad)
        marker.bindTooltip(`Corner ${i + 1}: ${bad.join('; ')}`, { permanent: true, direction: 'right' });
      marker.on('dragend', () => {
        const at = marker.getLatLng();
        corners[i] = [at.lng, at.lat];
        render();
      });
    });
  };
  const render = () => {
    draw();
    clear(general, (problems.get(undefined) ?? []).join(' '));
    clear(
      rows,
      corners.map(([lon, lat], i) => {
        const input = (value: number, set: (v: number) => void, label: string) => {
          const box = h('input', {
            type: 'number',
            step: 'any',
            value: value.toFixed(5),
            'aria-label': `Corner ${i + 1} ${label}`,
          });
          box.addEventListener('change', () => {
            set(Number(box.value));
            render();
          });
          return box;
        };
        return h(
          'li',
          {},
          input(lat, (v) => ((corners[i] as [number, number])[1] = v), 'latitude'),
          input(lon, (v) => ((corners[i] as [number, number])[0] = v), 'longitude'),
          corners.length > 3
            ? h(
                'button',
                {
                  type: 'button',
                  class: 'link',
                  'aria-label': `Remove corner ${i + 1}`,
                  onclick: () => {
                    corners.splice(i, 1);
                    problems = new Map();
                    render();
                  },
                },
                'Remove',
              )
            : null,
          problems.get(i) ? h('span', { class: 'error' }, ` ${(problems.get(i) ?? []).join('; ')}`) : null,
        );
      }),
    );
  };
  const save = async () => {
    const shape = { type: 'Polygon', coordinates: [ring()] };
    try {
      if (zone.kind === 'site') {
        const old = await get<Site>(`/v1/sites/${zone.id}`);
        await post<Site>('/v1/sites', { name: old.name ?? zone.label, boundary: shape });
        await del(`/v1/sites/${zone.id}`);
        toast(`Site “${zone.label}” saved with its new shape; the old one is stopped.`);
      } else {
        const old = await get<AlertRule>(`/v1/alerts/${zone.id}`);
        await post('/v1/alerts', {
          ...(old.name ? { name: old.name } : {}),
          where: { zone: shape },
          what: old.what,
          ...(old.min_confidence === null ? {} : { min_confidence: old.min_confidence }),
          channel: old.channel,
        });
        await del(`/v1/alerts/${zone.id}`);
        toast(`Alert rule “${zone.label}” saved with its new shape; the old one is deleted.`);
      }
      stop();
      clear(details, h('p', {}, 'Saved. Click a zone to edit another.'));
      await done();
    } catch (error) {
      problems = problemsByCorner(error);
      render();
      toast('The API refused the shape: see the corners marked.', 'error');
    }
  };
  const stop = () => layer.remove();
  clear(
    details,
    h('h2', { tabindex: -1 }, `Editing ${zone.label}`),
    h(
      'p',
      { class: 'hint' },
      zone.kind === 'site'
        ? 'Drag the corners on the map or type them below. Vigil keeps a site’s shape fixed: saving makes a new site with this shape and stops this one (its detections stay).'
        : 'Drag the corners on the map or type them below. Vigil keeps a rule’s zone fixed: saving makes a new rule with this zone, the same behaviour and channel, and deletes this one.',
    ),
    general,
    rows,
    h(
      'div',
      { class: 'buttons' },
      h('button', { type: 'button', onclick: () => void save() }, 'Save the shape'),
      h(
        'button',
        {
          type: 'button',
          class: 'secondary',
          onclick: () => {
            stop();
            clear(details, h('p', {}, 'Editing cancelled.'));
          },
        },
        'Cancel',
      ),
    ),
  );
  render();
  return stop;
}
