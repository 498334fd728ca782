/**
 * Threats: the list, and one threat with its graph and evidence; close or reopen it with a note (the
 * API on this version has no assignee or disposition yet); draft a SAR and open its PDF; place and
 * release holds on its transfers.
 */
import { all, get, openBinary, patch, post } from '../lib/api.ts';
import { badge, clear, field, h, table, time, toast } from '../lib/dom.ts';
import { onEvent } from '../lib/events.ts';
import { drawGraph } from '../lib/graph.ts';
import { can } from '../lib/session.ts';

interface Threat {
  id: string;
  status: string;
  severity: string;
  typologies: string[];
  summary: string;
  first_seen_at: string;
  last_seen_at: string;
}

interface ThreatDetail extends Threat {
  graph: {
    nodes: { id: string; type: string; address?: string; tx_hash?: string }[];
    edges: { from: string; to: string; type: string }[];
  };
  evidence: {
    alerts: {
      typology: string;
      severity: string;
      summary: string;
      raised_at: string;
      addresses: { chain: string; address: string }[];
    }[];
  } & Record<string, unknown>;
}

interface Hold {
  id: string;
  status: string;
  reason: string;
  reference: { chain: string; tx_hash: string };
}

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
        `${threats.length} threats`,
        ['Severity', 'Status', 'Typologies', 'Last seen', ''],
        threats.map((t) => [
          badge(t.severity),
          t.status,
          t.typologies.join(', '),
          time(t.last_seen_at),
          h('a', { href: `#/threats/${t.id}` }, 'Open'),
        ]),
      ),
    );
  };
  void load().catch((error: unknown) => toast(String(error), 'error'));
  if (params[0]) {
    void showThreat(detail, params[0], load)
      .then((d) => {
        destroy = d;
      })
      .catch((error: unknown) => toast(String(error), 'error'));
  }
  const unlisten = onEvent((event) => {
    if (event.type === 'threat.detected') void load();
  });
  return () => {
    unlisten();
    destroy();
  };
}

async function showThreat(detail: HTMLElement, id: string, reload: () => Promise<void>): Promise<() => void> {
  const threat = await get<ThreatDetail>(`/v1/threats/${id}`);
  const note = h('textarea', { rows: 2, maxlength: 2000 });
  const sarState = h('p', { class: 'hint', 'aria-live': 'polite' });
  const holds = h('div');
  const setStatus = async (status: 'open' | 'closed') => {
    try {
      await patch(`/v1/threats/${id}`, { status, ...(note.value ? { note: note.value } : {}) });
      toast(status === 'closed' ? 'Threat closed' : 'Threat reopened');
      await reload();
      await showThreat(detail, id, reload);
    } catch (error) {
      toast(error instanceof Error ? error.message : String(error), 'error');
    }
  };
  const draftSar = async () => {
    try {
      const draft = await post<{ id: string; status: string }>('/v1/compliance/sar/draft', { threat_id: id });
      sarState.textContent = `SAR draft ${draft.id}: ${draft.status}…`;
      for (let i = 0; i < 60; i++) {
        const current = await get<{ id: string; status: string }>(`/v1/compliance/sar/${draft.id}`);
        if (current.status !== 'pending' && current.status !== 'running') {
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
    const all_ = await all<Hold & { threat_id?: string | null }>('/v1/actions/hold', {}, 500);
    const mine = all_.filter((hold) => hold.threat_id === id);
    clear(
      holds,
      table(
        'Holds on this threat',
        ['Transaction', 'Status', 'Reason', ''],
        mine.map((hold) => [
          h('code', {}, hold.reference.tx_hash),
          hold.status,
          hold.reason,
          hold.status === 'active'
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
    const chain = node?.id.split(':')[1];
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
  const drawn = drawGraph(
    `Graph of ${id}`,
    threat.graph.nodes.map((n) => ({
      id: n.id,
      label: n.address ?? n.tx_hash?.slice(0, 12) ?? n.id,
      tone: n.type,
    })),
    threat.graph.edges.map((e) => ({ from: e.from, to: e.to, label: e.type })),
  );
  clear(
    detail,
    h('h2', {}, threat.summary),
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
    drawn.element,
    h('h3', {}, 'Evidence'),
    table(
      'Alerts behind the threat',
      ['Raised', 'Typology', 'Severity', 'Summary'],
      (threat.evidence.alerts ?? []).map((a) => [
        time(a.raised_at),
        a.typology,
        badge(a.severity),
        a.summary,
      ]),
    ),
    h('h3', {}, 'Review'),
    field('Note', note),
    h(
      'div',
      { class: 'buttons' },
      threat.status === 'closed'
        ? h('button', { type: 'button', onclick: () => void setStatus('open') }, 'Reopen')
        : h('button', { type: 'button', onclick: () => void setStatus('closed') }, 'Close'),
      can('compliance')
        ? h('button', { type: 'button', onclick: () => void draftSar() }, 'Draft a SAR')
        : null,
    ),
    sarState,
    can('actions') && transfers.length > 0
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
  return drawn.destroy;
}
