/**
 * What an asset reported about itself, and when (`GET /v1/assets/:id/identity`): each name, MMSI,
 * flag, IMO number, call sign, ship type and destination with the time range it was reported, a
 * field that changed said so first. A value reported by another asset (the same ship under another
 * MMSI, after a re-flag) names it, and opens it.
 */
import { get } from '../lib/api.ts';
import type { Api } from '../lib/api-types.ts';
import { clear, h, time } from '../lib/dom.ts';

type Identity = Api<'IdentityHistory'>;
type Field = Identity['history'][number]['field'];

const FIELDS: Record<Field, string> = {
  name: 'Name',
  mmsi: 'MMSI',
  flag: 'Flag',
  imo: 'IMO',
  call_sign: 'Call sign',
  ship_type: 'Ship type (AIS)',
  destination: 'Destination',
  registration: 'Registration',
  flight: 'Flight',
};

export function identitySection(id: string, open: (id: string) => void): HTMLElement {
  const box = h('div', { class: 'identity' }, h('p', { class: 'hint' }, 'Reading its identity history…'));
  const load = async () => {
    const { history } = await get<Identity>(`/v1/assets/${id}/identity`);
    const counts = new Map<Field, number>();
    for (const entry of history) counts.set(entry.field, (counts.get(entry.field) ?? 0) + 1);
    const changed = [...counts].filter(([, n]) => n > 1).map(([field]) => FIELDS[field].toLowerCase());
    clear(
      box,
      changed.length > 0
        ? h('p', { class: 'changed' }, `Changed: ${changed.join(', ')}.`)
        : h('p', { class: 'hint' }, 'No reported field has changed.'),
      h(
        'table',
        { class: 'identity-table' },
        h('caption', {}, 'As the asset reported it (not a registry’s record), oldest first'),
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            ['Field', 'Value', 'From', 'Until'].map((name) => h('th', { scope: 'col' }, name)),
          ),
        ),
        h(
          'tbody',
          {},
          history.length === 0
            ? h('tr', {}, h('td', { colspan: 4, class: 'empty' }, 'Nothing reported yet.'))
            : history.map((entry) =>
                h(
                  'tr',
                  { class: (counts.get(entry.field) ?? 0) > 1 ? 'changed' : null },
                  h('th', { scope: 'row' }, FIELDS[entry.field]),
                  h(
                    'td',
                    {},
                    entry.field === 'flag' && entry.code ? `${entry.value} (${entry.code})` : entry.value,
                    entry.asset_id && entry.asset_id !== id
                      ? [
                          ' — by ',
                          h(
                            'button',
                            {
                              type: 'button',
                              class: 'link',
                              onclick: () => entry.asset_id && open(entry.asset_id),
                            },
                            'another asset',
                          ),
                        ]
                      : null,
                  ),
                  h('td', {}, time(entry.from)),
                  h('td', {}, entry.to ? time(entry.to) : 'now'),
                ),
              ),
        ),
      ),
    );
  };
  void load().catch((error: unknown) =>
    clear(
      box,
      h('p', { class: 'error' }, `Identity: ${error instanceof Error ? error.message : String(error)}`),
    ),
  );
  return h('section', {}, h('h3', {}, 'Identity history'), box);
}
