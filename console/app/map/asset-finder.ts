/**
 * Finding assets without the map: a search (name, MMSI, IMO, call sign, ICAO address, flight, or
 * the start of one: `GET /v1/assets/search`) and a text list of the assets the map shows in view
 * (kind, flag, speed, last report, followed), each opening its details. Both are plain forms, tables and buttons: reachable by keyboard and read
 * by screen readers, as the map's picture is not.
 */
import { get } from '../lib/api.ts';
import type { Api } from '../lib/api-types.ts';
import { clear, count, field, h, number, time, toast } from '../lib/dom.ts';
import { firstByName } from './asset-order.ts';
import { CATEGORIES, categoryOf } from './asset-style.ts';
import type { AssetMark } from './assets-layer.ts';

type Asset = Api<'Asset'>;

/** Rows the list shows at first and adds with each "Show more". */
const PAGE_ROWS = 50;

export function searchSection(open: (id: string) => void): HTMLElement {
  const input = h('input', { type: 'search', autocomplete: 'off', spellcheck: 'false', maxlength: 100 });
  const results = h('div', { 'aria-live': 'polite' });
  const form = h(
    'form',
    {
      role: 'search',
      onsubmit: async (event: Event) => {
        event.preventDefault();
        const q = input.value.trim();
        if (!q) return;
        try {
          const { data } = await get<{ data: Asset[] }>('/v1/assets/search', { q, limit: 20 });
          clear(
            results,
            h(
              'p',
              { class: 'hint' },
              data.length === 0
                ? `Nothing matches “${q}”.`
                : `${count(data.length, 'match', 'matches')}, best first:`,
            ),
            h(
              'ul',
              { class: 'results' },
              data.map((asset) =>
                h(
                  'li',
                  {},
                  h(
                    'button',
                    { type: 'button', class: 'link', onclick: () => open(asset.id) },
                    asset.name ?? asset.id,
                  ),
                  ` ${describe(asset)}`,
                ),
              ),
            ),
          );
        } catch (error) {
          toast(error instanceof Error ? error.message : String(error), 'error');
        }
      },
    },
    field(
      'Find a vessel or aircraft',
      input,
      'A name or its start, MMSI, IMO, call sign, ICAO address or flight.',
    ),
    h('button', { type: 'submit' }, 'Find'),
  );
  return h('section', {}, h('h2', {}, 'Find'), form, results);
}

/** "vessel, MMSI 244660001, last seen 12:04": enough to tell search results apart. */
function describe(asset: Asset): string {
  const ids = Object.entries(asset.identifiers)
    .filter(([, v]) => v)
    .slice(0, 2)
    .map(([k, v]) => `${k === 'call_sign' ? 'call sign' : k.toUpperCase()} ${v}`);
  const seen = asset.last_position
    ? `last seen ${new Date(asset.last_position.at).toLocaleString()}`
    : 'no position';
  return `(${[asset.kind, ...ids, seen].join(', ')})`;
}

/** The list of assets in view; `refresh` redraws it from the layer's last draw. */
export function listSection(
  marks: () => readonly AssetMark[],
  open: (id: string) => void,
): { element: HTMLElement; refresh: () => void } {
  const box = h('div', { class: 'asset-list' });
  let shown = PAGE_ROWS;
  // One collator: localeCompare sets one up at every comparison.
  const byName = new Intl.Collator();
  const refresh = () => {
    const all = marks();
    const rows = firstByName(all, shown, byName);
    clear(
      box,
      h(
        'table',
        {},
        h(
          'caption',
          {},
          `${count(all.length, 'asset')} in view${all.length > rows.length ? `, the first ${rows.length} by name` : ''}`,
        ),
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            ['Name', 'Kind', 'Flag', 'Speed', 'Last report', 'Followed'].map((name) =>
              h('th', { scope: 'col' }, name),
            ),
          ),
        ),
        h(
          'tbody',
          {},
          rows.length === 0
            ? h('tr', {}, h('td', { colspan: 6, class: 'empty' }, 'No asset in view.'))
            : rows.map((mark) =>
                h(
                  'tr',
                  {},
                  h(
                    'td',
                    {},
                    h(
                      'button',
                      { type: 'button', class: 'link', onclick: () => open(mark.id) },
                      mark.name ?? mark.id,
                    ),
                  ),
                  h('td', {}, CATEGORIES[categoryOf(mark.kind, mark.shipType)].label),
                  h('td', {}, mark.flag ?? '—'),
                  h('td', {}, mark.speed === null ? '—' : `${number(mark.speed)} kn`),
                  h('td', {}, time(mark.at)),
                  h('td', {}, mark.followed ? 'Yes' : ''),
                ),
              ),
        ),
      ),
      all.length > rows.length
        ? h(
            'button',
            {
              type: 'button',
              class: 'secondary',
              onclick: () => {
                shown += PAGE_ROWS;
                refresh();
              },
            },
            `Show ${Math.min(PAGE_ROWS, all.length - rows.length)} more`,
          )
        : null,
    );
  };
  return { element: h('section', {}, h('h2', {}, 'On the map'), box), refresh };
}
