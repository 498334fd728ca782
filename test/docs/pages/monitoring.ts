/**
 * docs/monitoring.md: sites (a drawn boundary and a circle), detections with evidence and
 * feedback, alert rules, cases and a report, each run in order on the docs' app.
 */
import { lines, pretty } from '../doc-render.ts';
import type { DocPage, DocsContext } from '../docs-context.ts';
import { imageryScenarios, maskStacPort, setUpImagery, tearDownImagery } from './monitoring-imagery.ts';
import { roaming } from './monitoring-roaming.ts';

const idOf = (json: unknown): string => String((json as { id: string }).id);

async function sites(ctx: DocsContext): Promise<string> {
  const polygon = await ctx.call({
    method: 'POST',
    path: '/v1/sites',
    prettyBody: true,
    body: {
      name: 'Europoort anchorage',
      boundary: {
        type: 'Polygon',
        coordinates: [
          [
            [3.9, 51.95],
            [4.1, 51.95],
            [4.1, 52.05],
            [3.9, 52.05],
            [3.9, 51.95],
          ],
        ],
      },
      detection_types: ['vessel_presence', 'loitering', 'encounter'],
      metadata: { team: 'north-sea' },
    },
  });
  const circle = await ctx.call({
    method: 'POST',
    path: '/v1/sites',
    body: { name: 'Fujairah', coordinates: [56.4, 25.15], radius_m: 5000 },
  });
  ctx.vars.set('europoort', JSON.stringify(polygon.json));
  ctx.vars.set('site', idOf(circle.json));
  return lines(
    '# A boundary (any winding; a GeoJSON Feature holding the polygon works too)',
    polygon.command,
    '',
    '# A circle: 5 km around a point',
    circle.command,
  );
}

/** Two radar returns off Fujairah: one where a tanker's AIS puts it, one where no AIS does. */
async function darkTargets(ctx: DocsContext): Promise<string> {
  const site = ctx.need('site');
  const image = ctx.clock.now() - 30 * 60_000;
  const at = (minutes: number) => new Date(image + minutes * 60_000).toISOString();
  await ctx.call({
    method: 'POST',
    path: '/v1/ingest/positions',
    body: [
      // Eastward at 6 kn, a fix ten minutes either side of the image; another at anchor to the north.
      { mmsi: '636019826', at: at(-10), lon: 56.3901, lat: 25.15, speed_kn: 6 },
      { mmsi: '636019826', at: at(10), lon: 56.4299, lat: 25.15, speed_kn: 6 },
      { mmsi: '636019827', at: at(-2), lon: 56.44, lat: 25.19, speed_kn: 0 },
      { mmsi: '636019827', at: at(1), lon: 56.44, lat: 25.19, speed_kn: 0 },
    ],
  });
  const detection = (coordinates: [number, number]) => ({
    site_id: site,
    type: 'vessel_detection',
    confidence: 0.88,
    observed_at: at(0),
    geometry: { type: 'Point', coordinates },
    evidence: [{ kind: 'scene', url: 'https://imagery.example.com/s1a/iw-grd.tif', captured_at: at(0) }],
  });
  const matched = await ctx.call({
    method: 'POST',
    path: '/v1/detections',
    body: detection([56.41, 25.1505]),
  });
  const unmatched = await ctx.call({
    method: 'POST',
    path: '/v1/detections',
    body: detection([56.46, 25.17]),
  });
  const darkId = (unmatched.json as { evidence: { kind: string; dark_vessel_id?: string }[] }).evidence.find(
    (item) => item.kind === 'ais_match',
  )?.dark_vessel_id;
  const dark = await ctx.call({ method: 'GET', path: `/v1/detections/${darkId}` });
  ctx.vars.set('dark-targets', JSON.stringify({ matched: matched.json, dark: dark.json }));
  return lines(matched.command, unmatched.command, '', dark.command);
}

