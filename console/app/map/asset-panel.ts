/**
 * An asset's details, opened from the map, the search or the list: who it is (identifiers, type,
 * size, destination, sanctions), where it was last reported, following it, a report of it, and its
 * track over a chosen period drawn on the map (direction, speed, gaps). The heading takes the focus,
 * so a keyboard or screen-reader user lands on what they opened.
 */
import { del, get, openBinary, post } from '../lib/api.ts';
import type { Api } from '../lib/api-types.ts';
import { clear, count, field, h, number, readOnly, time, toast } from '../lib/dom.ts';
import { can } from '../lib/session.ts';
import { CATEGORIES, categoryOf, KIND_LABELS } from './asset-style.ts';
import { type Fix, GAP_MS } from './history.ts';
import type { TrackLayer } from './track-layer.ts';

type Asset = Api<'Asset'>;
type Track = Api<'Track'>;
type Report = Api<'Report'>;

const PERIODS: [string, number][] = [
  ['Last hour', 3_600_000],
  ['Last 6 hours', 6 * 3_600_000],
  ['Last 24 hours', 86_400_000],
  ['Last 7 days', 7 * 86_400_000],
];

/** Identifier names as people write them. */
const IDENTIFIERS: Record<string, string> = {
  mmsi: 'MMSI',
  imo: 'IMO',
  call_sign: 'Call sign',
  icao24: 'ICAO 24-bit',
  registration: 'Registration',
  flight: 'Flight',
};

export interface AssetPanelHooks {
  /** The asset's follow state changed: redraw. */
  changed(id: string, followed: boolean): void;
  /** The track was drawn: fit the map to it. */
  fit(fixes: readonly Fix[]): void;
}

export function fixesOf(track: Track): Fix[] {
  return track.points.map((p) => ({
    t: Date.parse(p.at),
    lon: p.lon,
    lat: p.lat,
    course: p.course_deg ?? p.heading_deg,
    speed: p.speed_kn,
  }));
}

