/**
 * "Who was there": an area (drawn on the map as a polygon or a circle, or the map's view for a
 * keyboard user) and a time range, asked of `POST /v1/assets/within`. The answer is a table (each
 * asset's first and last fix inside, the time its fixes show it inside, how many fixes) whose names
 * open the asset's details, and can be saved as JSON or CSV. A refusal is shown at the field the
 * API's pointer names (`/to`: the time range; `/geometry`: the area).
 */
import * as L from 'leaflet';
import { ApiError, post } from '../lib/api.ts';
import { clear, count, download, duration, field, h, localDateTime, time, toast } from '../lib/dom.ts';
import { type AreaQuestion, type Inside, insideCsv, insideJson } from './area-export.ts';
import { KIND_LABELS } from './asset-style.ts';
import { startDrawing } from './draw-tool.ts';
import { circleRing } from './map-data.ts';

/** Assets per request, and at most in one answer: the API pages by first time inside. */
const PAGE = 1000;
const MAX_ROWS = 10_000;
const DAY_MS = 86_400_000;

type Area = { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown };

/** The map's view as `west,south,east,north` (west greater than east across the antimeridian). */
export function viewBox(map: L.Map): string {
  const bounds = map.getBounds();
  const south = Math.max(-90, bounds.getSouth());
  const north = Math.min(90, bounds.getNorth());
  if (bounds.getEast() - bounds.getWest() >= 360) return `-180,${south},180,${north}`;
  const west = L.Util.wrapNum(bounds.getWest(), [-180, 180], true);
  const east = L.Util.wrapNum(bounds.getEast(), [-180, 180], true);
  return `${west},${south},${east},${north}`;
}

/** The map's view as an area, split in two where it crosses the antimeridian. */
export function viewArea(map: L.Map): { area: Area; said: string } {
  const bounds = map.getBounds();
  const south = Math.max(-85, bounds.getSouth());
  const north = Math.min(85, bounds.getNorth());
  const width = bounds.getEast() - bounds.getWest();
  const box = (w: number, e: number) => [
    [
      [w, south],
      [e, south],
      [e, north],
      [w, north],
      [w, south],
    ],
  ];
  const said = `the map’s view (${south.toFixed(2)}° to ${north.toFixed(2)}° latitude)`;
  if (width >= 360) return { area: { type: 'Polygon', coordinates: box(-180, 180) }, said };
  const west = L.Util.wrapNum(bounds.getWest(), [-180, 180], true);
  const east = west + width;
  if (east <= 180) return { area: { type: 'Polygon', coordinates: box(west, east) }, said };
  return { area: { type: 'MultiPolygon', coordinates: [box(west, 180), box(-180, east - 360)] }, said };
}

