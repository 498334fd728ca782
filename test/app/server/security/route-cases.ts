/**
 * How to call each authenticated route, for the shared security suite. A new route joins the suite
 * by adding one entry here; `security-suite.app.test.ts` fails while a route of the route table has none.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { newId } from '../../../../src/lib/ids.ts';
import type { TestApp } from '../../../harness.ts';
import { threatIn } from '../../../risk/threats/threat-fixtures.ts';

export interface CaseRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
  /** For bodies that are not JSON, e.g. `content-type: text/plain`. */
  headers?: Record<string, string>;
  /** The route answers with an endless event stream: read its head, then hang up. */
  stream?: boolean;
}

export interface RouteCase {
  /** A valid request whose resources (if any) belong to the workspace named `workspace`. */
  build(t: TestApp, workspace: string): Promise<CaseRequest>;
  /** The same request naming a resource that exists nowhere; absent for routes without an id. */
  missing?(): CaseRequest;
}

async function keyIn(t: TestApp, workspace: string): Promise<string> {
  return (await t.key(['keys:read'], { workspace })).keyId;
}

const HOOK_URL = 'https://hooks.example.com/vigil';

async function endpointIn(t: TestApp, workspace: string): Promise<string> {
  const { workspace: ws } = await t.app.services.workspaces.ensure(workspace);
  const { endpoint } = await t.app.services.webhooks.endpoints.create(ws.id, {
    url: HOOK_URL,
    events: ['*'],
  });
  return endpoint.id;
}

/** An endpoint with one delivery (of a test event), as `whk_…/deliveries/dlv_…`. */
async function deliveryIn(t: TestApp, workspace: string): Promise<string> {
  const endpointId = await endpointIn(t, workspace);
  const { workspace: ws } = await t.app.services.workspaces.ensure(workspace);
  const delivery = await t.app.services.webhooks.deliveries.sendTest(ws.id, endpointId);
  return `${endpointId}/deliveries/${delivery.id}`;
}

const SQUARE = {
  type: 'Polygon',
  coordinates: [
    [
      [4.0, 51.9],
      [4.1, 51.9],
      [4.1, 52.0],
      [4.0, 52.0],
      [4.0, 51.9],
    ],
  ],
};

async function workspaceId(t: TestApp, workspace: string): Promise<string> {
  return (await t.app.services.workspaces.ensure(workspace)).workspace.id;
}

async function siteIn(t: TestApp, workspace: string): Promise<string> {
  const site = await t.app.services.sites.create(await workspaceId(t, workspace), { boundary: SQUARE });
  return site.row.id;
}

async function portIn(t: TestApp, workspace: string): Promise<string> {
  const port = await t.app.services.ports.create(await workspaceId(t, workspace), {
    name: 'Terminal',
    boundary: SQUARE,
  });
  return port.id;
}

async function groupIn(t: TestApp, workspace: string): Promise<string> {
  const group = await t.app.services.groups.create(await workspaceId(t, workspace), { name: 'Fleet' });
  return group.row.id;
}

async function detectionIn(t: TestApp, workspace: string): Promise<string> {
  const ws = await workspaceId(t, workspace);
  const siteId = await siteIn(t, workspace);
  const row = await t.app.services.detections.create(
    ws,
    { site_id: siteId, type: 'vessel_detection', confidence: 0.9, observed_at: t.clock.now() - 60_000 },
    'api',
  );
  return row.id;
}

/** A site with imagery on (Earth Search by default; the suite never reaches it). */
async function imagerySiteIn(t: TestApp, workspace: string): Promise<string> {
  const site = await t.app.services.sites.create(await workspaceId(t, workspace), {
    boundary: SQUARE,
    imagery: { enabled: true },
  });
  return site.row.id;
}

/** A detection with an `after` chip, as a built-in detector records one: `det_…`. */
async function chipIn(t: TestApp, workspace: string): Promise<string> {
  const ws = await workspaceId(t, workspace);
  const siteId = await siteIn(t, workspace);
  const row = await t.app.services.store.db.transaction().execute((tx) =>
    t.app.services.detections.recordBuiltIn(
      tx,
      ws,
      {
        site_id: siteId,
        type: 'vegetation_loss',
        confidence: 0.5,
        observed_at: t.clock.now() - 60_000,
        chips: [{ name: 'after', mediaType: 'image/png', width: 1, height: 1, data: Buffer.from('png') }],
      },
      'imagery',
    ),
  );
  if (!row) throw new Error('the chip detection was not recorded');
  return row.id;
}

async function alertIn(t: TestApp, workspace: string): Promise<string> {
  const rule = await t.app.services.alerts.create(await workspaceId(t, workspace), {
    where: { site_id: await siteIn(t, workspace) },
    what: { behaviour: 'detection' },
    channel: { type: 'webhook' },
  });
  return rule.row.id;
}

async function caseIn(t: TestApp, workspace: string): Promise<string> {
  return (await t.app.services.cases.create(await workspaceId(t, workspace), { title: 'suite' })).id;
}

