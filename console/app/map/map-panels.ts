/**
 * The map page's side panel: the legend, and the details of what was clicked (a zone, a detection)
 * or drawn (a new site or alert rule from the shape).
 */
import { get, post } from '../lib/api.ts';
import type { Api } from '../lib/api-types.ts';
import { clear, field, h, toast } from '../lib/dom.ts';
import { chipFigures, revisionList } from './detection-chips.ts';
import type { Drawn } from './draw-tool.ts';
import type { Detection, Site } from './map-data.ts';
import type { Zone } from './zones-layer.ts';

export function renderLegend(legend: HTMLElement, sites: number, rules: number): void {
  clear(
    legend,
    h(
      'ul',
      {},
      h('li', {}, h('span', { class: 'swatch site' }), `Sites (${sites})`),
      h('li', {}, h('span', { class: 'swatch rule' }), `Alert-rule zones (${rules})`),
      h('li', {}, h('span', { class: 'swatch vessel' }), 'Vessel (points along its course)'),
      h('li', {}, h('span', { class: 'swatch aircraft' }), 'Aircraft'),
      h('li', {}, h('span', { class: 'swatch followed' }), 'Followed'),
      h('li', {}, h('span', { class: 'swatch detection' }), 'Detection'),
    ),
  );
}

export function detectionPoint(detection: Detection, sites: Site[]): [number, number] | undefined {
  const geometry = detection.geometry;
  if (geometry?.type === 'Point') return geometry.coordinates as [number, number];
  const [lon, lat] = sites.find((site) => site.id === detection.site_id)?.center ?? [];
  return lon === undefined || lat === undefined ? undefined : [lon, lat];
}

export function showZone(details: HTMLElement, zone: Zone, sites: Site[]): void {
  const site = zone.kind === 'site' ? sites.find((s) => s.id === zone.id) : undefined;
  clear(
    details,
    h('h2', {}, zone.label),
    site
      ? h(
          'dl',
          {},
          h('dt', {}, 'Status'),
          h('dd', {}, site.status),
          h('dt', {}, 'Area'),
          h('dd', {}, `${site.area_km2.toLocaleString(undefined, { maximumFractionDigits: 2 })} km²`),
          h('dt', {}, 'Detections'),
          h('dd', {}, String(site.state.detections_total)),
          h('dt', {}, 'Assets inside'),
          h('dd', {}, String(site.state.assets_inside)),
        )
      : h('p', {}, `Alert rule ${zone.id}`),
  );
}

export async function showDetection(details: HTMLElement, id: string): Promise<void> {
  const detection = await get<Api<'DetectionWithEvidence'>>(`/v1/detections/${id}`);
  clear(
    details,
    h('h2', {}, `Detection: ${detection.type}`),
    h(
      'p',
      {},
      `Confidence ${Math.round(detection.confidence * 100)}%, observed ${new Date(detection.observed_at).toLocaleString()}`,
    ),
    ...chipFigures(detection),
    ...revisionList(detection),
    h('h3', {}, 'Evidence'),
    detection.evidence.length === 0
      ? h('p', {}, 'No evidence recorded.')
      : h(
          'ul',
          {},
          detection.evidence.map((item) =>
            h('li', {}, h('strong', {}, item.kind), ' ', h('code', {}, JSON.stringify(item).slice(0, 160))),
          ),
        ),
    h('a', { href: `#/detections/${detection.id}` }, 'Open in Detections'),
  );
}

export function createFromShape(details: HTMLElement, shape: Drawn, reload: () => Promise<void>): void {
  const name = h('input', { type: 'text', required: true, maxlength: 200 });
  const what = h(
    'select',
    {},
    h('option', { value: 'site' }, 'Site (monitor it)'),
    h('option', { value: 'zone_entry' }, 'Alert rule: zone entry'),
    h('option', { value: 'zone_exit' }, 'Alert rule: zone exit'),
  );
  const where =
    shape.kind === 'polygon'
      ? { zone: { type: 'Polygon', coordinates: [shape.ring] } }
      : { coordinates: shape.center, radius_m: shape.radius_m };
  const describe =
    shape.kind === 'polygon'
      ? `a polygon of ${shape.ring.length - 1} corners`
      : `a circle of ${shape.radius_m.toLocaleString()} m`;
  clear(
    details,
    h('h2', {}, 'New from the drawing'),
    h('p', {}, `You drew ${describe}.`),
    h(
      'form',
      {
        class: 'stack',
        onsubmit: async (event: Event) => {
          event.preventDefault();
          try {
            if (what.value === 'site') {
              const body =
                shape.kind === 'polygon'
                  ? { name: name.value, boundary: where.zone }
                  : { name: name.value, ...where };
              const site = await post<Site>('/v1/sites', body);
              toast(
                `Site “${site.name ?? site.id}” created: ${site.area_km2.toLocaleString(undefined, { maximumFractionDigits: 2 })} km²`,
              );
            } else {
              await post('/v1/alerts', {
                name: name.value,
                where,
                what: { behaviour: what.value, assets: 'all' },
                channel: { type: 'webhook' },
              });
              toast(`Alert rule “${name.value}” created`);
            }
            await reload();
            clear(details, h('p', {}, 'Created. Draw another, or click something on the map.'));
          } catch (error) {
            toast(error instanceof Error ? error.message : String(error), 'error');
          }
        },
      },
      field('Name', name),
      field('Make it', what),
      h('button', { type: 'submit' }, 'Create'),
    ),
  );
  name.focus();
}
