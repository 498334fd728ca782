/**
 * The map page's side panel: the legend, and the details of what was clicked (a zone, a detection)
 * or drawn (a new site or alert rule from the shape).
 */

import * as L from 'leaflet';
import { del, get, post } from '../lib/api.ts';
import type { Api } from '../lib/api-types.ts';
import { clear, field, h, toast } from '../lib/dom.ts';
import { can } from '../lib/session.ts';
import { CATEGORIES, type Category, SPEED_LEGEND } from './asset-style.ts';
import { chipFigures, revisionList } from './detection-chips.ts';
import type { Drawn } from './draw-tool.ts';
import { EVENT_KINDS, type EventKind } from './event-kinds.ts';
import type { Detection, Site } from './map-data.ts';
import { editZone, problemsByCorner } from './zone-editor.ts';
import type { Zone } from './zones-layer.ts';

export function renderLegend(legend: HTMLElement, sites: number, rules: number): void {
  const swatch = (colour: string, shape = '') =>
    h('span', { class: `swatch ${shape}`, style: `background:${colour}` });
  clear(
    legend,
    h(
      'ul',
      {},
      (Object.keys(CATEGORIES) as Category[]).map((category) =>
        h('li', {}, swatch(CATEGORIES[category].colour), CATEGORIES[category].label),
      ),
      h('li', {}, h('span', { class: 'swatch ring' }), 'Followed (a ring)'),
      h('li', {}, h('span', { class: 'swatch ring selected' }), 'Selected (a wide ring)'),
      h('li', {}, h('span', { class: 'swatch cluster' }), 'A cluster: its count of assets (zoom in)'),
      h(
        'li',
        {},
        h('span', {
          class: 'ramp',
          style: `background:linear-gradient(to right, ${SPEED_LEGEND.ramp.join(', ')})`,
        }),
        `Track speed, 0 to ${SPEED_LEGEND.topKn} kn (aircraft ×10); blank: a gap of 15 min or more`,
      ),
      h(
        'li',
        {},
        h('span', { class: 'suspect-mark', 'aria-hidden': 'true' }, '×'),
        'A suspect fix (not believed)',
      ),
      (Object.keys(EVENT_KINDS) as EventKind[]).map((kind) =>
        h(
          'li',
          {},
          h(
            'span',
            { class: 'event-mark', style: `background:${EVENT_KINDS[kind].colour}`, 'aria-hidden': 'true' },
            EVENT_KINDS[kind].letter,
          ),
          ` ${EVENT_KINDS[kind].label} (on a track, where it began)`,
        ),
      ),
      h('li', {}, h('span', { class: 'swatch site' }), `Sites (${sites.toLocaleString()})`),
      h('li', {}, h('span', { class: 'swatch rule' }), `Alert-rule zones (${rules.toLocaleString()})`),
      h('li', {}, h('span', { class: 'swatch detection' }), 'Detection'),
      h('li', {}, h('span', { class: 'swatch port' }), 'Port (when shown; from zoom 9 its area, dashed)'),
    ),
  );
}

export function detectionPoint(detection: Detection, sites: Site[]): [number, number] | undefined {
  const geometry = detection.geometry;
  if (geometry?.type === 'Point') return geometry.coordinates as [number, number];
  const [lon, lat] = sites.find((site) => site.id === detection.site_id)?.center ?? [];
  return lon === undefined || lat === undefined ? undefined : [lon, lat];
}

export function showZone(
  map: L.Map,
  details: HTMLElement,
  zone: Zone,
  sites: Site[],
  reload: () => Promise<void>,
): void {
  const site = zone.kind === 'site' ? sites.find((s) => s.id === zone.id) : undefined;
  const writable = can(zone.kind === 'site' ? 'sites' : 'alerts', 'write');
  const remove = async () => {
    const what = zone.kind === 'site' ? 'Stop site' : 'Delete alert rule';
    if (!confirm(`${what} “${zone.label}”?`)) return;
    try {
      await del(zone.kind === 'site' ? `/v1/sites/${zone.id}` : `/v1/alerts/${zone.id}`);
      toast(zone.kind === 'site' ? `Site “${zone.label}” stopped` : `Alert rule “${zone.label}” deleted`);
      clear(details);
      await reload();
    } catch (error) {
      toast(error instanceof Error ? error.message : String(error), 'error');
    }
  };
  clear(
    details,
    h('h2', { tabindex: -1 }, zone.label),
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
    writable && !(site && site.status !== 'active')
      ? h(
          'div',
          { class: 'buttons' },
          zone.editable
            ? h(
                'button',
                { type: 'button', onclick: () => editZone(map, zone, details, reload) },
                'Edit the shape',
              )
            : null,
          h(
            'button',
            { type: 'button', class: 'secondary', onclick: () => void remove() },
            zone.kind === 'site' ? 'Stop the site' : 'Delete the rule',
          ),
        )
      : null,
  );
}

/** The pointer's coordinates (the map's centre while it is elsewhere), at the map's corner. */
export function coordinates(map: L.Map): void {
  const box = L.DomUtil.create('div', 'coords');
  box.setAttribute('aria-hidden', 'true');
  const show = (at: L.LatLng) => {
    const lat = `${Math.abs(at.lat).toFixed(4)}° ${at.lat >= 0 ? 'N' : 'S'}`;
    const lng = L.Util.wrapNum(at.lng, [-180, 180], true);
    box.textContent = `${lat}, ${Math.abs(lng).toFixed(4)}° ${lng >= 0 ? 'E' : 'W'}`;
  };
  const onMouse = (event: L.LeafletMouseEvent) => show(event.latlng);
  const onMove = () => show(map.getCenter());
  const Readout = L.Control.extend({
    onAdd() {
      map.on('mousemove', onMouse);
      map.on('moveend', onMove);
      onMove();
      return box;
    },
    // Removed with the map: a move that ends after it must not read the removed map.
    onRemove() {
      map.off('mousemove', onMouse);
      map.off('moveend', onMove);
    },
  });
  new Readout({ position: 'bottomright' }).addTo(map);
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
  const refused = h('ul', { class: 'error', role: 'alert' });
  const name = h('input', { type: 'text', required: true, maxlength: 200 });
  const what = h(
    'select',
    {},
    can('sites', 'write') ? h('option', { value: 'site' }, 'Site (monitor it)') : null,
    can('alerts', 'write') ? h('option', { value: 'zone_entry' }, 'Alert rule: zone entry') : null,
    can('alerts', 'write') ? h('option', { value: 'zone_exit' }, 'Alert rule: zone exit') : null,
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
            // The API's problems, each at the corner it names.
            const problems = [...problemsByCorner(error)].map(([corner, texts]) =>
              corner === undefined ? texts.join(' ') : `Corner ${corner + 1}: ${texts.join('; ')}`,
            );
            clear(
              refused,
              problems.map((text) => h('li', {}, text)),
            );
            toast('The API refused the shape: see why in the panel.', 'error');
          }
        },
      },
      field('Name', name),
      field('Make it', what),
      h('button', { type: 'submit' }, 'Create'),
      refused,
    ),
  );
  name.focus();
}
