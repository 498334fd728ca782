/**
 * An asset's behavioural events (`GET /v1/asset-events`) as the console shows them: each kind's
 * name, colour and letter (on the track and the slider), what the event measured, and a table of
 * events whose asset names open the asset on the map.
 */
import type { Api } from '../lib/api-types.ts';
import { duration, h, number, time } from '../lib/dom.ts';

export type AssetEvent = Api<'AssetEvent'>;
export type EventKind = AssetEvent['kind'];

/** Okabe–Ito colours (told apart with the common colour-vision deficiencies), and a letter each. */
export const EVENT_KINDS: Record<EventKind, { label: string; colour: string; letter: string }> = {
  zone_visit: { label: 'Zone visit', colour: '#0072b2', letter: 'Z' },
  port_visit: { label: 'Port visit', colour: '#009e73', letter: 'P' },
  encounter: { label: 'Encounter', colour: '#d55e00', letter: 'E' },
  loitering: { label: 'Loitering', colour: '#b8860b', letter: 'L' },
  dark_gap: { label: 'Dark gap', colour: '#222222', letter: 'D' },
  speed: { label: 'Speed above the limit', colour: '#a3307e', letter: 'S' },
};

/** "2 h 00 min", or "going on (35 min so far)" for an event without an end. */
export function eventLength(event: AssetEvent, now = Date.now()): string {
  if (event.duration_s !== null) return duration(event.duration_s);
  return `going on (${duration((now - Date.parse(event.start)) / 1000)} so far)`;
}

/** What the event measured, in words: where, with whom, how fast or how close. */
export function eventDetail(
  event: AssetEvent,
  nameOf: (id: string) => string | undefined = () => undefined,
): string {
  const e = event.evidence;
  const parts: string[] = [];
  if (event.zone) {
    const name = nameOf(event.zone.id);
    parts.push(
      `${event.zone.kind === 'site' ? 'site' : 'zone of rule'} ${name ? `“${name}”` : event.zone.id}`,
    );
  }
  if (event.port_id) parts.push(`port ${event.port_id}`);
  if (e.mean_speed_kn !== undefined) parts.push(`mean speed ${number(e.mean_speed_kn)} kn`);
  if (e.min_distance_m !== undefined) parts.push(`closest ${number(e.min_distance_m, 0)} m`);
  if (e.max_speed_kn !== undefined) parts.push(`top speed ${number(e.max_speed_kn)} kn`);
  if (e.threshold_s !== undefined) parts.push(`silent for more than ${duration(e.threshold_s)}`);
  if (e.entry?.interpolated) parts.push('entry between two fixes');
  if (event.late) parts.push('found from positions that arrived late');
  return parts.join('; ');
}

export interface EventTableOptions {
  caption: string;
  /** The name of an asset, a site or a rule, where it is known. */
  nameOf(id: string): string | undefined;
  /** Opens an asset (the encounter's other vessel, or the event's asset in a list of many). */
  openAsset(id: string): void;
  /** Whether to give each event's asset a column (a list of many assets' events). */
  withAsset: boolean;
}

export function eventTable(events: readonly AssetEvent[], options: EventTableOptions): HTMLElement {
  const asset = (id: string) =>
    h(
      'button',
      { type: 'button', class: 'link', onclick: () => options.openAsset(id) },
      options.nameOf(id) ?? id,
    );
  const headers = [
    'Kind',
    ...(options.withAsset ? ['Asset'] : []),
    'Start',
    'End',
    'Length',
    'With',
    'Details',
  ];
  return h(
    'table',
    { class: 'event-table' },
    h('caption', {}, options.caption),
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        headers.map((name) => h('th', { scope: 'col' }, name)),
      ),
    ),
    h(
      'tbody',
      {},
      events.length === 0
        ? h('tr', {}, h('td', { colspan: headers.length, class: 'empty' }, 'No event.'))
        : events.map((event) =>
            h(
              'tr',
              { 'data-event': event.id },
              h(
                'td',
                {},
                h(
                  'span',
                  {
                    class: 'event-mark',
                    style: `background:${EVENT_KINDS[event.kind].colour}`,
                    'aria-hidden': 'true',
                  },
                  EVENT_KINDS[event.kind].letter,
                ),
                ` ${EVENT_KINDS[event.kind].label}`,
              ),
              options.withAsset ? h('td', {}, asset(event.asset_id)) : null,
              h('td', {}, time(event.start)),
              h('td', {}, event.end ? time(event.end) : '—'),
              h('td', {}, eventLength(event)),
              h('td', {}, event.other_asset_id ? asset(event.other_asset_id) : ''),
              h('td', {}, eventDetail(event, options.nameOf)),
            ),
          ),
    ),
  );
}