/** A case with a note in it: the case id and the item's. */
async function caseItemIn(t: TestApp, workspace: string): Promise<string> {
  const caseId = await caseIn(t, workspace);
  const item = await t.app.services.cases.addItem(await workspaceId(t, workspace), caseId, {
    kind: 'note',
    note: 'suite',
  });
  return `${caseId}/items/${item.id}`;
}

/**
 * One resource per app and workspace, made on first use: for what takes the worker seconds to make
 * (a report's PDF, a SAR draft) and that the routes using it only read. Each route has workspaces
 * of its own, so no route reads another's.
 */
function oncePerWorkspace(
  make: (t: TestApp, workspace: string) => Promise<string>,
): (t: TestApp, workspace: string) => Promise<string> {
  const made = new WeakMap<TestApp, Map<string, Promise<string>>>();
  return (t, workspace) => {
    let ofApp = made.get(t);
    if (!ofApp) {
      ofApp = new Map();
      made.set(t, ofApp);
    }
    let id = ofApp.get(workspace);
    if (!id) {
      id = make(t, workspace);
      ofApp.set(workspace, id);
    }
    return id;
  };
}

/** A report on a new site, waited on until the worker has completed it; one per workspace. */
const reportIn = oncePerWorkspace(async (t, workspace) => {
  const ws = await workspaceId(t, workspace);
  const report = await t.app.services.reports.create(ws, {
    subject: { kind: 'site', id: await siteIn(t, workspace) },
  });
  for (let i = 0; i < 200; i++) {
    const { status } = await t.app.services.reports.get(ws, report.id);
    if (status === 'completed') return report.id;
    if (status === 'failed') throw new Error(`report ${report.id} failed`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`report ${report.id} did not complete`);
});

/** Assets are reference data shared by every workspace: there is no "another workspace's" asset. */
async function assetIn(t: TestApp): Promise<string> {
  const [id = ''] = await t.app.services.assets.recordPositions([
    { kind: 'vessel', key: '244010001', at: t.clock.now() - 60_000, lon: 4.1, lat: 51.95 },
  ]);
  return id;
}

export const routeCases: Record<string, RouteCase> = {
  'GET /v1/keys': {
    build: async () => ({ method: 'GET', url: '/v1/keys' }),
  },
  'POST /v1/keys': {
    build: async () => ({
      method: 'POST',
      url: '/v1/keys',
      payload: { name: 'suite', scopes: ['keys:read'] },
    }),
  },
  // The caller's own key: no other workspace's id can be named.
  'GET /v1/keys/self': { build: async () => ({ method: 'GET', url: '/v1/keys/self' }) },
  'GET /v1/keys/:id': {
    build: async (t, ws) => ({ method: 'GET', url: `/v1/keys/${await keyIn(t, ws)}` }),
    missing: () => ({ method: 'GET', url: `/v1/keys/${newId('apiKey')}` }),
  },
  'POST /v1/keys/:id/rotate': {
    build: async (t, ws) => ({ method: 'POST', url: `/v1/keys/${await keyIn(t, ws)}/rotate`, payload: {} }),
    missing: () => ({ method: 'POST', url: `/v1/keys/${newId('apiKey')}/rotate`, payload: {} }),
  },
  'DELETE /v1/keys/:id': {
    build: async (t, ws) => ({ method: 'DELETE', url: `/v1/keys/${await keyIn(t, ws)}` }),
    missing: () => ({ method: 'DELETE', url: `/v1/keys/${newId('apiKey')}` }),
  },
  'GET /v1/oauth/clients': {
    build: async () => ({ method: 'GET', url: '/v1/oauth/clients' }),
  },
  'POST /v1/oauth/clients': {
    build: async () => ({
      method: 'POST',
      url: '/v1/oauth/clients',
      payload: { name: 'suite', scopes: ['keys:read'], certificate_thumbprint: randomThumbprint() },
    }),
  },
  'GET /v1/oauth/clients/:id': {
    build: async (t, ws) => ({ method: 'GET', url: `/v1/oauth/clients/${await oauthClientIn(t, ws)}` }),
    missing: () => ({ method: 'GET', url: `/v1/oauth/clients/${newId('oauthClient')}` }),
  },
  'DELETE /v1/oauth/clients/:id': {
    build: async (t, ws) => ({ method: 'DELETE', url: `/v1/oauth/clients/${await oauthClientIn(t, ws)}` }),
    missing: () => ({ method: 'DELETE', url: `/v1/oauth/clients/${newId('oauthClient')}` }),
  },
  'GET /v1/webhooks': {
    build: async () => ({ method: 'GET', url: '/v1/webhooks' }),
  },
  'POST /v1/webhooks': {
    build: async () => ({ method: 'POST', url: '/v1/webhooks', payload: { url: HOOK_URL, events: ['*'] } }),
  },
  'GET /v1/webhooks/:id': {
    build: async (t, ws) => ({ method: 'GET', url: `/v1/webhooks/${await endpointIn(t, ws)}` }),
    missing: () => ({ method: 'GET', url: `/v1/webhooks/${newId('webhookEndpoint')}` }),
  },
  'PATCH /v1/webhooks/:id': {
    build: async (t, ws) => ({
      method: 'PATCH',
      url: `/v1/webhooks/${await endpointIn(t, ws)}`,
      payload: { description: 'suite' },
    }),
    missing: () => ({
      method: 'PATCH',
      url: `/v1/webhooks/${newId('webhookEndpoint')}`,
      payload: { description: 'suite' },
    }),
  },
  'DELETE /v1/webhooks/:id': {
    build: async (t, ws) => ({ method: 'DELETE', url: `/v1/webhooks/${await endpointIn(t, ws)}` }),
    missing: () => ({ method: 'DELETE', url: `/v1/webhooks/${newId('webhookEndpoint')}` }),
  },
  'POST /v1/webhooks/:id/rotate-secret': {
    build: async (t, ws) => ({
      method: 'POST',
      url: `/v1/webhooks/${await endpointIn(t, ws)}/rotate-secret`,
      payload: {},
    }),
    missing: () => ({
      method: 'POST',
      url: `/v1/webhooks/${newId('webhookEndpoint')}/rotate-secret`,
      payload: {},
    }),
  },
  'POST /v1/webhooks/:id/test': {
    build: async (t, ws) => ({
      method: 'POST',
      url: `/v1/webhooks/${await endpointIn(t, ws)}/test`,
      payload: {},
    }),
    missing: () => ({ method: 'POST', url: `/v1/webhooks/${newId('webhookEndpoint')}/test`, payload: {} }),
  },
  'GET /v1/webhooks/:id/deliveries': {
    build: async (t, ws) => ({ method: 'GET', url: `/v1/webhooks/${await endpointIn(t, ws)}/deliveries` }),
    missing: () => ({ method: 'GET', url: `/v1/webhooks/${newId('webhookEndpoint')}/deliveries` }),
  },
  'GET /v1/webhooks/:id/deliveries/:delivery_id': {
    build: async (t, ws) => ({ method: 'GET', url: `/v1/webhooks/${await deliveryIn(t, ws)}` }),
    missing: () => ({
      method: 'GET',
      url: `/v1/webhooks/${newId('webhookEndpoint')}/deliveries/${newId('webhookDelivery')}`,
    }),
  },
  'POST /v1/webhooks/:id/deliveries/:delivery_id/retry': {
    build: async (t, ws) => ({
      method: 'POST',
      url: `/v1/webhooks/${await deliveryIn(t, ws)}/retry`,
      payload: {},
    }),
    missing: () => ({
      method: 'POST',
      url: `/v1/webhooks/${newId('webhookEndpoint')}/deliveries/${newId('webhookDelivery')}/retry`,
      payload: {},
    }),
  },
  'GET /v1/sites': { build: async () => ({ method: 'GET', url: '/v1/sites' }) },
  'POST /v1/sites': {
    build: async () => ({
      method: 'POST',
      url: '/v1/sites',
      payload: { coordinates: [4.4, 51.9], radius_m: 500 },
    }),
  },
  'GET /v1/sites/:id': {
    build: async (t, ws) => ({ method: 'GET', url: `/v1/sites/${await siteIn(t, ws)}` }),
    missing: () => ({ method: 'GET', url: `/v1/sites/${newId('site')}` }),
  },
  'PATCH /v1/sites/:id': {
    build: async (t, ws) => ({
      method: 'PATCH',
      url: `/v1/sites/${await siteIn(t, ws)}`,
      payload: { name: 'Renamed' },
    }),
    missing: () => ({ method: 'PATCH', url: `/v1/sites/${newId('site')}`, payload: { name: 'Renamed' } }),
  },
  'DELETE /v1/sites/:id': {
    build: async (t, ws) => ({ method: 'DELETE', url: `/v1/sites/${await siteIn(t, ws)}` }),
    missing: () => ({ method: 'DELETE', url: `/v1/sites/${newId('site')}` }),
  },
  'GET /v1/ports': { build: async () => ({ method: 'GET', url: '/v1/ports?q=rotterdam' }) },
  'POST /v1/ports': {
    build: async () => ({
      method: 'POST',
      url: '/v1/ports',
      payload: { name: 'Terminal', boundary: SQUARE },
    }),
  },
  'GET /v1/ports/:id': {
    build: async (t, ws) => ({ method: 'GET', url: `/v1/ports/${await portIn(t, ws)}` }),
    missing: () => ({ method: 'GET', url: `/v1/ports/${newId('port')}` }),
  },
  'DELETE /v1/ports/:id': {
    build: async (t, ws) => ({ method: 'DELETE', url: `/v1/ports/${await portIn(t, ws)}` }),
    missing: () => ({ method: 'DELETE', url: `/v1/ports/${newId('port')}` }),
  },
  'POST /v1/assets/within': {
    build: async () => ({
      method: 'POST',
      url: '/v1/assets/within',
      payload: { geometry: SQUARE, from: '2026-11-23T00:00:00Z', to: '2026-11-24T00:00:00Z' },
    }),
  },
  'GET /v1/asset-events': {
    build: async () => ({ method: 'GET', url: '/v1/asset-events?kind=zone_visit&min_duration_s=60' }),
  },
  'POST /v1/sites/:id/scans': {
    build: async (t, ws) => ({ method: 'POST', url: `/v1/sites/${await imagerySiteIn(t, ws)}/scans` }),
    missing: () => ({ method: 'POST', url: `/v1/sites/${newId('site')}/scans` }),
  },
  'GET /v1/sites/:id/scans': {
    build: async (t, ws) => ({ method: 'GET', url: `/v1/sites/${await imagerySiteIn(t, ws)}/scans` }),
    missing: () => ({ method: 'GET', url: `/v1/sites/${newId('site')}/scans` }),
  },
  'GET /v1/sites/:id/imagery/tuning': {
    build: async (t, ws) => ({ method: 'GET', url: `/v1/sites/${await siteIn(t, ws)}/imagery/tuning` }),
    missing: () => ({ method: 'GET', url: `/v1/sites/${newId('site')}/imagery/tuning` }),
  },
  'GET /v1/sites/:id/imagery/tuning/changes': {
    build: async (t, ws) => ({
      method: 'GET',
      url: `/v1/sites/${await siteIn(t, ws)}/imagery/tuning/changes`,
    }),
    missing: () => ({ method: 'GET', url: `/v1/sites/${newId('site')}/imagery/tuning/changes` }),
  },
  'GET /v1/detections/:id/chips/:name': {
    build: async (t, ws) => ({ method: 'GET', url: `/v1/detections/${await chipIn(t, ws)}/chips/after` }),
    missing: () => ({ method: 'GET', url: `/v1/detections/${newId('detection')}/chips/after` }),
  },
  'GET /v1/detections': { build: async () => ({ method: 'GET', url: '/v1/detections' }) },
  'POST /v1/detections': {
    build: async (t, ws) => ({
      method: 'POST',
      url: '/v1/detections',
      payload: {
        site_id: await siteIn(t, ws),
        type: 'vessel_detection',
        confidence: 0.8,
        observed_at: new Date(t.clock.now() - 60_000).toISOString(),
      },
    }),
  },
  'GET /v1/detections/:id': {
    build: async (t, ws) => ({ method: 'GET', url: `/v1/detections/${await detectionIn(t, ws)}` }),
    missing: () => ({ method: 'GET', url: `/v1/detections/${newId('detection')}` }),
  },
  'POST /v1/detections/:id/feedback': {
    build: async (t, ws) => ({
      method: 'POST',
      url: `/v1/detections/${await detectionIn(t, ws)}/feedback`,
      payload: { useful: true },
    }),
    missing: () => ({
      method: 'POST',
      url: `/v1/detections/${newId('detection')}/feedback`,
      payload: { useful: true },
    }),
  },
  'GET /v1/alerts': { build: async () => ({ method: 'GET', url: '/v1/alerts' }) },
  'POST /v1/alerts': {
    build: async () => ({
      method: 'POST',
      url: '/v1/alerts',
      payload: {
        where: { coordinates: [4.4, 51.9], radius_m: 2000 },
        what: { behaviour: 'zone_entry', assets: 'all' },
        channel: { type: 'webhook' },
      },
    }),
  },
  'GET /v1/alerts/:id': {
    build: async (t, ws) => ({ method: 'GET', url: `/v1/alerts/${await alertIn(t, ws)}` }),
    missing: () => ({ method: 'GET', url: `/v1/alerts/${newId('alertRule')}` }),
  },
  'PATCH /v1/alerts/:id': {
    build: async (t, ws) => ({
      method: 'PATCH',
      url: `/v1/alerts/${await alertIn(t, ws)}`,
      payload: { status: 'paused' },
    }),
    missing: () => ({
      method: 'PATCH',
      url: `/v1/alerts/${newId('alertRule')}`,
      payload: { status: 'paused' },
    }),
  },
  'DELETE /v1/alerts/:id': {
    build: async (t, ws) => ({ method: 'DELETE', url: `/v1/alerts/${await alertIn(t, ws)}` }),
    missing: () => ({ method: 'DELETE', url: `/v1/alerts/${newId('alertRule')}` }),
  },
  'GET /v1/cases': { build: async () => ({ method: 'GET', url: '/v1/cases' }) },
  'POST /v1/cases': {
    build: async () => ({ method: 'POST', url: '/v1/cases', payload: { title: 'Suite case' } }),
  },
  'GET /v1/cases/:id': {
    build: async (t, ws) => ({ method: 'GET', url: `/v1/cases/${await caseIn(t, ws)}` }),
    missing: () => ({ method: 'GET', url: `/v1/cases/${newId('case')}` }),
  },
  'PATCH /v1/cases/:id': {
    build: async (t, ws) => ({
      method: 'PATCH',
      url: `/v1/cases/${await caseIn(t, ws)}`,
      payload: { status: 'closed' },
    }),
    missing: () => ({ method: 'PATCH', url: `/v1/cases/${newId('case')}`, payload: { status: 'closed' } }),
  },
  'DELETE /v1/cases/:id/items/:item_id': {
    build: async (t, ws) => ({ method: 'DELETE', url: `/v1/cases/${await caseItemIn(t, ws)}` }),
    missing: () => ({ method: 'DELETE', url: `/v1/cases/${newId('case')}/items/${newId('caseItem')}` }),
  },
  'POST /v1/cases/:id/items': {
    build: async (t, ws) => ({
      method: 'POST',
      url: `/v1/cases/${await caseIn(t, ws)}/items`,
      payload: { kind: 'note', note: 'A note.' },
    }),
    missing: () => ({
      method: 'POST',
      url: `/v1/cases/${newId('case')}/items`,
      payload: { kind: 'note', note: 'A note.' },
    }),
  },
  'GET /v1/reports': { build: async () => ({ method: 'GET', url: '/v1/reports' }) },
  'POST /v1/reports': {
    build: async (t, ws) => ({
      method: 'POST',
      url: '/v1/reports',
      payload: { subject: { kind: 'case', id: await caseIn(t, ws) } },
    }),
  },
  'GET /v1/reports/:id': {
    build: async (t, ws) => ({ method: 'GET', url: `/v1/reports/${await reportIn(t, ws)}` }),
    missing: () => ({ method: 'GET', url: `/v1/reports/${newId('report')}` }),
  },
  'GET /v1/reports/:id/pdf': {
    build: async (t, ws) => ({ method: 'GET', url: `/v1/reports/${await reportIn(t, ws)}/pdf` }),
    missing: () => ({ method: 'GET', url: `/v1/reports/${newId('report')}/pdf` }),
  },
  'GET /v1/reports/:id/geojson': {
    build: async (t, ws) => ({ method: 'GET', url: `/v1/reports/${await reportIn(t, ws)}/geojson` }),
    missing: () => ({ method: 'GET', url: `/v1/reports/${newId('report')}/geojson` }),
  },
  'GET /v1/assets/search': { build: async () => ({ method: 'GET', url: '/v1/assets/search?q=nordic' }) },
  'GET /v1/assets/:id': { build: async (t) => ({ method: 'GET', url: `/v1/assets/${await assetIn(t)}` }) },
  'POST /v1/assets/:id/follow': {
    build: async (t) => ({ method: 'POST', url: `/v1/assets/${await assetIn(t)}/follow`, payload: {} }),
  },
  'DELETE /v1/assets/:id/follow': {
    build: async (t) => ({ method: 'DELETE', url: `/v1/assets/${await assetIn(t)}/follow` }),
  },
  'GET /v1/follows': { build: async () => ({ method: 'GET', url: '/v1/follows' }) },
  'GET /v1/groups': { build: async () => ({ method: 'GET', url: '/v1/groups' }) },
  'POST /v1/groups': {
    build: async () => ({ method: 'POST', url: '/v1/groups', payload: { name: 'Fleet' } }),
  },
  'GET /v1/groups/:id': {
    build: async (t, ws) => ({ method: 'GET', url: `/v1/groups/${await groupIn(t, ws)}` }),
    missing: () => ({ method: 'GET', url: `/v1/groups/${newId('assetGroup')}` }),
  },
  'PATCH /v1/groups/:id': {
    build: async (t, ws) => ({
      method: 'PATCH',
      url: `/v1/groups/${await groupIn(t, ws)}`,
      payload: { name: 'Renamed' },
    }),
    missing: () => ({
      method: 'PATCH',
      url: `/v1/groups/${newId('assetGroup')}`,
      payload: { name: 'Renamed' },
    }),
  },
  'DELETE /v1/groups/:id': {
    build: async (t, ws) => ({ method: 'DELETE', url: `/v1/groups/${await groupIn(t, ws)}` }),
    missing: () => ({ method: 'DELETE', url: `/v1/groups/${newId('assetGroup')}` }),
  },
  'GET /v1/groups/:id/members': {
    build: async (t, ws) => ({ method: 'GET', url: `/v1/groups/${await groupIn(t, ws)}/members` }),
    missing: () => ({ method: 'GET', url: `/v1/groups/${newId('assetGroup')}/members` }),
  },
  'POST /v1/groups/:id/members': {
    build: async (t, ws) => ({
      method: 'POST',
      url: `/v1/groups/${await groupIn(t, ws)}/members`,
      payload: { asset_ids: [await assetIn(t)] },
    }),
    missing: () => ({
      method: 'POST',
      url: `/v1/groups/${newId('assetGroup')}/members`,
      payload: { asset_ids: [newId('asset')] },
    }),
  },
  'POST /v1/groups/:id/members/remove': {
    build: async (t, ws) => ({
      method: 'POST',
      url: `/v1/groups/${await groupIn(t, ws)}/members/remove`,
      payload: { asset_ids: [await assetIn(t)] },
    }),
    missing: () => ({
      method: 'POST',
      url: `/v1/groups/${newId('assetGroup')}/members/remove`,
      payload: { asset_ids: [newId('asset')] },
    }),
  },
  'POST /v1/groups/:id/follow': {
    build: async (t, ws) => ({
      method: 'POST',
      url: `/v1/groups/${await groupIn(t, ws)}/follow`,
      payload: {},
    }),
    missing: () => ({ method: 'POST', url: `/v1/groups/${newId('assetGroup')}/follow`, payload: {} }),
  },
  'DELETE /v1/groups/:id/follow': {
    build: async (t, ws) => ({ method: 'DELETE', url: `/v1/groups/${await groupIn(t, ws)}/follow` }),
    missing: () => ({ method: 'DELETE', url: `/v1/groups/${newId('assetGroup')}/follow` }),
  },
  'GET /v1/assets/:id/track': {
    build: async (t) => ({ method: 'GET', url: `/v1/assets/${await assetIn(t)}/track` }),
  },
  'GET /v1/assets/:id/position': {
    build: async (t) => ({
      method: 'GET',
      url: `/v1/assets/${await assetIn(t)}/position?at=2026-11-23T10:00:00Z`,
    }),
  },
  'GET /v1/assets/:id/identity': {
    build: async (t) => ({ method: 'GET', url: `/v1/assets/${await assetIn(t)}/identity` }),
  },
  'GET /v1/assets/:id/voyages': {
    build: async (t) => ({ method: 'GET', url: `/v1/assets/${await assetIn(t)}/voyages` }),
  },
  'GET /v1/vessels/:id/track': {
    build: async (t) => ({ method: 'GET', url: `/v1/vessels/${await assetIn(t)}/track` }),
  },
  'POST /v1/ingest/positions': {
    build: async (t) => ({
      method: 'POST',
      url: '/v1/ingest/positions',
      payload: [{ mmsi: '244010002', at: new Date(t.clock.now() - 1000).toISOString(), lon: 4.1, lat: 51.9 }],
    }),
  },
  'POST /v1/ingest/sbs': {
    build: async () => ({
      method: 'POST',
      url: '/v1/ingest/sbs',
      headers: { 'content-type': 'text/plain' },
      payload:
        'MSG,3,1,1,4840D6,1,2026/11/23,02:36:55.707,2026/11/23,02:37:00.829,,38000,,,52.26578,3.93891,,,,,,0',
    }),
  },
  'POST /v1/ingest/nmea': {
    build: async () => ({
      method: 'POST',
      url: '/v1/ingest/nmea',
      headers: { 'content-type': 'text/plain' },
      payload: '!AIVDM,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0*4A',
    }),
  },
  'POST /v1/screen/wallet': {
    build: async () => ({
      method: 'POST',
      url: '/v1/screen/wallet',
      payload: { chain: 'ethereum', address: '0x8589427373d6d84e98730d7795d8f6f8731fda16' },
    }),
  },
  'POST /v1/screen/name': {
    build: async () => ({ method: 'POST', url: '/v1/screen/name', payload: { name: 'Vladimir Putin' } }),
  },
  'POST /v1/screen/transaction': {
    build: async () => ({
      method: 'POST',
      url: '/v1/screen/transaction',
      payload: {
        chain: 'ethereum',
        from: '0x8589427373d6d84e98730d7795d8f6f8731fda16',
        to: '0x00000000219ab540356cbb839cbe05303d7705fa',
        amount: 1.5,
      },
    }),
  },
  // Entities are chain facts shared by every workspace, like assets: no other workspace's id to refuse.
  'GET /v1/entities/:id/graph': {
    build: async (t, ws) => {
      const screened = t.app.services.screening.assess(
        await workspaceId(t, ws),
        'ethereum',
        '0x8589427373d6d84e98730d7795d8f6f8731fda16',
        {},
      );
      return { method: 'GET', url: `/v1/entities/${screened.entity_cluster}/graph` };
    },
  },
  'GET /v1/screenings': { build: async () => ({ method: 'GET', url: '/v1/screenings' }) },
  'GET /v1/screenings/:id': {
    build: async (t, ws) => ({ method: 'GET', url: `/v1/screenings/${await screeningIn(t, ws)}` }),
    missing: () => ({ method: 'GET', url: `/v1/screenings/${newId('screening')}` }),
  },
  'GET /v1/watches': { build: async () => ({ method: 'GET', url: '/v1/watches' }) },
  'POST /v1/watches': {
    build: async () => ({
      method: 'POST',
      url: '/v1/watches',
      payload: { chain: 'ethereum', address: `0x${randomBytes(20).toString('hex')}` },
    }),
  },
  'GET /v1/watches/imports/:id': {
    build: async (t, ws) => ({ method: 'GET', url: `/v1/watches/imports/${await watchImportIn(t, ws)}` }),
    missing: () => ({ method: 'GET', url: `/v1/watches/imports/${newId('watchImport')}` }),
  },
  'DELETE /v1/watches/:id': {
    build: async (t, ws) => ({ method: 'DELETE', url: `/v1/watches/${await watchIn(t, ws)}` }),
    missing: () => ({ method: 'DELETE', url: `/v1/watches/${newId('watch')}` }),
  },
  'GET /v1/labels': { build: async () => ({ method: 'GET', url: '/v1/labels' }) },
  'POST /v1/labels': {
    build: async () => ({
      method: 'POST',
      url: '/v1/labels',
      payload: {
        chain: 'BTC',
        address: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT',
        label: 'Suite label',
        category: 'scam',
      },
    }),
  },
  'GET /v1/own-wallets': { build: async () => ({ method: 'GET', url: '/v1/own-wallets' }) },
  'POST /v1/own-wallets': {
    build: async () => ({
      method: 'POST',
      url: '/v1/own-wallets',
      payload: { chain: 'ethereum', address: `0x${randomBytes(20).toString('hex')}`, label: 'hot wallet' },
    }),
  },
  'DELETE /v1/own-wallets/:id': {
    build: async (t, ws) => ({ method: 'DELETE', url: `/v1/own-wallets/${await ownWalletIn(t, ws)}` }),
    missing: () => ({ method: 'DELETE', url: `/v1/own-wallets/${newId('ownWallet')}` }),
  },
  'GET /v1/risk-policy': { build: async () => ({ method: 'GET', url: '/v1/risk-policy' }) },
  'PUT /v1/risk-policy': {
    build: async () => ({
      method: 'PUT',
      url: '/v1/risk-policy',
      payload: { category_weights: { gambling: randomInt(0, 101) } },
    }),
  },
  'GET /v1/risk-policy/versions': { build: async () => ({ method: 'GET', url: '/v1/risk-policy/versions' }) },
  // Versions are numbered within each workspace (1, 2, …): another workspace's number names the
  // asker's own version of that number, so there is no foreign id to refuse. Isolation is tested in
  // test/risk/policy/risk-policy.app.test.ts (a workspace reads its own versions only).
  'GET /v1/risk-policy/versions/:version': {
    build: async (t, ws) => ({
      method: 'GET',
      url: `/v1/risk-policy/versions/${await policyVersionIn(t, ws)}`,
    }),
  },
  'DELETE /v1/labels/:id': {
    build: async (t, ws) => ({ method: 'DELETE', url: `/v1/labels/${await labelIn(t, ws)}` }),
    missing: () => ({ method: 'DELETE', url: `/v1/labels/${newId('label')}` }),
  },
  'POST /v1/events/ingest': {
    build: async () => ({
      method: 'POST',
      url: '/v1/events/ingest',
      payload: { type: 'custom.suite_event', data: { note: 'from the security suite' } },
    }),
  },
  // Positions are shared reference data: no workspace's id in the request.
  'GET /v1/assets/positions': { build: async () => ({ method: 'GET', url: '/v1/assets/positions' }) },
  'GET /v1/events/stream': {
    build: async () => ({ method: 'GET', url: '/v1/events/stream', stream: true }),
  },
  // Agents are the service's, like their counters: no workspace's id in the request.
  'GET /v1/agents/status': { build: async () => ({ method: 'GET', url: '/v1/agents/status' }) },
  'GET /v1/actions/hold': { build: async () => ({ method: 'GET', url: '/v1/actions/hold' }) },
  'POST /v1/actions/hold': {
    build: async () => ({
      method: 'POST',
      url: '/v1/actions/hold',
      payload: { reference: { chain: 'ethereum', tx_hash: freshTxHash() }, reason: 'Suite hold.' },
    }),
  },
  'GET /v1/actions/hold/:id': {
    build: async (t, ws) => ({ method: 'GET', url: `/v1/actions/hold/${await holdIn(t, ws)}` }),
    missing: () => ({ method: 'GET', url: `/v1/actions/hold/${newId('hold')}` }),
  },
  'POST /v1/actions/hold/:id/release': {
    build: async (t, ws) => ({
      method: 'POST',
      url: `/v1/actions/hold/${await holdIn(t, ws)}/release`,
      payload: {},
    }),
    missing: () => ({ method: 'POST', url: `/v1/actions/hold/${newId('hold')}/release`, payload: {} }),
  },
  'GET /v1/threats': { build: async () => ({ method: 'GET', url: '/v1/threats' }) },
  'GET /v1/threats/:id': {
    build: async (t, ws) => ({ method: 'GET', url: `/v1/threats/${await suiteThreatIn(t, ws)}` }),
    missing: () => ({ method: 'GET', url: `/v1/threats/${newId('threat')}` }),
  },
  'PATCH /v1/threats/:id': {
    build: async (t, ws) => ({
      method: 'PATCH',
      url: `/v1/threats/${await suiteThreatIn(t, ws)}`,
      payload: { status: 'closed', note: 'Suite review.' },
    }),
    missing: () => ({
      method: 'PATCH',
      url: `/v1/threats/${newId('threat')}`,
      payload: { status: 'closed' },
    }),
  },
  // A threat of another workspace in the body is the caller's mistake: 400 at /threat_id (sar-api.app.test.ts).
  'POST /v1/compliance/sar/draft': {
    build: async (t, ws) => ({
      method: 'POST',
      url: '/v1/compliance/sar/draft',
      payload: { threat_id: await suiteThreatIn(t, ws) },
    }),
  },
  'GET /v1/compliance/sar/:id': {
    build: async (t, ws) => ({ method: 'GET', url: `/v1/compliance/sar/${await sarIn(t, ws)}` }),
    missing: () => ({ method: 'GET', url: `/v1/compliance/sar/${newId('sar')}` }),
  },
  'GET /v1/compliance/sar/:id/pdf': {
    build: async (t, ws) => ({ method: 'GET', url: `/v1/compliance/sar/${await sarIn(t, ws)}/pdf` }),
    missing: () => ({ method: 'GET', url: `/v1/compliance/sar/${newId('sar')}/pdf` }),
  },
  'GET /v1/compliance/settings': { build: async () => ({ method: 'GET', url: '/v1/compliance/settings' }) },
  'PUT /v1/compliance/settings': {
    build: async () => ({
      method: 'PUT',
      url: '/v1/compliance/settings',
      payload: { filing_institution: { name: 'Suite Institution LLC' } },
    }),
  },
};

/** A SHA-256 thumbprint (`x5t#S256`) of no certificate in particular. */
function randomThumbprint(): string {
  return randomBytes(32).toString('base64url');
}

async function oauthClientIn(t: TestApp, workspace: string): Promise<string> {
  const client = await t.app.services.oauth.clients.create(await workspaceId(t, workspace), {
    name: 'suite',
    scopes: ['keys:read'],
    thumbprint: randomThumbprint(),
  });
  return client.id;
}

/** An Ethereum transaction hash no hold names yet. */
function freshTxHash(): string {
  return `0x${randomBytes(32).toString('hex')}`;
}

/** An active hold on a transaction of its own. */
async function holdIn(t: TestApp, workspace: string): Promise<string> {
  const ws = await workspaceId(t, workspace);
  const { hold } = await t.app.services.holds.place(ws, await keyIn(t, workspace), {
    reference: { chain: 'ethereum', tx_hash: freshTxHash() },
    reason: 'Suite hold.',
  });
  return hold.row.id;
}

async function watchIn(t: TestApp, workspace: string): Promise<string> {
  const { row } = await t.app.services.watches.create(await workspaceId(t, workspace), null, {
    chain: 'ethereum',
    address: `0x${randomBytes(20).toString('hex')}`,
  });
  return row.id;
}

async function watchImportIn(t: TestApp, workspace: string): Promise<string> {
  const started = await t.app.services.watches.startImport(await workspaceId(t, workspace), null, [
    { chain: 'ethereum', address: `0x${randomBytes(20).toString('hex')}` },
  ]);
  return started.id;
}

async function screeningIn(t: TestApp, workspace: string): Promise<string> {
  const { result } = await t.app.services.screening.screenWallet(
    { workspaceId: await workspaceId(t, workspace), keyId: null },
    { chain: 'ethereum', address: '0x8589427373d6d84e98730d7795d8f6f8731fda16' },
  );
  return result.id;
}

async function labelIn(t: TestApp, workspace: string): Promise<string> {
  const label = await t.app.services.labels.create(
    await workspaceId(t, workspace),
    {
      chain: 'ethereum',
      address: '0x8589427373d6d84e98730d7795d8f6f8731fda16',
      label: 'Suite label',
      category: 'scam',
    },
    null,
  );
  return label.row.id;
}

/** A new version of the workspace's risk policy. */
async function policyVersionIn(t: TestApp, workspace: string): Promise<number> {
  const id = await workspaceId(t, workspace);
  const version = t.app.services.riskPolicy.current(id).version;
  const { policy } = await t.app.services.riskPolicy.put(
    id,
    { category_weights: { gambling: (version * 7) % 101 } },
    null,
  );
  return policy.version;
}

async function ownWalletIn(t: TestApp, workspace: string): Promise<string> {
  const { row } = await t.app.services.ownWallets.create(await workspaceId(t, workspace), {
    chain: 'ethereum',
    address: `0x${randomBytes(20).toString('hex')}`,
  });
  return row.id;
}

async function suiteThreatIn(t: TestApp, workspace: string): Promise<string> {
  return threatIn(t.app.services, await workspaceId(t, workspace));
}

/** A SAR draft of a new threat, waited on until the worker has made it ready; one per workspace. */
const sarIn = oncePerWorkspace(async (t, workspace) => {
  const ws = await workspaceId(t, workspace);
  const draft = await t.app.services.sar.request(ws, await threatIn(t.app.services, ws));
  for (let i = 0; i < 200; i++) {
    const { status } = await t.app.services.sar.get(ws, draft.id);
    if (status === 'ready') return draft.id;
    if (status === 'failed') throw new Error(`SAR draft ${draft.id} failed`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`SAR draft ${draft.id} did not become ready`);
});