export function areaSection(map: L.Map, open: (id: string) => void): { element: HTMLElement; stop(): void } {
  const outline = L.layerGroup().addTo(map);
  let area: Area | undefined;
  let drawing: ReturnType<typeof startDrawing> | undefined;
  let answer: { question: AreaQuestion; rows: Inside[]; complete: boolean } | undefined;

  const areaSaid = h('p', { class: 'hint', 'aria-live': 'polite' }, 'No area chosen yet.');
  const areaError = h('p', { class: 'error', role: 'alert' });
  const now = Date.now();
  const from = h('input', { type: 'datetime-local', required: true, value: localDateTime(now - DAY_MS) });
  const to = h('input', { type: 'datetime-local', required: true, value: localDateTime(now) });
  const timeError = h('p', { class: 'error', role: 'alert' });
  const kind = h(
    'select',
    {},
    h('option', { value: '' }, 'Any kind'),
    (Object.keys(KIND_LABELS) as (keyof typeof KIND_LABELS)[]).map((k) =>
      h('option', { value: k }, KIND_LABELS[k]),
    ),
  );
  const results = h('div', { class: 'area-results', 'aria-live': 'polite' });

  const choose = (chosen: Area, said: string, rings: [number, number][][]) => {
    area = chosen;
    areaSaid.textContent = `Area: ${said}.`;
    areaError.textContent = '';
    outline.clearLayers();
    for (const ring of rings)
      L.polygon(
        ring.map(([lon, lat]) => [lat, lon] as [number, number]),
        { color: '#5b2a86', weight: 2, dashArray: '6 4', fillOpacity: 0.06, interactive: false },
      ).addTo(outline);
  };
  const draw = (shape: 'polygon' | 'circle') => {
    drawing?.cancel();
    areaSaid.textContent =
      shape === 'polygon'
        ? 'Click each corner, then double-click or Close the area. Escape cancels.'
        : 'Click the centre, then a point on the edge. Escape cancels.';
    drawing = startDrawing(map, shape, (drawn) => {
      drawing = undefined;
      if (!drawn) {
        areaSaid.textContent = area
          ? 'Drawing cancelled; the area chosen before stands.'
          : 'No area chosen yet.';
        return;
      }
      // The API takes polygons: a circle is asked as the 48-sided ring the map draws it with.
      const ring =
        drawn.kind === 'polygon'
          ? drawn.ring.map(([lon, lat]): [number, number] => [L.Util.wrapNum(lon, [-180, 180], true), lat])
          : circleRing(drawn.center, drawn.radius_m);
      choose(
        { type: 'Polygon', coordinates: [ring] },
        drawn.kind === 'polygon'
          ? `a polygon of ${drawn.ring.length - 1} corners`
          : `a circle of ${drawn.radius_m.toLocaleString()} m`,
        [ring],
      );
    });
  };
  const useView = () => {
    const { area: view, said } = viewArea(map);
    const polygons = (view.type === 'Polygon' ? [view.coordinates] : view.coordinates) as [
      number,
      number,
    ][][][];
    choose(
      view,
      said,
      polygons.map((p) => p[0] ?? []),
    );
  };

  const render = () => {
    if (!answer) return;
    const { question, rows, complete } = answer;
    const saveName = `who-was-there-${question.from.slice(0, 16).replace(/[:T]/g, '')}`;
    clear(
      results,
      h(
        'table',
        { class: 'area-table' },
        h(
          'caption',
          {},
          `${count(rows.length, 'asset')} inside${complete ? '' : ` (the first ${rows.length.toLocaleString()}; more were: narrow the area or the time)`}`,
        ),
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            ['Name', 'Kind', 'First and last fix inside', 'Time inside', 'Fixes'].map((name) =>
              h('th', { scope: 'col' }, name),
            ),
          ),
        ),
        h(
          'tbody',
          {},
          rows.length === 0
            ? h('tr', {}, h('td', { colspan: 5, class: 'empty' }, 'No stored position lies inside then.'))
            : rows.map((row) =>
                h(
                  'tr',
                  {},
                  h(
                    'td',
                    {},
                    h(
                      'button',
                      { type: 'button', class: 'link', onclick: () => open(row.asset.id) },
                      row.asset.name ?? row.asset.identifiers.mmsi ?? row.asset.id,
                    ),
                  ),
                  h('td', {}, KIND_LABELS[row.asset.kind]),
                  h('td', {}, time(row.first_inside_at), h('br'), time(row.last_inside_at)),
                  h('td', {}, duration(row.inside_s)),
                  h('td', {}, row.fixes_inside.toLocaleString()),
                ),
              ),
        ),
      ),
      h(
        'p',
        { class: 'hint' },
        `From ${new Date(question.from).toLocaleString()} to ${new Date(question.to).toLocaleString()}. Time inside counts only what the fixes show: the time between consecutive fixes both inside and at most two hours apart.`,
      ),
      h(
        'div',
        { class: 'buttons' },
        h(
          'button',
          {
            type: 'button',
            class: 'secondary',
            onclick: () =>
              download(new Blob([insideCsv(rows)], { type: 'text/csv;charset=utf-8' }), `${saveName}.csv`),
          },
          'Export CSV',
        ),
        h(
          'button',
          {
            type: 'button',
            class: 'secondary',
            onclick: () =>
              download(
                new Blob([insideJson(question, rows, complete)], { type: 'application/json' }),
                `${saveName}.json`,
              ),
          },
          'Export JSON',
        ),
      ),
    );
  };

  const ask = async (event: Event) => {
    event.preventDefault();
    areaError.textContent = '';
    timeError.textContent = '';
    if (!area) {
      areaError.textContent = 'Choose an area first: draw one, or use the map’s view.';
      return;
    }
    const question: AreaQuestion = {
      geometry: area,
      from: new Date(from.value).toISOString(),
      to: new Date(to.value).toISOString(),
      ...(kind.value ? { kind: kind.value } : {}),
    };
    clear(results, h('p', { class: 'hint' }, 'Asking…'));
    try {
      const rows: Inside[] = [];
      let cursor: string | null = null;
      do {
        const page: { data: Inside[]; next_cursor: string | null } = await post('/v1/assets/within', {
          ...question,
          limit: PAGE,
          ...(cursor ? { cursor } : {}),
        });
        rows.push(...page.data);
        cursor = page.next_cursor;
      } while (cursor && rows.length < MAX_ROWS);
      answer = { question, rows, complete: cursor === null };
      render();
    } catch (error) {
      clear(results);
      if (!(error instanceof ApiError)) {
        toast(error instanceof Error ? error.message : String(error), 'error');
        return;
      }
      // Each problem beside what it is about: the time range, or the area.
      const problems = error.problem.errors ?? [{ pointer: '', detail: error.problem.detail }];
      for (const { pointer, detail } of problems) {
        const target = pointer.startsWith('/geometry') ? areaError : timeError;
        target.textContent = `${target.textContent ? `${target.textContent} ` : ''}${detail}`;
      }
      toast('The API refused the question: see why in the panel.', 'error');
    }
  };

  const element = h(
    'section',
    { class: 'area' },
    h('h2', {}, 'Who was there'),
    h(
      'p',
      { class: 'hint' },
      'Choose an area and a time: the assets whose stored positions put them inside then.',
    ),
    h(
      'div',
      { class: 'buttons' },
      h('button', { type: 'button', onclick: () => draw('polygon') }, 'Draw an area'),
      h('button', { type: 'button', onclick: () => draw('circle') }, 'Draw a circle'),
      h('button', { type: 'button', class: 'secondary', onclick: () => drawing?.finish() }, 'Close the area'),
      h('button', { type: 'button', class: 'secondary', onclick: useView }, 'Use the map’s view'),
    ),
    areaSaid,
    areaError,
    h(
      'form',
      { class: 'stack', onsubmit: (event: Event) => void ask(event) },
      field('From', from),
      field('To', to),
      timeError,
      field('Kind', kind),
      h('button', { type: 'submit' }, 'Who was there?'),
    ),
    results,
  );
  return {
    element,
    stop: () => {
      drawing?.cancel();
      outline.remove();
    },
  };
}
