/**
 * An asset's track and events in its details: the events of the last 7 days as a list (newest
 * first), and on "Show track" its track over the period chosen drawn on the map with the suspect
 * fixes marked (`include_suspect=true`) and the period's events where they happened.
 */
import { all, get } from '../lib/api.ts';
import type { Api } from '../lib/api-types.ts';
import { clear, count, field, h, toast } from '../lib/dom.ts';
import type { AssetKind } from './asset-style.ts';
import { type AssetEvent, eventTable } from './event-kinds.ts';
import { type Fix, GAP_MS } from './history.ts';
import type { TrackLayer } from './track-layer.ts';

type Track = Api<'Track'>;

const PERIODS: [string, number][] = [
  ['Last hour', 3_600_000],
  ['Last 6 hours', 6 * 3_600_000],
  ['Last 24 hours', 86_400_000],
  ['Last 7 days', 7 * 86_400_000],
];
const EVENTS_MS = 7 * 86_400_000;
/** Events read for one asset: a week of a busy vessel's zone visits fits many times over. */
const MAX_EVENTS = 1000;

export function fixesOf(track: Track): Fix[] {
  return track.points.map((p) => ({
    t: Date.parse(p.at),
    lon: p.lon,
    lat: p.lat,
    course: p.course_deg ?? p.heading_deg,
    speed: p.speed_kn,
    ...(p.quality ? { suspect: p.quality } : {}),
  }));
}

export interface TrackTarget {
  id: string;
  kind: AssetKind;
  layer: TrackLayer;
  /** The track was drawn: fit the map to it. */
  fit(fixes: readonly Fix[]): void;
  /** Opens another asset (an encounter's other vessel). */
  open(id: string): void;
  /** A site's or rule's name, where the map knows it. */
  zoneName(id: string): string | undefined;
}

export function trackSection(target: TrackTarget): HTMLElement {
  const period = h(
    'select',
    {},
    PERIODS.map(([label, ms]) => h('option', { value: ms }, label)),
  );
  const trackInfo = h('p', { class: 'hint', 'aria-live': 'polite' });
  const eventsBox = h('div', { class: 'asset-events' }, h('p', { class: 'hint' }, 'Reading its events…'));
  const names = new Map<string, string>();
  const nameOf = (id: string) => names.get(id) ?? target.zoneName(id);
  const events = (from: number, to: number) =>
    all<AssetEvent>(
      '/v1/asset-events',
      { asset_id: target.id, from: new Date(from).toISOString(), to: new Date(to).toISOString() },
      MAX_EVENTS,
    );
  /** The other vessels of encounters by name, read once each. */
  const nameOthers = async (list: readonly AssetEvent[]) => {
    const others = [...new Set(list.flatMap((e) => (e.other_asset_id ? [e.other_asset_id] : [])))];
    await Promise.all(
      others
        .filter((id) => !names.has(id))
        .slice(0, 20)
        .map(async (id) => {
          const other = await get<Api<'Asset'>>(`/v1/assets/${id}`);
          names.set(id, other.name ?? other.identifiers.mmsi ?? id);
        }),
    );
  };
  const listEvents = async () => {
    const now = Date.now();
    const list = await events(now - EVENTS_MS, now);
    await nameOthers(list).catch(() => undefined);
    clear(
      eventsBox,
      eventTable(list, {
        caption: `${count(list.length, 'event')} in the last 7 days${list.length >= MAX_EVENTS ? ` (the newest ${MAX_EVENTS.toLocaleString()})` : ''}`,
        nameOf,
        openAsset: target.open,
        withAsset: false,
      }),
    );
  };
  const drawTrack = async () => {
    const to = Date.now();
    const from = to - Number(period.value);
    const [track, list] = await Promise.all([
      get<Track>(`/v1/assets/${target.id}/track`, {
        from: new Date(from).toISOString(),
        to: new Date(to).toISOString(),
        include_suspect: true,
      }),
      events(from, to),
    ]);
    const fixes = fixesOf(track);
    target.layer.show(fixes, target.kind, list);
    const good = fixes.filter((fix) => fix.suspect === undefined);
    // Fitted to the fixes believed: a receiver's (0, 0) would zoom the map out to the world.
    if (good.length > 0) target.fit(good);
    const gaps = good.filter((fix, i) => i > 0 && fix.t - (good[i - 1]?.t ?? fix.t) > GAP_MS).length;
    const suspect = fixes.length - good.length;
    trackInfo.textContent = [
      `${count(good.length, 'position')} drawn`,
      gaps > 0 ? `, ${count(gaps, 'gap')} of more than 15 minutes left blank` : '',
      suspect > 0
        ? `, ${count(suspect, 'suspect fix', 'suspect fixes')} marked with a red cross and joined to nothing`
        : '',
      list.length > 0 ? `, ${count(list.length, 'event')} marked by kind` : '',
      track.thinned ? ' (thinned: some positions left out)' : '',
      '. Point at a position or an event for its time.',
    ].join('');
  };
  void listEvents().catch((error: unknown) =>
    clear(
      eventsBox,
      h('p', { class: 'error' }, `Events: ${error instanceof Error ? error.message : String(error)}`),
    ),
  );
  return h(
    'div',
    {},
    h(
      'form',
      {
        class: 'stack',
        onsubmit: (event: Event) => {
          event.preventDefault();
          void drawTrack().catch((error: unknown) => toast(String(error), 'error'));
        },
      },
      field('Track period', period),
      h('button', { type: 'submit' }, 'Show track'),
      trackInfo,
    ),
    h('h3', {}, 'Events'),
    eventsBox,
  );
}
