/** The panel of a clicked asset: who it is, following it, and its track over a chosen period. */
import * as L from 'leaflet';
import { del, get, post } from '../lib/api.ts';
import type { Api } from '../lib/api-types.ts';
import { clear, field, h, number, time, toast } from '../lib/dom.ts';
import type { AssetMark } from './assets-layer.ts';

type Asset = Api<'Asset'>;

type Track = Api<'Track'>;

const PERIODS: [string, number][] = [
  ['Last hour', 3_600_000],
  ['Last 6 hours', 6 * 3_600_000],
  ['Last 24 hours', 86_400_000],
  ['Last 7 days', 7 * 86_400_000],
];

export async function showAsset(
  details: HTMLElement,
  mark: AssetMark,
  map: L.Map,
  trackLayer: L.LayerGroup,
  changed: () => void,
): Promise<void> {
  const asset = await get<Asset>(`/v1/assets/${mark.id}`);
  const period = h(
    'select',
    {},
    PERIODS.map(([label, ms]) => h('option', { value: ms }, label)),
  );
  const followButton = h('button', { type: 'button' }, asset.followed ? 'Unfollow' : 'Follow');
  followButton.addEventListener('click', async () => {
    try {
      if (asset.followed) await del(`/v1/assets/${asset.id}/follow`);
      else await post(`/v1/assets/${asset.id}/follow`);
      asset.followed = !asset.followed;
      mark.followed = asset.followed;
      followButton.textContent = asset.followed ? 'Unfollow' : 'Follow';
      toast(
        asset.followed
          ? `Following ${asset.name ?? asset.id}`
          : `No longer following ${asset.name ?? asset.id}`,
      );
      changed();
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
    trackLayer.clearLayers();
    const line = track.points.map((p): [number, number] => [p.lat, p.lon]);
    if (line.length > 0) {
      const polyline = L.polyline(line, { color: '#d97706', weight: 3 }).addTo(trackLayer);
      map.fitBounds(polyline.getBounds().pad(0.3), { maxZoom: 13 });
    }
    trackInfo.textContent = `${track.points.length} positions drawn.`;
  };
  const trackInfo = h('p', { class: 'hint', 'aria-live': 'polite' });
  const p = asset.last_position;
  clear(
    details,
    h('h2', {}, asset.name ?? asset.id),
    h(
      'dl',
      {},
      h('dt', {}, 'Kind'),
      h('dd', {}, asset.kind),
      ...Object.entries(asset.identifiers)
        .filter(([, v]) => v)
        .flatMap(([k, v]) => [h('dt', {}, k.toUpperCase()), h('dd', {}, String(v))]),
      h('dt', {}, 'Last seen'),
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
    ),
    asset.sanctions.length > 0
      ? h(
          'p',
          { class: 'error' },
          `Sanctions: ${asset.sanctions.map((s) => `${s.name} (${s.source}, ${s.programs.join(', ')})`).join('; ')}`,
        )
      : null,
    h('div', { class: 'buttons' }, followButton),
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
}
