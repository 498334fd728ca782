/**
 * The map's layers: which assets are drawn (by category, or only those followed), whether sites,
 * alert-rule zones, detections and ports are, and the basemap: the land outlines Vigil ships (offline, the
 * default) or the operator's own tile server (an XYZ URL template served from their network, kept
 * in this browser).
 */
import { h, toast } from '../lib/dom.ts';
import { CATEGORIES, type Category } from './asset-style.ts';

export const TILE_SETTING = 'vigil.tileUrl';

export interface LayerTargets {
  categories: Set<Category>;
  setFollowedOnly(only: boolean): void;
  setZones(kind: 'site' | 'rule', shown: boolean): void;
  setDetections(shown: boolean): void;
  /** Ports, a reference layer (off at first); undefined where the key may not read them. */
  setPorts?: (shown: boolean) => void;
  /** Something changed: redraw. */
  changed(): void;
}

function checkbox(label: string, checked: boolean, onchange: (checked: boolean) => void): HTMLElement {
  const box = h('input', { type: 'checkbox', checked });
  box.addEventListener('change', () => onchange(box.checked));
  return h('label', { class: 'check' }, box, ` ${label}`);
}

export function layersSection(targets: LayerTargets): HTMLElement {
  const tiles = localStorage.getItem(TILE_SETTING) ?? '';
  const basemap = h(
    'select',
    { id: 'basemap' },
    h('option', { value: 'land', selected: !tiles }, 'Land outlines shipped with Vigil (offline)'),
    h('option', { value: 'tiles', selected: Boolean(tiles) }, 'My tile server'),
  );
  const tileInput = h('input', {
    id: 'tile-url',
    type: 'url',
    value: tiles,
    placeholder: 'https://tiles.example.internal/{z}/{x}/{y}.png',
  });
  const tileField = h(
    'div',
    { class: 'field', hidden: !tiles },
    h('label', { for: 'tile-url' }, 'Tile URL template'),
    tileInput,
    h('small', {}, 'An XYZ raster tile server of your own network, {z}/{x}/{y} in its address.'),
  );
  basemap.addEventListener('change', () => {
    tileField.hidden = basemap.value !== 'tiles';
  });
  const save = (event: Event) => {
    event.preventDefault();
    const url = tileInput.value.trim();
    if (basemap.value === 'tiles' && !/\{z\}/.test(url)) {
      toast('A tile URL needs {z}, {x} and {y} in it.', 'error');
      return;
    }
    if (basemap.value === 'tiles') localStorage.setItem(TILE_SETTING, url);
    else localStorage.removeItem(TILE_SETTING);
    toast('Basemap saved; it applies when the map is opened again.');
  };
  return h(
    'details',
    { class: 'layers' },
    h('summary', {}, 'Layers and basemap'),
    h(
      'fieldset',
      {},
      h('legend', {}, 'Assets'),
      (Object.keys(CATEGORIES) as Category[]).map((category) =>
        checkbox(CATEGORIES[category].label, targets.categories.has(category), (on) => {
          if (on) targets.categories.add(category);
          else targets.categories.delete(category);
          targets.changed();
        }),
      ),
      checkbox('Only those followed', false, (on) => {
        targets.setFollowedOnly(on);
        targets.changed();
      }),
    ),
    h(
      'fieldset',
      {},
      h('legend', {}, 'Areas and detections'),
      checkbox('Sites', true, (on) => targets.setZones('site', on)),
      checkbox('Alert-rule zones', true, (on) => targets.setZones('rule', on)),
      checkbox('Detections', true, (on) => targets.setDetections(on)),
      targets.setPorts ? checkbox('Ports (World Port Index and your own)', false, targets.setPorts) : null,
    ),
    h(
      'form',
      { class: 'stack', onsubmit: save },
      h('label', { for: 'basemap' }, h('strong', {}, 'Basemap')),
      basemap,
      tileField,
      h('button', { type: 'submit' }, 'Save the basemap'),
    ),
  );
}