export async function showAsset(
  details: HTMLElement,
  id: string,
  trackLayer: TrackLayer,
  hooks: AssetPanelHooks,
): Promise<void> {
  const asset = await get<Asset>(`/v1/assets/${id}`);
  const period = h(
    'select',
    {},
    PERIODS.map(([label, ms]) => h('option', { value: ms }, label)),
  );
  const trackInfo = h('p', { class: 'hint', 'aria-live': 'polite' });
  const reportState = h('p', { class: 'hint', 'aria-live': 'polite' });
  const followButton = h('button', { type: 'button' }, asset.followed ? 'Unfollow' : 'Follow');
  const followed = h('dd', {}, asset.followed ? 'Yes' : 'No');
  followButton.addEventListener('click', async () => {
    try {
      if (asset.followed) await del(`/v1/assets/${asset.id}/follow`);
      else await post(`/v1/assets/${asset.id}/follow`);
      asset.followed = !asset.followed;
      followButton.textContent = asset.followed ? 'Unfollow' : 'Follow';
      followed.textContent = asset.followed ? 'Yes' : 'No';
      toast(
        asset.followed
          ? `Following ${asset.name ?? asset.id}`
          : `No longer following ${asset.name ?? asset.id}`,
      );
      hooks.changed(asset.id, asset.followed);
    } catch (error) {
      toast(error instanceof Error ? error.message : String(error), 'error');
    }
  });
  const drawTrack = async () => {
    const to = new Date();
    const from = new Date(to.getTime() - Number(period.value));
    const track = await get<Track>(`/v1/assets/${asset.id}/track`, {
      from: from.toISOString(),
      to: to.toISOString(),
    });
    const fixes = fixesOf(track);
    trackLayer.show(fixes, asset.kind);
    if (fixes.length > 0) hooks.fit(fixes);
    const gaps = fixes.filter((fix, i) => i > 0 && fix.t - (fixes[i - 1]?.t ?? fix.t) > GAP_MS).length;
    trackInfo.textContent = `${count(fixes.length, 'position')} drawn${gaps > 0 ? `, ${count(gaps, 'gap')} of more than 15 minutes left blank` : ''}${track.thinned ? ' (thinned: some positions left out)' : ''}. Point at a position for its time and speed.`;
  };
  const report = async () => {
    try {
      const created = await post<Report>('/v1/reports', { subject: { kind: 'asset', id: asset.id } });
      reportState.textContent = `Report ${created.id}: ${created.status}…`;
      for (let i = 0; i < 120; i++) {
        const current = await get<Report>(`/v1/reports/${created.id}`);
        if (current.status === 'completed' || current.status === 'failed') {
          reportState.textContent = `Report ${created.id}: ${current.status}.`;
          if (current.status === 'completed')
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
                'Open the PDF',
              ),
            );
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    } catch (error) {
      toast(error instanceof Error ? error.message : String(error), 'error');
    }
  };
  const p = asset.last_position;
  const category = categoryOf(asset.kind, asset.details.ship_type);
  const heading = h('h2', { tabindex: -1 }, asset.name ?? asset.id);
  clear(
    details,
    heading,
    h(
      'dl',
      {},
      h('dt', {}, 'Kind'),
      h(
        'dd',
        {},
        asset.kind === 'vessel'
          ? `Vessel, ${CATEGORIES[category].label.toLowerCase()}${asset.details.ship_type === null ? '' : ` (AIS type ${asset.details.ship_type})`}`
          : KIND_LABELS[asset.kind],
      ),
      ...Object.entries(asset.identifiers)
        .filter(([, v]) => v)
        .flatMap(([k, v]) => [h('dt', {}, IDENTIFIERS[k] ?? k), h('dd', {}, String(v))]),
      asset.details.length_m === null
        ? null
        : [
            h('dt', {}, 'Size'),
            h(
              'dd',
              {},
              `${number(asset.details.length_m, 0)} m${asset.details.beam_m === null ? '' : ` × ${number(asset.details.beam_m, 0)} m`}`,
            ),
          ],
      asset.details.destination ? [h('dt', {}, 'Destination'), h('dd', {}, asset.details.destination)] : null,
      h('dt', {}, 'Last report'),
      h('dd', {}, time(p?.at)),
      h('dt', {}, 'Position'),
      h('dd', {}, p ? `${p.lat.toFixed(4)}, ${p.lon.toFixed(4)}` : '—'),
      h('dt', {}, 'Speed'),
      h('dd', {}, p?.speed_kn === null || p?.speed_kn === undefined ? '—' : `${number(p.speed_kn)} kn`),
      h('dt', {}, 'Course'),
      h(
        'dd',
        {},
        p?.course_deg === null || p?.course_deg === undefined ? '—' : `${number(p.course_deg, 0)}°`,
      ),
      p?.altitude_ft === null || p?.altitude_ft === undefined
        ? null
        : [h('dt', {}, 'Altitude'), h('dd', {}, `${number(p.altitude_ft, 0)} ft`)],
      h('dt', {}, 'Followed'),
      followed,
    ),
    asset.sanctions.length > 0
      ? h(
          'p',
          { class: 'error' },
          `Sanctions: ${asset.sanctions.map((s) => `${s.name} (${s.source}, ${s.programs.join(', ')})`).join('; ')}`,
        )
      : null,
    asset.silence ? h('p', { class: 'error' }, 'Dark since ', time(asset.silence.started_at)) : null,
    h(
      'div',
      { class: 'buttons' },
      can('assets', 'write') ? followButton : null,
      can('reports', 'write')
        ? h(
            'button',
            { type: 'button', class: 'secondary', onclick: () => void report() },
            'Generate a report',
          )
        : null,
    ),
    can('assets', 'write') ? null : readOnly('following needs a key with assets:write.'),
    reportState,
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
  );
  heading.focus();
}
