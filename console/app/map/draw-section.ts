/**
 * The map panel's drawing section: a polygon or a circle, then made a site or an alert rule (the
 * choices the key's scopes allow; none shown to a key that may make neither).
 */
import type * as L from 'leaflet';
import { h } from '../lib/dom.ts';
import { can } from '../lib/session.ts';
import { startDrawing } from './draw-tool.ts';
import { createFromShape } from './map-panels.ts';

export function drawSection(map: L.Map, details: HTMLElement, reload: () => Promise<void>) {
  const status = h('p', { class: 'hint' });
  let drawing: ReturnType<typeof startDrawing> | undefined;
  const draw = (kind: 'polygon' | 'circle') => {
    drawing?.cancel();
    status.textContent =
      kind === 'polygon'
        ? 'Click each corner; double-click or Finish to close. Escape cancels.'
        : 'Click the centre, then a point on the edge. Escape cancels.';
    drawing = startDrawing(map, kind, (shape) => {
      drawing = undefined;
      status.textContent = '';
      if (shape) createFromShape(details, shape, reload);
    });
  };
  const element =
    can('sites', 'write') || can('alerts', 'write')
      ? h(
          'section',
          {},
          h('h2', {}, 'Draw'),
          h(
            'div',
            { class: 'buttons' },
            h('button', { type: 'button', onclick: () => draw('polygon') }, 'Draw polygon'),
            h('button', { type: 'button', onclick: () => draw('circle') }, 'Draw circle'),
            h('button', { type: 'button', class: 'secondary', onclick: () => drawing?.finish() }, 'Finish'),
          ),
          status,
        )
      : h('p', { class: 'hint' }, 'Drawing sites and rules needs a key with sites:write or alerts:write.');
  return { element, stop: () => drawing?.cancel() };
}
