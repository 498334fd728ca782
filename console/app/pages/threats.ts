/**
 * Threats: the list, and one threat with its graph and evidence, its review (assign, dispose, close
 * or reopen, the history: threat-review.ts); draft a SAR and open its PDF; place and release holds
 * on its transfers.
 */

import { entityGraph } from '../graph/entity-graph.ts';
import { fromThreat } from '../graph/graph-sources.ts';
import { drawGraph } from '../graph/graph-view.ts';
import { all, get, openBinary, post } from '../lib/api.ts';
import type { Api } from '../lib/api-types.ts';
import { badge, clear, count, field, h, table, time, toast } from '../lib/dom.ts';
import { onEvent, onReset } from '../lib/events.ts';
import { can } from '../lib/session.ts';
import { reviewSection } from './threat-review.ts';

type Threat = Api<'Threat'>;

type ThreatDetail = Api<'ThreatDetail'>;

type Hold = Api<'Hold'>;
type SarDraft = Api<'SarDraft'>;

export function renderThreats(main: HTMLElement, params: string[]): () => void {
  const list = h('div', { class: 'list' });
  const detail = h('section', { class: 'detail', 'aria-live': 'polite' });
  let destroy = () => {};
  clear(main, h('h1', {}, 'Threats'), h('div', { class: 'split' }, list, detail));
  const load = async () => {
    const threats = await all<Threat>('/v1/threats', {}, 500);
    clear(
      list,
      table(
        count(threats.length, 'threat'),
        ['Threat', 'Severity', 'Status', 'Assignee', 'Disposition', 'Last seen'],
        threats.map((t) => [
          h('a', { href: `#/threats/${t.id}` }, threatTitle(t)),
          badge(t.severity),
          t.status,
          t.assignee ?? '—',
          t.disposition?.replace('_', ' ') ?? '—',
          time(t.last_seen_at),
        ]),
      ),
    );
  };
  void load().catch((error: unknown) => toast(String(error), 'error'));
  /** Shows one threat (again, after a change), freeing the graph drawn before. */
  const open = async (id: string): Promise<void> => {
    destroy();
    destroy = () => {};
    destroy = await showThreat(detail, id, async () => {
      await load();
      await open(id);
    });
  };
  const threatId = params[0];
  if (threatId) void open(threatId).catch((error: unknown) => toast(String(error), 'error'));
  const reload = () => void load().catch((error: unknown) => toast(String(error), 'error'));
  const unlisten = onEvent((event) => {
    if (event.type === 'threat.detected') reload();
  });
  // The stream started afresh and may have missed threats: the list is read again.
  const unreset = onReset(reload);
  return () => {
    unlisten();
    unreset();
    destroy();
  };
}

