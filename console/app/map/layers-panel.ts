/**
 * The map's layers: which assets are drawn (by category, or only those followed), whether sites,
 * alert-rule zones, detections and ports are, and the basemap: the land outlines Vigil ships (offline, the
 * default) or the operator's own tiles (an XYZ URL template, a PMTiles file or a MapLibre style
 * served from their network, kept in this browser; see basemap.ts).
 */
import { h, toast } from '../lib/dom.ts';
import { CATEGORIES, type Category } from './asset-style.ts';
import { BASEMAP_KINDS, type BasemapKind, basemapProblem, readBasemap, saveBasemap } from './basemap.ts';
import { tileOriginRefusal } from './tile-origins.ts';

/** The address field as each kind of basemap asks for it. */
const URL_FIELD: Record<BasemapKind, { label: string; placeholder: string; hint: string }> = {
  land: { label: '', placeholder: '', hint: '' },
  xyz: {
    label: 'Tile URL template',
    placeholder: 'https://tiles.example.internal/{z}/{x}/{y}.png',
    hint: 'An XYZ raster tile server of your own network, {z}/{x}/{y} in its address; its origin must be in the service’s VIGIL_CONSOLE_TILE_ORIGINS.',
  },
  pmtiles: {
    label: 'PMTiles file URL',
    placeholder: 'https://tiles.example.internal/basemap.pmtiles',
    hint: 'A raster PMTiles archive on a web server of your network that answers range requests; its origin must be in the service’s VIGIL_CONSOLE_TILE_ORIGINS.',
  },
  style: {
    label: 'Map style URL',
    placeholder: 'https://tiles.example.internal/style.json',
    hint: 'A MapLibre style (JSON); its raster layers are drawn, vector layers are not. Its origin must be in the service’s VIGIL_CONSOLE_TILE_ORIGINS.',
  },
};

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
  const saved = readBasemap();
  const basemap = h(
    'select',
    { id: 'basemap' },
    (Object.keys(BASEMAP_KINDS) as BasemapKind[]).map((kind) =>
      h('option', { value: kind, selected: saved.kind === kind }, BASEMAP_KINDS[kind]),
    ),
  );
  const urlInput = h('input', { id: 'tile-url', type: 'url', value: saved.url });
  const hint = h('small', { id: 'tile-url-hint' });
  const problem = h('p', { id: 'tile-url-problem', class: 'error', role: 'alert', hidden: true });
  urlInput.setAttribute('aria-describedby', 'tile-url-hint tile-url-problem');
  const urlLabel = h('label', { for: 'tile-url' });
  const urlField = h('div', { class: 'field' }, urlLabel, urlInput, hint, problem);
  const describe = () => {
    const kind = basemap.value as BasemapKind;
    const text = URL_FIELD[kind];
    urlField.hidden = kind === 'land';
    urlLabel.textContent = text.label;
    urlInput.placeholder = text.placeholder;
    hint.textContent = text.hint;
    problem.hidden = true;
  };
  describe();
  basemap.addEventListener('change', describe);
  const save = (event: Event) => {
    event.preventDefault();
    const kind = basemap.value as BasemapKind;
    const url = urlInput.value.trim();
    const wrong = basemapProblem(kind, url);
    problem.hidden = !wrong;
    problem.textContent = wrong ?? '';
    if (wrong) {
      urlInput.setAttribute('aria-invalid', 'true');
      urlInput.focus();
      return;
    }
    urlInput.removeAttribute('aria-invalid');
    saveBasemap({ kind, url: kind === 'land' ? '' : url });
    // Saved all the same (the operator may be about to allow it), but said now as well as on the map.
    const refusal = kind === 'land' ? undefined : tileOriginRefusal(url, 'This address');
    problem.hidden = !refusal;
    problem.textContent = refusal ?? '';
    toast(
      refusal
        ? 'Basemap saved, but the console may not read it until the operator allows its server.'
        : 'Basemap saved; it applies when the map is opened again.',
    );
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
      { class: 'stack', novalidate: true, onsubmit: save },
      h('label', { for: 'basemap' }, h('strong', {}, 'Basemap')),
      basemap,
      urlField,
      h('button', { type: 'submit' }, 'Save the basemap'),
    ),
  );
}
