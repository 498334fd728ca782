/** Detections: filter by site, type, confidence and time; open one for its evidence; mark it useful or not. */
import { all, get, post } from '../lib/api.ts';
import type { Api } from '../lib/api-types.ts';
import { clear, count, field, h, readOnly, table, time, toast } from '../lib/dom.ts';
import { onEvent, onReset } from '../lib/events.ts';
import { can } from '../lib/session.ts';
import type { Detection, Site } from '../map/map-data.ts';

export function renderDetections(main: HTMLElement, params: string[]): () => void {
  const site = h('select', { name: 'site' }, h('option', { value: '' }, 'All sites'));
  const type = h('input', { type: 'text', name: 'type', placeholder: 'e.g. vessel_presence' });
  const confidence = h('input', { type: 'number', name: 'confidence', min: 0, max: 1, step: 0.05, value: 0 });
  const from = h('input', { type: 'datetime-local', name: 'from' });
  const to = h('input', { type: 'datetime-local', name: 'to' });
  const siteNames = new Map<string, string>();
  const list = h('div', { class: 'list' });
  const detail = h('section', { class: 'detail', 'aria-live': 'polite' });

  const load = async () => {
    const query = {
      site_id: site.value || undefined,
      type: type.value.trim() || undefined,
      min_confidence: Number(confidence.value) > 0 ? confidence.value : undefined,
      from: from.value ? new Date(from.value).toISOString() : undefined,
      to: to.value ? new Date(to.value).toISOString() : undefined,
    };
    const rows = await all<Detection>('/v1/detections', query, 500);
    clear(
      list,
      table(
        count(rows.length, 'detection'),
        ['Observed', 'Type', 'Confidence', 'Site', 'Feedback', ''],
        rows.map((d) => [
          time(d.observed_at),
          d.type,
          `${Math.round(d.confidence * 100)}%`,
          siteNames.get(d.site_id) ?? h('code', {}, d.site_id),
          d.feedback ? (d.feedback.useful ? 'Useful' : 'Not useful') : '—',
          h('a', { href: `#/detections/${d.id}` }, 'Open'),
        ]),
      ),
    );
  };
  const form = h(
    'form',
    {
      class: 'filters',
      onsubmit: (event: Event) => {
        event.preventDefault();
        void load().catch((error: unknown) => toast(String(error), 'error'));
      },
    },
    field('Site', site),
    field('Type', type),
    field('Minimum confidence', confidence),
    field('Observed from', from),
    field('Observed before', to),
    h('button', { type: 'submit' }, 'Filter'),
  );
  clear(main, h('h1', {}, 'Detections'), form, h('div', { class: 'split' }, list, detail));
  // The sites first, so the list and the detection show their names.
  const sitesLoaded = all<Site>('/v1/sites', { status: 'all' })
    .then((sites) => {
      for (const s of sites) {
        siteNames.set(s.id, s.name ?? s.id);
        site.append(h('option', { value: s.id }, s.name ?? s.id));
      }
    })
    .catch(() => undefined);
  void sitesLoaded.then(load).catch((error: unknown) => toast(String(error), 'error'));
  const detectionId = params[0];
  if (detectionId) {
    void sitesLoaded
      .then(() => showDetection(detail, detectionId, load, siteNames))
      .catch((error: unknown) => toast(String(error), 'error'));
  }
  const reload = () => void load().catch((error: unknown) => toast(String(error), 'error'));
  const unlisten = onEvent((event) => {
    if (event.type === 'detection.created') reload();
  });
  // The stream started afresh and may have missed detections: the list is read again.
  const unreset = onReset(reload);
  return () => {
    unlisten();
    unreset();
  };
}

async function showDetection(
  detail: HTMLElement,
  id: string,
  reload: () => Promise<void>,
  siteNames: Map<string, string>,
): Promise<void> {
  const d = await get<Api<'DetectionWithEvidence'>>(`/v1/detections/${id}`);
  const comment = h('input', { type: 'text', maxlength: 1000 });
  const feedback = async (useful: boolean) => {
    try {
      await post(`/v1/detections/${id}/feedback`, {
        useful,
        ...(comment.value ? { comment: comment.value } : {}),
      });
      toast(useful ? 'Marked useful' : 'Marked not useful');
      await showDetection(detail, id, reload, siteNames);
      await reload();
    } catch (error) {
      toast(error instanceof Error ? error.message : String(error), 'error');
    }
  };
  clear(
    detail,
    h('h2', {}, `${d.type} at ${siteNames.get(d.site_id) ?? d.site_id}`),
    h('p', {}, `Confidence ${Math.round(d.confidence * 100)}%, observed `, time(d.observed_at)),
    h(
      'p',
      { class: 'feedback-state' },
      d.feedback
        ? `Feedback: ${d.feedback.useful ? 'useful' : 'not useful'}${d.feedback.comment ? ` (${d.feedback.comment})` : ''}`
        : 'No feedback yet.',
    ),
    h('h3', {}, 'Evidence'),
    d.evidence.length === 0
      ? h('p', {}, 'None recorded.')
      : h(
          'ul',
          { class: 'evidence' },
          d.evidence.map((item) =>
            h('li', {}, h('strong', {}, String(item.kind)), h('pre', {}, JSON.stringify(item, null, 2))),
          ),
        ),
    can('detections', 'write')
      ? [
          field('Comment (optional)', comment),
          h(
            'div',
            { class: 'buttons' },
            h('button', { type: 'button', onclick: () => void feedback(true) }, 'Useful'),
            h(
              'button',
              { type: 'button', class: 'secondary', onclick: () => void feedback(false) },
              'Not useful',
            ),
          ),
        ]
      : readOnly('Marking a detection useful needs a key with detections:write.'),
  );
}
