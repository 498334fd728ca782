/**
 * Ports as a reference layer (`GET /v1/ports`: the World Port Index Vigil ships and the ports and
 * anchorages the workspace drew), off until switched on: read once, then each in view is a small
 * navy square at its point; from zoom 9 an index port's area (the circle Vigil takes round its
 * point) or a drawn port's boundary, and its name where it covers no other. A click, or its entry in
 * the list of ports in view, opens what the index says of it.
 */
import type * as L from 'leaflet';
import { get, type Page } from '../lib/api.ts';
import type { Api } from '../lib/api-types.ts';
import { clear, count, h, number, toast } from '../lib/dom.ts';
import { CanvasOverlay, type Projection } from './canvas-overlay.ts';
import { circleRing } from './map-data.ts';
import { ringsOf } from './zones-layer.ts';

export type Port = Api<'Port'>;

const COLOUR = '#1f3a93';
const AREAS_FROM_ZOOM = 9;
const NAMES_FROM_ZOOM = 8;
/** Ports listed in view at once; the index holds 3,801. */
const LIST_ROWS = 50;

export class PortsLayer extends CanvasOverlay {
  private ports: { port: Port; rings: [number, number][][] }[] = [];
  private placed: { port: Port; x: number; y: number }[] = [];

  setPorts(ports: readonly Port[]): void {
    this.ports = ports.map((port) => {
      const [lon = 0, lat = 0] = port.position;
      const rings = port.boundary
        ? ringsOf(port.boundary)
        : port.radius_m
          ? [circleRing([lon, lat], port.radius_m)]
          : [];
      return { port, rings };
    });
    this.redraw();
  }