async function detections(ctx: DocsContext): Promise<string> {
  const site = ctx.need('site');
  const recorded = await ctx.call({
    method: 'POST',
    path: '/v1/detections',
    prettyBody: true,
    body: {
      site_id: site,
      type: 'vessel_detection',
      confidence: 0.91,
      observed_at: '2026-11-23T09:58:12Z',
      geometry: { type: 'Point', coordinates: [56.41, 25.16] },
      evidence: [
        {
          kind: 'scene',
          url: 'https://imagery.example.com/s1a/2026-11-23.tif',
          captured_at: '2026-11-23T09:58:12Z',
        },
        { kind: 'image', url: 'https://imagery.example.com/chips/123.png' },
      ],
    },
  });
  const id = idOf(recorded.json);
  ctx.vars.set('detection', id);
  const query = await ctx.call({
    method: 'GET',
    path: `/v1/detections?site_id=${site}&type=vessel_detection&type=encounter&min_confidence=0.8&from=2026-11-01T00:00:00Z&to=2026-11-24T00:00:00Z`,
  });
  const one = await ctx.call({ method: 'GET', path: `/v1/detections/${id}` });
  const feedback = await ctx.call({
    method: 'POST',
    path: `/v1/detections/${id}/feedback`,
    body: { useful: false, comment: 'a buoy' },
  });
  return lines(
    '# Record what your detector found (scope detections:write)',
    recorded.command,
    '',
    '# Query: by site, type (repeat it), minimum confidence and observed_at range, newest first',
    query.command,
    '',
    '# One detection with its evidence',
    one.command,
    '',
    '# Feedback: useful or not, with a comment; asking again replaces it',
    feedback.command,
  );
}

async function alerts(ctx: DocsContext): Promise<string> {
  const endpoint = await ctx.call({
    method: 'POST',
    path: '/v1/webhooks',
    body: { url: 'https://hooks.example.com/ships', events: ['zone.entered'] },
  });
  const ships = await ctx.call({
    method: 'POST',
    path: '/v1/alerts',
    prettyBody: true,
    body: {
      name: 'Ships seen at Fujairah',
      where: { site_id: ctx.need('site') },
      what: { behaviour: 'detection', types: ['vessel_detection', 'unmatched_vessel'] },
      min_confidence: 0.8,
      channel: { type: 'webhook', webhook_id: idOf(endpoint.json) },
    },
  });
  const zone = await ctx.call({
    method: 'POST',
    path: '/v1/alerts',
    prettyBody: true,
    body: {
      where: { coordinates: [56.4, 25.15], radius_m: 20000 },
      what: { behaviour: 'zone_entry', assets: 'followed', dwell_s: 300 },
      channel: { type: 'webhook' },
    },
  });
  const fleet = await ctx.call({ method: 'POST', path: '/v1/groups', body: { name: 'Tanker fleet' } });
  const filtered = await ctx.call({
    method: 'POST',
    path: '/v1/alerts',
    prettyBody: true,
    body: {
      where: { coordinates: [56.4, 25.15], radius_m: 20000 },
      what: {
        behaviour: 'zone_entry',
        assets: { group_id: idOf(fleet.json) },
        ship_types: ['tanker', 'cargo'],
        flags: ['PA', 'LR', 'MH'],
        min_length_m: 150,
      },
      channel: { type: 'webhook' },
    },
  });
  const listed = await ctx.call({ method: 'GET', path: '/v1/alerts' });
  const one = await ctx.call({ method: 'GET', path: `/v1/alerts/${idOf(ships.json)}` });
  const paused = await ctx.call({
    method: 'PATCH',
    path: `/v1/alerts/${idOf(zone.json)}`,
    body: { status: 'paused' },
  });
  const deleted = await ctx.call({ method: 'DELETE', path: `/v1/alerts/${idOf(zone.json)}` });
  return lines(
    '# Tell one endpoint about confident vessel detections at a site',
    ships.command,
    '',
    '# Followed vessels entering a drawn zone',
    zone.command,
    '',
    '# Tankers and cargo ships of a group, flagged in Panama, Liberia or the Marshall Islands, 150 m or longer',
    fleet.command,
    filtered.command,
    '',
    listed.command,
    one.command,
    '',
    '# Pause a rule ("active" resumes it); name, min_confidence and channel change the same way',
    paused.command,
    '',
    deleted.command,
  );
}

