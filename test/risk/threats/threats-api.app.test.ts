// The threat API over HTTP: lists with filters and cursors, one threat's graph and evidence, and
// closing and reopening.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { newId } from '../../../src/lib/ids.ts';
import { problemOf, startApp, type TestApp, type TestKey } from '../../harness.ts';
import { addr, alertOf, correlateAlerts, HOUR, T0, threatOfAlert, txHash } from './threat-fixtures.ts';

let t: TestApp;
let clock: ManualClock;
let key: TestKey;
const ids: Record<'layering' | 'sanctions' | 'structuring' | 'merged' | 'survivor', string> = {
  layering: '',
  sanctions: '',
  structuring: '',
  merged: '',
  survivor: '',
};
const layering = { alert: alertOf('', 'layering') };

beforeAll(async () => {
  clock = new ManualClock(T0 + 200 * HOUR);
  t = await startApp({ startWorker: false, clock });
  key = await t.key(['threats:write', 'screening:write'], { workspace: 'threats-api' });
  const ws = key.workspaceId;
  // A workspace label on the sanctioned address shows in the graph.
  const label = await t.request({
    method: 'POST',
    url: '/v1/labels',
    key,
    payload: { chain: 'ethereum', address: addr(4), label: 'Listed exchange', category: 'sanctioned' },
  });
  expect(label.statusCode, label.body).toBe(201);

  layering.alert = alertOf(ws, 'layering', {
    addresses: [
      { address: addr(1), role: 'origin' },
      { address: addr(2), role: 'destination' },
    ],
    accounts: ['cust-1'],
    at: T0,
    transfers: [{ from: addr(1), to: addr(2), amount: 5, tx: 1 }],
    facts: { hops: 3, window_s: 3600 },
  });
  const sanctions = alertOf(ws, 'sanctions', {
    addresses: [
      { address: addr(3), role: 'sender' },
      { address: addr(4), role: 'sanctioned' },
    ],
    severity: 'critical',
    at: T0 + 10 * HOUR,
    transfers: [{ from: addr(3), to: addr(4), amount: 2.5, tx: 2 }],
  });
  const structuring = alertOf(ws, 'structuring', {
    accounts: ['cust-2'],
    severity: 'low',
    at: T0 + 100 * HOUR,
  });
  await correlateAlerts(t.app.services, [layering.alert]);
  await correlateAlerts(t.app.services, [sanctions], T0 + 10 * HOUR);
  await correlateAlerts(t.app.services, [structuring], T0 + 100 * HOUR);
  ids.layering = await threatOfAlert(t.app.services, layering.alert.id);
  ids.sanctions = await threatOfAlert(t.app.services, sanctions.id);
  ids.structuring = await threatOfAlert(t.app.services, structuring.id);

  // Two threats that an alert links: the newer ends merged.
  const older = alertOf(ws, 'mixer', {
    addresses: [{ address: addr(50), role: 'sender' }],
    at: T0 + 120 * HOUR,
  });
  await correlateAlerts(t.app.services, [older], T0 + 120 * HOUR);
  const newer = alertOf(ws, 'mixer', {
    addresses: [{ address: addr(51), role: 'sender' }],
    at: T0 + 121 * HOUR,
  });
  await correlateAlerts(t.app.services, [newer], T0 + 121 * HOUR);
  ids.survivor = await threatOfAlert(t.app.services, older.id);
  ids.merged = await threatOfAlert(t.app.services, newer.id);
  const link = alertOf(ws, 'peel_chain', {
    addresses: [
      { address: addr(50), role: 'source' },
      { address: addr(51), role: 'change' },
    ],
    at: T0 + 122 * HOUR,
  });
  await correlateAlerts(t.app.services, [link], T0 + 122 * HOUR);
});
afterAll(async () => {
  await t.close();
});

async function list(query: string) {
  const response = await t.request({ method: 'GET', url: `/v1/threats${query}`, key });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    data: { id: string; status: string; severity: string }[];
    next_cursor: string | null;
  };
}

const idsOf = (page: { data: { id: string }[] }) => page.data.map((item) => item.id);

