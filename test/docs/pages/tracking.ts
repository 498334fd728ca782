/**
 * docs/tracking.md: ingest of a real AIS recording (pyais's NMEA sample and a static report from
 * gpsd's), real SBS-1 lines and a JSON position; the registry's answer for a vessel the recording named; a track.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { staticVoyageLine } from '../../geo/feeds/ais/sentence-factory.ts';
import { inline, lines, pretty } from '../doc-render.ts';
import type { DocPage, DocsContext } from '../docs-context.ts';
import { trackingFeedScenarios } from './tracking-feeds.ts';

const data = (relative: string) =>
  readFileSync(fileURLToPath(new URL(`../../../../shared/data/${relative}`, import.meta.url)), 'utf8');

/**
 * gpsd's first two-part static report (type 5, EVER DIADEM, IMO 9134270): pyais's sample holds
 * only the first parts of its static reports, so none of its vessels is ever named.
 */
function staticReport(): string[] {
  const gpsd = data('ais/gpsd/sample.aivdm').split(/\r?\n/);
  const first = gpsd.findIndex(
    (line, i) => /^!AIVDM,2,1,\d,[AB],5/.test(line) && /^!AIVDM,2,2,/.test(gpsd[i + 1] ?? ''),
  );
  if (first < 0) throw new Error('gpsd sample.aivdm holds no two-part static report');
  return gpsd.slice(first, first + 2);
}

/** The recording (with a static report), one sentence's checksum damaged in transit. */
function recording(): string {
  const sentences = [
    // The sample's empty sentences (`!AIVDM,1,1,,B,,0*25`, a receiver's keep-alive) left out.
    ...data('ais/pyais/nmea_data_sample.txt')
      .trimEnd()
      .split(/\r?\n/)
      .slice(0, 120)
      .filter((line) => !/^!AIVDM,1,1,,[AB],,/.test(line)),
    ...staticReport(),
  ];
  sentences[77] = (sentences[77] ?? '').replace(/\*[0-9A-F]{2}$/, '*00');
  return `${sentences.join('\n')}\n`;
}

async function ingest(ctx: DocsContext): Promise<string> {
  const nmea = await ctx.call({
    method: 'POST',
    path: '/v1/ingest/nmea',
    text: { type: 'text/plain', shown: '@recording.nmea', body: recording() },
  });
  ctx.vars.set('ingest', JSON.stringify(nmea.json));
  const sbs = await ctx.call({
    method: 'POST',
    path: '/v1/ingest/sbs?time_zone=Europe/Amsterdam',
    text: {
      type: 'text/plain',
      shown: '@dump1090.sbs',
      body: data('adsb/derived/riddle_ident_velocity.dump1090-mutability.sbs.csv'),
    },
  });
  const positions = await ctx.call({
    method: 'POST',
    path: '/v1/ingest/positions',
    body: [
      {
        // The named vessel's position, off New York where its static report says it is bound.
        mmsi: '351759000',
        at: '2026-11-23T09:58:12Z',
        lon: -74.02,
        lat: 40.6,
        speed_kn: 12.3,
        course_deg: 224,
      },
    ],
  });
  return lines(nmea.command, '', sbs.command, '', positions.command);
}

/** A vessel of the recording that gave its name and IMO number. */
async function namedVessel(
  ctx: DocsContext,
): Promise<{ id: string; name: string; mmsi: string; imo: string }> {
  const row = await ctx.t.app.services.store.db
    .selectFrom('assets')
    .select(['id', 'name', 'mmsi', 'imo'])
    .where('kind', '=', 'vessel')
    .where('name', 'is not', null)
    .where('imo', 'is not', null)
    .where('last_at', 'is not', null)
    .orderBy('mmsi')
    .executeTakeFirst();
  if (!row?.name || !row.mmsi || !row.imo)
    throw new Error('the recording named no vessel with an IMO number');
  return { id: row.id, name: row.name, mmsi: row.mmsi, imo: row.imo };
}

