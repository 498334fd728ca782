/**
 * docs/tracking.md, the parts about real feeds: a passage between two fixes, satellite backfill
 * judged late, fixes Vigil does not believe, and a source that goes quiet. Each runs in a workspace
 * of its own (its rules stay out of the other pages' lists), and puts the docs' clock back after.
 */
import { inline, lines, pretty } from '../doc-render.ts';
import type { DocsContext } from '../docs-context.ts';

const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

async function keyOf(ctx: DocsContext, workspace: string) {
  return ctx.t.key(['*'], { workspace });
}

/** The events of these types told to the workspace, oldest first, as `{type, data}`. */
async function told(ctx: DocsContext, workspaceId: string, types: string[]) {
  const rows = await ctx.t.app.services.store.db
    .selectFrom('outbox_events')
    .select('payload')
    .where('workspace_id', '=', workspaceId)
    .where('type', 'in', types)
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    const event = JSON.parse(row.payload) as { type: string; data: unknown };
    return { type: event.type, data: event.data };
  });
}

const BOX = {
  type: 'Polygon',
  coordinates: [
    [
      [5.0, 53.0],
      [5.2, 53.0],
      [5.2, 53.1],
      [5.0, 53.1],
      [5.0, 53.0],
    ],
  ],
};

export const trackingFeedScenarios: Record<string, (ctx: DocsContext) => Promise<string | undefined>> = {
  'tracking/sparse-crossing': async (ctx) => {
    const key = await keyOf(ctx, 'docs-sparse');
    const rules = [];
    for (const behaviour of ['zone_entry', 'zone_exit'])
      rules.push(
        await ctx.call({
          method: 'POST',
          path: '/v1/alerts',
          key,
          body: { where: { zone: BOX }, what: { behaviour, assets: 'all' }, channel: { type: 'webhook' } },
        }),
      );
    const t0 = ctx.clock.now() - 60 * MINUTE;
    const positions = await ctx.call({
      method: 'POST',
      path: '/v1/ingest/positions',
      key,
      body: [
        { mmsi: '244987001', at: iso(t0), lon: 4.95, lat: 53.05, speed_kn: 21.7, course_deg: 90 },
        {
          mmsi: '244987001',
          at: iso(t0 + 30 * MINUTE),
          lon: 5.25,
          lat: 53.05,
          speed_kn: 21.7,
          course_deg: 90,
        },
      ],
    });
    ctx.vars.set('sparse', JSON.stringify(await told(ctx, key.workspaceId, ['zone.entered', 'zone.exited'])));
    return lines(...rules.map((rule) => rule.command), '', positions.command);
  },
  'tracking/sparse-crossing-events': async (ctx) => lines(pretty(JSON.parse(ctx.need('sparse')))),

  'tracking/late': async (ctx) => {
    const key = await keyOf(ctx, 'docs-late');
    const centre: [number, number] = [3.0, 53.5];
    for (const behaviour of ['zone_entry', 'zone_exit'])
      await ctx.call({
        method: 'POST',
        path: '/v1/alerts',
        key,
        body: {
          where: { coordinates: centre, radius_m: 3000 },
          what: { behaviour, assets: 'all', max_gap_s: 1800 },
          channel: { type: 'webhook' },
        },
      });
    const start = ctx.clock.now();
    // The rules were made four hours before the positions came: what they show is theirs.
    ctx.clock.advance(5 * 60 * MINUTE);
    try {
      const now = ctx.clock.now();
      const fix = (minutesAgo: number, lonOffset: number) => ({
        mmsi: '244987002',
        at: iso(now - minutesAgo * MINUTE),
        lon: Math.round((centre[0] + lonOffset) * 1e4) / 1e4,
        lat: centre[1],
      });
      const terrestrial = await ctx.call({
        method: 'POST',
        path: '/v1/ingest/positions',
        key,
        body: [fix(180, -0.12), fix(30, 0.12)],
      });
      const satellite = await ctx.call({
        method: 'POST',
        path: '/v1/ingest/positions',
        key,
        body: [
          fix(160, -0.1),
          fix(140, -0.065),
          fix(120, -0.03),
          fix(100, 0.005),
          fix(80, 0.04),
          fix(60, 0.075),
        ],
      });
      ctx.vars.set(
        'late',
        JSON.stringify({
          answer: satellite.json,
          told: await told(ctx, key.workspaceId, ['zone.entered', 'zone.exited']),
        }),
      );
      return lines(
        '# Terrestrial AIS: west of the zone, then east of it',
        terrestrial.command,
        '',
        '# Satellite AIS of the passage between, afterwards',
        satellite.command,
      );
    } finally {
      ctx.clock.set(start);
    }
  },
  'tracking/late-answer': async (ctx) => {
    const { answer, told: events } = JSON.parse(ctx.need('late')) as { answer: unknown; told: unknown[] };
    return lines(inline(answer), '', pretty(events));
  },

  'tracking/asset-events': async (ctx) => {
    const key = await keyOf(ctx, 'docs-asset-events');
    // The Fujairah anchorage: a tanker comes in, waits at anchor for two hours, and leaves.
    const centre: [number, number] = [56.42, 25.12];
    for (const what of [
      { behaviour: 'zone_entry', assets: 'all' },
      { behaviour: 'loitering', assets: 'all', min_duration_s: 3600 },
    ])
      await ctx.call({
        method: 'POST',
        path: '/v1/alerts',
        key,
        body: { where: { coordinates: centre, radius_m: 3000 }, what, channel: { type: 'webhook' } },
      });
    const now = ctx.clock.now();
    const fix = (minutesAgo: number, lonOffset: number, speed: number) => ({
      mmsi: '636019825',
      at: iso(now - minutesAgo * MINUTE),
      lon: Math.round((centre[0] + lonOffset) * 1e4) / 1e4,
      lat: centre[1],
      speed_kn: speed,
    });
    const body = [fix(200, -0.06, 11), fix(180, -0.01, 4)];
    for (let minutesAgo = 170; minutesAgo >= 50; minutesAgo -= 10) body.push(fix(minutesAgo, 0, 0.1));
    body.push(fix(40, 0.01, 9), fix(30, 0.06, 12));
    await ctx.call({ method: 'POST', path: '/v1/ingest/positions', key, body });
    const asset = await ctx.t.app.services.assets.findBy('mmsi', '636019825');
    const events = await ctx.call({
      method: 'GET',
      path: `/v1/asset-events?asset_id=${asset?.id}&from=${iso(now - 24 * 60 * MINUTE)}&min_duration_s=600`,
      key,
    });
    ctx.vars.set('asset-events', JSON.stringify(events.json));
    return lines(events.command);
  },
  'tracking/asset-events-answer': async (ctx) => lines(pretty(JSON.parse(ctx.need('asset-events')))),

  'tracking/port-visits': async (ctx) => {
    const key = await keyOf(ctx, 'docs-port-visits');
    // The index's points of Felixstowe (wpi_31560) and IJmuiden (wpi_31040): a vessel known at sea
    // is followed, stops at Felixstowe for four hours, crosses the North Sea and stops at IJmuiden.
    const now = ctx.clock.now();
    const fix = (minutesAgo: number, lon: number, lat: number, speed: number) => ({
      mmsi: '244930101',
      at: iso(now - minutesAgo * MINUTE),
      lon: Math.round(lon * 1e6) / 1e6,
      lat: Math.round(lat * 1e6) / 1e6,
      speed_kn: speed,
    });
    await ctx.t.request({
      method: 'POST',
      url: '/v1/ingest/positions',
      key,
      payload: [fix(18 * 60, 1.416667, 51.95, 10)],
    });
    const asset = await ctx.t.app.services.assets.findBy('mmsi', '244930101');
    await ctx.t.request({ method: 'POST', url: `/v1/assets/${asset?.id}/follow`, key });
    const body = [];
    for (let m = 18 * 60 - 10; m >= 14 * 60; m -= 30) body.push(fix(m, 1.316667, 51.95, 0));
    // Out to sea, then hourly across to IJmuiden (4.583333, 52.466667), stopped there.
    for (let h = 0; h <= 10; h += 1)
      body.push(fix(13 * 60 + 40 - h * 60, 1.416667 + (3.166666 * h) / 10, 51.95 + (0.516667 * h) / 10, 12));
    for (let m = 3 * 60; m >= 60; m -= 30) body.push(fix(m, 4.583333, 52.466667, 0.1));
    await ctx.t.request({ method: 'POST', url: '/v1/ingest/positions', key, payload: body });
    const visits = await ctx.call({
      method: 'GET',
      path: `/v1/asset-events?kind=port_visit&asset_id=${asset?.id}`,
      key,
    });
    const voyages = await ctx.call({ method: 'GET', path: `/v1/assets/${asset?.id}/voyages`, key });
    ctx.vars.set('port-visits', JSON.stringify({ visits: visits.json, voyages: voyages.json }));
    return lines(visits.command, voyages.command);
  },
  'tracking/port-visits-answer': async (ctx) => {
    const { visits, voyages } = JSON.parse(ctx.need('port-visits')) as { visits: unknown; voyages: unknown };
    return lines(pretty(visits), '', pretty(voyages));
  },
  'tracking/export-events': async (ctx) => {
    const key = await keyOf(ctx, 'docs-asset-events');
    const asset = await ctx.t.app.services.assets.findBy('mmsi', '636019825');
    const query = `asset_id=${asset?.id}&from=${iso(ctx.clock.now() - 24 * 60 * MINUTE)}`;
    const csv = await ctx.call({
      method: 'GET',
      path: `/v1/asset-events?${query}&format=csv`,
      key,
      flags: '-i',
    });
    const { headers } = csv.response;
    const shown = ['content-type', 'content-disposition', 'vigil-truncated'].map(
      (name) => `${name}: ${String(headers[name])}`,
    );
    // RFC 4180 ends records with CRLF; the page shows them as lines.
    ctx.vars.set(
      'export-events',
      lines('HTTP/1.1 200 OK', ...shown, '', csv.response.body.trimEnd().replaceAll('\r\n', '\n')),
    );
    const parquet = await ctx.call({
      method: 'GET',
      path: `/v1/asset-events?${query}&format=geoparquet`,
      key,
      flags: '-o events.parquet',
    });
    const track = await ctx.call({
      method: 'GET',
      path: `/v1/assets/${asset?.id}/track?from=${iso(ctx.clock.now() - 24 * 60 * MINUTE)}&format=gpx`,
      key,
      flags: '-o track.gpx',
    });
    return lines(csv.command, parquet.command, track.command);
  },
  'tracking/export-events-answer': async (ctx) => ctx.need('export-events'),

  'tracking/suspect': async (ctx) => {
    const key = await keyOf(ctx, 'docs-suspect');
    const now = ctx.clock.now();
    const positions = await ctx.call({
      method: 'POST',
      path: '/v1/ingest/positions',
      key,
      body: [
        { mmsi: '244987003', at: iso(now - 3 * MINUTE), lon: 4.12, lat: 52.05 },
        { mmsi: '244987003', at: iso(now - 2 * MINUTE), lon: 0, lat: 0 },
        { mmsi: '244987003', at: iso(now - MINUTE), lon: 4.42, lat: 52.05 },
        { mmsi: '244987003', at: iso(now), lon: 4.121, lat: 52.05 },
      ],
    });
    const asset = await ctx.t.app.services.assets.findBy('mmsi', '244987003');
    const track = await ctx.call({
      method: 'GET',
      path: `/v1/assets/${asset?.id}/track?from=${iso(now - 10 * MINUTE)}&to=${iso(now + MINUTE)}&include_suspect=true`,
      key,
    });
    ctx.vars.set('suspect', JSON.stringify({ answer: positions.json, track: track.json }));
    return lines(positions.command, track.command);
  },
  'tracking/suspect-answer': async (ctx) => {
    const { answer, track } = JSON.parse(ctx.need('suspect')) as { answer: unknown; track: unknown };
    return lines(inline(answer), '', pretty(track));
  },

  'tracking/feed-silent': async (ctx) => {
    const key = await keyOf(ctx, 'docs-feed');
    const start = ctx.clock.now();
    try {
      // An uploader sending a batch every 30 seconds, then nothing.
      for (let n = 0; n < 8; n += 1) {
        await ctx.t.request({
          method: 'POST',
          url: '/v1/ingest/positions',
          key,
          payload: [{ mmsi: '244987004', at: iso(ctx.clock.now()), lon: 3.3, lat: 51.6, speed_kn: 0.1 }],
        });
        await ctx.t.app.services.sources.flush();
        ctx.clock.advance(30_000);
      }
      ctx.clock.advance(10 * MINUTE);
      await ctx.t.app.services.sources.check();
      const [silent] = await told(ctx, key.workspaceId, ['feed.silent']);
      return lines(pretty(silent?.data ?? null));
    } finally {
      ctx.clock.set(start);
    }
  },
};