describe('GET /v1/threats', () => {
  it('lists open and closed threats newest first, merged ones only when asked for', async () => {
    const page = await list('');
    expect(idsOf(page)).toEqual([ids.survivor, ids.structuring, ids.sanctions, ids.layering]);
    expect(page.next_cursor).toBeNull();
    expect(idsOf(await list('?status=merged'))).toEqual([ids.merged]);
  });

  it('filters by exact severities, by a minimum severity, and by typology', async () => {
    expect(idsOf(await list('?severity=critical'))).toEqual([ids.sanctions]);
    expect(idsOf(await list('?severity=low&severity=critical'))).toEqual([ids.structuring, ids.sanctions]);
    expect(idsOf(await list('?min_severity=medium'))).toEqual([ids.survivor, ids.sanctions, ids.layering]);
    expect(idsOf(await list('?min_severity=high&severity=medium'))).toEqual([]);
    expect(idsOf(await list('?typology=peel_chain'))).toEqual([ids.survivor]);
    expect(idsOf(await list('?typology=peel'))).toEqual([]);
  });

  it('keeps threats whose activity overlaps from (inclusive) and to (exclusive)', async () => {
    const at = (hours: number, ms = 0) => encodeURIComponent(new Date(T0 + hours * HOUR + ms).toISOString());
    expect(idsOf(await list(`?from=${at(10)}&to=${at(100)}`))).toEqual([ids.sanctions]);
    expect(idsOf(await list(`?from=${at(10)}&to=${at(100, 1)}`))).toEqual([ids.structuring, ids.sanctions]);
    expect(idsOf(await list(`?from=${at(10, 1)}&to=${at(100, 1)}`))).toEqual([ids.structuring]);
    expect(idsOf(await list(`?to=${at(0.5)}`))).toEqual([ids.layering]);
    const bad = await t.request({ method: 'GET', url: `/v1/threats?from=${at(5)}&to=${at(5)}`, key });
    expect(bad.statusCode).toBe(400);
    expect(problemOf(bad).errors?.[0]?.pointer).toBe('/query/to');
  });

  it('pages with a cursor that only works with the same filters', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(`?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...idsOf(page));
      cursor = page.next_cursor;
    } while (cursor !== null);
    expect(seen).toEqual([ids.survivor, ids.structuring, ids.sanctions, ids.layering]);
    const first = await list('?limit=1');
    const reused = await t.request({
      method: 'GET',
      url: `/v1/threats?limit=1&severity=low&cursor=${first.next_cursor}`,
      key,
    });
    expect(reused.statusCode).toBe(400);
    expect(problemOf(reused).errors?.[0]?.pointer).toBe('/query/cursor');
  });

  it('refuses an unknown severity or status, naming the parameter', async () => {
    for (const query of [
      'severity=severe',
      'min_severity=urgent',
      'status=resolved',
      'typology=Peel%20Chain',
    ]) {
      const response = await t.request({ method: 'GET', url: `/v1/threats?${query}`, key });
      expect(response.statusCode, query).toBe(400);
      expect(problemOf(response).errors?.[0]?.pointer).toMatch(new RegExp(`^/query/${query.split('=')[0]}`));
    }
  });
});

describe('GET /v1/threats/:id', () => {
  it('shows the graph of addresses, entities, accounts and transfers, with flows and membership', async () => {
    const response = await t.request({ method: 'GET', url: `/v1/threats/${ids.layering}`, key });
    expect(response.statusCode, response.body).toBe(200);
    const threat = response.json();
    expect(threat).toMatchObject({
      id: ids.layering,
      status: 'open',
      severity: 'medium',
      typologies: ['layering'],
      first_seen_at: new Date(T0).toISOString(),
      last_seen_at: new Date(T0).toISOString(),
      alert_count: 1,
    });
    expect(threat.summary).toBe(
      `Medium threat: 1 alert (layering) on ethereum at 2026-11-23 10:00 UTC. ${layering.alert.summary}`,
    );
    const node = (id: string) => threat.graph.nodes.find((n: { id: string }) => n.id === id);
    const from = `address:ethereum:${addr(1)}`;
    const to = `address:ethereum:${addr(2)}`;
    const transfer = `transfer:ethereum:${txHash(1)}`;
    expect(node(from)).toMatchObject({
      type: 'address',
      chain: 'ethereum',
      address: addr(1),
      roles: ['origin'],
    });
    expect(node(transfer)).toEqual({
      id: transfer,
      type: 'transfer',
      chain: 'ethereum',
      tx_hash: txHash(1),
      // The alert was stored without its event's transfer: Vigil holds none of it.
      transfer_ids: [],
      asset: 'ETH',
      occurred_at: new Date(T0).toISOString(),
    });
    expect(node('account:cust-1')).toEqual({
      id: 'account:cust-1',
      type: 'account',
      chain: null,
      account_id: 'cust-1',
    });
    const entity = node(from).entity_id;
    expect(node(entity)).toEqual({ id: entity, type: 'entity', chain: 'ethereum' });
    expect(threat.graph.edges).toContainEqual({
      from,
      to: transfer,
      type: 'flow',
      tx_hash: txHash(1),
      amount: '5',
      asset: 'ETH',
    });
    expect(threat.graph.edges).toContainEqual({
      from: transfer,
      to,
      type: 'flow',
      tx_hash: txHash(1),
      amount: '5',
      asset: 'ETH',
    });
    expect(threat.graph.edges).toContainEqual({ from, to: entity, type: 'membership' });
  });

  it('lists the evidence: the alerts with their facts and the events behind them', async () => {
    const threat = (await t.request({ method: 'GET', url: `/v1/threats/${ids.layering}`, key })).json();
    const alert = layering.alert;
    expect(threat.evidence.alerts).toEqual([
      {
        id: alert.id,
        agent: 'layering',
        agent_version: '1.0.0',
        typology: 'layering',
        severity: 'medium',
        summary: alert.summary,
        occurred_at: new Date(T0).toISOString(),
        raised_at: new Date(alert.raised_at).toISOString(),
        addresses: alert.addresses,
        accounts: ['cust-1'],
        event_ids: alert.event_ids,
        transfers: alert.transfers.map((transfer) => ({
          ...transfer,
          occurred_at: new Date(transfer.occurred_at).toISOString(),
          transfer_id: null,
        })),
        facts: { hops: 3, window_s: 3600 },
      },
    ]);
    expect(threat.evidence.events).toEqual([
      {
        id: alert.event_ids[0],
        type: 'transfer.observed',
        occurred_at: new Date(T0).toISOString(),
        received_at: new Date(alert.raised_at).toISOString(),
      },
    ]);
    expect(threat.evidence.truncated).toBe(false);
  });

  it('shows the labels screening knows on an address', async () => {
    const threat = (await t.request({ method: 'GET', url: `/v1/threats/${ids.sanctions}`, key })).json();
    const listed = threat.graph.nodes.find((n: { id: string }) => n.id === `address:ethereum:${addr(4)}`);
    expect(listed).toMatchObject({
      roles: ['sanctioned'],
      labels: [{ label: 'Listed exchange', category: 'sanctioned', source: 'custom' }],
    });
  });

  it('shows a merged threat pointing at the one that holds its alerts, with no evidence of its own', async () => {
    const threat = (await t.request({ method: 'GET', url: `/v1/threats/${ids.merged}`, key })).json();
    expect(threat).toMatchObject({
      status: 'merged',
      merged_into: ids.survivor,
      graph: { nodes: [], edges: [] },
    });
    expect(threat.evidence.alerts).toEqual([]);
    const survivor = (await t.request({ method: 'GET', url: `/v1/threats/${ids.survivor}`, key })).json();
    expect(survivor.evidence.alerts).toHaveLength(3);
  });

  it('answers 404 for a threat that does not exist', async () => {
    const response = await t.request({ method: 'GET', url: `/v1/threats/${newId('threat')}`, key });
    expect(response.statusCode).toBe(404);
    expect(problemOf(response).code).toBe('not_found');
  });
});

describe('PATCH /v1/threats/:id', () => {
  it('closes a threat with a note and reopens it', async () => {
    const closed = await t.request({
      method: 'PATCH',
      url: `/v1/threats/${ids.structuring}`,
      key,
      payload: { status: 'closed', note: 'Customer explained the deposits.' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({
      status: 'closed',
      status_note: 'Customer explained the deposits.',
      closed_at: new Date(t.clock.now()).toISOString(),
    });
    expect(idsOf(await list('?status=closed'))).toEqual([ids.structuring]);
    const reopened = await t.request({
      method: 'PATCH',
      url: `/v1/threats/${ids.structuring}`,
      key,
      payload: { status: 'open' },
    });
    expect(reopened.json()).toMatchObject({
      status: 'open',
      status_note: 'Customer explained the deposits.',
      closed_at: null,
    });
  });

  it('refuses to change a merged threat (409), an empty body and an unknown disposition (400)', async () => {
    const merged = await t.request({
      method: 'PATCH',
      url: `/v1/threats/${ids.merged}`,
      key,
      payload: { status: 'closed' },
    });
    expect(merged.statusCode).toBe(409);
    expect(problemOf(merged).detail).toContain(ids.survivor);
    const empty = await t.request({ method: 'PATCH', url: `/v1/threats/${ids.layering}`, key, payload: {} });
    expect(empty.statusCode).toBe(400);
    const unknown = await t.request({
      method: 'PATCH',
      url: `/v1/threats/${ids.layering}`,
      key,
      payload: { disposition: 'probably_fine' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(problemOf(unknown).errors?.[0]?.pointer).toBe('/disposition');
    const blank = await t.request({
      method: 'PATCH',
      url: `/v1/threats/${ids.layering}`,
      key,
      payload: { assignee: '   ' },
    });
    expect(problemOf(blank).errors?.[0]?.pointer).toBe('/assignee');
  });

  it('records who assigned, decided and closed a threat, and when, in its history', async () => {
    const patch = (payload: object) =>
      t.request({ method: 'PATCH', url: `/v1/threats/${ids.layering}`, key, payload });
    const start = t.clock.now();
    const assigned = await patch({ assignee: 'ana@example.com', note: 'Taking this one.' });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({ assignee: 'ana@example.com', disposition: null, status: 'open' });
    clock.advance(60_000);
    const decided = await patch({
      status: 'closed',
      disposition: 'false_positive',
      note: 'A known customer.',
    });
    expect(decided.json()).toMatchObject({
      status: 'closed',
      disposition: 'false_positive',
      closed_at: new Date(start + 60_000).toISOString(),
      closed_by: key.keyId,
      status_note: 'A known customer.',
    });
    // The same values again change nothing and add nothing; a note alone is a comment.
    await patch({ status: 'closed', disposition: 'false_positive' });
    await patch({ note: 'Customer file updated.' });
    const threat = (await t.request({ method: 'GET', url: `/v1/threats/${ids.layering}`, key })).json();
    expect(threat.history).toEqual([
      {
        at: new Date(start).toISOString(),
        actor: key.keyId,
        change: { assignee: { from: null, to: 'ana@example.com' } },
        note: 'Taking this one.',
      },
      {
        at: new Date(start + 60_000).toISOString(),
        actor: key.keyId,
        change: {
          status: { from: 'open', to: 'closed' },
          disposition: { from: null, to: 'false_positive' },
        },
        note: 'A known customer.',
      },
      {
        at: new Date(start + 60_000).toISOString(),
        actor: key.keyId,
        change: {},
        note: 'Customer file updated.',
      },
    ]);
    // Reopening forgets who closed it; unassigning is a change like any other.
    const reopened = (await patch({ status: 'open', assignee: null })).json();
    expect(reopened).toMatchObject({ status: 'open', closed_at: null, closed_by: null, assignee: null });
    expect(reopened.history.at(-1).change).toEqual({
      status: { from: 'closed', to: 'open' },
      assignee: { from: 'ana@example.com', to: null },
    });
    const listed = (await t.request({ method: 'GET', url: '/v1/threats', key })).json();
    const inList = listed.data.find((row: { id: string }) => row.id === ids.layering);
    expect(inList.history).toHaveLength(4);
  });

  it('shows a merge by correlation in the merged threat’s history, with no actor', async () => {
    const threat = (await t.request({ method: 'GET', url: `/v1/threats/${ids.merged}`, key })).json();
    expect(threat.history).toEqual([
      {
        at: expect.any(String),
        actor: null,
        change: { status: { from: 'open', to: 'merged' }, merged_into: { from: null, to: ids.survivor } },
        note: null,
      },
    ]);
  });
});
