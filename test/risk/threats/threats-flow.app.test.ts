// The whole way: events sent to POST /v1/events/ingest, the agents' alert, the threat it makes,
// its events, and a SAR draft of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/lib/clock.ts';
import { startApp, type TestApp, type TestKey } from '../../harness.ts';
import { addr, eventsOf, HOUR, T0, txHash } from './threat-fixtures.ts';

const MINUTE = 60_000;
let t: TestApp;
let key: TestKey;
beforeAll(async () => {
  t = await startApp({ startWorker: false, clock: new ManualClock(T0 + HOUR) });
  key = await t.key(['events:write', 'threats:read', 'compliance:write', 'actions:write'], {
    workspace: 'threats-flow',
  });
});
afterAll(async () => {
  await t.close();
});

describe('from events to a SAR draft', () => {
  it('turns four quick hops into a layering threat and drafts a SAR of it', async () => {
    // 10 ETH from address 1 through 2, 3 and 4 to 5, five minutes a hop, each passing most of it on.
    const hops = [10, 9, 8, 7];
    for (const [i, amount] of hops.entries()) {
      const response = await t.request({
        method: 'POST',
        url: '/v1/events/ingest',
        key,
        payload: {
          type: 'transfer.observed',
          occurred_at: new Date(T0 + i * 5 * MINUTE).toISOString(),
          data: {
            chain: 'ethereum',
            tx_hash: txHash(9000 + i),
            from: addr(9000 + i),
            to: addr(9001 + i),
            amount,
            asset: 'ETH',
            value_usd: amount * 3000,
          },
        },
      });
      expect(response.statusCode, response.body).toBe(202);
    }
    await t.app.worker.drain();

    const list = (await t.request({ method: 'GET', url: '/v1/threats', key })).json();
    expect(list.data).toHaveLength(1);
    const [threat] = list.data;
    expect(threat).toMatchObject({
      status: 'open',
      typologies: ['layering'],
      severity: 'medium',
      first_seen_at: new Date(T0).toISOString(),
      last_seen_at: new Date(T0 + 15 * MINUTE).toISOString(),
    });
    const detail = (await t.request({ method: 'GET', url: `/v1/threats/${threat.id}`, key })).json();
    expect(detail.evidence.alerts).toHaveLength(1);
    expect(detail.evidence.events).toHaveLength(4);
    const flows = detail.graph.edges.filter((e: { type: string }) => e.type === 'flow');
    expect(flows).toHaveLength(8);

    // Each transfer shows the transfer Vigil stored, in the graph and in the alert: enough to hold
    // one through the API alone.
    const transferNodes = detail.graph.nodes.filter((n: { type: string }) => n.type === 'transfer');
    expect(transferNodes).toHaveLength(4);
    for (const node of transferNodes) expect(node.transfer_ids).toEqual([expect.stringMatching(/^xfer_/)]);
    const [first] = detail.evidence.alerts[0].transfers;
    expect(first.transfer_id).toMatch(/^xfer_/);
    const held = await t.request({
      method: 'POST',
      url: '/v1/actions/hold',
      key,
      payload: {
        reference: { transfer_id: first.transfer_id },
        reason: 'Layering under review.',
        threat_id: threat.id,
      },
    });
    expect(held.statusCode, held.body).toBe(201);
    expect(held.json().reference).toEqual({
      chain: 'ethereum',
      tx_hash: first.tx_hash,
      transfer_id: first.transfer_id,
    });

    const alerts = await eventsOf(t.app.services, key.workspaceId, 'agent.alert');
    expect(alerts).toEqual([expect.objectContaining({ agent: 'layering', threat_id: threat.id })]);
    expect(await eventsOf(t.app.services, key.workspaceId, 'threat.detected')).toEqual([
      {
        threat_id: threat.id,
        severity: 'medium',
        typologies: ['layering'],
        reason: 'created',
        retroactive: false,
      },
    ]);

    const asked = await t.request({
      method: 'POST',
      url: '/v1/compliance/sar/draft',
      key,
      payload: { threat_id: threat.id },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    await t.app.worker.drain();
    const sar = (
      await t.request({ method: 'GET', url: `/v1/compliance/sar/${asked.json().id}`, key })
    ).json();
    expect(sar.status).toBe('ready');
    expect(sar.draft.suspicious_activity).toMatchObject({
      amount_usd: '102000.00',
      amounts: [{ chain: 'ethereum', asset: 'ETH', amount: '34', transfers: 4 }],
    });
    expect(sar.draft.subjects).toHaveLength(5);
    expect(sar.draft.narrative.how).toContain(`in transaction ${txHash(9003)}.`);
  });
});
