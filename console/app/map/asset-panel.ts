/**
 * An asset's details, opened from the map, the search or the list: who it is (identifiers, type,
 * size, destination, sanctions), where it was last reported, following it, a report of it, its
 * events, and its track over a chosen period drawn on the map (asset-track.ts), and what it reported
 * about itself over time (asset-identity.ts). The heading takes the focus,
 * so a keyboard or screen-reader user lands on what they opened.
 */
import { del, get, openBinary, post } from '../lib/api.ts';
import type { Api } from '../lib/api-types.ts';
import { clear, h, number, readOnly, time, toast } from '../lib/dom.ts';
import { can } from '../lib/session.ts';
import { identitySection } from './asset-identity.ts';
import { CATEGORIES, categoryOf, KIND_LABELS } from './asset-style.ts';
import { trackSection } from './asset-track.ts';
import type { Fix } from './history.ts';
import type { TrackLayer } from './track-layer.ts';

type Asset = Api<'Asset'>;
type Report = Api<'Report'>;

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
  /** Opens another asset's details (an encounter's other vessel). */
  open(id: string): void;
  /** A site's or rule's name, where the map knows it. */
  zoneName(id: string): string | undefined;
}

export async function showAsset(
  details: HTMLElement,
  id: string,
  trackLayer: TrackLayer,
  hooks: AssetPanelHooks,
): Promise<void> {
  const asset = await get<Asset>(`/v1/assets/${id}`);
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
      asset.details.flag
        ? [
            h('dt', {}, 'Flag'),
            h(
              'dd',
              {},
              `${asset.details.flag.country}${asset.details.flag.code ? ` (${asset.details.flag.code})` : ''}, as its MMSI says`,
            ),
          ]
        : null,
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
    trackSection({ id: asset.id, kind: asset.kind, layer: trackLayer, ...hooks }),
    identitySection(asset.id, hooks.open),
  );
  heading.focus();
}
