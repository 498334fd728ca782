/**
 * docs/monitoring.md's roaming zone: a rule around a tanker at anchor off Fujairah, a supply boat
 * coming alongside at 9 knots, and the `zone.entered` it raised, as the outbox holds it.
 */
import { lines, pretty } from '../doc-render.ts';
import type { DocsContext } from '../docs-context.ts';

const TANKER = { mmsi: '538009871', lon: 56.46, lat: 25.2 };
const BOAT = '470123451';
/** Metres a degree of longitude spans at 25.2° N. */
const M_PER_DEG_LON = 100_760;
const KNOT_MPS = 1852 / 3600;

export async function roaming(ctx: DocsContext): Promise<string> {
  const start = ctx.clock.now() - 30 * 60_000;
  const at = (s: number) => new Date(start + s * 1000).toISOString();
  await ctx.call({
    method: 'POST',
    path: '/v1/ingest/positions',
    body: [{ mmsi: TANKER.mmsi, at: at(0), lon: TANKER.lon, lat: TANKER.lat, speed_kn: 0.1 }],
  });
  const found = await ctx.call({ method: 'GET', path: `/v1/assets/search?q=${TANKER.mmsi}` });
  const tanker = (found.json as { data: { id: string }[] }).data[0]?.id ?? '';
  const rule = await ctx.call({
    method: 'POST',
    path: '/v1/alerts',
    prettyBody: true,
    body: {
      name: 'Within 2 km of the tanker',
      where: { near_asset: tanker, radius_m: 2000 },
      what: { behaviour: 'zone_entry', assets: 'all' },
      channel: { type: 'webhook' },
    },
  });
  // The tanker reports every 3 minutes at anchor; the boat every 30 s, from 4 km east, westward.
  const fixes = [];
  for (let s = 180; s <= 25 * 60; s += 180)
    fixes.push({ mmsi: TANKER.mmsi, at: at(s), lon: TANKER.lon, lat: TANKER.lat, speed_kn: 0.1 });
  for (let s = 20; s <= 25 * 60; s += 30) {
    const east = Math.max(150, 4000 - 9 * KNOT_MPS * s);
    const lon = Number((TANKER.lon + east / M_PER_DEG_LON).toFixed(6));
    fixes.push({
      mmsi: BOAT,
      at: at(s),
      lon,
      lat: TANKER.lat,
      speed_kn: east > 150 ? 9 : 0.3,
      course_deg: 270,
    });
  }
  fixes.sort((a, b) => a.at.localeCompare(b.at));
  await ctx.call({ method: 'POST', path: '/v1/ingest/positions', body: fixes });
  const events = await ctx.t.app.services.store.db
    .selectFrom('outbox_events')
    .select('payload')
    .where('type', '=', 'zone.entered')
    .orderBy('id')
    .execute();
  const told = events
    .map((row) => (JSON.parse(row.payload) as { data: { rule_id: string } }).data)
    .find((data) => data.rule_id === (rule.json as { id: string }).id);
  return lines(
    found.command,
    '',
    '# Any vessel within 2 km of the tanker, wherever it goes',
    rule.command,
    '',
    '# A boat comes alongside at 9 kn (positions of both through POST /v1/ingest/positions); the event:',
    `# ${pretty(told ?? null)}`.split('\n').join('\n# '),
  );
}