  /** The ports in the map's view (the canvas reaches a margin beyond it), by name. */
  inView(): Port[] {
    const size = this.view?.getSize();
    if (!size) return [];
    return this.placed
      .filter(({ x, y }) => {
        const cx = x + this.origin.x;
        const cy = y + this.origin.y;
        return cx >= 0 && cy >= 0 && cx <= size.x && cy <= size.y;
      })
      .map((p) => p.port)
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  /** The port drawn nearest a container point, within `radius` pixels. */
  at(x: number, y: number, radius = 7): Port | undefined {
    const ox = x - this.origin.x;
    const oy = y - this.origin.y;
    let best: { port: Port; d: number } | undefined;
    for (const p of this.placed) {
      const d = (p.x - ox) ** 2 + (p.y - oy) ** 2;
      if (d <= radius * radius && (!best || d < best.d)) best = { port: p.port, d };
    }
    return best?.port;
  }

  protected draw(context: CanvasRenderingContext2D, { toPixel }: Projection): void {
    const width = this.canvas?.clientWidth ?? 0;
    const height = this.canvas?.clientHeight ?? 0;
    const zoom = this.view?.getZoom() ?? 0;
    this.placed = [];
    const areas = new Path2D();
    const squares = new Path2D();
    for (const { port, rings } of this.ports) {
      const [lon = 0, lat = 0] = port.position;
      const [x, y] = toPixel(lon, lat);
      if (x < -10 || y < -10 || x > width + 10 || y > height + 10) continue;
      this.placed.push({ port, x, y });
      squares.rect(x - 3.5, y - 3.5, 7, 7);
      if (zoom < AREAS_FROM_ZOOM) continue;
      for (const ring of rings) {
        ring.forEach(([rx, ry], n) => {
          const [px, py] = toPixel(rx, ry);
          if (n === 0) areas.moveTo(px, py);
          else areas.lineTo(px, py);
        });
        areas.closePath();
      }
    }
    context.setLineDash([5, 4]);
    context.strokeStyle = COLOUR;
    context.lineWidth = 1.5;
    context.stroke(areas);
    context.setLineDash([]);
    context.fillStyle = '#ffffff';
    context.fill(squares);
    context.lineWidth = 2;
    context.stroke(squares);
    if (zoom >= NAMES_FROM_ZOOM) names(context, this.placed);
  }
}

function names(
  context: CanvasRenderingContext2D,
  placed: readonly { port: Port; x: number; y: number }[],
): void {
  context.font = 'italic 11px system-ui, sans-serif';
  context.textAlign = 'left';
  context.textBaseline = 'middle';
  context.lineWidth = 3;
  context.strokeStyle = 'rgba(255, 255, 255, 0.9)';
  context.fillStyle = COLOUR;
  const taken: [number, number, number, number][] = [];
  for (const { port, x, y } of placed) {
    const w = context.measureText(port.name).width;
    const box: [number, number, number, number] = [x + 7, y - 7, x + 7 + w, y + 7];
    if (taken.some((t) => t[0] < box[2] && box[0] < t[2] && t[1] < box[3] && box[1] < t[3])) continue;
    taken.push(box);
    context.strokeText(port.name, x + 7, y);
    context.fillText(port.name, x + 7, y);
  }
}

/** Every port, page by page. */
async function loadPorts(): Promise<{ ports: Port[]; attribution: string }> {
  const ports: Port[] = [];
  let attribution = '';
  let cursor: string | undefined;
  do {
    const page = await get<Page<Port> & { attribution: string }>('/v1/ports', { limit: 200, cursor });
    ports.push(...page.data);
    attribution = page.attribution;
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
  return { ports, attribution };
}

export function showPort(details: HTMLElement, port: Port, attribution: string): void {
  const wpi = port.wpi;
  const depth = (m: number | null) => (m === null ? '—' : `${number(m)} m`);
  const heading = h('h2', { tabindex: -1 }, port.name);
  clear(
    details,
    heading,
    h(
      'dl',
      {},
      h('dt', {}, 'Kind'),
      h('dd', {}, port.kind === 'port' ? 'Port' : 'Anchorage'),
      port.alternate_name ? [h('dt', {}, 'Also called'), h('dd', {}, port.alternate_name)] : null,
      h('dt', {}, 'UN/LOCODE'),
      h('dd', {}, port.unlocode ?? '—'),
      h('dt', {}, 'Country'),
      h('dd', {}, port.country ?? '—'),
      wpi
        ? [
            h('dt', {}, 'Harbour'),
            h('dd', {}, [wpi.harbor_size, wpi.harbor_type].filter(Boolean).join(', ') || '—'),
            h('dt', {}, 'Water body'),
            h('dd', {}, wpi.water_body ?? '—'),
            h('dt', {}, 'Depths'),
            h(
              'dd',
              {},
              `channel ${depth(wpi.channel_depth_m)}, anchorage ${depth(wpi.anchorage_depth_m)}, cargo pier ${depth(wpi.cargo_pier_depth_m)}`,
            ),
            h('dt', {}, 'Area'),
            h(
              'dd',
              {},
              port.radius_m ? `${number(port.radius_m / 1000)} km round its point (by harbour size)` : '—',
            ),
          ]
        : [h('dt', {}, 'Area'), h('dd', {}, 'Drawn by your workspace')],
    ),
    h(
      'p',
      { class: 'hint' },
      port.source === 'wpi'
        ? `World Port Index no. ${wpi?.number ?? '?'}. ${attribution}`
        : `Drawn ${port.created_at ?? ''}`,
    ),
  );
  heading.focus();
}

/** The ports switch's side: reads the ports the first time it is on, and lists those in view. */
export function portsList(map: L.Map, layer: PortsLayer, details: HTMLElement) {
  const box = h('div', { class: 'port-list' });
  const element = h('section', { hidden: true }, h('h2', {}, 'Ports in view'), box);
  let loaded: Promise<string> | undefined;
  let attribution = '';
  let on = false;
  const refresh = () => {
    if (!on) return;
    const all = layer.inView();
    const rows = all.slice(0, LIST_ROWS);
    clear(
      box,
      h(
        'p',
        { class: 'hint' },
        `${count(all.length, 'port')} in view${all.length > rows.length ? `, the first ${rows.length} by name` : ''}.`,
      ),
      h(
        'ul',
        { class: 'results' },
        rows.map((port) =>
          h(
            'li',
            {},
            h(
              'button',
              { type: 'button', class: 'link', onclick: () => showPort(details, port, attribution) },
              port.name,
            ),
            port.unlocode ? ` (${port.unlocode})` : '',
          ),
        ),
      ),
      h('p', { class: 'hint' }, attribution),
    );
  };
  // The layer draws on the frame after a move: list what it drew then.
  const onMove = () => requestAnimationFrame(() => requestAnimationFrame(refresh));
  return {
    element,
    async toggle(shown: boolean): Promise<void> {
      on = shown;
      element.hidden = !shown;
      if (!shown) {
        layer.remove();
        map.off('moveend', onMove);
        return;
      }
      layer.addTo(map);
      map.on('moveend', onMove);
      clear(box, h('p', { class: 'hint' }, 'Reading the ports…'));
      loaded ??= loadPorts().then(({ ports, attribution: source }) => {
        layer.setPorts(ports);
        return source;
      });
      try {
        attribution = await loaded;
      } catch (error) {
        loaded = undefined;
        toast(`Ports: ${error instanceof Error ? error.message : String(error)}`, 'error');
        return;
      }
      onMove();
    },
    /** A click on the map: the port under it, if the layer is on. */
    at: (x: number, y: number) => (on ? layer.at(x, y) : undefined),
    show: (port: Port) => showPort(details, port, attribution),
  };
}