/** A group of two vessels of the recording, an id of no asset among them; followed, listed, trimmed. */
async function groups(ctx: DocsContext): Promise<string> {
  const vessels = await ctx.t.app.services.store.db
    .selectFrom('assets')
    .select('id')
    .where('kind', '=', 'vessel')
    .where('last_at', 'is not', null)
    .orderBy('mmsi')
    .limit(2)
    .execute();
  const created = await ctx.call({
    method: 'POST',
    path: '/v1/groups',
    body: { name: 'Charter fleet', description: 'Vessels on time charter to us' },
  });
  const id = (created.json as { id: string }).id;
  const added = await ctx.call({
    method: 'POST',
    path: `/v1/groups/${id}/members`,
    prettyBody: true,
    body: { asset_ids: [...vessels.map((v) => v.id), 'ast_01m8gvwzh3e6asqxt2aqs6kx00'] },
  });
  ctx.vars.set('group-members', JSON.stringify(added.json));
  const follow = await ctx.call({ method: 'POST', path: `/v1/groups/${id}/follow` });
  const members = await ctx.call({ method: 'GET', path: `/v1/groups/${id}/members?limit=100` });
  const removed = await ctx.call({
    method: 'POST',
    path: `/v1/groups/${id}/members/remove`,
    body: { asset_ids: [vessels[0]?.id] },
  });
  const renamed = await ctx.call({
    method: 'PATCH',
    path: `/v1/groups/${id}`,
    body: { name: 'Charter fleet 2026' },
  });
  const list = await ctx.call({ method: 'GET', path: '/v1/groups' });
  const unfollow = await ctx.call({ method: 'DELETE', path: `/v1/groups/${id}/follow` });
  return lines(
    created.command,
    '',
    '# Up to 10,000 ids at once; an id no asset has is reported, the others are added',
    added.command,
    '',
    '# Follow the group: its members are followed while they are members, later ones too',
    follow.command,
    members.command,
    '',
    removed.command,
    renamed.command,
    list.command,
    unfollow.command,
  );
}

