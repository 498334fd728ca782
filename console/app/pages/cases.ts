/** Cases: open one, pin sites, detections and assets to it, add notes, generate a report and open its PDF. */
import { all, get, openBinary, post } from '../lib/api.ts';
import type { Api } from '../lib/api-types.ts';
import { badge, clear, count, field, h, readOnly, table, time, toast } from '../lib/dom.ts';
import { can } from '../lib/session.ts';

type Case = Api<'Case'>;
type CaseWithItems = Api<'CaseWithItems'>;
type Report = Api<'Report'>;

export function renderCases(main: HTMLElement, params: string[]): undefined {
  const list = h('div', { class: 'list' });
  const detail = h('section', { class: 'detail', 'aria-live': 'polite' });
  const title = h('input', { type: 'text', required: true, maxlength: 200 });
  const load = async () => {
    const cases = await all<Case>('/v1/cases', {}, 500);
    clear(
      list,
      table(
        count(cases.length, 'case'),
        ['Title', 'Status', 'Items', 'Opened', ''],
        cases.map((c) => [
          c.title,
          badge(c.status),
          String(c.items_count),
          time(c.created_at),
          h('a', { href: `#/cases/${c.id}` }, 'Open'),
        ]),
      ),
    );
  };
  const create = h(
    'form',
    {
      class: 'filters',
      onsubmit: async (event: Event) => {
        event.preventDefault();
        try {
          const created = await post<Case>('/v1/cases', { title: title.value });
          window.location.hash = `#/cases/${created.id}`;
        } catch (error) {
          toast(error instanceof Error ? error.message : String(error), 'error');
        }
      },
    },
    field('New case title', title),
    h('button', { type: 'submit' }, 'Open a case'),
  );
  clear(
    main,
    h('h1', {}, 'Cases'),
    can('cases', 'write')
      ? create
      : readOnly('Opening a case and pinning to it need a key with cases:write.'),
    h('div', { class: 'split' }, list, detail),
  );
  void load().catch((error: unknown) => toast(String(error), 'error'));
  if (params[0])
    void showCase(detail, params[0], load).catch((error: unknown) => toast(String(error), 'error'));
  return undefined;
}

async function showCase(detail: HTMLElement, id: string, reload: () => Promise<void>): Promise<void> {
  const c = await get<CaseWithItems>(`/v1/cases/${id}`);
  const kind = h(
    'select',
    {},
    ['note', 'site', 'detection', 'asset'].map((k) => h('option', { value: k }, k)),
  );
  const ref = h('input', { type: 'text', placeholder: 'site_…, det_… or ast_…' });
  const note = h('input', { type: 'text', maxlength: 2000 });
  const reportState = h('p', { class: 'hint', 'aria-live': 'polite' });
  const pin = async (event: Event) => {
    event.preventDefault();
    try {
      const body =
        kind.value === 'note'
          ? { kind: 'note', note: note.value }
          : { kind: kind.value, ref_id: ref.value.trim(), ...(note.value ? { note: note.value } : {}) };
      await post(`/v1/cases/${id}/items`, body);
      toast('Added to the case');
      await showCase(detail, id, reload);
      await reload();
    } catch (error) {
      toast(error instanceof Error ? error.message : String(error), 'error');
    }
  };
  const report = async () => {
    try {
      const created = await post<Report>('/v1/reports', {
        subject: { kind: 'case', id },
      });
      reportState.textContent = `Report ${created.id}: ${created.status}…`;
      for (let i = 0; i < 120; i++) {
        const current = await get<Report>(`/v1/reports/${created.id}`);
        if (current.status === 'completed' || current.status === 'failed') {
          reportState.textContent = `Report ${created.id}: ${current.status}.`;
          if (current.status === 'completed') {
            reportState.append(
              ' ',
              h(
                'button',
                {
                  type: 'button',
                  class: 'link',
                  onclick: () =>
                    void openBinary(`/v1/reports/${created.id}/pdf`).catch((e: unknown) =>
                      toast(String(e), 'error'),
                    ),
                },
                'Download the PDF',
              ),
            );
          }
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    } catch (error) {
      toast(error instanceof Error ? error.message : String(error), 'error');
    }
  };
  clear(
    detail,
    h('h2', {}, c.title),
    h('p', {}, badge(c.status), ' opened ', time(c.created_at)),
    table(
      'Items',
      ['Kind', 'Reference', 'Note', 'Added'],
      (c.items ?? []).map((item) => [
        item.kind,
        item.ref_id ? h('code', {}, item.ref_id) : '—',
        item.note ?? '',
        time(item.added_at),
      ]),
    ),
    can('cases', 'write')
      ? h(
          'form',
          { class: 'stack', onsubmit: pin },
          h('h3', {}, 'Pin or note'),
          field('Kind', kind),
          field('Reference id', ref),
          field('Note', note),
          h('button', { type: 'submit' }, 'Add'),
        )
      : null,
    h('h3', {}, 'Report'),
    can('reports', 'write')
      ? h('button', { type: 'button', onclick: () => void report() }, 'Generate a report')
      : readOnly('Generating a report needs a key with reports:write.'),
    reportState,
  );
}