async function cases(ctx: DocsContext): Promise<string> {
  const opened = await ctx.call({
    method: 'POST',
    path: '/v1/cases',
    body: { title: 'Night transfers off Fujairah', description: 'Two tankers, AIS off.' },
  });
  const id = idOf(opened.json);
  const pinned = await ctx.call({
    method: 'POST',
    path: `/v1/cases/${id}/items`,
    body: { kind: 'detection', ref_id: ctx.need('detection'), note: 'the second ship' },
  });
  const noted = await ctx.call({
    method: 'POST',
    path: `/v1/cases/${id}/items`,
    body: { kind: 'note', note: 'Both went dark at 02:00 UTC.' },
  });
  const listed = await ctx.call({ method: 'GET', path: '/v1/cases' });
  const one = await ctx.call({ method: 'GET', path: `/v1/cases/${id}` });
  const removed = await ctx.call({ method: 'DELETE', path: `/v1/cases/${id}/items/${idOf(noted.json)}` });
  const closed = await ctx.call({
    method: 'PATCH',
    path: `/v1/cases/${id}`,
    body: { title: 'Night transfers off Fujairah, closed', status: 'closed' },
  });
  return lines(
    opened.command,
    '',
    '# Pin a site, a detection or an asset, or add a note',
    pinned.command,
    noted.command,
    '',
    listed.command,
    one.command,
    '',
    '# Take an item out; rename and close the case ("open" reopens it)',
    removed.command,
    closed.command,
  );
}

async function reports(ctx: DocsContext): Promise<string> {
  const asked = await ctx.call({
    method: 'POST',
    path: '/v1/reports',
    body: {
      subject: { kind: 'site', id: ctx.need('site') },
      from: '2026-11-01T00:00:00Z',
      to: '2026-11-24T00:00:00Z',
    },
  });
  const id = idOf(asked.json);
  await ctx.t.app.worker.drain();
  const report = await ctx.call({ method: 'GET', path: `/v1/reports/${id}` });
  const pdf = await ctx.call({ method: 'GET', path: `/v1/reports/${id}/pdf` });
  const geojson = await ctx.call({ method: 'GET', path: `/v1/reports/${id}/geojson` });
  return lines(
    asked.command,
    `# → ${asked.response.statusCode} ${JSON.stringify(asked.json)}`,
    '',
    report.command,
    pdf.command.replace('curl -s ', 'curl -s -o report.pdf '),
    geojson.command,
  );
}

export const monitoringPage: DocPage = {
  file: 'monitoring.md',
  setup: setUpImagery,
  teardown: tearDownImagery,
  mask: maskStacPort,
  scenarios: {
    'monitoring/sites': sites,
    'monitoring/site-answer': async (ctx) => lines(pretty(JSON.parse(ctx.need('europoort')))),
    'monitoring/sites-list': async (ctx) => {
      const listed = await ctx.call({ method: 'GET', path: '/v1/sites?status=all&limit=20' });
      const europoort = idOf(JSON.parse(ctx.need('europoort')));
      const changed = await ctx.call({
        method: 'PATCH',
        path: `/v1/sites/${europoort}`,
        body: { name: 'Europoort outer anchorage', detection_types: ['vessel_presence', 'loitering'] },
      });
      const stopped = await ctx.call({ method: 'DELETE', path: `/v1/sites/${europoort}` });
      return lines(
        listed.command,
        '',
        '# Rename a site and change what it records (null clears: no name, every type)',
        changed.command,
        '',
        stopped.command,
      );
    },
    'monitoring/detections': detections,
    'monitoring/detections-export': async (ctx) => {
      const geojson = await ctx.call({
        method: 'GET',
        path: `/v1/detections?site_id=${ctx.need('site')}&from=2026-11-01T00:00:00Z&to=2026-11-24T00:00:00Z&format=geojson`,
      });
      ctx.vars.set('detections-export', geojson.response.body);
      return lines(geojson.command);
    },
    'monitoring/detections-export-answer': async (ctx) =>
      lines(pretty(JSON.parse(ctx.need('detections-export')))),
    'monitoring/dark-targets': darkTargets,
    'monitoring/dark-targets-answer': async (ctx) => {
      const { matched, dark } = JSON.parse(ctx.need('dark-targets')) as { matched: unknown; dark: unknown };
      return lines(pretty(matched), '', pretty(dark));
    },
    'monitoring/alerts': alerts,
    'monitoring/roaming': roaming,
    'monitoring/cases': cases,
    'monitoring/reports': reports,
    ...imageryScenarios,
  },
};
