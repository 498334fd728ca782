/**
 * A threat's review, in its detail pane: who it is assigned to, what review decided (the
 * disposition), closing and reopening, each with an optional note, and the history of every change.
 * A key with `threats:write` changes them; any other key sees them read-only.
 */
import { patch } from '../lib/api.ts';
import type { Api } from '../lib/api-types.ts';
import { badge, field, h, table, time, toast } from '../lib/dom.ts';
import { can } from '../lib/session.ts';

type ThreatDetail = Api<'ThreatDetail'>;
type HistoryEntry = Api<'ThreatHistoryEntry'>;
type Disposition = NonNullable<ThreatDetail['disposition']>;
interface Change {
  status?: 'open' | 'closed';
  assignee?: string | null;
  disposition?: Disposition | null;
}

/** The dispositions, as a reviewer reads them. */
const DISPOSITIONS: Record<Disposition, string> = {
  true_positive: 'True positive',
  false_positive: 'False positive',
  escalated: 'Escalated',
  benign: 'Benign',
};

function dispositionText(value: string | null | undefined): string {
  if (value === null || value === undefined) return 'none';
  return value in DISPOSITIONS ? DISPOSITIONS[value as Disposition] : value;
}

/** What one history entry changed, in words: "assignee: no one → ana". */
function describeChange(entry: HistoryEntry): string {
  const parts: string[] = [];
  const { status, assignee, disposition, merged_into } = entry.change;
  if (status) parts.push(`status: ${status.from} → ${status.to}`);
  if (assignee) parts.push(`assignee: ${assignee.from ?? 'no one'} → ${assignee.to ?? 'no one'}`);
  if (disposition)
    parts.push(`disposition: ${dispositionText(disposition.from)} → ${dispositionText(disposition.to)}`);
  if (merged_into) parts.push(`merged into ${merged_into.to ?? '—'}`);
  return parts.length > 0 ? parts.join('; ') : 'note';
}

/** The review section of `threat`; `changed` shows the threat again once a change is saved. */
export function reviewSection(threat: ThreatDetail, changed: () => Promise<void>): HTMLElement {
  const facts = h(
    'dl',
    {},
    h('dt', {}, 'Status'),
    h('dd', {}, badge(threat.status)),
    h('dt', {}, 'Assignee'),
    h('dd', {}, threat.assignee ?? 'Unassigned'),
    h('dt', {}, 'Disposition'),
    h('dd', {}, threat.disposition ? DISPOSITIONS[threat.disposition] : 'Not decided'),
    threat.status === 'closed'
      ? [h('dt', {}, 'Closed'), h('dd', {}, time(threat.closed_at), ' by ', threat.closed_by ?? '—')]
      : null,
    threat.status_note ? [h('dt', {}, 'Last note'), h('dd', {}, threat.status_note)] : null,
  );
  return h(
    'div',
    {},
    h('h3', {}, 'Review'),
    facts,
    controls(threat, changed),
    table(
      `History (${threat.history.length})`,
      ['When', 'Who', 'Change', 'Note'],
      threat.history.map((entry) => [
        time(entry.at),
        entry.actor === null ? 'Vigil' : h('code', {}, entry.actor),
        describeChange(entry),
        entry.note ?? '',
      ]),
    ),
  );
}

function controls(threat: ThreatDetail, changed: () => Promise<void>): HTMLElement {
  if (threat.status === 'merged') {
    return h(
      'p',
      {},
      'Merged into ',
      h('a', { href: `#/threats/${threat.merged_into ?? ''}` }, threat.merged_into ?? ''),
      ': review that threat.',
    );
  }
  if (!can('threats', 'write')) {
    return h(
      'p',
      { class: 'hint' },
      'Read-only: assigning, recording a disposition and closing need a key with the threats:write scope.',
    );
  }
  const assignee = h('input', { type: 'text', maxlength: 200, value: threat.assignee ?? '' });
  const disposition = h(
    'select',
    {},
    h('option', { value: '' }, 'Not decided'),
    (Object.keys(DISPOSITIONS) as Disposition[]).map((value) =>
      h('option', { value, selected: value === threat.disposition }, DISPOSITIONS[value]),
    ),
  );
  const note = h('textarea', { rows: 2, maxlength: 2000 });
  const buttons = h('div', { class: 'buttons' });
  const form = h('div', { class: 'stack' });
  const busy = (yes: boolean) => {
    for (const one of form.querySelectorAll('button')) one.disabled = yes;
  };
  /** Sends one change with the note, if any; the API's refusal is shown as it words it. */
  const save = async (change: Change, done: string) => {
    const text = note.value.trim();
    if (Object.keys(change).length === 0 && !text) {
      toast('Write the note first.', 'error');
      return;
    }
    busy(true);
    try {
      await patch(`/v1/threats/${threat.id}`, { ...change, ...(text ? { note: text } : {}) });
      toast(done);
      await changed();
    } catch (error) {
      toast(error instanceof Error ? error.message : String(error), 'error');
      busy(false);
    }
  };
  const button = (label: string, onclick: () => void, kind?: string) =>
    h('button', { type: 'button', class: kind, onclick }, label);
  buttons.append(
    threat.status === 'closed'
      ? button('Reopen', () => void save({ status: 'open' }, 'Threat reopened'))
      : button('Close', () => void save({ status: 'closed' }, 'Threat closed')),
    button('Add the note', () => void save({}, 'Note recorded'), 'secondary'),
  );
  form.append(
    h('p', { class: 'hint' }, 'Each change is recorded in the history with the note, if one is given.'),
    field('Assignee', assignee, 'A name or an e-mail address.'),
    h(
      'div',
      { class: 'buttons' },
      button('Assign', () => void save({ assignee: assignee.value.trim() }, 'Threat assigned')),
      threat.assignee
        ? button('Unassign', () => void save({ assignee: null }, 'Threat unassigned'), 'secondary')
        : null,
    ),
    field('Disposition', disposition),
    h(
      'div',
      { class: 'buttons' },
      button(
        'Record the disposition',
        () =>
          void save(
            { disposition: disposition.value === '' ? null : (disposition.value as Disposition) },
            'Disposition recorded',
          ),
      ),
    ),
    field('Note', note, 'Why, for the record (optional; up to 2,000 characters).'),
    buttons,
  );
  return form;
}