async function showThreat(
  detail: HTMLElement,
  id: string,
  changed: () => Promise<void>,
): Promise<() => void> {
  const threat = await get<ThreatDetail>(`/v1/threats/${id}`);
  const sarState = h('p', { class: 'hint', 'aria-live': 'polite' });
  const holds = h('div');
  const draftSar = async () => {
    try {
      const draft = await post<SarDraft>('/v1/compliance/sar/draft', { threat_id: id });
      sarState.textContent = `SAR draft ${draft.id}: ${draft.status}…`;
      for (let i = 0; i < 60; i++) {
        const current = await get<SarDraft>(`/v1/compliance/sar/${draft.id}`);
        if (current.status !== 'pending') {
          sarState.textContent = `SAR draft ${draft.id}: ${current.status}.`;
          if (current.status === 'ready') {
            sarState.append(
              ' ',
              h(
                'button',
                {
                  type: 'button',
                  class: 'link',
                  onclick: () =>
                    void openBinary(`/v1/compliance/sar/${draft.id}/pdf`).catch((e: unknown) =>
                      toast(String(e), 'error'),
                    ),
                },
                'Open the PDF',
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
  const transfers = threat.graph.nodes.filter((n) => n.type === 'transfer' && n.tx_hash);
  const reason = h('input', { type: 'text', maxlength: 500, value: 'Under review' });
  const tx = h(
    'select',
    {},
    transfers.map((n) => h('option', { value: n.id }, n.tx_hash ?? n.id)),
  );
  const showHolds = async () => {
    if (!can('actions')) return;
    const mine = await all<Hold>('/v1/actions/hold', { threat_id: id }, 500);
    clear(
      holds,
      table(
        'Holds on this threat',
        ['Transaction', 'Status', 'Reason', ''],
        mine.map((hold) => [
          h('code', {}, hold.reference.tx_hash),
          hold.status,
          hold.reason,
          hold.status === 'active' && can('actions', 'write')
            ? h(
                'button',
                {
                  type: 'button',
                  class: 'secondary',
                  onclick: async () => {
                    await post(`/v1/actions/hold/${hold.id}/release`, {}).catch((e: unknown) =>
                      toast(String(e), 'error'),
                    );
                    await showHolds();
                  },
                },
                'Release',
              )
            : '',
        ]),
      ),
    );
  };
  const placeHold = async () => {
    const node = transfers.find((n) => n.id === tx.value);
    const chain = node?.chain;
    if (!node?.tx_hash || !chain) return;
    try {
      await post('/v1/actions/hold', {
        reference: { chain, tx_hash: node.tx_hash },
        reason: reason.value,
        threat_id: id,
      });
      toast('Hold placed');
      await showHolds();
    } catch (error) {
      toast(error instanceof Error ? error.message : String(error), 'error');
    }
  };
  const graphSlot = h('div');
  clear(
    detail,
    h('h2', {}, threatTitle(threat)),
    h('p', { class: 'summary' }, threat.summary),
    h(
      'p',
      {},
      badge(threat.severity),
      ' ',
      badge(threat.status),
      ` ${threat.typologies.join(', ')} · first seen `,
      time(threat.first_seen_at),
      ', last seen ',
      time(threat.last_seen_at),
    ),
    graphSlot,
    h('h3', {}, 'Evidence'),
    table(
      'Alerts behind the threat',
      ['Raised', 'Typology', 'Severity', 'Summary'],
      threat.evidence.alerts.map((a) => [time(a.raised_at), a.typology, badge(a.severity), a.summary]),
    ),
    table(
      threat.evidence.truncated ? 'Events behind the alerts (the first ones)' : 'Events behind the alerts',
      ['Occurred', 'Type', 'Event', 'Received'],
      threat.evidence.events.map((e) => [
        time(e.occurred_at),
        e.type,
        h('code', {}, e.id),
        time(e.received_at),
      ]),
    ),
    reviewSection(threat, changed),
    can('compliance', 'write')
      ? h(
          'div',
          {},
          h('h3', {}, 'Suspicious activity report'),
          h('button', { type: 'button', onclick: () => void draftSar() }, 'Draft a SAR'),
        )
      : null,
    sarState,
    can('actions', 'write') && transfers.length > 0
      ? h(
          'form',
          {
            class: 'stack',
            onsubmit: (e: Event) => {
              e.preventDefault();
              void placeHold();
            },
          },
          h('h3', {}, 'Holds'),
          field('Transaction', tx),
          field('Reason', reason),
          h('button', { type: 'submit' }, 'Place a hold'),
        )
      : null,
    holds,
  );
  void showHolds().catch(() => undefined);
  return drawGraph(graphSlot, `Graph of ${id}`, fromThreat(threat), {
    expand: (node) => entityGraph(node.id),
    expandable: (node) => can('entities') && node.id.startsWith('ent_'),
  });
}

/** A typology as words: `sanctions_exposure` → "Sanctions exposure". */
function typologyText(typology: string): string {
  const words = typology.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A threat's heading: what kind it is, in a few words (the summary follows it in full). */
export function threatTitle(threat: { typologies: string[]; chains: string[] }): string {
  const [first, ...others] = threat.typologies;
  const kind = first
    ? `${typologyText(first)}${others.length > 0 ? ` and ${others.map((t) => typologyText(t).toLowerCase()).join(', ')}` : ''}`
    : 'Threat';
  return threat.chains.length > 0 ? `${kind} on ${threat.chains.join(', ')}` : kind;
}