export const trackingPage: DocPage = {
  file: 'tracking.md',
  scenarios: {
    'tracking/ingest': ingest,
    'tracking/ingest-answer': async (ctx) => lines(inline(JSON.parse(ctx.need('ingest')))),
    'tracking/assets': async (ctx) => {
      const vessel = await namedVessel(ctx);
      const search = await ctx.call({
        method: 'GET',
        path: `/v1/assets/search?q=${encodeURIComponent(vessel.name.toLowerCase())}`,
      });
      const one = await ctx.call({ method: 'GET', path: `/v1/assets/${vessel.id}` });
      const follow = await ctx.call({ method: 'POST', path: `/v1/assets/${vessel.id}/follow` });
      ctx.vars.set('followed', JSON.stringify(follow.json));
      const follows = await ctx.call({ method: 'GET', path: '/v1/follows' });
      const unfollow = await ctx.call({ method: 'DELETE', path: `/v1/assets/${vessel.id}/follow` });
      return lines(
        search.command,
        one.command,
        follow.command,
        '',
        "# The workspace's followed assets, the latest followed first",
        follows.command,
        '',
        unfollow.command,
      );
    },
    'tracking/asset-answer': async (ctx) => lines(pretty(JSON.parse(ctx.need('followed')))),
    'tracking/groups': groups,
    'tracking/groups-answer': async (ctx) => lines(pretty(JSON.parse(ctx.need('group-members')))),
    'tracking/identity': async (ctx) => {
      const vessel = await namedVessel(ctx);
      // A slow feed's static report of the same ship from three hours before, when it was bound
      // for Rotterdam: it goes into the history where its time falls.
      const earlier = staticVoyageLine(
        {
          mmsi: Number(vessel.mmsi),
          imo: Number(vessel.imo),
          name: vessel.name,
          callSign: '3FOF8',
          destination: 'ROTTERDAM',
          shipType: 70,
        },
        ctx.clock.now() - 3 * 3_600_000,
      );
      const ingest = await ctx.call({
        method: 'POST',
        path: '/v1/ingest/nmea',
        text: { type: 'text/plain', shown: '@slow-feed.nmea', body: `${earlier}\n` },
      });
      const identity = await ctx.call({ method: 'GET', path: `/v1/assets/${vessel.id}/identity` });
      ctx.vars.set('identity', JSON.stringify(identity.json));
      return lines(ingest.command, identity.command);
    },
    'tracking/identity-answer': async (ctx) => lines(pretty(JSON.parse(ctx.need('identity')))),
    'tracking/position-at': async (ctx) => {
      // Two fixes of a vessel leaving Europoort for Rotterdam (the World Port Index's points).
      const ingest = await ctx.call({
        method: 'POST',
        path: '/v1/ingest/positions',
        body: [
          { mmsi: '244000031', at: '2026-11-23T08:55:00Z', lon: 4.116667, lat: 51.95, speed_kn: 14 },
          { mmsi: '244000031', at: '2026-11-23T09:55:00Z', lon: 4.483333, lat: 51.9, speed_kn: 13 },
        ],
      });
      const row = await ctx.t.app.services.assets.findBy('mmsi', '244000031');
      if (!row) throw new Error('the ingest made no asset for MMSI 244000031');
      const where = await ctx.call({
        method: 'GET',
        path: `/v1/assets/${row.id}/position?at=2026-11-23T09:15:00Z`,
      });
      ctx.vars.set('position-at', JSON.stringify(where.json));
      return lines(ingest.command, where.command);
    },
    'tracking/position-at-answer': async (ctx) => lines(pretty(JSON.parse(ctx.need('position-at')))),
    'tracking/within': async (ctx) => {
      // A vessel berthed at Europoort (the World Port Index's point) for an hour, every 15 minutes.
      const berthed = [0, 15, 30, 45, 60].map((minutes) => ({
        mmsi: '244000032',
        at: new Date(Date.parse('2026-11-23T08:00:00Z') + minutes * 60_000).toISOString(),
        lon: 4.116667,
        lat: 51.95,
        speed_kn: 0,
      }));
      const ingest = await ctx.call({ method: 'POST', path: '/v1/ingest/positions', body: berthed });
      const within = await ctx.call({
        method: 'POST',
        path: '/v1/assets/within',
        body: {
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [4.05, 51.92],
                [4.2, 51.92],
                [4.2, 51.98],
                [4.05, 51.98],
                [4.05, 51.92],
              ],
            ],
          },
          from: '2026-11-23T06:00:00Z',
          to: '2026-11-23T10:00:00Z',
          kind: 'vessel',
        },
      });
      ctx.vars.set('within', JSON.stringify(within.json));
      return lines(ingest.command, '', within.command);
    },
    'tracking/within-answer': async (ctx) => lines(pretty(JSON.parse(ctx.need('within')))),
    'tracking/ports': async (ctx) => {
      const search = await ctx.call({ method: 'GET', path: '/v1/ports?q=rotterdam&limit=2' });
      ctx.vars.set('ports', JSON.stringify(search.json));
      const drawn = await ctx.call(
        {
          method: 'POST',
          path: '/v1/ports',
          body: {
            name: 'Rotterdam Maasvlakte 2',
            kind: 'port',
            unlocode: 'NLRTM',
            boundary: {
              type: 'Polygon',
              coordinates: [
                [
                  [3.98, 51.93],
                  [4.06, 51.93],
                  [4.06, 51.98],
                  [3.98, 51.98],
                  [3.98, 51.93],
                ],
              ],
            },
          },
        },
        [201],
      );
      const inBox = await ctx.call({ method: 'GET', path: '/v1/ports?bbox=3.9,51.85,4.6,52.0&source=all' });
      return lines(search.command, '', drawn.command, inBox.command);
    },
    'tracking/ports-answer': async (ctx) => lines(pretty(JSON.parse(ctx.need('ports')))),
    'tracking/track': async (ctx) => {
      const vessel = await namedVessel(ctx);
      const track = await ctx.call({
        method: 'GET',
        path: `/v1/assets/${vessel.id}/track?from=2026-11-01T00:00:00Z&to=2026-11-24T00:00:00Z&max_points=2000`,
      });
      const geojson = await ctx.call({
        method: 'GET',
        path: `/v1/vessels/mmsi:${vessel.mmsi}/track?format=geojson`,
      });
      return lines(track.command, geojson.command);
    },
    ...trackingFeedScenarios,
  },
};
